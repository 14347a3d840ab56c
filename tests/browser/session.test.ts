/**
 * A session revoked from another browser while the seller is working, in Debian's Chromium against
 * the production build and the real server: the seller on /eiffel signs in again in a second browser
 * (another device), which ends the first browser's token (POST /auth/logout with it). The first
 * browser's next call is answered 401: it lands on /login with the flash that says why (no redirect:
 * the home is where a sign-in goes, and the browser remembers the seller's last page), signs in, and
 * is back on /eiffel. axe checks the login screen with the flash.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { DEMO_PASSWORD, demo } from './support/demo.ts';
import { api, deferOptionalTerms, demoSession, markLevelChangeSeen, signInByForm } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('a session revoked from another browser', () => {
  it('sends the seller to /login with the flash on the next call, and back to /eiffel after signing in', async () => {
    // An unopened notification of its own: opening it is the call the first browser makes next.
    const admin = await demoSession(baseUrl, demo.admin);
    const seller = await demoSession(baseUrl, demo.seller);
    const label = `Aviso de sesión ${Date.now()}`;
    const created = await api<{ id: number }>(baseUrl, admin.accessToken, 'POST', '/user-notification', {
      label,
      icon: 'megaphone',
      size: 's',
      sellerIds: [seller.jwtPayload.seller_id],
      config: { content: '<p>Revisa tus despachos.</p>' },
    });
    const first = await openPage(browser, baseUrl);
    const second = await openPage(browser, baseUrl);
    try {
      const { page } = first;
      await deferOptionalTerms(page.context());
      // The level-change modal would cover the notifications button; this test is about the session.
      await markLevelChangeSeen(page.context(), seller.accessToken);
      await signInByForm(page, demo.seller, DEMO_PASSWORD);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The home's own calls finish first: on a slow machine one of them would otherwise be the call
      // that meets the revoked token, before the notification is opened.
      await page.waitForLoadState('networkidle');
      const firstToken = await page.evaluate(() => localStorage.getItem('token'));
      expect(firstToken).toMatch(/^ey/);

      // Another device: the same seller signs in there, and ends the first browser's session.
      await signInByForm(second.page, demo.seller, DEMO_PASSWORD);
      const revoked = await second.page.evaluate(
        async (token) => (await fetch('/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status,
        firstToken,
      );
      expect(revoked).toBe(204);

      // Back on the first browser: opening the notification asks the server, which refuses the token.
      await page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ }).click();
      const list = page.getByRole('dialog', { name: 'Notificaciones' });
      await expectDialogFits(list, 'the notifications list');
      await list.getByRole('button', { name: new RegExp(label) }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBeNull();
      await page.getByText('Tu sesión expiró, vuelve a ingresar').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('route'))) ?? 'null')).toEqual({ userId: seller.jwtPayload.id, path: '/eiffel' });
      await expectNoAxeViolations(page, 'login with the session-expired flash');

      await page.getByLabel('Correo electrónico').fill(demo.seller);
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL((url) => url.pathname === '/eiffel');
      await page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ }).waitFor();
      // The second browser's session is still valid.
      expect(await second.page.evaluate(async () => (await fetch('/auth/check', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).status)).toBe(200);
      expect(first.problems, 'CSP violations or page errors').toEqual([]);
      expect(second.problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await first.close();
      await second.close();
      await api(baseUrl, admin.accessToken, 'DELETE', `/user-notification/${created.id}`);
    }
  });
});
