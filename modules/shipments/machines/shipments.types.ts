/**
 * The shipments contract's shapes, named once for the module's charts and views (views never import
 * the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/shipments.ts';

export type Shipment = components['schemas']['Shipment'];
export type ShipmentPage = components['schemas']['ShipmentPage'];
export type DispatchStatus = components['schemas']['DispatchStatus'];
export type StatusCounts = ShipmentPage['statusCounts'];
export type MarkReadyResult = components['schemas']['MarkReadyResult'];
export type Carrier = components['schemas']['Carrier'];
export type { OrderStatus } from '../../../shared/orders/lifecycle.ts';

/** The desk's tabs, in the order an order goes through them. */
export const DISPATCH_STATUSES = ['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'] as const satisfies readonly DispatchStatus[];

/** The carriers a manifest may name, in the order the desk offers them. */
export const CARRIERS = ['blue_express', 'chilexpress', 'starken'] as const satisfies readonly Carrier[];

/** A file an effect fetched for the person to keep (the labels, a manifest). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
