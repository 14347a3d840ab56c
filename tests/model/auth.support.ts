/**
 * Shared by the model-based tests of the entrance flows (auth, login form, service curtain, flash):
 * a fake backend whose answers the test scripts one request at a time, the fixtures, and how their
 * events are told apart.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { EventObject } from 'xstate';
import { screen } from '@testing-library/react';
import type { Session } from '../../machines/auth/auth.machine.ts';
import type { ApiErrorBody } from '../../shared/api-error.ts';
import type { ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { homeTodoHandlers } from './homeTodo.support.ts';

export const camila: Session = {
  id: 7,
  email: 'camila@tiendacamila.cl',
  first_name: 'Camila',
  last_name: 'Rojas',
  seller_id: 101,
  seller_name: 'Tienda Camila SpA',
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
export const CAMILA_PASSWORD = 'Secreta123';

/** A staff session (security: no seller, no publish history, home is a greeting). */
export const ignacio: Session = {
  ...camila,
  id: 9,
  email: 'ignacio@portal.cl',
  first_name: 'Ignacio',
  last_name: 'Vargas',
  seller_id: null,
  seller_name: null,
  role: 'security',
  seller_type: null,
};
export const IGNACIO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma';
export const CAMILA_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma';

const mod = (key_module: string, module: string, active: boolean, released = true): ServiceStatus => ({ key_module, module, active, released, count_to_close_page: 0, reason: null, expected_reopening: null });
export const modules = {
  allOpen: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', true), mod('reports', 'Reportes', true)],
  reportsClosed: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', true), mod('reports', 'Reportes', false)],
  twoClosed: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', false), mod('reports', 'Reportes', false)],
  allClosed: [mod('finance', 'Finanzas', false), mod('orders', 'Pedidos', false), mod('reports', 'Reportes', false)],
} satisfies Record<string, ServiceStatus[]>;

/** How the fake server answers one request. */
export type Answer = () => Response;
export const answer = {
  json: (body: JsonBodyType, status = 200, headers: Record<string, string> = {}): Answer => () => HttpResponse.json(body, { status, headers }),
  empty: (status = 204): Answer => () => new HttpResponse(null, { status }),
  /** The connection fails: the client reports NETWORK_ERROR. */
  networkDown: (): Answer => () => HttpResponse.error(),
  error: (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Answer => () =>
    HttpResponse.json({ statusCode: status, code, message, ...extra }, { status }),
};

/**
 * Answers given by the test, one per request, in order; a request waits until its answer is given.
 * A request given up while it waits (timed out) leaves the queue, so the next answer goes to the
 * request still in flight.
 */
export class ScriptedAnswers {
  private waiting: { resolve: (answer: Answer) => void; signal: AbortSignal | undefined }[] = [];
  private ready: Answer[] = [];
  requests = 0;
  next(signal?: AbortSignal): Promise<Answer> {
    this.requests += 1;
    const ready = this.ready.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const entry = { resolve, signal };
      this.waiting.push(entry);
      signal?.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((other) => other !== entry);
      });
    });
  }
  answer(answer: Answer): void {
    const waiting = this.waiting.shift();
    if (waiting) waiting.resolve(answer);
    else this.ready.push(answer);
  }
}

/**
 * The backend of the entrance. Each endpoint either answers from a script (the test decides when)
 * or always the same (`fixed`), for the calls a test is not about.
 */
/**
 * What the signed-in screens ask besides the auth flow (the header's notifications, a seller's terms
 * check, the home's reputation card and reports), answered plainly so these tests stay about auth.
 */
export const revokedAnswer = () => HttpResponse.json<ApiErrorBody>({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
const quietNeighbours = (revoked: { token: boolean }) => [
  http.documents.get('/user-notification', () => (revoked.token ? revokedAnswer() : HttpResponse.json({ data: [] }))),
  http.documents.get('/document-seller/check', () => (revoked.token ? revokedAnswer() : HttpResponse.json(true))),
  http.sellers.get('/v1/sellers/reputation-summary/{sellerId}', ({ params }) =>
    revoked.token ? revokedAnswer() : HttpResponse.json({
      sellerId: Number(params.sellerId),
      sellerName: 'Tienda Andes SpA',
      level: 'Bueno',
      levelNumber: 3,
      period: { from: '2026-10-01', to: '2026-10-31' },
      deliveries: 0.9687,
      claims: 0.0149,
      cancellations: 0.0051,
      shippedOrders: 482,
      thresholds: { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 },
      rulesVersion: 1,
      benefits: { Nuevo: 'Visibilidad estándar.', Bajo: 'Plan de mejora con tu ejecutivo.', Medio: 'Eventos de temporada.', Bueno: '40 % de descuento en el envío.', Destacado: '50 % de descuento en el envío e insignia.' },
      currentMonth: {
        period: { from: '2026-11-01', to: '2026-11-21' },
        rulesVersion: 1,
        thresholds: { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 },
        benefits: { Nuevo: 'Visibilidad estándar.', Bajo: 'Plan de mejora con tu ejecutivo.', Medio: 'Eventos de temporada.', Bueno: '40 % de descuento en el envío.', Destacado: '50 % de descuento en el envío e insignia.' },
        orders: 120,
        shipped: 118,
        delivered: 100,
        onTime: 93,
        claimed: 2,
        sellerCanceled: 1,
      },
    }),
  ),
  http.metrics.get('/metabase/dashboard/{name}', ({ params }) =>
    revoked.token ? revokedAnswer() : HttpResponse.json({ url: `${TEST_ORIGIN}/reports/${params.name}`, source: 'builtin', expiresAt: '2026-11-21T12:00:00Z' }),
  ),
  ...homeTodoHandlers({ toPrepare: 3, late: 1, toReview: 0, withoutBoleta: 2 }, revoked),
];

export function fakePortalServer(
  fixed: { servicesStatus?: ServiceStatus[]; session?: Session; logout?: boolean; login?: Answer; inPublishHistory?: boolean } = {},
) {
  const session = new ScriptedAnswers();
  const publishHistory = new ScriptedAnswers();
  /** Seller ids whose publish history was asked for, in order. */
  const publishHistoryAsked: number[] = [];
  /**
   * Which publish-history requests the test scripts (the session's own load); other screens asking
   * later get the last scripted answer again. Set once the app exists.
   */
  const scripting = { isScripted: () => true, last: null as Answer | null };
  const login = new ScriptedAnswers();
  const logout = new ScriptedAnswers();
  const servicesStatus = new ScriptedAnswers();
  const loginBodies: unknown[] = [];
  /** The token was revoked elsewhere (another device, a password change): the signed-in calls answer 401. */
  const revoked = { token: false };
  mockServer.use(
    http.auth.get('/auth/session', async ({ request }) => (fixed.session ? HttpResponse.json(fixed.session) : (await session.next(request.signal))())),
    http.auth.post('/auth/login', async ({ request }) => {
      loginBodies.push(await request.json());
      return fixed.login ? fixed.login() : (await login.next())();
    }),
    http.auth.post('/auth/logout', async () => (fixed.logout ? new HttpResponse(null, { status: 204 }) : (await logout.next())())),
    // A seller who finished the tour guide: these tests are not about it, so it never starts by itself.
    http.sellers.get('/sellers/seller-configuration/{sellerId}', () => HttpResponse.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0, conferenceCutoff: '2023-10-20T02:30:00.000Z' })),
    // A seller whose level did not change and whose first login was recorded: no level-change modal, no record.
    http.sellers.get('/v1/sellers/status-reputation/{sellerId}', () =>
      HttpResponse.json({ categoriaReputacion: 'Bueno', cancelQuiebre: 0.008, porcentajeReclamos: 0.012, entregasRetraso: 0.031 }),
    ),
    http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', () =>
      HttpResponse.json({ reputationCategory: 'Bueno', isFirstLogin: false, isNewReputation: false }),
    ),
    http.sellers.get('/seller-publish-history/get-movements/{sellerId}', async ({ params }) => {
      const sellerId = Number(params.sellerId);
      // A fixed session (a test not about the auth flow) gets a fixed answer too: in the publish history.
      const fixedHistory = fixed.inPublishHistory ?? (fixed.session ? true : undefined);
      if (fixedHistory !== undefined) return HttpResponse.json({ sellerId, inPublishHistory: fixedHistory, movements: [] });
      if (!scripting.isScripted() && scripting.last) return scripting.last();
      publishHistoryAsked.push(sellerId);
      const scripted = await publishHistory.next();
      scripting.last = scripted;
      return scripted();
    }),
    http.servicesStatus.get('/services-status', async () =>
      fixed.servicesStatus ? HttpResponse.json(fixed.servicesStatus) : (await servicesStatus.next())(),
    ),
    ...quietNeighbours(revoked),
  );
  return { session, login, logout, servicesStatus, loginBodies, publishHistory, publishHistoryAsked, scripting, revoked };
}

/** Events differ by type and payload (outputs of invented done events included); a session counts as its role. */
export function eventKey(event: EventObject): string {
  return JSON.stringify(event, (key, value) => (key === 'session' ? `<session ${(value as Session).role}>` : value));
}

/** The flash message with this text, and the live region that carries it. */
export async function findFlash(text: string) {
  const message = await screen.findByText(text);
  return message.closest('[role="status"], [role="alert"]');
}

/** Stops every long-lived actor of a rendered app, so no timer of one path reaches the next one. */
export function stopFlows(flows: object) {
  for (const flow of Object.values(flows)) {
    if (flow && typeof flow === 'object' && 'stop' in flow && 'getSnapshot' in flow && typeof flow.stop === 'function') flow.stop();
  }
}
