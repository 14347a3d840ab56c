/** Which page of the module a path is: the queue, one application, or none. */
export type ApplicationsRoute = { page: 'list' } | { page: 'detail'; applicationId: string } | { page: 'notFound' };

/** An application's id is a UUID (the contract's format): anything else has no page. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function routeOf(path: string): ApplicationsRoute {
  if (/^\/applications\/?$/.test(path)) return { page: 'list' };
  const id = /^\/applications\/([^/]+)\/?$/.exec(path)?.[1];
  if (id !== undefined && UUID.test(id)) return { page: 'detail', applicationId: id.toLowerCase() };
  return { page: 'notFound' };
}
