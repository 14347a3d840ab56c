/**
 * The harness of the Orders module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw and whose navigation,
 * breadcrumb and flash are recorded; and a fake orders service typed from openapi/generated/orders.ts
 * (`response(status).json(...)` only takes what the contract allows) that holds every request until
 * the test answers it, so each step's screen is checked while its request is in flight.
 */
import { render, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { expect, vi } from 'vitest';
import type { components, paths as OrdersPaths } from '../../openapi/generated/orders.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import ordersModule from '../../modules/orders/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';

export type OrderPage = components['schemas']['OrderPage'];
export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderDetail = components['schemas']['OrderDetail'];
export type OrderTransition = components['schemas']['OrderTransition'];

/** The orders contract's handlers, on the origin every client of the test app calls. */
export const ordersHttp = createOpenApiHttp<OrdersPaths>({ baseUrl: TEST_ORIGIN });

/** Requests held until the test answers them, in order; a request aborted while it waits leaves the queue. */
export class HeldQueue<TAnswer, TCarried> {
  private waiting: { resolve: (answer: TAnswer) => void; signal: AbortSignal }[] = [];
  private ready: TAnswer[] = [];
  readonly received: TCarried[] = [];

  next(signal: AbortSignal, carried: TCarried): Promise<TAnswer> {
    this.received.push(carried);
    const ready = this.ready.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const entry = { resolve, signal };
      this.waiting.push(entry);
      signal.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((other) => other !== entry);
      });
    });
  }

  answer(answer: TAnswer): void {
    const waiting = this.waiting.shift();
    if (waiting) waiting.resolve(answer);
    else this.ready.push(answer);
  }

  /** Requests in flight, waiting for their answer. */
  get pending(): number {
    return this.waiting.length;
  }
}

/**
 * Waits for the one request the page sent to `queue`, checks what it carried, and gives it `answer`
 * (typed by the queue: an answer of the wrong shape fails the type check).
 */
export async function answered<TAnswer, TCarried>(queue: HeldQueue<TAnswer, TCarried>, expected: TCarried, answer: NoInfer<TAnswer>): Promise<void> {
  await waitFor(() => expect(queue.pending).toBe(1));
  expect(queue.received.at(-1)).toEqual(expected);
  queue.answer(answer);
}

/** An error answer of the contract: its status and code. */
export interface Failure<TStatus extends number> {
  fail: TStatus;
  code: string;
}

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: OrderPage } | Failure<400 | 503>;
export type ExportAnswer = { csv: string } | { xlsx: string } | Failure<400 | 413 | 503>;
export type OrderAnswer = { detail: OrderDetail } | Failure<404 | 503>;
export type TransitionAnswer = { detail: OrderDetail } | Failure<404 | 409 | 503>;
export type LabelAnswer = { pdf: string } | Failure<409 | 503>;

/** What a request to the list or the export carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The fake orders service: every call waits for the answer the test gives it. */
export function fakeOrdersServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const exports = new HeldQueue<ExportAnswer, SentQuery>();
  const order = new HeldQueue<OrderAnswer, number>();
  const transition = new HeldQueue<TransitionAnswer, { orderId: number; body: OrderTransition }>();
  const label = new HeldQueue<LabelAnswer, number>();
  mockServer.use(
    ordersHttp.get('/v1/orders', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    ordersHttp.get('/v1/orders/export', async ({ request, response }) => {
      const answer = await exports.next(request.signal, [...new URL(request.url).searchParams]);
      if ('csv' in answer) {
        return response(200).text(answer.csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="ordenes-2026-11-23.csv"' } });
      }
      if ('xlsx' in answer) return response(200).text(answer.xlsx, { headers: { 'content-type': XLSX_TYPE, 'content-disposition': 'attachment; filename="ordenes-2026-11-23.xlsx"' } });
      if (answer.fail === 400) return response(400).json(errorBody(answer));
      return answer.fail === 413 ? response(413).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    ordersHttp.get('/v1/orders/{orderId}', async ({ request, params, response }) => {
      const answer = await order.next(request.signal, Number(params.orderId));
      if ('detail' in answer) return response(200).json(answer.detail);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    ordersHttp.post('/v1/orders/{orderId}/transitions', async ({ request, params, response }) => {
      const answer = await transition.next(request.signal, { orderId: Number(params.orderId), body: await request.json() });
      if ('detail' in answer) return response(200).json(answer.detail);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    ordersHttp.get('/v1/orders/{orderId}/label', async ({ request, params, response }) => {
      const answer = await label.next(request.signal, Number(params.orderId));
      // The helper types text and JSON bodies only; the contract's PDF body is a string, as msw's text answer.
      if ('pdf' in answer) {
        return HttpResponse.text(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="etiqueta-2026-000123.pdf"' } });
      }
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, exports, order, transition, label };
}

export type OrdersServer = ReturnType<typeof fakeOrdersServer>;

/** The signed-in seller the module is lent to. */
// The shipments actions a seller is granted (the rest of its list is read by no module yet).
export const SELLER_SESSION: ModuleHost['session'] = { userId: 31, role: 'seller', sellerId: 1, permissions: ['attachInvoice', 'createDispatchManifest', 'markShipmentsReady'] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/**
 * The module's Root at `path`, as the shell mounts it (under the portal's Chakra and react-intl
 * providers, in `locale`). `show` renders it again at another place, as the shell does when the
 * location changes (the same Root: nothing is mounted again that the module does not remount).
 */
export function renderOrdersModule({
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
  /** Who the shell says is signed in (the demo seller unless told). */
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
        <ModuleMessages messages={ordersModule.messages}>
          <ordersModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}

/**
 * Records the files the module hands to the browser: jsdom has no blob URLs and navigates nowhere,
 * so the blob given to `URL.createObjectURL` and the link clicked with it are kept here.
 */
export function recordDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${TEST_ORIGIN}/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  const revokeObjectURL = vi.fn();
  const previous = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ fileName: this.download, blob });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, previous);
    },
  };
}
