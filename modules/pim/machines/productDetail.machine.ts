/**
 * A product's own page (/pim/products/<id>): its status and why (the reviewer's reason when it was
 * rejected, what a revision in progress means for the one on sale), what it holds, and what its
 * seller may do now: send it to review (asked first), pause it or resume it (pausing is asked
 * first: buyers stop seeing it). Staff read it and do nothing to it.
 *
 * The kit's detail chart (machines/detail). Whether sending is offered is the shared product rules'
 * verdict on the stored revision with its category's attributes (the server runs the same), so the
 * page lists what is missing instead of offering a button the server would refuse. A 409 (someone
 * changed it meanwhile, or it was decided) reads it again and shows it as it now is.
 */
import { createDetailMachine, hasStatus } from '../../../machines/detail/detail.machine.ts';
import { productProblems, type ProductProblem } from '../../../shared/catalog/productRules.ts';
import type { Category } from './catalog.types.ts';
import type { Product } from './products.types.ts';

export interface ProductDetailInput {
  productId: number;
  /** Whether the person is the product's seller (staff read it only). */
  isSeller: boolean;
  /** The actions the person's permissions grant (the session's operations): no other is offered. */
  may: readonly ProductAction[];
}

/** The product as the page shows it: with its category (null if it is no longer in the tree). */
export interface ProductView {
  product: Product;
  category: Category | null;
}

export type ProductAction = 'submit' | 'pause' | 'resume';

export const PRODUCT_ACTIONS = { submit: 'confirm', pause: 'confirm', resume: 'direct' } as const;

/** Whether the stored revision differs from the one on sale (an edit waiting to be sent). */
export const hasUnsentRevision = (product: Product): boolean => product.published !== null && JSON.stringify(product.content) !== JSON.stringify(product.published);

/**
 * What the stored revision lacks to be sent to review, by the rules the server runs. What only the
 * review asks for (a brand, which a draft may leave empty) is `missing`, as a required attribute
 * is: the seller reads "obligatorio para enviar a revisión", not that the draft itself is wrong.
 */
export function reviewProblemsOf({ product, category }: ProductView): ProductProblem[] {
  const attributes = (category?.attributes ?? []).map(({ code, kind, required, allowedValues, active }) => ({ code, kind, required, allowedValues, active }));
  const keyOf = ({ field, rule }: ProductProblem) => `${field}:${rule}`;
  const ofDraft = new Set(productProblems(product.content, attributes, { forReview: false }).map(keyOf));
  return productProblems(product.content, attributes, { forReview: true }).map((problem) => (ofDraft.has(keyOf(problem)) ? problem : { ...problem, rule: 'missing' }));
}

/** Whether there is something to send: a draft, a rejected revision, or an edit of a product on sale. */
export function isSendable(product: Product): boolean {
  return product.status === 'draft' || product.status === 'rejected' || (product.status === 'approved' && hasUnsentRevision(product));
}

/** Whether `action` is offered on the product to the person of `input` (the page's buttons ask the same). */
export function allowsProduct(view: ProductView, action: ProductAction, { isSeller, may }: Pick<ProductDetailInput, 'isSeller' | 'may'>): boolean {
  if (!isSeller || !may.includes(action)) return false;
  const { status } = view.product;
  if (action === 'pause') return status === 'approved';
  if (action === 'resume') return status === 'paused';
  return isSendable(view.product) && reviewProblemsOf(view).length === 0;
}

export const productDetailMachine = createDetailMachine<ProductDetailInput, ProductView, ProductAction>({
  id: 'productDetail',
  actions: PRODUCT_ACTIONS,
  allows: allowsProduct,
  // Changed meanwhile (VERSION_CONFLICT) or no longer in a state for it (decided, paused elsewhere).
  isConflict: hasStatus(409),
});
