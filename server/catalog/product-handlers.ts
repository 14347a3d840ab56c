/**
 * Handlers of openapi/catalog.yaml's products (who may call each: modules/pim/permissions.json).
 * A seller reaches only its own products (another seller's is a 404, as one that does not exist)
 * and only while it loads products directly: the permission table says so (/pim is not an integrated
 * seller's route), read with the seller's facts (./directLoading.ts). Staff read every seller's;
 * nobody but the seller writes a product, and only with images it uploaded itself.
 */
import type { components } from '../../openapi/generated/catalog.ts';
import { signedIn, type Session } from '../auth/session.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { productProblems } from '../../shared/catalog/productRules.ts';
import { requireDirectLoading as directLoadingOf } from './directLoading.ts';
import { requireOwnImages } from './productImages.ts';
import { categoryRules, findProduct, insertProduct, listProducts, productOf, setStatus, updateWorking, usability, type StoredProduct } from './products.ts';

type ProductsOperationId = 'listProducts' | 'createProduct' | 'getProduct' | 'updateProduct' | 'submitProduct' | 'pauseProduct' | 'resumeProduct';
type ProductContent = components['schemas']['ProductContent'];
type ProductStatus = components['schemas']['ProductStatus'];

const productNotFound = () => new ApiProblem(404, 'PRODUCT_NOT_FOUND', 'No product has this id');
const versionConflict = () => new ApiProblem(409, 'VERSION_CONFLICT', 'Someone changed this product after it was read; read it again');

export function createProductHandlers(context: AppContext): Required<Pick<OperationHandlers, ProductsOperationId>> {
  const { db, clock } = context;

  /** A seller that loads products directly (the /pim route of the permission table); staff pass. */
  const requireDirectLoading = (session: Session | null) => directLoadingOf(db, session);

  /** The product as the caller may see it: a seller only its own. */
  const visibleProduct = async (session: Session | null, productId: number): Promise<StoredProduct> => {
    const caller = await requireDirectLoading(session);
    const product = await findProduct(db, productId);
    if (!product || (caller.role === 'seller' && product.row.seller_id !== caller.sellerId)) throw productNotFound();
    return product;
  };

  /** The seller's own product, to change. */
  const ownProduct = async (session: Session | null, productId: number): Promise<StoredProduct> => {
    const caller = signedIn(session);
    const product = await visibleProduct(session, productId);
    if (product.row.seller_id !== caller.sellerId) throw productNotFound();
    return product;
  };

  /** The rules of a draft (or, `forReview`, of a product sent to review), as a 400 naming each field. */
  const checkContent = async (content: ProductContent, forReview: boolean, at: 'body.' | 'body.content.' | 'content.') => {
    const usable = await usability(db, content.categoryId, content.brandId);
    if (!usable.category) throw new ApiProblem(400, 'CATEGORY_NOT_USABLE', 'Products belong to an active category, not to a department', { details: [{ field: `${at}categoryId`, message: 'CATEGORY_NOT_USABLE' }] });
    if (!usable.brand) throw new ApiProblem(400, 'BRAND_NOT_USABLE', 'The brand is not an active brand', { details: [{ field: `${at}brandId`, message: 'BRAND_NOT_USABLE' }] });
    const problems = productProblems(content, await categoryRules(db, content.categoryId), { forReview });
    if (problems.length > 0) {
      throw ApiProblem.validation(problems.map(({ field, rule }) => ({ field: `${at}${field}`, message: rule })), 'The product breaks a rule of the catalogue');
    }
  };

  /** The product as it now is. */
  const stored = async (productId: number) => {
    const product = await findProduct(db, productId);
    if (!product) throw productNotFound();
    return productOf(product);
  };
  const answer = async (productId: number) => ({ status: 200 as const, body: await stored(productId) });

  /** Moves an own product from one of `from` to `to`; `refusal` when it is in none of them. */
  const transition = async (session: Session | null, productId: number, version: number, from: readonly ProductStatus[], to: ProductStatus, refusal: ApiProblem) => {
    const product = await ownProduct(session, productId);
    if (product.row.version !== version) throw versionConflict();
    if (!from.includes(product.row.status)) throw refusal;
    if (!(await setStatus(db, productId, version, to, clock(), to === 'pending'))) throw versionConflict();
    return answer(productId);
  };

  return {
    listProducts: async ({ query, session }) => {
      const caller = await requireDirectLoading(session);
      const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
      const filters = {
        sellerId: caller.role === 'seller' ? caller.sellerId : (query.sellerId ?? null),
        status: query.status ?? null,
        categoryId: query.categoryId ?? null,
        brandId: query.brandId ?? null,
        q,
      };
      return { status: 200, body: await listProducts(db, filters, query.cursor ?? null, query.limit ?? 25) };
    },

    createProduct: async ({ body, session }) => {
      const caller = await requireDirectLoading(session);
      if (caller.sellerId === null) throw ApiProblem.forbidden();
      const sellerId = caller.sellerId;
      await checkContent(body, false, 'body.');
      const id = await db.transaction(async (tx) => {
        await requireOwnImages(tx, sellerId, body.images, 'body.');
        return insertProduct(tx, sellerId, body, clock());
      });
      return { status: 201, body: await stored(id) };
    },

    getProduct: async ({ params, session }) => ({ status: 200, body: productOf(await visibleProduct(session, params.productId)) }),

    updateProduct: async ({ params, body, session }) => {
      const product = await ownProduct(session, params.productId);
      if (product.row.status === 'pending') throw new ApiProblem(409, 'PRODUCT_UNDER_REVIEW', 'The product is under review; it can be edited once it is decided');
      if (product.row.version !== body.version) throw versionConflict();
      await checkContent(body.content, false, 'body.content.');
      // A rejected product keeps its status while it is fixed, until it is sent again.
      const written = await db.transaction(async (tx) => {
        await requireOwnImages(tx, product.row.seller_id, body.content.images, 'body.content.');
        return updateWorking(tx, product.row, body.version, body.content, clock());
      });
      if (!written) throw versionConflict();
      return answer(params.productId);
    },

    submitProduct: async ({ params, body, session }) => {
      const product = await ownProduct(session, params.productId);
      // Sendable: a draft, a rejected revision, or a product on sale whose working revision changed (a
      // paused one is resumed first: review would otherwise put it back on sale).
      const edited = product.row.published !== null && JSON.stringify(product.row.working) !== JSON.stringify(product.row.published);
      const sendable = product.row.status === 'draft' || product.row.status === 'rejected' || (product.row.status === 'approved' && edited);
      if (product.row.version !== body.version) throw versionConflict();
      if (!sendable) throw new ApiProblem(409, 'PRODUCT_NOT_SENDABLE', 'There is nothing new to send to review');
      // The stored revision is what is sent: its problems are named as the product's content.
      await checkContent(product.row.working, true, 'content.');
      if (!(await setStatus(db, params.productId, body.version, 'pending', clock(), true))) throw versionConflict();
      return answer(params.productId);
    },

    pauseProduct: async ({ params, body, session }) =>
      transition(session, params.productId, body.version, ['approved'], 'paused', new ApiProblem(409, 'PRODUCT_NOT_ON_SALE', 'Only a product on sale can be paused')),

    resumeProduct: async ({ params, body, session }) =>
      transition(session, params.productId, body.version, ['paused'], 'approved', new ApiProblem(409, 'PRODUCT_NOT_PAUSED', 'Only a paused product can be resumed')),
  };
}
