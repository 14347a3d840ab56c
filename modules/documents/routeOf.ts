/** Which page of the module a path is: /documents opens the notifications, the one page built so far. */
export type DocumentsRoute = { page: 'notifications' } | { page: 'notFound' };

export function routeOf(path: string): DocumentsRoute {
  if (/^\/documents(?:\/notifications)?\/?$/.test(path)) return { page: 'notifications' };
  return { page: 'notFound' };
}
