/** Which page of the module a path is: the list, the CS queue, one return, or none. */
export type ReturnsRoute = { page: 'list' } | { page: 'csQueue' } | { page: 'detail'; returnId: number } | { page: 'notFound' };

/** The largest return id the contract takes. */
const MAX_RETURN_ID = 2_147_483_647;

export function routeOf(path: string): ReturnsRoute {
  if (/^\/returns\/?$/.test(path)) return { page: 'list' };
  if (/^\/returns\/customer-service\/?$/.test(path)) return { page: 'csQueue' };
  const id = /^\/returns\/([1-9]\d{0,9})\/?$/.exec(path)?.[1];
  const returnId = Number(id);
  if (id !== undefined && returnId <= MAX_RETURN_ID) return { page: 'detail', returnId };
  return { page: 'notFound' };
}
