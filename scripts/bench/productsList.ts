/**
 * The products list at scale (target p95 <= 30 ms): one seller with 100,000 products, the list's
 * database work for one request (a keyset page and the tabs' counts: listProducts of
 * server/catalog/products.ts, as the operation calls it), timed on PGlite in memory and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a
 * throwaway schema dropped afterwards). Cases: the first page and a page 90,000 products deep; a tab
 * (first and deep); a category; a brand; a search by part of a title typed without accents (common
 * and rare), and by a whole SKU.
 *
 * The products are written by SQL over the seeded categories and brands, with titles of the demo
 * catalogue's words (accents included), statuses spread as a catalogue's are (mostly on sale); then
 * ANALYZE, as autovacuum would.
 *
 * Run alone: `npx tsx scripts/bench/productsList.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listProducts, type ProductFilters } from '../../server/catalog/products.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

export const PRODUCTS = 100_000;
const DEEP = 90_000;
const RUNS = 200;
const WARM_UP = 20;
const PAGE = 25;

/** What titles are made of: a thing, a quality and a size, as the demo catalogue writes them. */
const THINGS = ['Lámpara', 'Sartén', 'Cafetera', 'Plumón', 'Colchón', 'Parlante', 'Audífonos', 'Mochila', 'Chaqueta', 'Zapatillas', 'Escritorio', 'Cómoda', 'Olla', 'Taladro', 'Estufa', 'Refrigerador', 'Lavadora', 'Bicicleta', 'Maleta', 'Polerón'];
const QUALITIES = ['de diseño', 'compacta', 'profesional', 'para niños', 'de acero', 'inalámbrico', 'clásico', 'ecológico', 'premium', 'básico'];

export interface ProductsListCase {
  label: string;
  p50: number;
  p95: number;
  /** Products matching the filters in every tab (how selective a filter is). */
  matching: number;
}

export interface ProductsListFigures {
  database: 'PGlite' | 'PostgreSQL';
  loadSeconds: number;
  cases: ProductsListCase[];
}

/** 100,000 products of `sellerId`, changed one every ~5 minutes up to `now`, one SKU each. */
export async function loadProducts(db: Database, sellerId: number, now: Date): Promise<void> {
  await db.query(
    `insert into products (seller_id, status, working, published, published_at, category_id, brand_id, title, price, submitted_at, created_at, updated_at)
     select $1, status, content, case when status in ('approved', 'paused') then content end, case when status in ('approved', 'paused') then changed end,
            category_id, brand_id, title, price, case when status <> 'draft' then changed end, changed, changed
       from (select n, changed, category_id, brand_id, title, price,
                    case when n % 20 = 0 then 'draft' when n % 20 = 1 then 'pending' when n % 20 = 2 then 'rejected' when n % 20 = 3 then 'paused' else 'approved' end as status,
                    jsonb_build_object('categoryId', category_id, 'title', title, 'description', 'Producto de prueba de carga.', 'brandId', brand_id,
                                       'price', price, 'offer', null, 'attributes', '{}'::jsonb,
                                       'variants', jsonb_build_array(jsonb_build_object('sku', 'BEN-' || n, 'attributes', '{}'::jsonb)), 'images', '[]'::jsonb) as content
               from (select n, date_trunc('milliseconds', $2::timestamptz - ($3 - n) * interval '311 seconds') as changed,
                            categories.ids[1 + (n * 7) % cardinality(categories.ids)] as category_id,
                            brands.ids[1 + (n * 13) % cardinality(brands.ids)] as brand_id,
                            ($4::text[])[1 + n % cardinality($4::text[])] || ' ' || ($5::text[])[1 + (n / 20) % cardinality($5::text[])] || ' modelo ' || n as title,
                            990 + (n * 7919) % 500000 as price
                       from generate_series(1, $3::int) n,
                            (select array_agg(id order by id) as ids from catalog_categories where parent_id is not null) categories,
                            (select array_agg(id order by id) as ids from catalog_brands) brands) made) products`,
    [sellerId, now, PRODUCTS, THINGS, QUALITIES],
  );
  await db.query(`insert into product_skus (seller_id, sku, product_id) select seller_id, working -> 'variants' -> 0 ->> 'sku', id from products where seller_id = $1`, [sellerId]);
  await db.query('analyze');
}

/** p50 and p95 of one list request's database work (the page and the tabs' counts), in ms. */
async function time(db: Database, label: string, filters: ProductFilters, cursor: string | null): Promise<ProductsListCase> {
  const once = async () => {
    const page = await listProducts(db, filters, cursor, PAGE);
    if (page.items.length === 0 && filters.q === '') throw new Error(`${label}: an empty page`);
    return Object.values(page.statusCounts).reduce((sum, count) => sum + count, 0);
  };
  for (let run = 0; run < WARM_UP; run++) await once();
  const samples: number[] = [];
  let matching = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    matching = await once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: samples[Math.floor(RUNS * 0.5)]!, p95: samples[Math.floor(RUNS * 0.95) - 1]!, matching };
}

/** The cursor a page ending `depth` products into the list hands out, by paging there as a person would (100 at a time). */
async function cursorAt(db: Database, filters: ProductFilters, depth: number): Promise<string> {
  let cursor: string | null = null;
  for (let read = 0; read < depth; read += 100) cursor = (await listProducts(db, filters, cursor, 100)).nextCursor;
  if (cursor === null) throw new Error(`The list ends before ${depth} products`);
  return cursor;
}

async function measure(db: Database, database: ProductsListFigures['database']): Promise<ProductsListFigures> {
  await migrate(db);
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish) values ('Mayorista del Bench', true) returning id`);
  const sellerId = seller!.id;
  const started = performance.now();
  await loadProducts(db, sellerId, new Date());
  const loadSeconds = (performance.now() - started) / 1000;

  const all: ProductFilters = { sellerId, status: null, categoryId: null, brandId: null, q: '' };
  const approved: ProductFilters = { ...all, status: 'approved' };
  const [{ id: categoryId = 0 } = {}] = await db.query<{ id: number }>(`select category_id as id from products where seller_id = $1 limit 1`, [sellerId]);
  const [{ id: brandId = 0 } = {}] = await db.query<{ id: number }>(`select brand_id as id from products where seller_id = $1 limit 1`, [sellerId]);
  const cases = [
    await time(db, 'first page, newest change first', all, null),
    await time(db, `page ${DEEP.toLocaleString('en')} deep`, all, await cursorAt(db, all, DEEP)),
    await time(db, 'tab "publicados", first page', approved, null),
    await time(db, 'tab "publicados", page 70,000 deep', approved, await cursorAt(db, approved, 70_000)),
    await time(db, 'tab "en revisión", first page', { ...all, status: 'pending' }, null),
    await time(db, 'one category, first page', { ...all, categoryId }, null),
    await time(db, 'one brand, first page', { ...all, brandId }, null),
    await time(db, 'search "lampara" (title, no accent), first page', { ...all, q: 'lampara' }, null),
    await time(db, 'search "colchon premium modelo 4" (rare), first page', { ...all, q: 'colchon premium modelo 4' }, null),
    await time(db, 'search "BEN-77777" (whole SKU), first page', { ...all, q: 'BEN-77777' }, null),
  ];
  return { database, loadSeconds, cases };
}

export async function measureProductsListPglite(): Promise<ProductsListFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

export async function measureProductsListPostgres(url = benchPostgresUrl()): Promise<ProductsListFigures> {
  return inThrowawaySchema('bench_products', url, (db) => measure(db, 'PostgreSQL'));
}

/** Prints the figures of one database as the bench's rows. */
export function printProductsList(figures: ProductsListFigures, row: (label: string, figure: string, target: string) => void): void {
  console.log(`  ${figures.database}: ${PRODUCTS.toLocaleString('en')} products of one seller loaded in ${figures.loadSeconds.toFixed(1)} s`);
  for (const entry of figures.cases) {
    row(`  ${entry.label} (p50 ${entry.p50.toFixed(1)} ms, ${entry.matching.toLocaleString('en')} match)`, `${entry.p95.toFixed(1)} ms`, '<= 30 ms');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(72)} ${figure.padStart(10)}   target ${target}`);
  console.log('Products list, p95 of one request (a page and the tabs’ counts)');
  try {
    printProductsList(await measureProductsListPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') printProductsList(await measureProductsListPglite(), row);
}
