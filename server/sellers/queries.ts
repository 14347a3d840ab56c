/**
 * The SQL of openapi/sellers.yaml's seller calls: the list, one seller, its name, its portal
 * configuration and its publication history. The handlers check who may ask; these only read and
 * write.
 */
import type { components } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';

type Seller = components['schemas']['Seller'];
type SellerConfiguration = Omit<components['schemas']['SellerConfiguration'], 'conferenceCutoff'>;
type PublishMovement = components['schemas']['PublishMovement'];

interface SellerRow {
  id: number;
  name: string;
  legal_name: string | null;
  document_number: string | null;
  seller_type: string | null;
  publish: boolean;
  vendor_code_801_provider: string | null;
  vendor_code_801_client: string | null;
  terms_conditions_signed: boolean;
  created_at: Date;
}

const SELLER_COLUMNS = `id, name, legal_name, document_number, seller_type, publish, vendor_code_801_provider,
  vendor_code_801_client, terms_conditions_signed, created_at`;

const sellerOf = (row: SellerRow): Seller => ({
  id: row.id,
  name: row.name,
  legalName: row.legal_name ?? row.name,
  documentNumber: row.document_number,
  seller_type: row.seller_type,
  publish: row.publish,
  vendor_code_801_provider: row.vendor_code_801_provider,
  vendor_code_801_client: row.vendor_code_801_client,
  terms_conditions_signed: row.terms_conditions_signed,
  createdAt: row.created_at.toISOString(),
});

export interface SellerFilters {
  /** A RUT in its stored form: only that seller. */
  rut: string | null;
  /** Otherwise part of the commercial or legal name (no search when empty). */
  name: string;
  publish: boolean | null;
}

/** A page of sellers by name then id, and how many match. */
export async function listSellers(db: Queryable, filters: SellerFilters, limit: number, offset: number): Promise<{ data: Seller[]; total: number }> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (filters.rut !== null) conditions.push(`document_number = ${parameters.add(filters.rut)}`);
  else if (filters.name !== '') {
    const name = parameters.add(filters.name);
    conditions.push(
      `(portal_name_key(name) like '%' || portal_name_key(${name}) || '%'
        or portal_name_key(coalesce(legal_name, '')) like '%' || portal_name_key(${name}) || '%')`,
    );
  }
  if (filters.publish !== null) conditions.push(`publish = ${parameters.add(filters.publish)}`);
  const where = whereOf(conditions);
  const [{ total = 0 } = {}] = await db.query<{ total: number }>(`select count(*)::int as total from sellers ${where}`, parameters.values);
  const rows = await db.query<SellerRow>(
    `select ${SELLER_COLUMNS} from sellers ${where}
      order by portal_name_key(name), id limit ${parameters.add(limit)} offset ${parameters.add(offset)}`,
    parameters.values,
  );
  return { data: rows.map(sellerOf), total };
}

export async function findSeller(db: Queryable, sellerId: number): Promise<Seller | null> {
  const [row] = await db.query<SellerRow>(`select ${SELLER_COLUMNS} from sellers where id = $1`, [sellerId]);
  return row ? sellerOf(row) : null;
}

/** A seller's commercial name, or null when there is no such seller. */
export async function sellerNameOf(db: Queryable, sellerId: number): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('select name from sellers where id = $1', [sellerId]);
  return row?.name ?? null;
}

/** What the staff lists' seller filter looks for: one seller by id, by RUT, or by part of its name. */
export type SellerNameQuery = { id: number } | { rut: string } | { name: string };

/** At most `limit` sellers' ids and commercial names matching `query`, by name. */
export async function findSellerNames(db: Queryable, query: SellerNameQuery, limit: number): Promise<{ id: number; name: string }[]> {
  const parameters = new SqlParameters();
  let condition: string;
  if ('id' in query) condition = `id = ${parameters.add(query.id)}`;
  else if ('rut' in query) condition = `document_number = ${parameters.add(query.rut)}`;
  else {
    const name = parameters.add(query.name);
    condition = `(portal_name_key(name) like '%' || portal_name_key(${name}) || '%'
      or portal_name_key(coalesce(legal_name, '')) like '%' || portal_name_key(${name}) || '%')`;
  }
  return db.query<{ id: number; name: string }>(
    `select id, name from sellers where ${condition} order by portal_name_key(name), id limit ${parameters.add(limit)}`,
    parameters.values,
  );
}

/** Every seller's id and name, by name: what a form offers to choose from. */
export const sellerChoices = (db: Queryable): Promise<{ id: number; name: string }[]> => db.query('select id, name from sellers order by name, id');

/** The seller's portal switches; all off for a seller that has saved none. */
export async function readSellerConfiguration(db: Queryable, sellerId: number): Promise<SellerConfiguration> {
  const [row] = await db.query<SellerConfiguration>(
    `select tour_guide_status::int as "tourGuideStatus", update_mailing_data::int as "updateMailingData",
            topsort_landing_status::int as "topsortLandingStatus"
       from seller_configuration where seller_id = $1`,
    [sellerId],
  );
  return row ?? { tourGuideStatus: 0, updateMailingData: 0, topsortLandingStatus: 0 };
}

/** Whether the guided tour was seen: when the browser says so (`clientAt`) and when it reached us. */
export async function saveTourGuideStatus(db: Queryable, sellerId: number, status: 0 | 1, clientAt: Date, now: Date): Promise<void> {
  await db.query(
    `insert into seller_configuration (seller_id, tour_guide_status, tour_guide_client_at, tour_guide_received_at, updated_at)
     values ($1, $2, $3, $4, $4)
     on conflict (seller_id) do update
       set tour_guide_status = excluded.tour_guide_status, tour_guide_client_at = excluded.tour_guide_client_at,
           tour_guide_received_at = excluded.tour_guide_received_at, updated_at = excluded.updated_at`,
    [sellerId, status, clientAt, now],
  );
}

/** Every publication and withdrawal of the seller, newest first. */
export async function readPublishHistory(db: Queryable, sellerId: number): Promise<PublishMovement[]> {
  const rows = await db.query<{ id: number; published: boolean; reason: string | null; created_at: Date; created_by: number | null }>(
    `select id, published, reason, created_at, created_by from seller_publish_history
      where seller_id = $1 order by created_at desc, id desc`,
    [sellerId],
  );
  return rows.map((row) => ({ id: row.id, publish: row.published, reason: row.reason, createdAt: row.created_at.toISOString(), createdBy: row.created_by }));
}
