import { ApiProblem } from '../http/api-problem.ts';

/**
 * The keyset cursor of the seller directory: the last row seen (its name as the list sorts it, and
 * its id), as base64url JSON. Opaque to the client. One that does not decode is a 400
 * INVALID_CURSOR: paging must never silently restart.
 */
export interface DirectoryCursor {
  nameKey: string;
  id: number;
}

const TAG = 'sellerDirectory';

export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([TAG, cursor.nameKey, cursor.id])).toString('base64url');
}

const invalidCursor = () => new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list gave; start again from the first page');

export function decodeDirectoryCursor(text: string): DirectoryCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [tag, nameKey, id] = parsed as unknown[];
  // The name key is what portal_name_key writes: lower-case letters, digits and single spaces.
  if (tag !== TAG || typeof nameKey !== 'string' || !/^[a-z0-9 ]{0,300}$/.test(nameKey)) throw invalidCursor();
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) throw invalidCursor();
  return { nameKey, id: id as number };
}
