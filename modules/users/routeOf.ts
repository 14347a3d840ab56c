/** Which page of the module a path is. */
export type UsersRoute = { page: 'list' } | { page: 'new' } | { page: 'detail'; userId: number } | { page: 'edit'; userId: number } | { page: 'unknown' };

const idOf = (segment: string | undefined): number | null =>
  segment !== undefined && /^[1-9][0-9]{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

export function routeOf(path: string): UsersRoute {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'users') return { page: 'unknown' };
  if (segments.length === 1) return { page: 'list' };
  if (segments.length === 2 && segments[1] === 'new') return { page: 'new' };
  const userId = idOf(segments[1]);
  if (userId === null) return { page: 'unknown' };
  if (segments.length === 2) return { page: 'detail', userId };
  if (segments.length === 3 && segments[2] === 'edit') return { page: 'edit', userId };
  return { page: 'unknown' };
}
