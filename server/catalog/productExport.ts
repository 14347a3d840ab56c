/**
 * The products list as an Excel workbook: every product the list's filters select, in the list's
 * order, read a page at a time through the list's own query (so the file holds what the screen
 * would) and written as it is read, so memory does not grow with the file.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { components } from '../../openapi/generated/catalog.ts';
import type { Queryable } from '../db/database.ts';
import { listProducts, type ProductFilters } from './products.ts';

type ProductPage = components['schemas']['ProductPage'];
type ProductStatus = components['schemas']['ProductStatus'];

/** The most products one export holds, as the orders' export. */
export const PRODUCT_EXPORT_LIMIT = 50_000;
const BATCH = 1_000;

const STATUS_NAMES: Record<ProductStatus, string> = {
  draft: 'Borrador',
  pending: 'En revisión',
  approved: 'Publicado',
  rejected: 'Rechazado',
  paused: 'Pausado',
};

/** The first page (read before answering, so a failing database is still a proper error answer) and how many products match. */
export async function firstExportPage(db: Queryable, filters: ProductFilters): Promise<{ page: ProductPage; matching: number }> {
  const page = await listProducts(db, filters, null, BATCH);
  const counts = page.statusCounts;
  const matching = filters.status !== null ? counts[filters.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { page, matching };
}

async function skusOf(db: Queryable, productIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ product_id: number; skus: string }>(
    `select product_id, string_agg(sku, ', ' order by sku) as skus from product_skus where product_id = any($1::int[]) group by product_id`,
    [[...productIds]],
  );
  return new Map(rows.map((row) => [row.product_id, row.skus]));
}

/** The workbook of every matching product, starting from `first`. */
export function productsXlsx(db: Queryable, filters: ProductFilters, first: ProductPage): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Productos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'ID', key: 'id', width: 8 },
    { header: 'Seller', key: 'seller', width: 28 },
    { header: 'SKU', key: 'skus', width: 22 },
    { header: 'Título', key: 'title', width: 48 },
    { header: 'Categoría', key: 'category', width: 22 },
    { header: 'Marca', key: 'brand', width: 18 },
    { header: 'Precio', key: 'price', width: 12, style: { numFmt: '"$"#,##0' } },
    { header: 'Precio oferta', key: 'offer', width: 12, style: { numFmt: '"$"#,##0' } },
    { header: 'Estado', key: 'status', width: 14 },
    { header: 'En venta', key: 'onSale', width: 10 },
    { header: 'Variantes', key: 'variants', width: 10 },
    { header: 'Último cambio', key: 'updatedAt', width: 24 },
  ];
  sheet.getRow(1).font = { bold: true };
  (async () => {
    let page: ProductPage | null = first;
    while (page) {
      const skus = await skusOf(db, page.items.map((item) => item.id));
      for (const item of page.items) {
        sheet
          .addRow({
            id: item.id,
            seller: item.sellerName,
            skus: skus.get(item.id) ?? '',
            // Strings are cells of text: a title such as "=1+1" is never a formula.
            title: item.title,
            category: item.categoryName,
            brand: item.brandName ?? '',
            price: item.price,
            offer: item.offerPrice,
            status: STATUS_NAMES[item.status],
            onSale: item.onSale ? 'Sí' : 'No',
            variants: item.variantCount,
            updatedAt: item.updatedAt,
          })
          .commit();
      }
      page = page.nextCursor ? await listProducts(db, filters, page.nextCursor, BATCH) : null;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
