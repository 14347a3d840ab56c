import type { operations } from '../../openapi/generated/stock.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { XLSX_MEDIA_TYPE } from '../kit/workbookReader.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { STOCK_IMPORT_BODY_LIMIT_BYTES } from '../../shared/stock/rules.ts';
import { movementsPage } from './history.ts';
import { createImport, findVisibleImport, latestImports } from './imports.ts';
import { applyIntegrationStock } from './integration.ts';
import { findVisibleLevel, levelOf } from './levels.ts';
import { exportedLevels, filtersOf, firstExportBatch, listLevels } from './list.ts';
import { setQuantity } from './set-quantity.ts';
import { isIntegratedSeller, oneStockSeller, stockSellerOf } from './scope.ts';
import { lastSyncOf, saveLowStockThreshold } from './settings.ts';
import { warehouseOf, warehousesOf } from './warehouses.ts';
import { stockTemplate, stockXlsxStream } from './workbooks.ts';

type StockOperationId = keyof operations & string;

/** A workbook of up to 10 MB travels in base64 inside JSON (contract: 413 above 14 MB). */
export const STOCK_BODY_LIMITS: Partial<Record<StockOperationId, number>> = { uploadStockImport: STOCK_IMPORT_BODY_LIMIT_BYTES };

const notIntegrated = () => new ApiProblem(403, 'STOCK_NOT_INTEGRATED', "This seller's stock is loaded in the portal, not by an integration");

/**
 * Handlers of openapi/stock.yaml. Which roles reach each is the operation table's; which seller, and
 * whether it loads its stock in the portal, is server/stock/scope.ts's. `wakeImports` asks the job
 * runner to read a new import now rather than at its next poll.
 */
export function createStockHandlers(context: AppContext, options: { wakeImports: () => void }): Required<Pick<OperationHandlers, StockOperationId>> {
  const { db, clock } = context;

  return {
    listStock: async ({ query, session }) => {
      const sellerId = await stockSellerOf(db, callerOf(session), query.sellerId, { directLoading: true });
      return { status: 200, body: await listLevels(db, filtersOf(query, sellerId), query) };
    },

    exportStock: async ({ query, session }) => {
      const sellerId = await stockSellerOf(db, callerOf(session), query.sellerId, { directLoading: true });
      const filters = filtersOf(query, sellerId);
      const first = await firstExportBatch(db, filters);
      return {
        status: 200,
        body: stockXlsxStream(exportedLevels(db, filters, first)),
        headers: {
          'content-type': XLSX_MEDIA_TYPE,
          'content-disposition': `attachment; filename="stock-${santiagoDay(clock())}.xlsx"`,
          'cache-control': 'no-store',
        },
      };
    },

    listStockWarehouses: async ({ query, session }) => {
      const sellerId = await oneStockSeller(db, callerOf(session), query.sellerId, { directLoading: false, field: 'query.sellerId' });
      return { status: 200, body: { items: (await warehousesOf(db, sellerId)).map(warehouseOf) } };
    },

    saveLowStockThreshold: async ({ body, session }) => {
      // Only sellers reach it (the operation table): the threshold is the seller's own.
      const sellerId = callerOf(session).sellerId ?? 0;
      return { status: 200, body: { lowStockThreshold: await saveLowStockThreshold(db, sellerId, body.lowStockThreshold) } };
    },

    getStockLevel: async ({ params, session }) => ({ status: 200, body: levelOf(await findVisibleLevel(db, callerOf(session), params.levelId)) }),

    setStockQuantity: async ({ params, body, session }) => {
      const result = await setQuantity(db, callerOf(session), params.levelId, body, clock());
      if (result.outcome === 'set') return { status: 200, body: result.level };
      return {
        status: 409,
        body: { statusCode: 409, code: 'STOCK_LEVEL_CHANGED', message: 'The level changed since the version sent; here it is as it is now', current: result.current },
      };
    },

    listStockMovements: async ({ query, session }) => {
      const sellerId = await oneStockSeller(db, callerOf(session), query.sellerId, { directLoading: false, field: 'query.sellerId' });
      return {
        status: 200,
        body: await movementsPage(db, { sellerId, sku: query.sku, warehouseId: query.warehouseId ?? null, ...(query.cursor === undefined ? {} : { cursor: query.cursor }), ...(query.limit === undefined ? {} : { limit: query.limit }) }),
      };
    },

    getStockTemplate: async ({ session }) => {
      await stockSellerOf(db, callerOf(session), undefined, { directLoading: true });
      return {
        status: 200,
        body: await stockTemplate(),
        headers: { 'content-type': XLSX_MEDIA_TYPE, 'content-disposition': 'attachment; filename="plantilla-stock.xlsx"', 'cache-control': 'no-store' },
      };
    },

    listStockImports: async ({ query, session }) => {
      const sellerId = await oneStockSeller(db, callerOf(session), query.sellerId, { directLoading: true, field: 'query.sellerId' });
      return { status: 200, body: { items: await latestImports(db, sellerId) } };
    },

    uploadStockImport: async ({ body, session }) => {
      const caller = callerOf(session);
      const sellerId = await oneStockSeller(db, caller, body.sellerId, { directLoading: true, field: 'body.sellerId' });
      const created = await createImport(db, caller, sellerId, body, clock());
      options.wakeImports();
      return { status: 202, body: created };
    },

    getStockImport: async ({ params, session }) => {
      const caller = callerOf(session);
      // Another seller's import is a 404 first, whoever asks; then an integrated seller is refused its own.
      const found = await findVisibleImport(db, caller, params.importId);
      await stockSellerOf(db, caller, undefined, { directLoading: true });
      return { status: 200, body: found };
    },

    listStockExistences: async ({ query, session }) => {
      const sellerId = await stockSellerOf(db, callerOf(session), query.sellerId, { directLoading: false });
      const [page, lastSync] = await Promise.all([listLevels(db, filtersOf(query, sellerId), query), lastSyncOf(db, sellerId)]);
      return { status: 200, body: { ...page, lastSyncAt: lastSync?.toISOString() ?? null } };
    },

    updateIntegrationStock: async ({ body, session }) => {
      const caller = callerOf(session);
      const sellerId = await oneStockSeller(db, caller, body.sellerId, { directLoading: false, field: 'body.sellerId' });
      if (!(await isIntegratedSeller(db, sellerId))) throw notIntegrated();
      return { status: 200, body: await applyIntegrationStock(db, sellerId, body, clock()) };
    },
  };
}
