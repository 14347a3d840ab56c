/**
 * Handlers of openapi/catalog.yaml's configuration (who may call each: modules/pim/permissions.json).
 * Every write names the version it was based on; a refused one writes nothing.
 */
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { attributeSetProblems } from '../../shared/catalog/attributeSetRules.ts';
import { findBrand, insertBrand, listBrands, listRejectionReasons, saveRejectionReason, updateBrand } from './brands.ts';
import { brandWriteProblem, categoryWriteProblem, writing } from './writeRefusals.ts';
import { findCategory, insertCategory, isDepartment, listCategories, saveAttributes, storedAttributeKinds, updateCategory, type Category } from './categories.ts';

type CatalogOperationId =
  | 'listCatalogCategories'
  | 'createCatalogCategory'
  | 'updateCatalogCategory'
  | 'setCategoryCommission'
  | 'saveCategoryAttributes'
  | 'listCatalogBrands'
  | 'createCatalogBrand'
  | 'updateCatalogBrand'
  | 'listRejectionReasons'
  | 'saveRejectionReason';

const categoryNotFound = () => new ApiProblem(404, 'CATEGORY_NOT_FOUND', 'No department or category has this id');
const versionConflict = () => new ApiProblem(409, 'VERSION_CONFLICT', 'Someone changed this record after it was read; read it again');
export function createCatalogHandlers(context: AppContext): Required<Pick<OperationHandlers, CatalogOperationId>> {
  const { db, clock } = context;

  const categoryNow = async (id: number): Promise<Category> => {
    const category = await findCategory(db, id);
    if (!category) throw categoryNotFound();
    return category;
  };

  /** After a refused versioned write: 404 when the record is gone, else the conflict. */
  const refusedWrite = async (id: number): Promise<never> => {
    await categoryNow(id);
    throw versionConflict();
  };

  return {
    listCatalogCategories: async () => ({ status: 200, body: { items: await listCategories(db) } }),

    createCatalogCategory: async ({ body, session }) => {
      if (!session) throw ApiProblem.unauthorized();
      if (body.parentId !== null) {
        const department = await isDepartment(db, body.parentId);
        if (department === null) throw new ApiProblem(404, 'PARENT_NOT_FOUND', 'No department has this id');
        if (!department) throw new ApiProblem(404, 'PARENT_NOT_DEPARTMENT', 'The parent is a category; categories hang from departments');
      }
      const id = await writing(() => insertCategory(db, body, session.userId), categoryWriteProblem);
      return { status: 201, body: await categoryNow(id) };
    },

    updateCatalogCategory: async ({ params, body, session }) => {
      if (!session) throw ApiProblem.unauthorized();
      const { name, active, position } = body;
      const written = await writing(() => updateCategory(db, params.categoryId, body.version, { name, active, position }, session.userId, clock()), categoryWriteProblem);
      if (!written) return refusedWrite(params.categoryId);
      return { status: 200, body: await categoryNow(params.categoryId) };
    },

    setCategoryCommission: async ({ params, body, session }) => {
      if (!session) throw ApiProblem.unauthorized();
      const department = await isDepartment(db, params.categoryId);
      if (department === null) throw categoryNotFound();
      // A department's commission is what its categories fall back to: it is never left without one.
      if (department && body.commissionBp === null) throw ApiProblem.validation([{ field: 'body.commissionBp', message: 'required' }], 'A department always has a commission');
      const written = await updateCategory(db, params.categoryId, body.version, { commissionBp: body.commissionBp }, session.userId, clock());
      if (!written) return refusedWrite(params.categoryId);
      return { status: 200, body: await categoryNow(params.categoryId) };
    },

    saveCategoryAttributes: async ({ params, body, session }) => {
      if (!session) throw ApiProblem.unauthorized();
      const department = await isDepartment(db, params.categoryId);
      if (department === null) throw categoryNotFound();
      if (department) throw new ApiProblem(400, 'NOT_A_CATEGORY', 'Departments have no attributes; their categories do');
      const problems = attributeSetProblems(body.attributes, await storedAttributeKinds(db, params.categoryId));
      if (problems.length > 0) {
        throw ApiProblem.validation(
          problems.map(({ index, field, rule }) => ({ field: `body.attributes.${index}.${field}`, message: rule })),
          "The attributes break a rule of the category's attribute list",
        );
      }
      const written = await db.transaction((tx) => saveAttributes(tx, params.categoryId, body.version, body.attributes, session.userId, clock()));
      if (!written) return refusedWrite(params.categoryId);
      return { status: 200, body: await categoryNow(params.categoryId) };
    },

    listCatalogBrands: async ({ query }) => {
      const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
      return { status: 200, body: await listBrands(db, { q, cursor: query.cursor ?? null, limit: query.limit ?? 50 }) };
    },

    createCatalogBrand: async ({ body }) => ({ status: 201, body: await writing(() => insertBrand(db, body.name), brandWriteProblem) }),

    updateCatalogBrand: async ({ params, body }) => {
      const brand = await writing(() => updateBrand(db, params.brandId, body.version, body), brandWriteProblem);
      if (brand) return { status: 200, body: brand };
      if (!(await findBrand(db, params.brandId))) throw new ApiProblem(404, 'BRAND_NOT_FOUND', 'No brand has this id');
      throw versionConflict();
    },

    listRejectionReasons: async () => ({ status: 200, body: { items: await listRejectionReasons(db) } }),

    saveRejectionReason: async ({ params, body }) => {
      const reason = await saveRejectionReason(db, params.code, body);
      if (!reason) throw versionConflict();
      return { status: 200, body: reason };
    },
  };
}
