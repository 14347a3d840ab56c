/**
 * A seller as the directory shows it, read with the same columns by the list and the record: its
 * names, RUT, type, collector flag, publish state, SAP vendor codes, whether it accepted every
 * mandatory terms version in force, and its reputation level now.
 */
import type { components } from '../../openapi/generated/seller-directory.ts';
import { isSellerType } from '../../shared/sellers/sellerTypes.ts';
import type { Queryable } from '../db/database.ts';
import { mandatoryTermsInForce } from '../documents/terms-in-force.ts';
import { computeReputation } from '../sellers/reputation.ts';

export type DirectorySeller = components['schemas']['DirectorySeller'];

export interface DirectoryRow {
  id: number;
  name: string;
  legal_name: string | null;
  document_number: string | null;
  seller_type: string | null;
  is_collector: boolean;
  publish: boolean;
  vendor_code_801_provider: string | null;
  vendor_code_801_client: string | null;
  terms_signed: boolean;
  name_key: string;
}

/**
 * The columns of {@link DirectoryRow} over `sellers s`; `today` is the Santiago day the mandatory
 * terms in force are judged on (../documents/terms-in-force.ts).
 */
export const directoryColumns = (today: string) => `s.id, s.name, s.legal_name, s.document_number, s.seller_type, s.is_collector, s.publish,
  s.vendor_code_801_provider, s.vendor_code_801_client, portal_name_key(s.name) as name_key,
  not exists (
    select 1 from ${mandatoryTermsInForce(`${today}::date`)} in_force
     where not exists (select 1 from terms_acceptances a where a.terms_id = in_force.id and a.seller_id = s.id)
  ) as terms_signed`;

/** The row as the contract shows it, with the seller's reputation level as of `today`. */
export async function directorySellerOf(db: Queryable, row: DirectoryRow, today: string): Promise<DirectorySeller> {
  const reputation = await computeReputation(db, row.id, today);
  return {
    id: row.id,
    name: row.name,
    legalName: row.legal_name ?? row.name,
    documentNumber: row.document_number,
    // A type this portal does not know (written before it was listed) reads as none.
    sellerType: isSellerType(row.seller_type) ? row.seller_type : null,
    isCollector: row.is_collector,
    publish: row.publish,
    reputationLevel: reputation.category,
    vendorCodeProvider: row.vendor_code_801_provider,
    vendorCodeClient: row.vendor_code_801_client,
    termsSigned: row.terms_signed,
  };
}
