/**
 * The Users sub-application (Configuración > Usuarios) in Debian's Chromium against the production
 * build and the real server: the demo security account creates a customer-service user; the link
 * of the dev mailbox sets the password, and the new user signs in; then the admin disables them and
 * their open session is sent to the login, where their password no longer opens the portal. axe on
 * each screen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { demo } from './support/demo.ts';
import { demoSession, signInByForm, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('portal users', () => {
  it('security creates a user, whose mailed link sets the password; the admin disables them and their session ends', async () => {
    const email = `rosa.navegador.${Date.now()}@demo.cl`;
    const password = 'Rosa.Clave2026';
    const security = await demoSession(baseUrl, 'seguridad@demo.cl');
    const admin = await demoSession(baseUrl, demo.admin);
    const staff = await openPage(browser, baseUrl);
    const newcomer = await openPage(browser, baseUrl);
    const administrator = await openPage(browser, baseUrl);
    try {
      // Security creates the user.
      await storeSession(staff.page.context(), security.accessToken);
      await staff.page.goto('/users');
      await staff.page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
      await staff.page.getByRole('table', { name: 'Usuarios encontrados' }).waitFor();
      await expectNoAxeViolations(staff.page, 'users list');
      const search = staff.page.getByRole('form', { name: 'Buscar usuarios' });
      await search.getByRole('button', { name: 'Buscar' }).click();
      await search.getByText('Completa al menos un campo').waitFor();
      // The search lives in the address: a reload shows the same search and what it found.
      await search.getByLabel('Nombre').fill('Carolina');
      await search.getByRole('button', { name: 'Buscar' }).click();
      await staff.page.waitForURL('**/users?name=Carolina');
      await staff.page.reload();
      await staff.page.getByRole('table', { name: 'Usuarios encontrados' }).getByRole('link', { name: 'Carolina Fuentes' }).waitFor();
      expect(await search.getByLabel('Nombre').inputValue()).toBe('Carolina');

      await staff.page.getByRole('link', { name: 'Nuevo usuario' }).click();
      await staff.page.waitForURL('**/users/new');
      const form = staff.page.getByRole('form', { name: 'Datos del usuario' });
      await form.getByLabel('Nombre').fill('Rosa');
      await form.getByLabel('Apellido').fill('Navegador');
      await form.getByLabel('Correo electrónico').fill(email);
      await form.getByLabel('Rol').selectOption({ label: 'Atención al cliente' });
      // Security may not give the admin role.
      expect(await form.getByLabel('Rol').locator('option').allInnerTexts()).not.toContain('Administrador');
      await form.getByLabel('Estado').selectOption({ label: 'Activo' });
      await expectNoAxeViolations(staff.page, 'new user form');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await staff.page.waitForURL(/\/users\/\d+$/);
      const userPath = new URL(staff.page.url()).pathname;
      await staff.page.getByRole('heading', { level: 1, name: 'Rosa Navegador' }).waitFor();
      await staff.page.getByText('Creado por Tomás Reyes', { exact: false }).waitFor();
      await expectNoAxeViolations(staff.page, 'user detail');

      // The new user chooses the password with the mailed link, and signs in.
      await newcomer.page.goto('/dev/mailbox');
      await newcomer.page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: /\/change\/password\// }).click();
      await newcomer.page.waitForURL('**/change/password/**');
      await newcomer.page.getByLabel('Contraseña', { exact: true }).fill(password);
      await newcomer.page.getByLabel('Confirmar Contraseña', { exact: true }).fill(password);
      await newcomer.page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await newcomer.page.waitForURL(/\/login(\?|$)/);
      await signInByForm(newcomer.page, email, password);

      // The admin disables them.
      const adminPage = administrator.page;
      await storeSession(adminPage.context(), admin.accessToken);
      await adminPage.goto(userPath);
      await adminPage.getByRole('heading', { level: 1, name: 'Rosa Navegador' }).waitFor();
      await adminPage.getByRole('group', { name: 'Acciones del usuario' }).getByRole('button', { name: 'Desactivar' }).click();
      const dialog = adminPage.getByRole('alertdialog', { name: '¿Desactivar a Rosa Navegador?' });
      await expectDialogFits(dialog, 'the disable dialog');
      await expectNoAxeViolations(adminPage, 'disable dialog');
      await dialog.getByRole('button', { name: 'Desactivar' }).click();
      await adminPage.getByText('Usuario desactivado: sus sesiones terminaron.').waitFor();
      await adminPage.getByText('Estado: Activo → Desactivado').waitFor();

      // Their open session is sent to the login at its next call, and their password opens nothing.
      await newcomer.page.reload();
      await newcomer.page.waitForURL(/\/login(\?|$)/);
      await newcomer.page.getByLabel('Correo electrónico').fill(email);
      await newcomer.page.getByLabel('Contraseña', { exact: true }).fill(password);
      await newcomer.page.getByRole('button', { name: 'Ingresar' }).click();
      await newcomer.page.getByRole('alert').filter({ hasText: 'Credenciales inválidas' }).first().waitFor();
      expect(newcomer.page.url()).toMatch(/\/login/);
      expect([...staff.problems, ...administrator.problems]).toEqual([]);
    } finally {
      await staff.close();
      await newcomer.close();
      await administrator.close();
    }
  });
});
