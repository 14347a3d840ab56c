import { instantKey, keysetCursor, rowId } from '../kit/keysetCursor.ts';

/**
 * The keyset cursor of the returns lists: the last row's instant (as the database keeps it, with
 * microseconds) and id. A cursor of one list is refused by the other.
 */
export interface ReturnCursor {
  key: string;
  id: number;
}

/** The list the cursor was handed out by. */
export type CursorList = 'returns' | 'csQueue';

const cursor = keysetCursor([instantKey, rowId]);

export function encodeReturnCursor(list: CursorList, last: ReturnCursor): string {
  return cursor.encode([list], [last.key, last.id]);
}

export function decodeReturnCursor(list: CursorList, text: string): ReturnCursor {
  const [key, id] = cursor.decode([list], text);
  return { key, id };
}
