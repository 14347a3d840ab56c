import { ApiProblem } from '../http/api-problem.ts';

/**
 * The keyset cursor of the returns lists: the last row seen (its instant, as the database keeps it
 * with microseconds, and its id), as base64url JSON. Opaque to the client. One that does not decode
 * is a 400 INVALID_CURSOR: paging must never silently restart.
 */
export interface ReturnCursor {
  key: string;
  id: number;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const isInstantKey = (key: unknown): key is string => {
  if (typeof key !== 'string' || !INSTANT.test(key)) return false;
  // A real instant: JavaScript would roll 30 February over to March; the database would refuse it.
  const milliseconds = `${key.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
};

/** The list the cursor was handed out by: a cursor of one list is refused by the other. */
export type CursorList = 'returns' | 'csQueue';

export function encodeReturnCursor(list: CursorList, cursor: ReturnCursor): string {
  return Buffer.from(JSON.stringify([list, cursor.key, cursor.id])).toString('base64url');
}

const invalidCursor = () => new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list gave; start again from the first page');

export function decodeReturnCursor(list: CursorList, text: string): ReturnCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorList, key, id] = parsed as unknown[];
  if (cursorList !== list || !isInstantKey(key)) throw invalidCursor();
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) throw invalidCursor();
  return { key, id: id as number };
}
