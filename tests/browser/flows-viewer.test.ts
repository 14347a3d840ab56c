/**
 * The offline flow viewer (/dev/flows) as a developer uses it: Vite's dev server started the way
 * `npm run dev` starts it (its proxy pointed at the suite's server for the API), the app in one tab
 * and the viewer in another tab of the same browser. The viewer draws the sign-up wizard and the
 * session chart, marks the session chart's current state, follows it when someone signs in, and
 * passes axe. The production build and server carry none of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { expectNoAxeViolations, launchChromium } from './support/chromium.ts';
import { DEMO_PASSWORD, demo } from './support/demo.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let vite: ViteDevServer;
let devUrl: string;

beforeAll(async () => {
  // The dev server's proxy sends API paths to API_PORT, as scripts/dev.ts sets it.
  process.env.API_PORT = new URL(baseUrl).port;
  vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'warn', clearScreen: false, server: { host: '127.0.0.1', port: 0 } });
  await vite.listen();
  devUrl = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

/** A state of the drawing, found by its path as the viewer names it. */
const stateNode = (viewer: Page, statePath: string) => viewer.getByRole('group', { name: statePath, exact: true });

async function expectCurrent(viewer: Page, statePath: string, current: boolean) {
  await expect.poll(() => stateNode(viewer, statePath).getAttribute('aria-current'), { timeout: 15_000 }).toBe(current ? 'true' : null);
}

describe('flow viewer (development only)', () => {
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: devUrl, viewport: { width: 1400, height: 900 }, locale: 'es-CL' });
    context.on('weberror', (error) => pageErrors.push(error.error().message));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('draws the wizard and the session chart and follows the app in another tab', async () => {
    // The app first: the viewer opened afterwards must still get the last known state.
    const app = await context.newPage();
    await app.goto('/registrate-ahora');
    await app.getByRole('button', { name: 'Siguiente', exact: true }).waitFor();

    const viewer = await context.newPage();
    await viewer.goto('/dev/flows?machine=signupWizard');
    await viewer.getByRole('heading', { level: 1, name: 'Visor de flujos' }).waitFor();
    await viewer.getByRole('heading', { level: 2, name: 'signupWizard', exact: true }).waitFor();
    const wizardChart = viewer.getByRole('application', { name: 'Diagrama de signupWizard' });
    for (const state of ['collect', 'editing', 'refused', 'quitArmed', 'validating', 'sending', 'keying', 'submitting', 'waitingForFirstRequest', 'success', 'fail', 'rateLimited', 'keyConflict', 'left']) {
      await wizardChart.getByText(state, { exact: true }).waitFor();
    }
    // Names used twice (collect.ready, rateLimited.ready) are told apart by their paths.
    await stateNode(viewer, 'collect.ready').waitFor();
    await stateNode(viewer, 'rateLimited.ready').waitFor();
    expect(await stateNode(viewer, 'success').innerText()).toContain('final');
    // The wizard the app's tab started for itself is followed too: the applicant is filling in step one.
    await expectCurrent(viewer, 'collect.ready.editing', true);
    await expectCurrent(viewer, 'sending', false);
    await stateNode(viewer, 'collect.ready.editing').getByText('estado actual').waitFor();

    // Every machine of machines/ is listed; the keyboard picks one.
    const machines = viewer.getByRole('navigation', { name: 'Máquinas de estado' });
    for (const machine of ['auth', 'changePassword', 'notifications', 'reportFrame', 'shell', 'signupWizard', 'stepForm', 'termsGate']) {
      await machines.getByRole('button', { name: machine, exact: true }).waitFor();
    }
    await machines.getByRole('button', { name: 'auth', exact: true }).focus();
    await viewer.keyboard.press('Enter');
    await viewer.getByRole('heading', { level: 2, name: 'auth', exact: true }).waitFor();
    const authChart = viewer.getByRole('application', { name: 'Diagrama de auth' });
    for (const state of ['checking', 'checkFailed', 'unauthenticated', 'loggingIn', 'authenticated', 'role', 'resolving', 'seller', 'history', 'loadingPublishHistory', 'aids', 'levelChangeShown', 'staff', 'logout', 'confirming', 'inProgress']) {
      await authChart.getByText(state, { exact: true }).waitFor();
    }
    // Transitions are named in words: an invoked actor's outcome, a guard.
    await authChart.getByText('restoreSession terminó [hasSession]').waitFor();
    expect(new URL(viewer.url()).searchParams.get('machine')).toBe('auth');

    // A guest on the wizard: the session chart waits for a login.
    await expectCurrent(viewer, 'unauthenticated.idle', true);
    await expectCurrent(viewer, 'unauthenticated', true);
    await expectCurrent(viewer, 'authenticated.role.seller.history.ready', false);
    await stateNode(viewer, 'unauthenticated.idle').getByText('estado actual').waitFor();
    await viewer.getByRole('status').filter({ hasText: 'unauthenticated.idle' }).waitFor();
    const actors = viewer.getByRole('complementary', { name: 'Actores en ejecución' });
    await actors.getByRole('button', { name: /^auth \(/ }).waitFor();
    await expectNoAxeViolations(viewer, '/dev/flows');

    // Signing in, in the app's tab, moves the highlight.
    await app.goto('/login');
    await app.getByLabel('Correo electrónico').fill(demo.seller);
    await app.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await app.getByRole('button', { name: 'Ingresar' }).click();
    await app.waitForURL('**/eiffel');
    await expectCurrent(viewer, 'authenticated.role.seller.history.ready', true);
    await expectCurrent(viewer, 'authenticated.logout.idle', true);
    await expectCurrent(viewer, 'unauthenticated.idle', false);
    await expectNoAxeViolations(viewer, '/dev/flows after signing in');

    expect(pageErrors).toEqual([]);
  });
});

describe('flow viewer stays out of production', () => {
  it('is not in the production build', () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; src?: string }>;
    const built = Object.entries(manifest).flatMap(([key, chunk]) => [key, chunk.file, chunk.src ?? '']);
    expect(built.filter((name) => /dev\/flows|xyflow|elkjs/.test(name))).toEqual([]);

    const assets = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const carrying = assets.filter((file) => {
      const code = readFileSync(path.join('dist/assets', file), 'utf8');
      // The viewer's channel, its catalog keys, React Flow's class names, ELK's options.
      return ['portal-sellers.flow-viewer', 'flowViewer.', 'react-flow__', 'elk.algorithm'].some((marker) => code.includes(marker));
    });
    expect(carrying).toEqual([]);
  });

  it('is not served by the production server', async () => {
    // Client routes get the app's index.html (its own 404 page), never the viewer's page.
    for (const pathname of ['/dev/flows', '/dev/flows.html']) {
      const body = await (await fetch(`${baseUrl}${pathname}`)).text();
      expect(body, pathname).not.toContain('Visor de flujos');
      expect(body, pathname).not.toContain('/src/dev/flows/main.tsx');
    }
    expect((await fetch(`${baseUrl}/src/dev/flows/main.tsx`)).status).toBe(404);
  });
});
