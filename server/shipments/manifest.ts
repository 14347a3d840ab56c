import type { components } from '../../openapi/generated/shipments.ts';
import type { Database } from '../db/database.ts';
import { renderDispatchManifest } from '../documents/pdf/dispatch-manifest.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { findVisibleOrders } from '../orders/detail.ts';
import type { Caller } from '../sellers/access.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { ORDER_MOVEMENTS } from '../../shared/orders/lifecycle.ts';
import { formatRut } from '../../shared/onboarding/rut.ts';

type Carrier = components['schemas']['Carrier'];

/** How each carrier is printed. */
export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  blue_express: 'Blue Express',
  chilexpress: 'Chilexpress',
  starken: 'Starken',
};

/** The handover the manifest records: the carrier's pick-up, of an order the seller made ready (the marketplace's own are not on the desk). */
const PICK_UP = ORDER_MOVEMENTS.pickUp;
const HANDED_OVER_FROM = 'ready_to_ship' satisfies (typeof PICK_UP.from)[number];

/**
 * Hands the chosen orders to a carrier, all or nothing, in one transaction: the orders are locked,
 * must be visible to the caller (404), ready to ship (409 MANIFEST_ORDER_NOT_READY) and of one
 * seller (409 MANIFEST_SELLERS_DIFFER, staff only); the manifest is stored with its number, each
 * order moves to dispatched by the lifecycle's pick-up with the manifest in its timeline, and the
 * manifest's PDF is drawn for the seller and the carrier to sign.
 */
export async function createManifest(db: Database, caller: Caller, orderIds: readonly number[], carrier: Carrier, now: Date): Promise<{ number: string; pdf: Buffer }> {
  const { number, manifest } = await db.transaction(async (tx) => {
    const orders = await findVisibleOrders(tx, caller, orderIds, true);
    const notReady = orders.find((order) => order.status !== HANDED_OVER_FROM);
    if (notReady) {
      throw new ApiProblem(409, 'MANIFEST_ORDER_NOT_READY', `Order ${notReady.order_number} is ${notReady.status}, not ready to ship`);
    }
    const sellerIds = new Set(orders.map((order) => order.seller_id));
    if (sellerIds.size > 1) throw new ApiProblem(409, 'MANIFEST_SELLERS_DIFFER', 'A manifest hands over the orders of one seller');
    const sellerId = orders[0]!.seller_id;
    const dispatchDate = santiagoDay(now);
    const [next] = await tx.query<{ id: number }>("select nextval('dispatch_manifests_id_seq')::int as id");
    const id = next!.id;
    const number = `MD-${dispatchDate.slice(0, 4)}-${String(id).padStart(6, '0')}`;
    await tx.query(
      'insert into dispatch_manifests (id, number, seller_id, carrier, dispatch_date, created_at, created_by_user_id) values ($1, $2, $3, $4, $5, $6, $7)',
      [id, number, sellerId, carrier, dispatchDate, now, caller.userId],
    );
    await tx.query(
      `insert into dispatch_manifest_orders (manifest_id, line, order_id)
       select $1, line::int, order_id from unnest($2::int[]) with ordinality as chosen (order_id, line)`,
      [id, orders.map((order) => order.id)],
    );
    await tx.query('update orders set status = $2, dispatched_at = $3 where id = any($1::int[])', [orders.map((order) => order.id), PICK_UP.to, now]);
    await tx.query(
      `insert into order_status_history (order_id, status, at, note, by_user_id)
       select order_id, $2, $3, $4, $5 from unnest($1::int[]) as chosen (order_id)`,
      [orders.map((order) => order.id), PICK_UP.to, now, `Manifiesto ${number}, ${CARRIER_NAMES[carrier]}`, caller.userId],
    );
    const [seller] = await tx.query<{ name: string; legal_name: string | null; document_number: string | null }>(
      'select name, legal_name, document_number from sellers where id = $1',
      [sellerId],
    );
    return {
      number,
      manifest: {
        number,
        seller: { name: seller?.legal_name ?? seller?.name ?? '', rut: seller?.document_number ? formatRut(seller.document_number) : 'sin registrar' },
        carrier: CARRIER_NAMES[carrier],
        dispatchDate,
        orders: orders.map((order) => ({ orderNumber: order.order_number, recipient: order.customer_name, commune: order.shipping_commune, packages: 1, trackingNumber: null })),
      },
    };
  });
  return { number, pdf: await renderDispatchManifest(manifest, now) };
}
