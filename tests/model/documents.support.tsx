/**
 * The harness of the documents module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw; and a fake documents
 * service typed from openapi/generated/documents.ts that holds every request until the test answers.
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as DocumentsPaths } from '../../openapi/generated/documents.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import documentsModule from '../../modules/documents/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type AdminNotification = components['schemas']['AdminNotification'];
export type AdminNotificationPage = components['schemas']['AdminNotificationPage'];
export type TermsPage = components['schemas']['TermsPage'];
export type TermsAtRiskPage = components['schemas']['TermsAtRiskPage'];
export type TermsVersionAcceptancePage = components['schemas']['TermsVersionAcceptancePage'];
export type Terms = components['schemas']['Terms'];

export const documentsHttp = createOpenApiHttp<DocumentsPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>, details?: { field: string; message: string }[]) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });

export type ListAnswer = { page: AdminNotificationPage } | Failure<503>;
export type TermsAnswer = { page: TermsPage } | Failure<503>;
export type RiskAnswer = { page: TermsAtRiskPage } | Failure<503>;
export type WithdrawAnswer = { withdrawn: true } | Failure<404 | 503>;
export type AcceptedAnswer = { page: TermsVersionAcceptancePage } | Failure<503>;
export type PublishAnswer = { published: Terms } | (Failure<400 | 422 | 503> & { details?: { field: string; message: string }[] });
export type CreateAnswer = { created: AdminNotification } | (Failure<422 | 503> & { details?: { field: string; message: string }[] });

/** The fake documents service: each call waits for the answer the test gives it. */
export function fakeDocumentsServer() {
  const list = new HeldQueue<ListAnswer, [string, string][]>();
  const withdraw = new HeldQueue<WithdrawAnswer, number>();
  const create = new HeldQueue<CreateAnswer, unknown>();
  const terms = new HeldQueue<TermsAnswer, [string, string][]>();
  const risk = new HeldQueue<RiskAnswer, [string, string][]>();
  const accepted = new HeldQueue<AcceptedAnswer, { termsId: number; query: [string, string][] }>();
  const publish = new HeldQueue<PublishAnswer, unknown>();
  mockServer.use(
    documentsHttp.get('/document/terms/{termsId}/acceptances', async ({ request, params, response }) => {
      const answer = await accepted.next(request.signal, { termsId: Number(params.termsId), query: [...new URL(request.url).searchParams] });
      if ('page' in answer) return response(200).json(answer.page);
      return response(503).json(errorBody(answer));
    }),
    documentsHttp.post('/document', async ({ request, response }) => {
      const answer = await publish.next(request.signal, await request.json());
      if ('published' in answer) return response(201).json(answer.published);
      if (answer.fail === 400) return response(400).json(errorBody(answer, answer.details));
      if (answer.fail === 422) return response(422).json(errorBody(answer, answer.details));
      return response(503).json(errorBody(answer));
    }),
    documentsHttp.get('/document', async ({ request, response }) => {
      const answer = await terms.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return response(503).json(errorBody(answer));
    }),
    documentsHttp.get('/document/at-risk', async ({ request, response }) => {
      const answer = await risk.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return response(503).json(errorBody(answer));
    }),
    documentsHttp.get('/user-notification/all', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return response(503).json(errorBody(answer));
    }),
    documentsHttp.delete('/user-notification/{id}', async ({ request, params, response }) => {
      const answer = await withdraw.next(request.signal, Number(params.id));
      if ('withdrawn' in answer) return response(204).empty();
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    documentsHttp.post('/user-notification', async ({ request, response }) => {
      const answer = await create.next(request.signal, await request.json());
      if ('created' in answer) return response(201).json(answer.created);
      return answer.fail === 422 ? response(422).json(errorBody(answer, answer.details)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, withdraw, create, terms, risk, accepted, publish };
}

export type DocumentsServer = ReturnType<typeof fakeDocumentsServer>;

export const ADMIN_SESSION: ModuleHost['session'] = { userId: 1, role: 'admin', sellerId: null, permissions: [] };

/** The module's Root at `path`, as the shell mounts it. */
export function renderDocumentsModule({ path = '/documents', locale = 'es-CL' }: { path?: string; locale?: Locale } = {}) {
  const host: ModuleHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: ADMIN_SESSION,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const view = render(
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={documentsModule.messages}>
          <documentsModule.Root host={host} path={path} search="" state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
  return { ...view, host };
}
