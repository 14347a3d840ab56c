/**
 * The stock contract's shapes (openapi/stock.yaml), named once for the module's charts and views
 * (views never import the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/stock.ts';

type Schemas = components['schemas'];

export type StockLevel = Schemas['StockLevel'];
export type StockPage = Schemas['StockPage'];
export type ExistencePage = Schemas['ExistencePage'];
export type Warehouse = Schemas['Warehouse'];
export type LevelState = StockLevel['state'];
export type StockAvailability = Schemas['StockAvailability'];
export type StockConflict = Schemas['StockConflict'];
export type StockMovement = Schemas['StockMovement'];
export type StockMovementPage = Schemas['StockMovementPage'];
export type MovementKind = Schemas['StockMovementKind'];
export type UploadedFile = Schemas['UploadedFile'];
export type ImportMode = Schemas['StockImportMode'];
export type StockImport = Schemas['StockImport'];
export type StockImportReport = Schemas['StockImportReport'];
export type RowIssue = Schemas['StockRowIssue'];
export type RowIssueCode = RowIssue['code'];

/** Every kind of movement, in the order a person reads the list of them. */
export const MOVEMENT_KINDS = [
  'import',
  'manual_set',
  'order_reserved',
  'order_shipped',
  'order_released',
  'return_restocked',
  'correction',
  'integration',
] as const satisfies readonly MovementKind[];

export const IMPORT_MODES = ['set', 'add'] as const satisfies readonly ImportMode[];

/** What a page of levels says besides its rows: the seller's threshold, and for Existencias when the integration last sent stock. */
export interface LevelPageFacts {
  lowStockThreshold: number;
  /** Existencias only; null when the integration never sent stock. */
  lastSyncAt: string | null;
}

/** A file an effect fetched for the person to keep (the template, an export). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
