/**
 * A route whose code chunk fails to load (a deploy replaced it, the network dropped) shows a
 * translated error with "Reintentar" inside the portal's shell, never the router's English default
 * page; "Reintentar" reloads the page, the one way to fetch the new chunk names.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { renderApp } from '../support/renderApp.tsx';
import { camila, stopFlows } from './auth.support.ts';
import { signIn } from './home.support.tsx';

// The account screen's chunk is missing from the server, as after a deploy.
vi.mock('../../src/routes/myAccount.lazy.tsx', () => ({
  get myAccountLazyRoute(): never {
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/myAccount.lazy-3f9a1c.js');
  },
}));

describe('a route chunk that fails to load', () => {
  it('shows "No pudimos cargar esta página" with Reintentar, which reloads the page', async () => {
    signIn(camila, { inPublishHistory: true });
    const reloadPage = vi.fn();
    const app = renderApp('/user/myAccount', { reloadPage });
    const user = userEvent.setup();
    try {
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'No pudimos cargar esta página', level: 1 })).toBeVisible();
      expect(alert).toHaveTextContent('Revisa tu conexión e inténtalo nuevamente.');
      // The shell stays: the header and its menu are still there.
      expect(within(screen.getByRole('banner')).getByText('Camila Rojas')).toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/i)).toBeNull();
      expect(await axeViolations(document.body)).toEqual([]);
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(app.location().pathname).toBe('/user/myAccount');
    } finally {
      stopFlows(app.app.flows);
    }
  });
});
