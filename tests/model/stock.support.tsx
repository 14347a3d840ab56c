/**
 * The harness of the Stock module's model tests: the module's Root (as the shell mounts it) at a
 * path under the portal's providers, with a host whose typed clients reach msw and whose navigation
 * and breadcrumb are recorded; a fake stock service typed from openapi/generated/stock.ts that holds
 * every request until the test answers it, answering as the contract allows; the levels, warehouses,
 * movements and imports the paths meet; and a path of events written by hand, for what a person does
 * in one order only (a staff member choosing a seller).
 */
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { vi } from 'vitest';
import type { components } from '../../openapi/generated/stock.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import stockModule from '../../modules/stock/entry.tsx';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type StockLevel = components['schemas']['StockLevel'];
export type StockPage = components['schemas']['StockPage'];
export type ExistencePage = components['schemas']['ExistencePage'];
export type Warehouse = components['schemas']['Warehouse'];
export type StockMovement = components['schemas']['StockMovement'];
export type StockMovementPage = components['schemas']['StockMovementPage'];
export type StockImport = components['schemas']['StockImport'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

/** What a request to a list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

export type ListAnswer = { page: StockPage } | Failure<503>;
export type ExportAnswer = { xlsx: string } | Failure<503>;
export type ExistencesAnswer = { page: ExistencePage } | Failure<503>;
export type WarehousesAnswer = { warehouses: Warehouse[] } | Failure<503>;
/** A quantity set: the level as stored, the level as it now is (409), or a failure. */
export type SetAnswer = { level: StockLevel } | { conflict: StockLevel } | Failure<404 | 503>;
export type LevelAnswer = { level: StockLevel } | Failure<404 | 503>;
export type MovementsAnswer = { page: StockMovementPage } | Failure<503>;
/** An upload queued, or refused whole (columns missing are named in `details`). */
export type UploadAnswer = { job: StockImport } | (Failure<400 | 503> & { details?: { field: string; message: string }[] });
export type ImportAnswer = { job: StockImport } | Failure<404 | 503>;
export type TemplateAnswer = { xlsx: string } | Failure<503>;

const query = (request: Request): SentQuery => [...new URL(request.url).searchParams];

/** The fake stock service: every call waits for the answer the test gives it. */
export function fakeStockServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const exports = new HeldQueue<ExportAnswer, SentQuery>();
  const existences = new HeldQueue<ExistencesAnswer, SentQuery>();
  const warehouses = new HeldQueue<WarehousesAnswer, SentQuery>();
  const setQuantity = new HeldQueue<SetAnswer, { levelId: number; body: unknown }>();
  const level = new HeldQueue<LevelAnswer, number>();
  const movements = new HeldQueue<MovementsAnswer, SentQuery>();
  const upload = new HeldQueue<UploadAnswer, unknown>();
  const importJob = new HeldQueue<ImportAnswer, string>();
  const template = new HeldQueue<TemplateAnswer, null>();
  mockServer.use(
    http.stock.get('/v1/stock', async ({ request, response }) => {
      const answer = await list.next(request.signal, query(request));
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.stock.get('/v1/stock/export', async ({ request, response }) => {
      const answer = await exports.next(request.signal, query(request));
      if ('fail' in answer) return response(503).json(errorBody(answer));
      return HttpResponse.text(answer.xlsx, { status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="stock-2026-11-29.xlsx"' } });
    }),
    http.stock.get('/v1/stock/existences', async ({ request, response }) => {
      const answer = await existences.next(request.signal, query(request));
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.stock.get('/v1/stock/warehouses', async ({ request, response }) => {
      const answer = await warehouses.next(request.signal, query(request));
      return 'warehouses' in answer ? response(200).json({ items: answer.warehouses }) : response(503).json(errorBody(answer));
    }),
    http.stock.put('/v1/stock/levels/{levelId}', async ({ request, params, response }) => {
      const answer = await setQuantity.next(request.signal, { levelId: Number(params.levelId), body: await request.json() });
      if ('level' in answer) return response(200).json(answer.level);
      if ('conflict' in answer) return response(409).json({ statusCode: 409, code: 'STOCK_LEVEL_CHANGED', message: 'The level changed', current: answer.conflict });
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.stock.get('/v1/stock/levels/{levelId}', async ({ request, params, response }) => {
      const answer = await level.next(request.signal, Number(params.levelId));
      if ('level' in answer) return response(200).json(answer.level);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.stock.get('/v1/stock/movements', async ({ request, response }) => {
      const answer = await movements.next(request.signal, query(request));
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.stock.post('/v1/stock/imports', async ({ request, response }) => {
      const answer = await upload.next(request.signal, await request.json());
      if ('job' in answer) return response(202).json(answer.job);
      const body = { ...errorBody(answer), ...(answer.details ? { details: answer.details } : {}) };
      return answer.fail === 400 ? response(400).json(body) : response(503).json(body);
    }),
    http.stock.get('/v1/stock/imports/{importId}', async ({ request, params, response }) => {
      const answer = await importJob.next(request.signal, params.importId);
      if ('job' in answer) return response(200).json(answer.job);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.stock.get('/v1/stock/template', async ({ request, response }) => {
      const answer = await template.next(request.signal, null);
      if ('fail' in answer) return response(503).json(errorBody(answer));
      return HttpResponse.text(answer.xlsx, { status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="plantilla-stock.xlsx"' } });
    }),
  );
  return { list, exports, existences, warehouses, setQuantity, level, movements, upload, importJob, template };
}

export type StockServer = ReturnType<typeof fakeStockServer>;

// Fixtures -----------------------------------------------------------------------------------------

export const QUILICURA: Warehouse = { id: 2, name: 'Bodega Quilicura', communeName: 'Quilicura' };
export const MAIPU: Warehouse = { id: 3, name: 'Bodega Maipú', communeName: null };
export const WAREHOUSES: Warehouse[] = [QUILICURA, MAIPU];

export const level = (overrides: Partial<StockLevel> & Pick<StockLevel, 'id' | 'sku' | 'name'>): StockLevel => ({
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  warehouse: QUILICURA,
  onHand: 12,
  reserved: 2,
  available: 10,
  state: 'inStock',
  version: 4,
  // 15:04 UTC is 12:04 in Santiago.
  updatedAt: '2026-11-23T15:04:00Z',
  ...overrides,
});

// The shell ------------------------------------------------------------------------------------------

/** A seller who loads stock in the portal, as the module is lent it. */
export const SELLER_SESSION: ModuleHost['session'] = {
  userId: 3,
  role: 'seller',
  sellerId: 1,
  permissions: ['listStock', 'exportStock', 'setStockQuantity', 'getStockTemplate', 'uploadStockImport', 'listStockImports', 'getStockImport', 'saveLowStockThreshold'],
};
/** Logistics: every seller's stock, which it may set too, with the sellers' names to filter by. */
export const STAFF_SESSION: ModuleHost['session'] = {
  userId: 9,
  role: 'logistics',
  sellerId: null,
  permissions: ['listStock', 'exportStock', 'setStockQuantity', 'getStockTemplate', 'uploadStockImport', 'listStockImports', 'getStockImport', 'findSellerNames'],
};
/** A seller whose stock comes from its integration: it reads Existencias only. */
export const INTEGRATED_SESSION: ModuleHost['session'] = { userId: 4, role: 'seller', sellerId: 2, permissions: ['updateIntegrationStock'] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search'>;

/** The module's Root at `path`, as the shell mounts it; `show` draws it again at another place (a step back, the menu). */
export function renderStockModule({
  path,
  search = '',
  session = SELLER_SESSION,
  state,
}: {
  path: string;
  search?: string;
  session?: ModuleHost['session'];
  state?: Record<string, unknown>;
}) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale="es-CL" styleCache={styleCache}>
      <main>
        <ModuleMessages messages={stockModule.messages}>
          <stockModule.Root host={host} {...place} state={state} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}

/** A path of the events a person takes in one order only, each step with the machine's own snapshot. */
export function journey<TSnapshot extends AnyMachineSnapshot>(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]) {
  let [snapshot] = initialTransition(machine, input);
  const steps: { event: EventObject; state: TSnapshot }[] = [{ event: { type: 'xstate.init' }, state: snapshot as TSnapshot }];
  for (const event of events) {
    [snapshot] = transition(machine, snapshot, event);
    steps.push({ event, state: snapshot as TSnapshot });
  }
  return { steps, state: snapshot as TSnapshot, weight: events.length };
}
