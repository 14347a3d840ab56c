/** Which page of the module a path is: /documents opens the notifications; /documents/terms the terms. */
export type DocumentsRoute = { page: 'notifications' } | { page: 'terms' } | { page: 'notFound' };

export function routeOf(path: string): DocumentsRoute {
  if (/^\/documents(?:\/notifications)?\/?$/.test(path)) return { page: 'notifications' };
  if (/^\/documents\/terms\/?$/.test(path)) return { page: 'terms' };
  return { page: 'notFound' };
}
