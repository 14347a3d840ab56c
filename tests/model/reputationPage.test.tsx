/**
 * The seller's reputation page (/reputation) and the banner of the month in progress, driven through
 * the real portal against msw: the menu entry a published seller gets (and staff do not), the page
 * it opens (its h1, the home's card, the ladder, the month's figures and the what-if under the
 * card), and the banner over the card, on the page and on the home, with the level the month's
 * figures so far would give, never for Bloqueo. Expected texts are written here by hand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '../../machines/auth/auth.machine.ts';
import type { ReputationSummary } from '../../machines/home/reputation.ts';
import { axeViolations } from '../support/axe.ts';
import { http, mockServer } from '../support/http.ts';
import { bueno, people, renderSignedIn, signIn } from './home.support.tsx';
import { forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const BANNER_TITLE = 'Tu reputación de este mes está en curso';
/** 93/100 on time (not above 95.01 %), 2/120 claims and 1/120 cancellations (both below theirs): two rules met. */
const BANNER_BUENO = 'Con tus cifras de hoy, al cierre del mes quedarías en nivel Bueno.';

/** A locked seller: last month had fewer than 5 dispatches. This month's figures would score Destacado. */
const bloqueo: ReputationSummary = {
  ...bueno,
  level: 'Bloqueo',
  levelNumber: null,
  period: { from: '2026-09-01', to: '2026-10-31' },
  deliveries: 1,
  claims: 0,
  cancellations: 0,
  shippedOrders: 3,
  currentMonth: {
    period: { from: '2026-11-01', to: '2026-11-21' },
    rulesVersion: 1,
    thresholds: { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 },
    benefits: bueno.benefits,
    orders: 8,
    shipped: 8,
    delivered: 8,
    onTime: 8,
    claimed: 0,
    sellerCanceled: 0,
  },
};

/** The summary the server answers, and the sellers it was asked for. */
function answerSummary(summary: ReputationSummary) {
  const asked: number[] = [];
  mockServer.use(
    http.sellers.get('/v1/sellers/reputation-summary/{sellerId}', ({ params, response }) => {
      asked.push(Number(params.sellerId));
      return response(200).json(summary);
    }),
    // The home's report frames: not about this page, left loading.
    http.metrics.get('/metabase/dashboard/{name}', () => new Promise<never>(() => {})),
  );
  return asked;
}

function open(session: Session, path: string, summary: ReputationSummary = bueno, inPublishHistory = true) {
  signIn(session, { inPublishHistory });
  const asked = answerSummary(summary);
  return Object.assign(renderSignedIn(path), { asked });
}

const menuNav = () => screen.findByRole('navigation', { name: 'Menú principal' });
const banner = () => screen.queryByRole('status', { name: BANNER_TITLE });
/** The card region; the level text appears once the summary arrived. */
async function cardShowing(level: string) {
  const card = await screen.findByRole('region', { name: 'Tu reputación' });
  expect(await within(card).findByText(`Nivel ${level}`)).toBeInTheDocument();
  return card;
}

beforeEach(() => setScreenWidth(1440));
afterEach(() => forgetScreenWidth());

describe('the Reputación menu entry', () => {
  it('a published seller finds it right after Inicio, opens it and sees the h1, the card and the ladder', async () => {
    const app = open(people.camila, '/eiffel');
    try {
      const menu = await menuNav();
      const links = await within(menu).findAllByRole('link');
      expect(links.slice(0, 2).map((link) => link.textContent)).toEqual(['Inicio', 'Reputación']);

      await userEvent.setup().click(within(menu).getByRole('link', { name: 'Reputación' }));
      await waitFor(() => expect(app.location().pathname).toBe('/reputation'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Tu reputación' })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: 'Reputación' })).toHaveAttribute('aria-current', 'page');

      const card = await cardShowing('Bueno');
      expect(within(card).getByText('Periodo medido: octubre de 2026 (01/10/2026 al 31/10/2026)')).toBeInTheDocument();
      // The drawer's content is on the page itself, so the card offers no drawer.
      expect(within(card).queryByRole('button', { name: 'Ver niveles y beneficios' })).toBeNull();

      const ladder = screen.getByRole('list', { name: 'Niveles' });
      const steps = within(ladder).getAllByRole('listitem').filter((item) => item.parentElement === ladder);
      expect(steps.map((step) => within(step).getAllByText(/^(Nuevo|Bajo|Medio|Bueno|Destacado)$/)[0]?.textContent)).toEqual([
        'Nuevo',
        'Bajo',
        'Medio',
        'Bueno',
        'Destacado',
      ]);
      const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
      expect(current).toHaveLength(1);
      expect(within(current[0]!).getByText('Bueno')).toBeInTheDocument();
      expect(within(current[0]!).getByText('Tu nivel actual')).toBeInTheDocument();

      // The sections are the page's, one level under its h1.
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Tu reputación',
        'Las metas del mes',
        'Niveles',
        'Este mes hasta hoy',
        '¿Qué te sube de nivel?',
      ]);
      expect(screen.getByText('Del 01/11/2026 al 21/11/2026')).toBeInTheDocument();
      expect(screen.getByText('Con 17 entregas a tiempo más llegas a Destacado.')).toBeInTheDocument();
      expect(app.asked).toContain(101);
      expect(await axeViolations(app.container)).toEqual([]);
    } finally {
      app.done();
    }
  });

  it.each([
    ['comercial', people.comercial],
    ['admin', people.admin],
    ['catalog', people.catalog],
  ] as const)('%s does not get the entry, and the address shows the forbidden page', async (_, session) => {
    const app = open(session, '/reputation', bueno, false);
    try {
      const menu = await menuNav();
      await within(menu).findByRole('link', { name: 'Inicio' });
      expect(within(menu).queryByRole('link', { name: 'Reputación' })).toBeNull();
      expect(await screen.findByRole('heading', { level: 1, name: 'No tienes acceso a esta sección' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Tu reputación' })).toBeNull();
      expect(app.asked).toEqual([]);
    } finally {
      app.done();
    }
  });

  it('a seller not yet in the publish history does not get it either (its home has no card)', async () => {
    const app = open(people.nuevo, '/eiffel', bueno, false);
    try {
      const menu = await menuNav();
      await within(menu).findByRole('link', { name: 'Inicio' });
      expect(within(menu).queryByRole('link', { name: 'Reputación' })).toBeNull();
    } finally {
      app.done();
    }
  });
});

describe('the banner of the month in progress', () => {
  it.each(['/reputation', '/eiffel'])('shows on %s for Bueno, above the card, with the projected level', async (path) => {
    const app = open(people.camila, path);
    try {
      const card = await cardShowing('Bueno');
      const status = await screen.findByRole('status', { name: BANNER_TITLE });
      expect(status).toHaveTextContent(BANNER_TITLE);
      expect(within(status).getByText(BANNER_BUENO)).toBeInTheDocument();
      // A status, not an alert: nothing went wrong.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(status.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      app.done();
    }
  });

  it('says a climb in words: a perfect month so far reads Destacado', async () => {
    const app = open(people.camila, '/reputation', {
      ...bueno,
      currentMonth: { ...bueno.currentMonth!, onTime: 100 },
    });
    try {
      await cardShowing('Bueno');
      expect(await screen.findByText('Con tus cifras de hoy, al cierre del mes quedarías en nivel Destacado.')).toBeInTheDocument();
    } finally {
      app.done();
    }
  });

  it('with fewer than 5 orders shipped so far says how many are missing instead of a level', async () => {
    const app = open(people.camila, '/reputation', {
      ...bueno,
      currentMonth: { ...bueno.currentMonth!, orders: 6, shipped: 3, delivered: 3, onTime: 3, claimed: 0, sellerCanceled: 0 },
    });
    try {
      await cardShowing('Bueno');
      const status = await screen.findByRole('status', { name: BANNER_TITLE });
      expect(status).toHaveTextContent('Con tus cifras de hoy, este mes aún no se mide: te faltan 2 pedidos despachados para tener nivel.');
    } finally {
      app.done();
    }
  });

  it.each(['/reputation', '/eiffel'])('never shows on %s for Bloqueo, even with a good month so far', async (path) => {
    const app = open(people.camila, path, bloqueo);
    try {
      await cardShowing('Bloqueo');
      expect(banner()).toBeNull();
      expect(screen.queryByText(BANNER_TITLE)).toBeNull();
      expect(screen.queryByText(/al cierre del mes quedarías/)).toBeNull();
    } finally {
      app.done();
    }
  });
});
