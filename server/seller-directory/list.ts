import type { components, operations } from '../../openapi/generated/seller-directory.ts';
import type { Queryable } from '../db/database.ts';
import { keysetCondition, keysetPage } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './cursor.ts';
import { directoryColumns, directorySellerOf, type DirectoryRow } from './rows.ts';

type ListQuery = NonNullable<operations['listDirectorySellers']['parameters']['query']>;
type DirectoryPage = components['schemas']['DirectoryPage'];

const DEFAULT_LIMIT = 25;
const MAX_ID = 2_147_483_647;
/** By name as the directory sorts it, id breaking ties. */
const NAME_KEYSET = [
  { sql: 'portal_name_key(s.name)', cast: 'text' },
  { sql: 's.id', cast: 'int' },
];

/** A RUT as typed (with or without dots and hyphen) -> the stored form, or null if it is none. */
function rutOf(text: string): string | null {
  if (!/^[0-9.]+-?[0-9kK]$/.test(text)) return null;
  const cleaned = text.replace(/[.-]/g, '').toUpperCase();
  return /^[0-9]{7,8}[0-9K]$/.test(cleaned) ? cleaned : null;
}

/**
 * The search: digits are an id or a RUT (a RUT without dots or hyphen is digits too), a RUT with
 * dots or hyphen only a RUT, anything else a part of the commercial or legal name.
 */
function searchCondition(q: string, parameters: SqlParameters): string {
  const rut = rutOf(q);
  const id = /^[0-9]{1,10}$/.test(q) && Number(q) >= 1 && Number(q) <= MAX_ID ? Number(q) : null;
  if (rut !== null || id !== null) {
    const matches = [
      ...(id !== null ? [`s.id = ${parameters.add(id)}`] : []),
      ...(rut !== null ? [`s.document_number = ${parameters.add(rut)}`] : []),
    ];
    return `(${matches.join(' or ')})`;
  }
  const text = parameters.add(q);
  return `(portal_name_key(s.name) like '%' || portal_name_key(${text}) || '%'
           or portal_name_key(coalesce(s.legal_name, '')) like '%' || portal_name_key(${text}) || '%')`;
}

/** One page of the directory, by name then id, starting after the cursor's row. */
export async function listDirectoryPage(db: Queryable, query: ListQuery, today: string): Promise<DirectoryPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decodeDirectoryCursor(query.cursor);
  // Control characters name no seller (a NUL never gets here: it is refused with the request).
  const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();

  const parameters = new SqlParameters();
  const columns = directoryColumns(parameters.add(today));
  const conditions: string[] = [];
  if (q !== '') conditions.push(searchCondition(q, parameters));
  if (query.publish !== undefined) conditions.push(`s.publish = ${parameters.add(query.publish)}`);
  if (query.sellerType !== undefined) conditions.push(`s.seller_type = ${parameters.add(query.sellerType)}`);
  if (after) conditions.push(keysetCondition(NAME_KEYSET, [after.nameKey, after.id], 'asc', parameters));
  // One row more than the page tells whether another page follows.
  const rows = await db.query<DirectoryRow>(
    `select ${columns} from sellers s ${whereOf(conditions)} order by portal_name_key(s.name), s.id limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => encodeDirectoryCursor({ nameKey: last.name_key, id: last.id }));
  const items = [];
  for (const row of page.rows) items.push(await directorySellerOf(db, row, today));
  return { items, nextCursor: page.nextCursor };
}
