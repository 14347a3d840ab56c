/** Where the session token is kept (spec: local storage and a cookie). */
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_COOKIE = 'ps_token';

export function readStoredToken(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(TOKEN_STORAGE_KEY);
}
