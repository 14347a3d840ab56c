/**
 * The harness of the Invoices module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw and whose navigation is
 * recorded; and a fake invoices service typed from openapi/generated/invoices.ts that holds every
 * request until the test answers it, so each step's screen is checked while its request is in flight.
 */
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as InvoicesPaths } from '../../openapi/generated/invoices.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import invoicesModule from '../../modules/invoices/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export { recordDownloads } from './orders.support.tsx';

export type InvoicePage = components['schemas']['InvoicePage'];
export type InvoiceOrder = components['schemas']['InvoiceOrder'];
export type UploadResult = components['schemas']['UploadResult'];
export type InvoiceAttachment = components['schemas']['InvoiceAttachment'];
export type UploadedFile = components['schemas']['UploadedFile'];

/** The invoices contract's handlers, on the origin every client of the test app calls. */
export const invoicesHttp = createOpenApiHttp<InvoicesPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>, details?: { field: string; message: string }[]) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });

export type ListAnswer = { page: InvoicePage } | Failure<503>;
export type FileAnswer = { pdf: string } | Failure<404 | 503>;
export type TemplateAnswer = { xlsx: string } | Failure<503>;
export type UploadAnswer = { result: UploadResult } | (Failure<400 | 413 | 503> & { columns?: string[] });
export type AttachAnswer = { order: InvoiceOrder } | Failure<400 | 409 | 503>;

/** What a request to the list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The fake invoices service: every call waits for the answer the test gives it. */
export function fakeInvoicesServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const file = new HeldQueue<FileAnswer, number>();
  const template = new HeldQueue<TemplateAnswer, null>();
  const upload = new HeldQueue<UploadAnswer, UploadedFile>();
  const attach = new HeldQueue<AttachAnswer, { orderId: number; body: InvoiceAttachment }>();
  mockServer.use(
    invoicesHttp.get('/v1/invoices', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    invoicesHttp.get('/v1/invoices/template', async ({ request, response }) => {
      const answer = await template.next(request.signal, null);
      // As the PDF below: the helper types text and JSON bodies only.
      if ('xlsx' in answer) return HttpResponse.text(answer.xlsx, { status: 200, headers: { 'content-type': XLSX_TYPE, 'content-disposition': 'attachment; filename="plantilla-boletas.xlsx"' } });
      return response(503).json(errorBody(answer));
    }),
    invoicesHttp.post('/v1/invoices/uploads', async ({ request, response }) => {
      const answer = await upload.next(request.signal, await request.json());
      if ('result' in answer) return response(200).json(answer.result);
      const details = answer.columns?.map((column) => ({ field: 'body.contentBase64', message: column }));
      if (answer.fail === 400) return response(400).json(errorBody(answer, details));
      return answer.fail === 413 ? response(413).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    invoicesHttp.put('/v1/invoices/{orderId}', async ({ request, params, response }) => {
      const answer = await attach.next(request.signal, { orderId: Number(params.orderId), body: await request.json() });
      if ('order' in answer) return response(200).json(answer.order);
      if (answer.fail === 400) return response(400).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    invoicesHttp.get('/v1/invoices/{orderId}/file', async ({ request, params, response }) => {
      const answer = await file.next(request.signal, Number(params.orderId));
      // The helper types text and JSON bodies only; the contract's PDF body is a string, as msw's text answer.
      if ('pdf' in answer) return HttpResponse.text(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="boleta-104201.pdf"' } });
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, file, template, upload, attach };
}

export type InvoicesServer = ReturnType<typeof fakeInvoicesServer>;

/** The signed-in seller the module is lent to. */
export const SELLER_SESSION: ModuleHost['session'] = { userId: 31, role: 'seller', sellerId: 1, permissions: ['attachInvoice', 'uploadInvoices'] };

export type RecordedHost = ModuleHost & { navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>> };

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/** The module's Root at `path`, as the shell mounts it (under the portal's providers, in Spanish). */
export function renderInvoicesModule({ path, search = '', state, session = SELLER_SESSION }: { path: string; search?: string; state?: Record<string, unknown>; session?: ModuleHost['session'] }) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzMSJ9.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale="es-CL" styleCache={styleCache}>
      <main>
        <ModuleMessages messages={invoicesModule.messages}>
          <invoicesModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
