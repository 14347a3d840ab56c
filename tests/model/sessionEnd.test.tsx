/**
 * A session that ends while someone is working, through the real portal: a 401 to any call made with
 * the token sends the person to /login with a flash and the page to come back to; signing in lands
 * there (from a new visit without the redirect, the same person still comes back to their last
 * page), and only a path of this portal is ever followed. A form with unsaved changes asks before
 * the expiry takes the person away. A session check that hangs shows a retry screen instead of a blank
 * page, and "Reintentar" recovers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { renderApp } from '../support/renderApp.tsx';
import { answer, camila, CAMILA_PASSWORD, CAMILA_TOKEN, fakePortalServer, findFlash, modules, stopFlows } from './auth.support.ts';
import { signIn } from './home.support.tsx';

const EXPIRED_FLASH = 'Tu sesión expiró, vuelve a ingresar';

async function logInByForm(user: UserEvent) {
  const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
  await user.type(email, camila.email);
  await user.type(screen.getByLabelText('Contraseña'), CAMILA_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('a session the server stops accepting', () => {
  it('sends the person to /login?redirect=<where they were>, and signing in brings them back there', async () => {
    const server = fakePortalServer({ servicesStatus: modules.allOpen, session: camila, inPublishHistory: true });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
    window.localStorage.setItem('reviewLater', '1');
    const app = renderApp('/orders/123?vista=detalle');
    const user = userEvent.setup();
    try {
      await within(await screen.findByRole('banner')).findByText('Camila Rojas');
      // Revoked from another device: the page's next call is answered 401.
      server.revoked.token = true;
      await app.app.api.documents.GET('/user-notification');
      await waitFor(() => expect(app.location().pathname).toBe('/login'));
      expect(app.location().search).toEqual({ redirect: '/orders/123?vista=detalle' });
      expect(await findFlash(EXPIRED_FLASH)).toHaveAttribute('role', 'alert');
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(window.localStorage.getItem('reviewLater')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Notificaciones/ })).toBeNull();
      expect(await axeViolations(document.body)).toEqual([]);

      await logInByForm(user);
      server.revoked.token = false;
      server.login.answer(answer.json({ accessToken: CAMILA_TOKEN, jwtPayload: camila }));
      await waitFor(() => expect(app.location().pathname).toBe('/orders/123'));
      expect(app.location().search).toEqual({ vista: 'detalle' });
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(CAMILA_TOKEN);
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it('brings the same person back to that page from a new visit without the redirect; another person lands home', async () => {
    const server = fakePortalServer({ servicesStatus: modules.allOpen, session: camila, inPublishHistory: true });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
    const first = renderApp('/stock');
    try {
      await within(await screen.findByRole('banner')).findByText('Camila Rojas');
      server.revoked.token = true;
      await first.app.api.documents.GET('/user-notification');
      await waitFor(() => expect(first.location().pathname).toBe('/login'));
    } finally {
      stopFlows(first.app.flows);
    }
    first.unmount();

    // Later, a new tab straight to /login: no redirect, yet Camila is back on /stock.
    server.revoked.token = false;
    const second = renderApp('/login');
    const user = userEvent.setup();
    try {
      expect(second.location().search).toEqual({});
      await logInByForm(user);
      server.login.answer(answer.json({ accessToken: CAMILA_TOKEN, jwtPayload: camila }));
      await waitFor(() => expect(second.location().pathname).toBe('/stock'));
      // The page on screen is her last page again.
      expect(window.localStorage.getItem('route')).toBe('{"userId":7,"path":"/stock"}');
    } finally {
      stopFlows(second.app.flows);
    }
    second.unmount();
  });

  it('never gives one person the page where another one was', async () => {
    const server = fakePortalServer({ servicesStatus: modules.allOpen, inPublishHistory: true });
    window.localStorage.setItem('route', '{"userId":9,"path":"/users"}');
    const app = renderApp('/login');
    const user = userEvent.setup();
    try {
      await logInByForm(user);
      server.login.answer(answer.json({ accessToken: CAMILA_TOKEN, jwtPayload: camila }));
      await screen.findByRole('heading', { name: 'Hola, Camila', level: 1 });
      expect(app.location().href).toBe('/eiffel');
      expect(window.localStorage.getItem('route')).toBe('{"userId":7,"path":"/eiffel"}');
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it.each([
    ['//evil.com', 'another host, protocol-relative'],
    ['https://evil.com/eiffel', 'another origin'],
    ['javascript:alert(1)', 'a script'],
    ['/\\evil.com', 'a backslash browsers read as //'],
  ])('never follows redirect=%s (%s): signing in lands on /eiffel', async (redirect) => {
    const server = fakePortalServer({ servicesStatus: modules.allOpen, inPublishHistory: true });
    const app = renderApp(`/login?redirect=${encodeURIComponent(redirect)}`);
    const user = userEvent.setup();
    try {
      await logInByForm(user);
      server.login.answer(answer.json({ accessToken: CAMILA_TOKEN, jwtPayload: camila }));
      await screen.findByRole('heading', { name: 'Hola, Camila', level: 1 });
      expect(app.location().href).toBe('/eiffel');
    } finally {
      stopFlows(app.app.flows);
    }
  });
});

describe('unsaved changes when the session expires', () => {
  const PROFILE = { id: 7, email: camila.email, firstName: 'Camila', lastName: 'Rojas', phone: null, role: 'seller' as const, sellerId: 101, sellerName: 'Tienda Camila SpA' };

  function accountServer() {
    let revoked = false;
    mockServer.use(
      http.auth.get('/auth/me', () => HttpResponse.json(PROFILE)),
      http.sellers.get('/sellers/{sellerId}/account', ({ response }) =>
        response(200).json({
          sellerId: 101,
          name: 'Tienda Camila SpA',
          legalName: 'TIENDA CAMILA SPA',
          documentNumber: '760864285',
          contactEmail: 'ventas@tiendacamila.cl',
          contactPhone: '223456789',
          bank: { bankCode: '012', bankName: 'Banco del Estado de Chile', accountType: 'corriente', accountNumber: '00123456' },
          updatedAt: '2026-11-01T12:00:00Z',
        }),
      ),
      http.onboarding.get('/v1/onboarding/banks', ({ response }) => response(200).json([{ code: '012', name: 'Banco del Estado de Chile', shortName: 'BancoEstado', type: 'banco' }])),
      http.documents.get('/user-notification', ({ response }) =>
        revoked ? response(401).json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }) : response(200).json({ data: [] }),
      ),
    );
    return { revoke: () => (revoked = true) };
  }

  async function typeAName(user: UserEvent) {
    const profile = await screen.findByRole('region', { name: 'Tus datos' });
    const name = await within(profile).findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(name).toHaveValue('Camila'));
    await user.clear(name);
    await user.type(name, 'Camila Andrea');
    return name;
  }

  it('asks before leaving; staying keeps what was typed on screen', async () => {
    const muted = muteErrorLog('[');
    signIn(camila, { inPublishHistory: true });
    const server = accountServer();
    const app = renderApp('/user/myAccount');
    const user = userEvent.setup();
    try {
      const name = await typeAName(user);
      server.revoke();
      await app.app.api.documents.GET('/user-notification');
      const question = await screen.findByRole('alertdialog', { name: '¿Quieres salir sin guardar?' });
      expect(await findFlash(EXPIRED_FLASH)).toHaveAttribute('role', 'alert');
      await user.click(within(question).getByRole('button', { name: 'No, seguir editando' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(app.location().pathname).toBe('/user/myAccount');
      expect(name).toHaveValue('Camila Andrea');
    } finally {
      stopFlows(app.app.flows);
      muted.mockRestore();
    }
  });

  it('leaving on purpose goes to /login, back to the account page once signed in', async () => {
    const muted = muteErrorLog('[');
    signIn(camila, { inPublishHistory: true });
    const server = accountServer();
    const app = renderApp('/user/myAccount');
    const user = userEvent.setup();
    try {
      await typeAName(user);
      server.revoke();
      await app.app.api.documents.GET('/user-notification');
      const question = await screen.findByRole('alertdialog', { name: '¿Quieres salir sin guardar?' });
      await user.click(within(question).getByRole('button', { name: 'Salir sin guardar' }));
      await waitFor(() => expect(app.location().pathname).toBe('/login'));
      expect(app.location().search).toEqual({ redirect: '/user/myAccount' });
    } finally {
      stopFlows(app.app.flows);
      muted.mockRestore();
    }
  });
});

describe('a session check that hangs', () => {
  it('shows "No pudimos verificar tu sesión" with Reintentar, which checks again and recovers', async () => {
    const server = fakePortalServer({ servicesStatus: modules.allOpen, inPublishHistory: true });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
    const app = renderApp('/eiffel', { apiTimeoutMs: 300 });
    const user = userEvent.setup();
    try {
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(within(alert).getByRole('heading', { name: 'No pudimos verificar tu sesión', level: 1 })).toBeVisible();
      expect(alert).toHaveTextContent('El servidor no respondió a tiempo. Tu sesión sigue guardada en este navegador.');
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(CAMILA_TOKEN);
      expect(await axeViolations(document.body)).toEqual([]);

      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      server.session.answer(answer.json(camila));
      await screen.findByRole('heading', { name: 'Hola, Camila', level: 1 });
      expect(app.location().pathname).toBe('/eiffel');
      expect(server.session.requests).toBe(2);
      expect(screen.queryByText('No pudimos verificar tu sesión')).toBeNull();
    } finally {
      stopFlows(app.app.flows);
    }
  });
});
