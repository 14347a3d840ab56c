import { instantKey, keysetCursor, rowId, textMatching, wholeAmount, type KeysetCursor, type SortDirection } from '../kit/keysetCursor.ts';

/**
 * The keyset cursor of the orders list: made for one sort and direction, it carries the last row's
 * sort key (an instant in microseconds as the database keeps it, an amount, or an order number) and
 * id. A cursor of another sort is refused: its key would mean nothing in this order.
 */
export type OrderSort = 'createdAt' | 'promisedAt' | 'totalAmount' | 'orderNumber';
export type { SortDirection };

export interface OrderCursor {
  sort: OrderSort;
  direction: SortDirection;
  key: string | number;
  id: number;
}

const CURSORS: Record<OrderSort, KeysetCursor<[string | number, number]>> = {
  createdAt: keysetCursor([instantKey, rowId]),
  promisedAt: keysetCursor([instantKey, rowId]),
  totalAmount: keysetCursor([wholeAmount, rowId]),
  orderNumber: keysetCursor([textMatching(/^[0-9]{4}-[0-9]{6}$/), rowId]),
};

export function encodeCursor(cursor: OrderCursor): string {
  return CURSORS[cursor.sort].encode([cursor.sort, cursor.direction], [cursor.key, cursor.id]);
}

/** The cursor a page handed out, for the same sort and direction; anything else is a 400 INVALID_CURSOR. */
export function decodeCursor(text: string, sort: OrderSort, direction: SortDirection): OrderCursor {
  const [key, id] = CURSORS[sort].decode([sort, direction], text);
  return { sort, direction, key, id };
}
