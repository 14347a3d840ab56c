/** The list's filters as the URL's query says them (`?state=pending&q=2026-0001`), and back. */
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import type { InvoiceFilters } from './invoices.types.ts';

export const NO_FILTERS: InvoiceFilters = { state: null, q: '', sellerId: null };

/** The filters a query asks for; anything it says that the list does not know is left out. */
export function filtersFromQuery(search: string): InvoiceFilters {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const q = (params.get('q') ?? '').trim();
  return { state: state === 'pending' || state === 'attached' ? state : null, q: /^[0-9-]{1,11}$/.test(q) ? q : '', sellerId: sellerIdOf(params) };
}

/** The query of the filters (empty when none is set). */
export function queryOfFilters(filters: InvoiceFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.q) params.set('q', filters.q);
  writeSellerId(params, filters.sellerId);
  return params.toString();
}
