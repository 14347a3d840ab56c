/**
 * A month of orders that the rules tests score by hand: 20 orders placed on the 5th, 19 delivered of
 * which 18 on time (18/19 = 94.74 %), no claims (0 %), 1 cancelled by the seller (1/20 = 5 %).
 * Version 1 of the rules (on time above 95.01 %) meets only the claims rule: Medio. A version asking
 * on time above 94 % meets deliveries and claims: Bueno. So one month tells two versions apart.
 */
import type { Queryable } from '../../../server/db/database.ts';
import { insertOrders } from '../../../server/seed/order-rows.ts';

/** Adds the month (`2026-02`) to the seller's orders. */
export async function addBorderlineMonth(db: Queryable, sellerId: number, month: string): Promise<void> {
  const at = (day: string) => new Date(`${month}-${day}T15:00:00Z`);
  const delivered = (late: boolean) => ({
    status: 'delivered' as const,
    createdAt: at('05'),
    promisedAt: at('12'),
    dispatchedAt: at('06'),
    deliveredAt: late ? at('14') : at('08'),
    canceledAt: null,
    canceledBy: null,
    cancelReason: null,
    sellerCancelReason: null,
    claimedAt: null,
  });
  const common = {
    shipping: 0,
    items: [{ sku: 'RULES-SKU', name: 'Producto de prueba', quantity: 1, unitPrice: 10_000 }],
    customer: { name: 'Cliente de Prueba', phone: null },
    address: { street: 'Av. Providencia 1234', reference: null, commune: 'Providencia', region: 'Metropolitana de Santiago' },
  };
  await insertOrders(db, sellerId, [
    ...Array.from({ length: 18 }, () => ({ ...delivered(false), ...common })),
    { ...delivered(true), ...common },
    {
      ...common,
      status: 'unable_to_fulfill' as const,
      createdAt: at('05'),
      promisedAt: at('12'),
      dispatchedAt: null,
      deliveredAt: null,
      canceledAt: at('05'),
      canceledBy: 'seller' as const,
      cancelReason: 'stock_break',
      sellerCancelReason: 'out_of_stock',
      claimedAt: null,
    },
  ]);
}
