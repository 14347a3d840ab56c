/**
 * Where the session token is kept: local storage only. The server reads the bearer header, never a
 * cookie, so no cookie carries the token (one page scripts could read would add nothing but exposure).
 */
export const TOKEN_STORAGE_KEY = 'token';

export function readStoredToken(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(TOKEN_STORAGE_KEY);
}
