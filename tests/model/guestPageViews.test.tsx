/**
 * Every route change is a page view, the pages outside the signed-in shell included: a guest who
 * opens the login and follows its link to password recovery leaves one view of each in the data
 * layer, with the tracking titles written here.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderApp } from '../support/renderApp.tsx';
import { http, mockServer } from '../support/http.ts';
import { OPEN_MODULES } from './shell.support.tsx';

const pageViews = () => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'virtual_page_view');

describe('page views outside the signed-in shell', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('tracks the login and then the password recovery, once each', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', () => HttpResponse.json(OPEN_MODULES)));
    const { app } = renderApp('/login');
    try {
      await screen.findByRole('heading', { name: 'Ingresa a Portal Sellers', level: 1 });
      await waitFor(() => expect(pageViews()).toEqual([{ event: 'virtual_page_view', pagePath: '/login', pageTitle: 'login' }]));
      await userEvent.click(screen.getByRole('link', { name: /contraseña/i }));
      await screen.findByRole('heading', { level: 1, name: /contraseña/i });
      expect(pageViews()).toEqual([
        { event: 'virtual_page_view', pagePath: '/login', pageTitle: 'login' },
        { event: 'virtual_page_view', pagePath: '/forgot/password', pageTitle: 'forgotPassword' },
      ]);
    } finally {
      app.flows.auth.stop();
    }
  });
});
