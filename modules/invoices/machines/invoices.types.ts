/**
 * The invoices contract's shapes, named once for the module's charts and views (views never import
 * the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/invoices.ts';

export type InvoiceOrder = components['schemas']['InvoiceOrder'];
export type InvoicePage = components['schemas']['InvoicePage'];
export type InvoiceState = components['schemas']['InvoiceState'];
export type UploadResult = components['schemas']['UploadResult'];
export type RowIssue = components['schemas']['RowIssue'];
export type UploadedFile = components['schemas']['UploadedFile'];

/** A file an effect fetched for the person to keep (the template, a boleta's PDF). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The list's filters: the boleta's state (all when null) and a search by order number or folio. */
export interface InvoiceFilters {
  state: InvoiceState | null;
  q: string;
  /** Staff: one seller's orders (its id), or null for every seller's. A seller's list never has one. */
  sellerId: number | null;
}
