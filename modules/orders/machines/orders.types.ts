/**
 * The orders contract's shapes, named once for the module's charts and views (views never import
 * the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/orders.ts';

export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderPage = components['schemas']['OrderPage'];
export type OrderDetail = components['schemas']['OrderDetail'];
export type OrderItem = components['schemas']['OrderItem'];
export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type GroupCounts = OrderPage['groupCounts'];
export type TimelineEntry = OrderDetail['timeline'][number];
export type OrderSort = components['parameters']['Sort'];
export type SortDirection = components['parameters']['Direction'];
export type ExportFormat = 'csv' | 'xlsx';
export type { CancelReason, OrderAction, OrderStatus, OrderStatusGroup } from '../../../shared/orders/lifecycle.ts';

/** A file an effect fetched for the person to keep (an export, a label). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
