/**
 * The harness of the Sellers module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw and whose navigation and
 * breadcrumb are recorded; and a fake seller directory (and the documents service's acceptances and
 * receipts) typed from the contracts, holding every request until the test answers it, so each
 * step's screen is checked while its request is in flight.
 */
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as SellerDirectoryPaths } from '../../openapi/generated/seller-directory.ts';
import type { components as DocumentsComponents, paths as DocumentsPaths } from '../../openapi/generated/documents.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import sellersModule from '../../modules/sellers/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type DirectoryPage = components['schemas']['DirectoryPage'];
export type DirectorySeller = components['schemas']['DirectorySeller'];
export type SellerRecord = components['schemas']['SellerRecord'];
export type PublicationChange = components['schemas']['PublicationChange'];
export type SellerSettingsUpdate = components['schemas']['SellerSettingsUpdate'];
export type TermsAcceptance = DocumentsComponents['schemas']['TermsAcceptance'];

const directoryHttp = createOpenApiHttp<SellerDirectoryPaths>({ baseUrl: TEST_ORIGIN });
const documentsHttp = createOpenApiHttp<DocumentsPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: DirectoryPage } | Failure<400 | 503>;
export type RecordAnswer = { record: SellerRecord } | Failure<404 | 503>;
export type ActionAnswer = { record: SellerRecord } | Failure<404 | 409 | 503>;
export type AcceptancesAnswer = { acceptances: TermsAcceptance[] } | Failure<503>;
export type ReceiptAnswer = { pdf: string } | Failure<404 | 503>;

/** What a request to the list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

/** The fake services: every call waits for the answer the test gives it. */
export function fakeSellersServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const record = new HeldQueue<RecordAnswer, number>();
  const acceptances = new HeldQueue<AcceptancesAnswer, SentQuery>();
  const publication = new HeldQueue<ActionAnswer, { sellerId: number; body: PublicationChange }>();
  const settings = new HeldQueue<ActionAnswer, { sellerId: number; body: SellerSettingsUpdate }>();
  const receipt = new HeldQueue<ReceiptAnswer, string>();
  mockServer.use(
    directoryHttp.get('/v1/seller-directory', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    directoryHttp.get('/v1/seller-directory/{sellerId}', async ({ request, params, response }) => {
      const answer = await record.next(request.signal, Number(params.sellerId));
      if ('record' in answer) return response(200).json(answer.record);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    documentsHttp.get('/document-seller/acceptances', async ({ request, response }) => {
      const answer = await acceptances.next(request.signal, [...new URL(request.url).searchParams]);
      if ('acceptances' in answer) return response(200).json({ data: answer.acceptances, page: 1, pageSize: 100, total: answer.acceptances.length });
      return response(503).json(errorBody(answer));
    }),
    directoryHttp.post('/v1/seller-directory/{sellerId}/publication', async ({ request, params, response }) => {
      const answer = await publication.next(request.signal, { sellerId: Number(params.sellerId), body: await request.json() });
      if ('record' in answer) return response(200).json(answer.record);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    directoryHttp.patch('/v1/seller-directory/{sellerId}', async ({ request, params, response }) => {
      const answer = await settings.next(request.signal, { sellerId: Number(params.sellerId), body: await request.json() });
      if ('record' in answer) return response(200).json(answer.record);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    documentsHttp.get('/document-seller/acceptances/{acceptanceId}/receipt', async ({ request, params, response }) => {
      const answer = await receipt.next(request.signal, String(params.acceptanceId));
      if ('pdf' in answer) {
        return HttpResponse.text(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="comprobante-aceptacion-${params.acceptanceId}.pdf"` } });
      }
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, record, acceptances, publication, settings, receipt };
}

export type SellersServer = ReturnType<typeof fakeSellersServer>;

/** The signed-in admin, as the module is lent it. */
export const ADMIN_SESSION: ModuleHost['session'] = { userId: 1, role: 'admin', sellerId: null, permissions: [] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/** The module's Root at `path`, as the shell mounts it; `show` renders it again at another place. */
export function renderSellersModule({ path, search = '', state, locale = 'es-CL' }: { path: string; search?: string; state?: Record<string, unknown>; locale?: Locale }) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: ADMIN_SESSION,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={sellersModule.messages}>
          <sellersModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
