/** Which page of the module a path is: the list, one order, or none. */
export type OrdersRoute = { page: 'list' } | { page: 'detail'; orderId: number } | { page: 'notFound' };

/** The largest order id the contract takes. */
const MAX_ORDER_ID = 2_147_483_647;

export function routeOf(path: string): OrdersRoute {
  if (/^\/orders\/?$/.test(path)) return { page: 'list' };
  const id = /^\/orders\/([1-9]\d{0,9})\/?$/.exec(path)?.[1];
  const orderId = Number(id);
  if (id !== undefined && orderId <= MAX_ORDER_ID) return { page: 'detail', orderId };
  return { page: 'notFound' };
}
