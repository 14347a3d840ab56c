/**
 * The rules of stock levels and their Excel import, shared by the server (which enforces them) and
 * the portal (which explains them). Pure data and functions: no I/O.
 */
import type { components } from '../../openapi/generated/stock.ts';

export type StockLevelState = components['schemas']['StockLevel']['state'];
export type StockMovementKind = components['schemas']['StockMovementKind'];
export type StockImportMode = components['schemas']['StockImportMode'];
export type StockRowIssueCode = components['schemas']['StockRowIssue']['code'];
export type StockImportColumn = components['schemas']['StockRowIssue']['column'];

/** The most units one level holds, or one import row moves: beyond it a figure is a typing slip (10^12 is no stock). */
export const STOCK_QUANTITY_MAX = 99_999_999;

/** The threshold a seller starts with (the contract's default too). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** What can still be sold: the units on hand not held by open orders, never below zero. */
export const availableOf = (onHand: number, reserved: number): number => Math.max(0, onHand - reserved);

/** Nothing available is out of stock; something, but under the threshold, is low. */
export function stockStateOf(available: number, lowStockThreshold: number): StockLevelState {
  if (available === 0) return 'outOfStock';
  return available < lowStockThreshold ? 'lowStock' : 'inStock';
}

/** The import's columns as the template writes them: the three required, then the optional mode. */
export const STOCK_IMPORT_REQUIRED_COLUMNS = ['SKU', 'Bodega', 'Cantidad'] as const satisfies readonly StockImportColumn[];
export const STOCK_IMPORT_MODE_COLUMN = 'Modo' satisfies StockImportColumn;

/** What a Modo cell may say, in English or Spanish, case ignored; blank takes the upload's mode. */
export const IMPORT_MODE_WORDS: Readonly<Record<string, StockImportMode>> = {
  set: 'set',
  fijar: 'set',
  reemplazar: 'set',
  add: 'add',
  sumar: 'add',
  agregar: 'add',
};

/** The largest workbook an import takes, and the most rows under its header. */
export const STOCK_XLSX_MAX_BYTES = 10 * 1024 * 1024;
export const STOCK_IMPORT_MAX_ROWS = 200_000;
/** The JSON body that carries such a file in base64, with room for the rest. */
export const STOCK_IMPORT_BODY_LIMIT_BYTES = 14 * 1024 * 1024;

/**
 * A Cantidad cell read as the seller meant it: a whole number (a formula by its value), or why not.
 * `add` rows may take units away (a negative figure); `set` rows may not.
 */
export function importQuantityOf(
  cell: { number: number | null; text: string },
  mode: StockImportMode,
): { quantity: number } | { problem: Extract<StockRowIssueCode, `QUANTITY_${string}`> } {
  if (cell.number === null && cell.text === '') return { problem: 'QUANTITY_REQUIRED' };
  let value = cell.number;
  if (value === null) {
    // Text that holds a figure ("12", " 1.000 " as Chile writes thousands) counts as that figure.
    const compact = cell.text.replace(/\s+/g, '');
    if (/^-?\d+$/.test(compact)) value = Number(compact);
    else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) value = Number(compact.replaceAll('.', ''));
    else if (/^-?\d+[.,]\d+$/.test(compact)) value = Number(compact.replace(',', '.'));
    else return { problem: 'QUANTITY_NOT_A_NUMBER' };
  }
  if (!Number.isFinite(value)) return { problem: 'QUANTITY_NOT_A_NUMBER' };
  if (!Number.isInteger(value)) return { problem: 'QUANTITY_NOT_INTEGER' };
  if (mode === 'set' && value < 0) return { problem: 'QUANTITY_NEGATIVE' };
  if (Math.abs(value) > STOCK_QUANTITY_MAX) return { problem: 'QUANTITY_TOO_LARGE' };
  return { quantity: value };
}
