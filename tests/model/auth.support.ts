/**
 * Shared by the model-based tests of the entrance flows (auth, login form, service curtain, flash):
 * a fake backend whose answers the test scripts one request at a time, the fixtures, and how their
 * events are told apart.
 */
import { HttpResponse } from 'msw';
import type { EventObject } from 'xstate';
import { screen } from '@testing-library/react';
import type { Session } from '../../machines/auth/auth.machine.ts';
import type { ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { http, mockServer } from '../support/http.ts';

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
export const CAMILA_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma';

const mod = (key_module: string, module: string, active: boolean): ServiceStatus => ({ key_module, module, active, count_to_close_page: 0 });
export const modules = {
  allOpen: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', true), mod('stock', 'Stock', true)],
  ordersClosed: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', false), mod('stock', 'Stock', true)],
  twoClosed: [mod('finance', 'Finanzas', true), mod('orders', 'Pedidos', false), mod('stock', 'Stock', false)],
  allClosed: [mod('finance', 'Finanzas', false), mod('orders', 'Pedidos', false), mod('stock', 'Stock', false)],
} satisfies Record<string, ServiceStatus[]>;

/** How the fake server answers one request. */
export type Answer = () => Response;
export const answer = {
  json: (body: unknown, status = 200, headers: Record<string, string> = {}): Answer => () => HttpResponse.json(body as never, { status, headers }),
  empty: (status = 204): Answer => () => new HttpResponse(null, { status }),
  /** The connection fails: the client reports NETWORK_ERROR. */
  networkDown: (): Answer => () => HttpResponse.error(),
  error: (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Answer => () =>
    HttpResponse.json({ statusCode: status, code, message, ...extra } as never, { status }),
};

/** Answers given by the test, one per request, in order; a request waits until its answer is given. */
export class ScriptedAnswers {
  private waiting: ((answer: Answer) => void)[] = [];
  private ready: Answer[] = [];
  requests = 0;
  next(): Promise<Answer> {
    this.requests += 1;
    const ready = this.ready.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  answer(answer: Answer): void {
    const waiting = this.waiting.shift();
    if (waiting) waiting(answer);
    else this.ready.push(answer);
  }
}

/**
 * The backend of the entrance. Each endpoint either answers from a script (the test decides when)
 * or always the same (`fixed`), for the calls a test is not about.
 */
export function fakePortalServer(fixed: { servicesStatus?: ServiceStatus[]; session?: Session; logout?: boolean; login?: Answer } = {}) {
  const session = new ScriptedAnswers();
  const login = new ScriptedAnswers();
  const logout = new ScriptedAnswers();
  const servicesStatus = new ScriptedAnswers();
  const loginBodies: unknown[] = [];
  mockServer.use(
    http.auth.get('/auth/session', async () => (fixed.session ? HttpResponse.json(fixed.session) : (await session.next())())),
    http.auth.post('/auth/login', async ({ request }) => {
      loginBodies.push(await request.json());
      return fixed.login ? fixed.login() : (await login.next())();
    }),
    http.auth.post('/auth/logout', async () => (fixed.logout ? new HttpResponse(null, { status: 204 }) : (await logout.next())())),
    http.servicesStatus.get('/services-status', async () =>
      fixed.servicesStatus ? HttpResponse.json(fixed.servicesStatus) : (await servicesStatus.next())(),
    ),
  );
  return { session, login, logout, servicesStatus, loginBodies };
}

/** Events differ by type and payload (outputs of invented done events included); a session counts as one value. */
export function eventKey(event: EventObject): string {
  return JSON.stringify(event, (key, value) => (key === 'session' ? '<session>' : value));
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
