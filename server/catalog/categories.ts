/**
 * The SQL of the category tree and its attributes (openapi/catalog.yaml). The handlers check who
 * may ask and what a body may say; these read and write, each write guarded by the version the
 * person read (none written when someone changed the record first).
 */
import type { components } from '../../openapi/generated/catalog.ts';
import type { Queryable } from '../db/database.ts';

export type Category = components['schemas']['Category'];
export type Attribute = components['schemas']['Attribute'];
type AttributeInput = components['schemas']['AttributeInput'];

/** What a new department's commission is until admin sets one (12 %). */
export const DEFAULT_COMMISSION_BP = 1200;

interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  commission_bp: number | null;
  effective_commission_bp: number;
  active: boolean;
  position: number;
  version: number;
}

interface AttributeRow {
  category_id: number;
  code: string;
  name: string;
  kind: Attribute['kind'];
  unit: string | null;
  required: boolean;
  required_since: Date | null;
  allowed_values: string[];
  active: boolean;
}

const CATEGORY_SELECT = `select c.id, c.parent_id, c.code, c.name, c.commission_bp,
       coalesce(c.commission_bp, d.commission_bp)::int as effective_commission_bp, c.active, c.position, c.version
  from catalog_categories c left join catalog_categories d on d.id = c.parent_id`;

const attributeOf = (row: AttributeRow): Attribute => ({
  code: row.code,
  name: row.name,
  kind: row.kind,
  unit: row.unit,
  required: row.required,
  requiredSince: row.required_since?.toISOString() ?? null,
  allowedValues: row.allowed_values,
  active: row.active,
});

const categoryOf = (row: CategoryRow, attributes: Attribute[]): Category => ({
  id: row.id,
  parentId: row.parent_id,
  code: row.code,
  name: row.name,
  commissionBp: row.commission_bp,
  effectiveCommissionBp: row.effective_commission_bp,
  active: row.active,
  position: row.position,
  version: row.version,
  attributes,
});

async function attributesOf(db: Queryable, categoryIds: readonly number[] | null): Promise<Map<number, Attribute[]>> {
  const rows = await db.query<AttributeRow>(
    `select category_id, code, name, kind, unit, required, required_since, allowed_values, active
       from catalog_attributes ${categoryIds === null ? '' : 'where category_id = any($1::int[])'}
      order by category_id, position, id`,
    categoryIds === null ? [] : [categoryIds],
  );
  const byCategory = new Map<number, Attribute[]>();
  for (const row of rows) byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), attributeOf(row)]);
  return byCategory;
}

/** The whole tree: each department in its order, followed by its categories in theirs. */
export async function listCategories(db: Queryable): Promise<Category[]> {
  const rows = await db.query<CategoryRow>(
    `${CATEGORY_SELECT}
      order by coalesce(d.position, c.position), coalesce(d.id, c.id), c.parent_id is not null, c.position, c.id`,
  );
  const attributes = await attributesOf(db, null);
  return rows.map((row) => categoryOf(row, attributes.get(row.id) ?? []));
}

export async function findCategory(db: Queryable, id: number): Promise<Category | null> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} where c.id = $1`, [id]);
  if (!row) return null;
  const attributes = await attributesOf(db, [id]);
  return categoryOf(row, attributes.get(id) ?? []);
}

/** Whether `id` is a department (null: no such record). */
export async function isDepartment(db: Queryable, id: number): Promise<boolean | null> {
  const [row] = await db.query<{ parent_id: number | null }>('select parent_id from catalog_categories where id = $1', [id]);
  return row ? row.parent_id === null : null;
}

/** Adds a department (with the default commission) or a category, last among its siblings. */
export async function insertCategory(db: Queryable, input: { parentId: number | null; code: string; name: string }, userId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into catalog_categories (parent_id, code, name, commission_bp, position, updated_by)
     values ($1, $2, $3, $4,
             (select coalesce(max(position), 0) + 1 from catalog_categories where parent_id is not distinct from $1), $5)
     returning id`,
    [input.parentId, input.code, input.name, input.parentId === null ? DEFAULT_COMMISSION_BP : null, userId],
  );
  return row!.id;
}

/** Writes `changes` if the record is still at `version`; whether it was (false: changed meanwhile, or gone). */
export async function updateCategory(
  db: Queryable,
  id: number,
  version: number,
  changes: { name: string; active: boolean; position: number } | { commissionBp: number | null },
  userId: number,
  now: Date,
): Promise<boolean> {
  const [set, values] =
    'commissionBp' in changes
      ? ['commission_bp = $3', [changes.commissionBp]]
      : ['name = $3, active = $4, position = $5', [changes.name, changes.active, changes.position]];
  const rows = await db.query<{ id: number }>(
    `update catalog_categories set ${set}, version = version + 1, updated_at = $${values.length + 3}, updated_by = $${values.length + 4}
      where id = $1 and version = $2 returning id`,
    [id, version, ...values, now, userId],
  );
  return rows.length === 1;
}

/** The stored attributes' kinds by code, to tell a changed kind from a new attribute. */
export async function storedAttributeKinds(db: Queryable, categoryId: number): Promise<Map<string, Attribute['kind']>> {
  const rows = await db.query<{ code: string; kind: Attribute['kind'] }>('select code, kind from catalog_attributes where category_id = $1', [categoryId]);
  return new Map(rows.map((row) => [row.code, row.kind]));
}

/**
 * Replaces the category's attribute list when the category is still at `version` (then bumped):
 * the attributes given are written in their order, a known code keeps its `requiredSince` while it
 * stays required (a newly required one gets `now`), and a code left out is retired. Whether it was
 * written.
 */
export async function saveAttributes(db: Queryable, categoryId: number, version: number, attributes: readonly AttributeInput[], userId: number, now: Date): Promise<boolean> {
  const bumped = await db.query<{ id: number }>(
    'update catalog_categories set version = version + 1, updated_at = $3, updated_by = $4 where id = $1 and version = $2 returning id',
    [categoryId, version, now, userId],
  );
  if (bumped.length === 0) return false;
  await db.query('update catalog_attributes set active = false, position = 10000 where category_id = $1 and not (code = any($2::text[]))', [
    categoryId,
    attributes.map((attribute) => attribute.code),
  ]);
  for (const [position, attribute] of attributes.entries()) {
    await db.query(
      `insert into catalog_attributes (category_id, code, name, kind, unit, required, required_since, allowed_values, position, active)
       values ($1, $2, $3, $4, $5, $6, case when $6 then $7::timestamptz end, $8, $9, $10)
       on conflict (category_id, code) do update set
         name = excluded.name, unit = excluded.unit, required = excluded.required,
         required_since = case when not excluded.required then null
                               else coalesce(catalog_attributes.required_since, excluded.required_since) end,
         allowed_values = excluded.allowed_values, position = excluded.position, active = excluded.active`,
      [categoryId, attribute.code, attribute.name, attribute.kind, attribute.unit, attribute.required, now, attribute.allowedValues, position + 1, attribute.active],
    );
  }
  return true;
}
