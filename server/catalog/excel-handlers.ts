/**
 * Handlers of openapi/catalog.yaml's products by Excel: a category's template, a bulk load sent
 * (judged whole, then left to its job) and read back with its progress and report, and the products
 * list as a workbook. Who may call each: modules/pim/permissions.json; a seller loads only while it
 * loads products directly (./directLoading.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Session } from '../auth/session.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { MultipartForm } from '../kit/multipartForm.ts';
import { XLSX_MEDIA_TYPE } from '../kit/workbookReader.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { BULK_LOAD_MAX_BYTES, templateColumns } from './bulkLoadColumns.ts';
import { countProductRows } from './bulkLoadFile.ts';
import { findBulkLoad, insertBulkLoad, type BulkLoadOutcome } from './bulkLoads.ts';
import { findCategory } from './categories.ts';
import { requireDirectLoading } from './directLoading.ts';
import { firstExportPage, PRODUCT_EXPORT_LIMIT, productsXlsx } from './productExport.ts';
import { productTemplate } from './productTemplate.ts';
import { usability } from './products.ts';

type ExcelOperationId = 'getProductTemplate' | 'uploadProductBulkLoad' | 'getProductBulkLoad' | 'exportProducts';

/** The bulk load's path as Fastify routes it, for the multipart body it alone reads (server/app.ts). */
export const BULK_LOAD_UPLOAD_ROUTE = '/v1/catalog/product-bulk-loads';

/** What the server/app.ts multipart reader needs for the upload: its limit and its refusal. */
export const BULK_LOAD_UPLOAD_FORM = {
  limitBytes: BULK_LOAD_MAX_BYTES,
  tooLarge: () =>
    new ApiProblem(413, 'PRODUCT_FILE_TOO_LARGE', `The file holds more than ${BULK_LOAD_MAX_BYTES} bytes`, { details: [{ field: 'body.file', message: `at most ${BULK_LOAD_MAX_BYTES} bytes` }] }),
};

const LARGEST_ID = 2_147_483_647;
const OUTCOMES: readonly BulkLoadOutcome[] = ['draft', 'review'];

const notUsable = (field: string) =>
  new ApiProblem(400, 'CATEGORY_NOT_USABLE', 'Products belong to an active category, not to a department', { details: [{ field, message: 'CATEGORY_NOT_USABLE' }] });

/** The file's name as kept and shown: its last segment, without control characters, at most 200 characters. */
const fileNameOf = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 200) || 'productos.xlsx';

/** The form's fields as the load needs them, or the 400 naming each wrong one (the missing file last, as its own code). */
function readForm(form: MultipartForm): { categoryId: number; outcome: BulkLoadOutcome; fileName: string; data: Buffer } {
  const categoryText = form.field('categoryId') ?? '';
  const outcome = form.field('outcome') ?? '';
  const details: { field: string; message: string }[] = [];
  const categoryId = /^[1-9]\d{0,9}$/.test(categoryText) ? Number(categoryText) : 0;
  if (categoryId < 1 || categoryId > LARGEST_ID) details.push({ field: 'body.categoryId', message: 'must be a category id' });
  if (!OUTCOMES.includes(outcome as BulkLoadOutcome)) details.push({ field: 'body.outcome', message: 'must be draft or review' });
  if (details.length > 0) throw ApiProblem.validation(details);
  const file = form.file('file');
  if (!file || file.data.length === 0) throw new ApiProblem(400, 'PRODUCT_FILE_REQUIRED', 'Choose the file to load', { details: [{ field: 'body.file', message: 'is required' }] });
  return { categoryId, outcome: outcome as BulkLoadOutcome, fileName: fileNameOf(file.fileName), data: file.data };
}

export function createProductExcelHandlers(context: AppContext, { wakeBulkLoads }: { wakeBulkLoads: () => void }): Required<Pick<OperationHandlers, ExcelOperationId>> {
  const { db, clock } = context;

  /** The seller who loads products directly (staff have no loads of their own). */
  const loadingSeller = async (session: Session | null): Promise<{ sellerId: number; userId: number }> => {
    const caller = await requireDirectLoading(db, session);
    if (caller.sellerId === null) throw ApiProblem.forbidden();
    return { sellerId: caller.sellerId, userId: caller.userId };
  };

  return {
    getProductTemplate: async ({ params, session }) => {
      await loadingSeller(session);
      const category = await findCategory(db, params.categoryId);
      if (!category) throw new ApiProblem(404, 'CATEGORY_NOT_FOUND', 'No category has this id');
      if (!(await usability(db, category.id, null)).category) throw notUsable('params.categoryId');
      return {
        status: 200,
        body: await productTemplate(category),
        headers: { 'content-type': XLSX_MEDIA_TYPE, 'content-disposition': `attachment; filename="plantilla-productos-${category.code}.xlsx"`, 'cache-control': 'no-store' },
      };
    },

    uploadProductBulkLoad: async ({ request, session }) => {
      const { sellerId, userId } = await loadingSeller(session);
      // Only multipart/form-data is parsed into a form (server/kit/multipartForm.ts); JSON is not this operation's.
      if (!(request.body instanceof MultipartForm)) throw new ApiProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      const form = readForm(request.body);
      const category = await findCategory(db, form.categoryId);
      if (!category || !(await usability(db, category.id, null)).category) throw notUsable('body.categoryId');
      const totalRows = await countProductRows(form.data, templateColumns(category.attributes));
      const id = randomUUID();
      await insertBulkLoad(db, { id, sellerId, userId, categoryId: category.id, outcome: form.outcome, fileName: form.fileName, file: form.data, totalRows }, clock());
      wakeBulkLoads();
      const load = await findBulkLoad(db, sellerId, id);
      return { status: 202, body: load! };
    },

    getProductBulkLoad: async ({ params, session }) => {
      const { sellerId } = await loadingSeller(session);
      const load = await findBulkLoad(db, sellerId, params.loadId);
      if (!load) throw new ApiProblem(404, 'BULK_LOAD_NOT_FOUND', 'No load of the seller has this id');
      return { status: 200, body: load };
    },

    exportProducts: async ({ query, session }) => {
      // A seller exports its own list, as it reads it; staff any seller's or all of them.
      const caller = await requireDirectLoading(db, session);
      const filters = {
        sellerId: caller.role === 'seller' ? caller.sellerId : (query.sellerId ?? null),
        status: query.status ?? null,
        categoryId: query.categoryId ?? null,
        brandId: query.brandId ?? null,
        q: (query.q ?? '').replace(/\p{Cc}/gu, '').trim(),
      };
      const { page, matching } = await firstExportPage(db, filters);
      if (matching > PRODUCT_EXPORT_LIMIT) throw new ApiProblem(413, 'EXPORT_TOO_LARGE', `${matching} products match; an export holds at most ${PRODUCT_EXPORT_LIMIT}`);
      return {
        status: 200,
        body: productsXlsx(db, filters, page),
        headers: { 'content-type': XLSX_MEDIA_TYPE, 'content-disposition': `attachment; filename="productos-${santiagoDay(clock())}.xlsx"`, 'cache-control': 'no-store' },
      };
    },
  };
}
