import { keysetCursor, rowId, textMatching } from '../kit/keysetCursor.ts';

/** The keyset cursor of the seller directory: the last row's name as the list sorts it, and its id. */
export interface DirectoryCursor {
  nameKey: string;
  id: number;
}

const SCOPE = ['sellerDirectory'];
// The name key is what portal_name_key writes: lower-case letters, digits and single spaces.
const cursor = keysetCursor([textMatching(/^[a-z0-9 ]{0,300}$/), rowId]);

export function encodeDirectoryCursor(last: DirectoryCursor): string {
  return cursor.encode(SCOPE, [last.nameKey, last.id]);
}

export function decodeDirectoryCursor(text: string): DirectoryCursor {
  const [nameKey, id] = cursor.decode(SCOPE, text);
  return { nameKey, id };
}
