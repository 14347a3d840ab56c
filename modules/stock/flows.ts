/**
 * The composition root of the stock module: its charts with their effects provided from what the
 * shell lends (the typed stock client, navigation, the breadcrumb). Views receive the provided logic
 * and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';
import {
  createExistencesListActors,
  createHistoryActors,
  createImportProgressActors,
  createImportUploadActors,
  createLevelHeadActors,
  createQuantitySubmit,
  createStockListActors,
  createWarehouseActors,
} from './actors.ts';
import { existencesListMachine } from './machines/existencesList.machine.ts';
import { levelPath, queryOfHistoryFilters } from './machines/historyFilters.ts';
import { importProgressMachine } from './machines/importProgress.machine.ts';
import { importUploadMachine } from './machines/importUpload.machine.ts';
import { levelHeadMachine } from './machines/levelHead.machine.ts';
import { movementHistoryMachine } from './machines/movementHistory.machine.ts';
import { quantityEditorMachine } from './machines/quantityEditor.machine.ts';
import { quantityFormMachine } from './machines/quantityForm.ts';
import { queryOfStockFilters } from './machines/stockFilters.ts';
import { stockListMachine } from './machines/stockList.machine.ts';
import { warehouseChoicesMachine } from './machines/warehouseChoices.machine.ts';

export interface StockFlows {
  stockList: typeof stockListMachine;
  quantityEditor: typeof quantityEditorMachine;
  warehouseChoices: typeof warehouseChoicesMachine;
  importUpload: typeof importUploadMachine;
  importProgress: typeof importProgressMachine;
  levelHead: typeof levelHeadMachine;
  movementHistory: typeof movementHistoryMachine;
  existencesList: typeof existencesListMachine;
  /** The lists' seller filter, for staff (a seller's lists hold only its own stock). */
  sellerPicker: SellerPickerLogic;
}

export interface StockFlowOptions {
  /** A level's name for the breadcrumb, in the shown language ("TAL-PER-650 en Bodega Quilicura"). */
  levelName: (sku: string, warehouse: string) => string;
}

/** The lists' paths with `query`, as each list writes it to the address. */
export const stockPath = (query: string): string => (query ? `/stock?${query}` : '/stock');
export const existencesPath = (query: string): string => (query ? `/stock/existences?${query}` : '/stock/existences');
export const importPath = (importId: string): string => `/stock/imports/${importId}`;

export function createStockFlows(host: ModuleHost, { levelName }: StockFlowOptions): StockFlows {
  const { api } = host;
  return {
    stockList: stockListMachine.provide({
      actors: createStockListActors(api),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(stockPath(queryOfStockFilters(filters)), { replace: true }),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
    quantityEditor: quantityEditorMachine.provide({
      actors: { quantityForm: quantityFormMachine.provide({ actors: { submit: createQuantitySubmit(api) } }) },
    }),
    warehouseChoices: warehouseChoicesMachine.provide({ actors: createWarehouseActors(api) }),
    importUpload: importUploadMachine.provide({
      actors: createImportUploadActors(api),
      actions: {
        saveFile: (_, { file }) => saveFile(file),
        // A page of its own: a step back returns to the list, a reload follows the same import.
        openImport: (_, { importId }) => host.navigate(importPath(importId)),
      },
    }),
    importProgress: importProgressMachine.provide({ actors: createImportProgressActors(api) }),
    levelHead: levelHeadMachine.provide({
      actors: createLevelHeadActors(api),
      actions: { announce: (_, { level }) => host.announceName(String(level.id), levelName(level.sku, level.warehouse.name)) },
    }),
    movementHistory: movementHistoryMachine.provide({
      actors: createHistoryActors(api),
      actions: { rememberFilters: (_, { filters }) => host.navigate(levelPath(filters.levelId, queryOfHistoryFilters(filters)), { replace: true }) },
    }),
    existencesList: existencesListMachine.provide({
      actors: createExistencesListActors(api),
      actions: { rememberFilters: (_, { filters }) => host.navigate(existencesPath(queryOfStockFilters(filters)), { replace: true }) },
    }),
    sellerPicker: createSellerPicker(api),
  };
}
