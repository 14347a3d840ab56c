/**
 * The `route` storage key: the last page of the protected area a person was on, with whose it is.
 * When the server ends a session while someone works (the token expired, or was revoked elsewhere),
 * signing in again later (even from a new tab, without the login's redirect) brings that same person
 * back to that page. A deliberate logout removes it; another person signing in on the same browser
 * never gets it.
 */
import { isLocalPath } from '../routes/localPath.ts';

export const ROUTE_STORAGE_KEY = 'route';

type RouteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredRoute {
  userId: number;
  path: string;
}

/** Keeps `path` as the last page of `userId`. */
export function rememberRoute(storage: RouteStorage, userId: number, path: string): void {
  storage.setItem(ROUTE_STORAGE_KEY, JSON.stringify({ userId, path } satisfies StoredRoute));
}

/**
 * The page to come back to for `userId`, if it is theirs and a path of this portal; read once (the
 * key is removed whoever signs in, so it never outlives one sign-in).
 */
export function takeRememberedRoute(storage: RouteStorage, userId: number): string | null {
  const stored = storage.getItem(ROUTE_STORAGE_KEY);
  storage.removeItem(ROUTE_STORAGE_KEY);
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { userId: owner, path } = value as Partial<StoredRoute>;
    return owner === userId && typeof path === 'string' && isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}
