/**
 * The harness of the notifications, terms gate and conference model tests: the real composition
 * root (createFlows with the typed clients, a fixed clock and a recorded page reload) and the real
 * views (NotificationsButton, TermsGate, ConferenceModal, LevelChangeModal, LearningGuideButton, FlashHost, LogoutPage) under a small router
 * of the same context shape as the portal's, so each test is independent of where the shell mounts
 * them. The session is restored from a stored token, answered when the test says so.
 */
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { HttpResponse, type JsonBodyType } from 'msw';
import { vi } from 'vitest';
import type { Session } from '../../machines/auth/auth.machine.ts';
import type { Notification } from '../../machines/notifications/notifications.content.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { createFlows, type Flows } from '../../src/app/flows.ts';
import { readStoredToken, TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import type { RouterContext } from '../../src/routes/root.tsx';
import { ConferenceModal } from '../../src/views/conference/ConferenceModal.tsx';
import { LevelChangeModal } from '../../src/views/reputation/LevelChangeModal.tsx';
import { FlashHost } from '../../src/views/flash/FlashHost.tsx';
import { moduleCatalogs } from '../../src/app/modules/moduleCatalogs.ts';
import { LogoutPage } from '../../src/views/logout/LogoutPage.tsx';
import { NotificationsButton } from '../../src/views/notifications/NotificationsButton.tsx';
import { TermsGate } from '../../src/views/terms/TermsGate.tsx';
import { LearningGuideButton } from '../../src/views/learningGuide/LearningGuideButton.tsx';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { loadMessages } from '../../src/i18n/messages.ts';

export const SELLER: Session = {
  id: 31,
  email: 'matias@tiendaandes.cl',
  first_name: 'Matías',
  last_name: 'Rojas',
  seller_id: 1,
  seller_name: 'Tienda Andes SpA',
  role: 'seller',
  permissions: [],
  facility_id: null,
  seller_type: 'pim',
  is_collector: false,
  api_key: null,
  sellerSapClient: null,
  sellerSapProvider: null,
  sellerIsPublished: true,
};

export const ADMIN: Session = { ...SELLER, id: 1, email: 'admin@demo.cl', role: 'admin', seller_id: null, seller_name: null, seller_type: null };

/** A JSON answer, or a transport failure. */
export type Answer = () => Response;
export const json = (body: JsonBodyType, status = 200): Answer => () => HttpResponse.json(body, { status });
export const errorAnswer = (status: number, code: string): Answer => () =>
  HttpResponse.json({ statusCode: status, code, message: code }, { status });
export const noContent = (): Answer => () => new HttpResponse(null, { status: 204 });

/**
 * Answers given by the test, one per request, in order. A request aborted while it waits (the flow
 * asked again) leaves the queue, so the next answer goes to the request still in flight.
 */
export class HeldAnswers<TCarried = undefined> {
  private waiting: { resolve: (answer: Answer) => void; signal: AbortSignal }[] = [];
  private ready: Answer[] = [];
  readonly received: TCarried[] = [];

  next(signal: AbortSignal, carried: TCarried): Promise<Answer> {
    this.received.push(carried);
    const ready = this.ready.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const entry = { resolve, signal };
      this.waiting.push(entry);
      signal.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((other) => other !== entry);
      });
    });
  }

  answer(answer: Answer): void {
    const waiting = this.waiting.shift();
    if (waiting) waiting.resolve(answer);
    else this.ready.push(answer);
  }

  /** Requests in flight, waiting for their answer. */
  get pending(): number {
    return this.waiting.length;
  }
}

/** The fake backend of these tests. Calls a test is not about answer at once with `fixed` values. */
export function fakeDocumentsServer(
  fixed: { session?: Session; notifications?: Notification[]; terms?: Answer; logout?: true; configuration?: Answer } = {},
) {
  const session = new HeldAnswers();
  const list = new HeldAnswers();
  const open = new HeldAnswers<number>();
  const check = new HeldAnswers();
  const approve = new HeldAnswers<number>();
  const file = new HeldAnswers<string>();
  mockServer.use(
    http.auth.get('/auth/session', async ({ request }) =>
      fixed.session ? HttpResponse.json(fixed.session) : (await session.next(request.signal, undefined))(),
    ),
    http.auth.post('/auth/logout', () => new HttpResponse(null, { status: 204 })),
    // Read for sellers when the session starts (not what these tests are about).
    // A seller who finished the tour guide: these tests are not about it, so it never starts by itself.
    // The conference cutoff comes with it: version 1's unless a test answers another.
    http.sellers.get('/sellers/seller-configuration/{sellerId}', ({ response }) =>
      fixed.configuration
        ? fixed.configuration()
        : response(200).json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0, conferenceCutoff: '2023-10-20T02:30:00.000Z' }),
    ),
    // A seller whose level did not change and whose first login was recorded: no level-change modal, no record.
    http.sellers.get('/v1/sellers/status-reputation/{sellerId}', () =>
      HttpResponse.json({ categoriaReputacion: 'Bueno', cancelQuiebre: 0.008, porcentajeReclamos: 0.012, entregasRetraso: 0.031 }),
    ),
    http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', () =>
      HttpResponse.json({ reputationCategory: 'Bueno', isFirstLogin: false, isNewReputation: false }),
    ),
    http.sellers.get('/seller-publish-history/get-movements/{sellerId}', ({ params }) =>
      HttpResponse.json({ sellerId: Number(params.sellerId), inPublishHistory: true, movements: [] }),
    ),
    http.documents.get('/user-notification', async ({ request }) =>
      fixed.notifications ? HttpResponse.json({ data: fixed.notifications }) : (await list.next(request.signal, undefined))(),
    ),
    http.documents.post('/user-notification/open/{id}', async ({ request, params }) => (await open.next(request.signal, Number(params.id)))()),
    http.documents.get('/document-seller/check', async ({ request }) => (fixed.terms ? fixed.terms() : (await check.next(request.signal, undefined))())),
    http.documents.get('/document/approve/{id}', async ({ request, params }) => (await approve.next(request.signal, Number(params.id)))()),
    http.documents.get('/document/termsfile/{file}', async ({ request, params }) => (await file.next(request.signal, String(params.file)))()),
  );
  return { session, list, open, check, approve, file };
}

/** The bytes of a small PDF, as the documents service serves a terms file. */
export const pdfAnswer = (): Answer => () =>
  new HttpResponse(new TextEncoder().encode('%PDF-1.4\n% Términos\n%%EOF\n'), { status: 200, headers: { 'content-type': 'application/pdf' } });

export interface Rendered {
  flows: Flows;
  reloadPage: ReturnType<typeof vi.fn>;
  navigate: (to: '/eiffel' | '/user/myAccount' | '/logout' | '/orders' | '/orders/2026-000123' | '/reports/metrics') => Promise<void>;
  path: () => string;
}

/**
 * The real flows and views, signed in with a stored token whose session the fake server answers.
 * `now` is the portal clock (read when the session starts and when terms are checked); `initialPath`
 * is the page shown first.
 */
export function renderPortalParts({
  now = () => new Date('2026-06-10T15:00:00Z'),
  initialPath = '/eiffel',
}: { now?: () => Date; initialPath?: string } = {}): Rendered {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzMSJ9.firma');
  const reloadPage = vi.fn();
  const api = createApiClients({
    baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN),
    getToken: () => readStoredToken(window.localStorage),
  });
  const flows = createFlows({
    api,
    storage: window.localStorage,
    analytics: { track: () => {} },
    now,
    reloadPage,
  });

  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <header>
          <NotificationsButton />
        </header>
        <main>
          <Outlet />
        </main>
        <TermsGate />
        <ConferenceModal />
        <LevelChangeModal />
        <LearningGuideHere />
      </>
    ),
  });
  const page = (path: string, title: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{title}</h1> });
  const logoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/logout',
    component: function Logout() {
      const go = useNavigate();
      return <LogoutPage auth={flows.auth} onLoggedOut={() => void go({ href: '/login' })} onStay={() => {}} />;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/eiffel', 'Inicio'),
      page('/user/myAccount', 'Mi cuenta'),
      page('/login', 'Ingreso'),
      page('/orders', 'Órdenes'),
      page('/orders/$orderId', 'Detalle de la orden'),
      page('/reports/metrics', 'Métricas'),
      logoutRoute,
    ]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    context: { flows, catalog: () => loadMessages('es-CL') },
  });
  render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <RouterProvider<typeof router> router={router} />
      <FlashHost flash={flows.flash} moduleCatalogs={moduleCatalogs} />
    </AppProviders>,
  );
  return {
    flows,
    reloadPage,
    navigate: (to) => router.navigate({ href: to }),
    path: () => router.state.location.pathname,
  };
}

/** The learning guide's button for the page shown, as the shell places it. */
function LearningGuideHere() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <LearningGuideButton path={path} />;
}

/** Stops every long-lived actor, so no timer of one test reaches the next. */
export function stopAllFlows(flows: Flows) {
  for (const flow of Object.values(flows)) {
    if (flow && typeof flow === 'object' && 'stop' in flow && typeof flow.stop === 'function') flow.stop();
  }
}
