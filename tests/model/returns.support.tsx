/**
 * The harness of the Returns module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw and whose navigation,
 * breadcrumb and flash are recorded; and a fake returns service typed from
 * openapi/generated/returns.ts that holds every request until the test answers it, so each step's
 * screen is checked while its request is in flight.
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as ReturnsPaths } from '../../openapi/generated/returns.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import returnsModule from '../../modules/returns/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type ReturnPage = components['schemas']['ReturnPage'];
export type ReturnSummary = components['schemas']['ReturnSummary'];
export type ReturnDetail = components['schemas']['ReturnDetail'];
export type CsReturnPage = components['schemas']['CsReturnPage'];
export type CsReturnSummary = components['schemas']['CsReturnSummary'];
export type ReturnDecisionRequest = components['schemas']['ReturnDecisionRequest'];

/** The returns contract's handlers, on the origin every client of the test app calls. */
export const returnsHttp = createOpenApiHttp<ReturnsPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: ReturnPage } | Failure<400 | 503>;
export type QueueAnswer = { page: CsReturnPage } | Failure<400 | 503>;
export type ReturnAnswer = { detail: ReturnDetail } | Failure<404 | 503>;
export type ActionAnswer = { detail: ReturnDetail } | Failure<404 | 409 | 503>;

/** What a request to a list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

/** The fake returns service: every call waits for the answer the test gives it. */
export function fakeReturnsServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const queue = new HeldQueue<QueueAnswer, SentQuery>();
  const detail = new HeldQueue<ReturnAnswer, number>();
  const decision = new HeldQueue<ActionAnswer, { returnId: number; body: ReturnDecisionRequest }>();
  const takeOver = new HeldQueue<ActionAnswer, number>();
  mockServer.use(
    returnsHttp.get('/v1/returns', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    returnsHttp.get('/v1/returns/customer-service', async ({ request, response }) => {
      const answer = await queue.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    returnsHttp.get('/v1/returns/{returnId}', async ({ request, params, response }) => {
      const answer = await detail.next(request.signal, Number(params.returnId));
      if ('detail' in answer) return response(200).json(answer.detail);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    returnsHttp.post('/v1/returns/{returnId}/decision', async ({ request, params, response }) => {
      const answer = await decision.next(request.signal, { returnId: Number(params.returnId), body: await request.json() });
      if ('detail' in answer) return response(200).json(answer.detail);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    returnsHttp.post('/v1/returns/{returnId}/take-over', async ({ request, params, response }) => {
      const answer = await takeOver.next(request.signal, Number(params.returnId));
      if ('detail' in answer) return response(200).json(answer.detail);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, queue, detail, decision, takeOver };
}

export type ReturnsServer = ReturnType<typeof fakeReturnsServer>;

/** The signed-in seller, and customer service, as the module is lent them. */
export const SELLER_SESSION: ModuleHost['session'] = { userId: 31, role: 'seller', sellerId: 1, permissions: [] };
export const CS_SESSION: ModuleHost['session'] = { userId: 4, role: 'customerService', sellerId: null, permissions: [] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/** The module's Root at `path`, as the shell mounts it; `show` renders it again at another place. */
export function renderReturnsModule({
  path,
  search = '',
  state,
  locale = 'es-CL',
  session = SELLER_SESSION,
}: {
  path: string;
  search?: string;
  state?: Record<string, unknown>;
  locale?: Locale;
  session?: ModuleHost['session'];
}) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzMSJ9.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={returnsModule.messages}>
          <returnsModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
