/**
 * The SQL of the brands and of the rejection reasons (openapi/catalog.yaml). Brands are paged by
 * keyset on their name as people compare it (case and accents aside), then id.
 */
import type { components } from '../../openapi/generated/catalog.ts';
import type { Queryable } from '../db/database.ts';
import { keysetCursor, rowId, textMatching } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';

type Brand = components['schemas']['Brand'];
type RejectionReason = components['schemas']['RejectionReason'];

/** A brand page's cursor: the last brand's name key and id. */
const brandCursor = keysetCursor([textMatching(/^[^\u0000]{1,200}$/u), rowId]);
const BRAND_SCOPE = ['brands'] as const;

export async function listBrands(db: Queryable, query: { q: string; cursor: string | null; limit: number }): Promise<{ items: Brand[]; nextCursor: string | null }> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (query.q !== '') conditions.push(`portal_name_key(name) like '%' || portal_name_key(${parameters.add(query.q)}) || '%'`);
  if (query.cursor !== null) {
    const [key, id] = brandCursor.decode(BRAND_SCOPE, query.cursor);
    conditions.push(`(portal_name_key(name), id) > (${parameters.add(key)}::text, ${parameters.add(id)}::int)`);
  }
  const rows = await db.query<Brand & { name_key: string }>(
    `select id, name, active, version, portal_name_key(name) as name_key from catalog_brands ${whereOf(conditions)}
      order by portal_name_key(name), id limit ${parameters.add(query.limit + 1)}`,
    parameters.values,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ id, name, active, version }) => ({ id, name, active, version })),
    nextCursor: rows.length > query.limit && last ? brandCursor.encode(BRAND_SCOPE, [last.name_key, last.id]) : null,
  };
}

export async function findBrand(db: Queryable, id: number): Promise<Brand | null> {
  const [row] = await db.query<Brand>('select id, name, active, version from catalog_brands where id = $1', [id]);
  return row ?? null;
}

export async function insertBrand(db: Queryable, name: string): Promise<Brand> {
  const [row] = await db.query<Brand>('insert into catalog_brands (name) values ($1) returning id, name, active, version', [name]);
  return row!;
}

/** The brand as changed, or null when it is not at `version` any more (or does not exist). */
export async function updateBrand(db: Queryable, id: number, version: number, changes: { name: string; active: boolean }): Promise<Brand | null> {
  const [row] = await db.query<Brand>(
    'update catalog_brands set name = $3, active = $4, version = version + 1 where id = $1 and version = $2 returning id, name, active, version',
    [id, version, changes.name, changes.active],
  );
  return row ?? null;
}

export const listRejectionReasons = (db: Queryable): Promise<RejectionReason[]> =>
  db.query<RejectionReason>('select code, text, active, position, version from catalog_rejection_reasons order by position, code');

/**
 * Adds the reason (no `version`) or changes it when still at `version`; the reason as it now is, or
 * null when the write was refused (it exists and no version was given, or it changed meanwhile).
 */
export async function saveRejectionReason(
  db: Queryable,
  code: string,
  input: { text: string; active: boolean; position: number; version?: number | undefined },
): Promise<RejectionReason | null> {
  const returning = 'returning code, text, active, position, version';
  const [row] =
    input.version === undefined
      ? await db.query<RejectionReason>(
          `insert into catalog_rejection_reasons (code, text, active, position) values ($1, $2, $3, $4) on conflict (code) do nothing ${returning}`,
          [code, input.text, input.active, input.position],
        )
      : await db.query<RejectionReason>(
          `update catalog_rejection_reasons set text = $2, active = $3, position = $4, version = version + 1 where code = $1 and version = $5 ${returning}`,
          [code, input.text, input.active, input.position, input.version],
        );
  return row ?? null;
}
