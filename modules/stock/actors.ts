/**
 * The side effects of the stock charts, built from the typed stock client the shell lends the module
 * (`host.api.stock`, contract openapi/stock.yaml). Reads reject with the shared ApiError (the
 * server's error body, or the client's own for no network and timeouts), so the charts branch on
 * `code`; setting a quantity answers what the server made of it, a conflict included, since a row
 * changed meanwhile is an answer the person acts on, not a failure.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { STOCK_XLSX_MAX_BYTES } from '../../shared/stock/rules.ts';
import type { FormSubmitInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { ListExportFile } from '../../machines/list/list.machine.ts';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { toBase64 } from '../../shared/base64.ts';
import type { HistoryPageRequest } from './machines/movementHistory.machine.ts';
import type { QuantityFacts, QuantityOutcome, QuantityValues } from './machines/quantityForm.ts';
import { stockQueryOf } from './machines/stockFilters.ts';
import type { ChosenFile } from './machines/importUpload.machine.ts';
import type { StockExportRequest, StockPageRequest } from './machines/stockList.machine.ts';
import type { ExistencesPageRequest } from './machines/existencesList.machine.ts';
import type { DownloadedFile, ExistencePage, ImportMode, StockImport, StockLevel, StockMovementPage, StockPage, UploadedFile, Warehouse } from './machines/stock.types.ts';

type Api = ModuleHost['api'];

/** Levels or movements per page. */
export const PAGE_SIZE = 25;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createStockListActors(api: Api) {
  return {
    listPage: fromPromise<StockPage, StockPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.stock.GET('/v1/stock', {
          params: { query: { ...stockQueryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
    exportRows: fromPromise<ListExportFile, StockExportRequest>(async ({ input, signal }) => {
      const result = await api.stock.GET('/v1/stock/export', { params: { query: stockQueryOf(input.filters) }, parseAs: 'blob', signal });
      return { blob: new Blob([dataOrThrow(result)], { type: XLSX }), fileName: fileNameOf(result.response, 'stock.xlsx') };
    }),
  };
}

export function createExistencesListActors(api: Api) {
  return {
    listPage: fromPromise<ExistencePage, ExistencesPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.stock.GET('/v1/stock/existences', {
          params: { query: { ...stockQueryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

export function createHistoryActors(api: Api) {
  return {
    listPage: fromPromise<StockMovementPage, HistoryPageRequest>(async ({ input: { filters, cursor }, signal }) =>
      dataOrThrow(
        await api.stock.GET('/v1/stock/movements', {
          params: {
            query: {
              sku: filters.sku,
              ...(filters.warehouseId !== null ? { warehouseId: filters.warehouseId } : {}),
              ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
              ...(cursor ? { cursor } : {}),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    ),
  };
}

export function createLevelHeadActors(api: Api) {
  return {
    loadLevel: fromPromise<StockLevel, { levelId: number }>(async ({ input, signal }) =>
      dataOrThrow(await api.stock.GET('/v1/stock/levels/{levelId}', { params: { path: { levelId: input.levelId } }, signal })),
    ),
  };
}

export function createWarehouseActors(api: Api) {
  return {
    loadWarehouses: fromPromise<Warehouse[], { sellerId: number | null }>(async ({ input, signal }) =>
      dataOrThrow(await api.stock.GET('/v1/stock/warehouses', { params: { query: input.sellerId !== null ? { sellerId: input.sellerId } : {} }, signal })).items,
    ),
  };
}

/**
 * The quantity form's send: PUT /v1/stock/levels/{levelId} with the version the person saw. No
 * signal: once sent, the quantity is stored even if the row is left before the answer. A 409 is the
 * level as it is now; a 400 on the figure comes back on its field.
 */
export function createQuantitySubmit(api: Api) {
  return fromPromise<FormSubmitResult<QuantityValues, QuantityOutcome>, FormSubmitInput<QuantityValues, QuantityFacts>>(async ({ input: { values, facts } }) => {
    const result = await api.stock.PUT('/v1/stock/levels/{levelId}', {
      params: { path: { levelId: facts.level.id } },
      body: { onHand: Number(values.quantity.trim()), version: facts.level.version },
    });
    if (result.response.ok && result.data) return { outcome: 'accepted', output: { kind: 'saved', level: result.data } };
    if (result.response.status === 409 && result.error && 'current' in result.error) {
      return { outcome: 'accepted', output: { kind: 'changed', current: result.error.current, asked: values.quantity.trim() } };
    }
    const error = ApiError.fromBody(result.error, result.response.status);
    if (error.code === 'VALIDATION_FAILED') return { outcome: 'refused', code: null, fields: { quantity: 'stock.quantity.error.whole' } };
    if (error.code === 'STOCK_LEVEL_NOT_FOUND') return { outcome: 'refused', code: error.code, fields: {} };
    throw error;
  });
}

const refuseFile = (code: string, message: string) => new ApiError({ statusCode: 400, code, message });

/** A workbook is a zip: its first bytes say so, whatever the file is called. */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function createImportUploadActors(api: Api) {
  return {
    readWorkbook: fromPromise<UploadedFile, ChosenFile>(async ({ input }) => {
      if (input.file.size > STOCK_XLSX_MAX_BYTES) throw refuseFile('STOCK_FILE_TOO_LARGE', 'The workbook is over 10 MB');
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      if (!isZip(bytes)) throw refuseFile('STOCK_FILE_INVALID_FORMAT', 'The file is not an Excel workbook');
      return { fileName: input.fileName, contentBase64: toBase64(bytes) };
    }),
    // No signal: once sent, the import is queued even if the page is left before the answer.
    startImport: fromPromise<StockImport, { file: UploadedFile; mode: ImportMode; sellerId: number | null }>(async ({ input }) =>
      dataOrThrow(await api.stock.POST('/v1/stock/imports', { body: { file: input.file, mode: input.mode, ...(input.sellerId !== null ? { sellerId: input.sellerId } : {}) } })),
    ),
    downloadTemplate: fromPromise<DownloadedFile, void>(async ({ signal }) => {
      const result = await api.stock.GET('/v1/stock/template', { parseAs: 'blob', signal });
      return { blob: new Blob([dataOrThrow(result)], { type: XLSX }), fileName: fileNameOf(result.response, 'plantilla-stock.xlsx') };
    }),
  };
}

export function createImportProgressActors(api: Api) {
  return {
    readImport: fromPromise<StockImport, { importId: string }>(async ({ input, signal }) =>
      dataOrThrow(await api.stock.GET('/v1/stock/imports/{importId}', { params: { path: { importId: input.importId } }, signal })),
    ),
  };
}

