/** Which page of the module a path is: /documents opens the notifications; /documents/terms the terms; /documents/terms/new publishes a version. */
export type DocumentsRoute = { page: 'notifications' } | { page: 'terms' } | { page: 'publishTerms' } | { page: 'notFound' };

export function routeOf(path: string): DocumentsRoute {
  if (/^\/documents(?:\/notifications)?\/?$/.test(path)) return { page: 'notifications' };
  if (/^\/documents\/terms\/?$/.test(path)) return { page: 'terms' };
  if (/^\/documents\/terms\/new\/?$/.test(path)) return { page: 'publishTerms' };
  return { page: 'notFound' };
}
