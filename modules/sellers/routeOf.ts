/** Which page of the module a path is: the directory, one seller, or none. */
export type SellersRoute = { page: 'list' } | { page: 'detail'; sellerId: number } | { page: 'notFound' };

/** The largest seller id the contract takes. */
const MAX_SELLER_ID = 2_147_483_647;

export function routeOf(path: string): SellersRoute {
  if (/^\/sellers\/?$/.test(path)) return { page: 'list' };
  const id = /^\/sellers\/([1-9]\d{0,9})\/?$/.exec(path)?.[1];
  const sellerId = Number(id);
  if (id !== undefined && sellerId <= MAX_SELLER_ID) return { page: 'detail', sellerId };
  return { page: 'notFound' };
}
