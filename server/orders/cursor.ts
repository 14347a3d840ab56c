import { ApiProblem } from '../http/api-problem.ts';

/**
 * The keyset cursor of the orders list: the sort, its direction and the last row seen (its sort
 * key and id), as base64url JSON. Opaque to the client; it only hands it back. A cursor of another
 * sort, or one that does not decode, is a 400 INVALID_CURSOR: paging must never silently restart.
 */
export type OrderSort = 'createdAt' | 'promisedAt' | 'totalAmount' | 'orderNumber';
export type SortDirection = 'asc' | 'desc';

export interface OrderCursor {
  sort: OrderSort;
  direction: SortDirection;
  /** The last row's sort key: an instant in microseconds as the database keeps it, an amount, or an order number. */
  key: string | number;
  id: number;
}

/** The key as the database compares it: instants with all six decimals (a JS Date has three). */
const isInstantKey = (key: unknown): boolean => {
  if (typeof key !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)) return false;
  // A real instant: JavaScript would roll 30 February over to March; the database would refuse it.
  const milliseconds = `${key.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
};

const KEY_FORMATS: Record<OrderSort, (key: unknown) => boolean> = {
  createdAt: isInstantKey,
  promisedAt: isInstantKey,
  totalAmount: (key) => Number.isSafeInteger(key) && (key as number) >= 0 && (key as number) <= 2_147_483_647,
  orderNumber: (key) => typeof key === 'string' && /^[0-9]{4}-[0-9]{6}$/.test(key),
};

export function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.direction, cursor.key, cursor.id])).toString('base64url');
}

const invalidCursor = () => new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list gave for this sort; start again from the first page');

/** The cursor a page handed out, for the same sort and direction; anything else is a 400 INVALID_CURSOR. */
export function decodeCursor(text: string, sort: OrderSort, direction: SortDirection): OrderCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [cursorSort, cursorDirection, key, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorDirection !== direction || !KEY_FORMATS[sort](key)) throw invalidCursor();
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) throw invalidCursor();
  return { sort, direction, key: key as string | number, id: id as number };
}
