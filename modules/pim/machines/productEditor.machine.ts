/**
 * The page that creates a product (/pim/products/new) or edits one (/pim/products/<id>/edit). It
 * reads the category tree and the brands (and, to edit, the product); a new product's category is
 * chosen first, since the form asks what that category's attributes are. Then the form takes over
 * (productForm.ts) and reports every edit here, so what was typed (`draft`) survives another
 * category, a refusal, a failure and a conflict. The editor saves it: a refusal by the rules comes
 * back under the values it names; when someone saved the product first (409) it is read again and
 * shown beside the draft, to reapply the draft on top of it or take it as it is. A product in review
 * cannot be edited until it is decided. The images are the editor's own: each file picked is uploaded
 * by an actor of its own, whose end (a key, or a refusal) is heard wherever the page stands, and a
 * save pressed while one is on its way waits for it.
 */
import { assign, enqueueActions, fromCallback, fromPromise, sendParent, setup, type EventObject } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { FormChangeReport } from '../../../machines/form/form.machine.ts';
import { MAX_IMAGES, type ProductContent } from '../../../shared/catalog/productRules.ts';
import type { Brand, Category } from './catalog.types.ts';
import type { Product } from './products.types.ts';
import {
  contentOf,
  EVERY_FIELD_TOUCHED,
  losesValues,
  newProductValues,
  productFormMachine,
  valuesForCategory,
  valuesOfProduct,
  withRefusals,
  type ProductFormFacts,
  type ProductFormValues,
} from './productForm.ts';
import { isVersionConflict } from './recordEditor.ts';

export interface ProductEditorInput {
  /** The product edited; null for a new one. */
  productId: number | null;
}

/** What the page reads before the form opens. */
export interface ProductEditorData {
  tree: Category[];
  /** The active brands, by name. */
  brands: Brand[];
  /** The product edited, as read; null for a new one. */
  product: Product | null;
}

/** A save: a new product's content, or the edited one's with the version it is based on. */
export interface ProductSave {
  productId: number | null;
  version: number | null;
  content: ProductContent;
}

/** An image on its way to the server, or one it refused (shown until dismissed). */
export interface ImageUpload {
  /** The upload's own id (its actor's). */
  id: string;
  fileName: string;
  status: 'uploading' | 'refused';
  /** Why it was refused: the server's code, or TOO_MANY when the product holds its most already. */
  problem: string | null;
}

/** What an upload is given: the seller's file. */
export interface ImageUploadInput {
  uploadId: string;
  file: File;
}

/** What an upload tells the editor when it ends. */
export type ImageUploadEvent = { type: 'image.uploaded'; uploadId: string; key: string } | { type: 'image.refused'; uploadId: string; code: string };

export interface ProductEditorContext extends ProductEditorInput {
  tree: Category[] | null;
  brands: Brand[];
  /** The product as last read (theirs, after a conflict); null for a new one. */
  product: Product | null;
  /** The chosen category; null until a new product's is chosen. */
  categoryId: number | null;
  /** A category chosen while editing whose attributes would lose values: it waits for the seller's word. */
  pendingCategoryId: number | null;
  /** What the chooser's list is narrowed to, as typed. */
  categoryFilter: string;
  /** What the form holds, as typed; null while it holds the product (or a new one) untouched. */
  draft: ProductFormValues | null;
  /** Whether the draft's errors show (its fields were left, or a press or a refusal showed them). */
  touched: Partial<Record<keyof ProductFormValues, true>>;
  /** The code of the failure or refusal on screen. */
  problem: string | null;
  /** The product's images' keys in the order buyers see them (the first is the cover). */
  images: string[];
  uploads: ImageUpload[];
  /** How many uploads the page started: the next one's id. */
  uploadCount: number;
}

export type ProductEditorEvent =
  | { type: 'editor.retry' }
  /** Back to the form after a save that reached no verdict. */
  | { type: 'editor.edit' }
  | { type: 'category.filter'; text: string }
  | { type: 'category.choose'; categoryId: number }
  /** From the form: another category. */
  | { type: 'category.change' }
  | { type: 'category.confirm' }
  | { type: 'category.cancel' }
  | { type: 'conflict.reapply' }
  | { type: 'conflict.takeTheirs' }
  /** From the form: its values after an edit. */
  | { type: 'product.changed'; values: ProductFormValues; touched: Partial<Record<keyof ProductFormValues, true>> }
  /** Files the seller picked, each uploaded on its own. */
  | { type: 'images.add'; files: readonly File[] }
  | { type: 'image.move'; key: string; by: -1 | 1 }
  | { type: 'image.remove'; key: string }
  /** The note of a refused upload read and closed. */
  | { type: 'image.dismiss'; uploadId: string }
  | ImageUploadEvent;

/** A category a product may go in: an offered category, not a department. */
export const choosableCategory = (tree: readonly Category[] | null, categoryId: number | null): Category | null =>
  tree?.find((category) => category.id === categoryId && isOffered(tree, category)) ?? null;

/** A category a new product may go in: active, in an active department (the server's rule too). */
export const isOffered = (tree: readonly Category[], category: Category): boolean =>
  category.parentId !== null && category.active && tree.some((department) => department.id === category.parentId && department.active);

/** The chosen category as read (a product's own may be retired since; it is still its category). */
export const chosenCategoryOf = ({ tree, categoryId }: Pick<ProductEditorContext, 'tree' | 'categoryId'>): Category | null =>
  tree?.find((category) => category.id === categoryId && category.parentId !== null) ?? null;

/** What the form holds now: the draft, or the product (or a new one) untouched; null before a new product's category. */
function currentValues(context: ProductEditorContext): ProductFormValues | null {
  if (context.draft) return context.draft;
  const category = chosenCategoryOf(context);
  if (!category) return null;
  return context.product ? valuesOfProduct(context.product, category) : newProductValues();
}

/** What the form starts with and knows. */
export function formInputOf(context: ProductEditorContext): { values: ProductFormValues; facts: ProductFormFacts; touched: Partial<Record<keyof ProductFormValues, true>> } {
  const category = chosenCategoryOf(context)!;
  const values = context.draft ?? (context.product ? valuesOfProduct(context.product, category) : newProductValues());
  return { values, facts: { category, brands: context.brands }, touched: context.touched };
}

/** The refusals a save's answer names, by the values' paths: a rule, a SKU taken, a brand or category no longer usable. */
const REFUSAL_CODES = ['VALIDATION_FAILED', 'SKU_TAKEN', 'BRAND_NOT_USABLE', 'CATEGORY_NOT_USABLE'];
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 409) && REFUSAL_CODES.includes(error.code);
const isStatus = (error: unknown, statusCode: number, code?: string) => error instanceof ApiError && error.statusCode === statusCode && (code === undefined || error.code === code);
const isUnderReview = (product: Product | null) => product?.status === 'pending';

type ErrorEvent = { event: { error: unknown } };
const keepProblem = { type: 'keepProblem', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;
const errorGuard = (type: 'isConflict' | 'isUnderReviewRefusal' | 'isNotFound' | 'isRefusal') => ({ type, params: ({ event }: ErrorEvent) => ({ error: event.error }) }) as const;
const categoryParams = ({ event }: { event: { categoryId: number } }) => ({ categoryId: event.categoryId });

export const productEditorMachine = setup({
  types: {
    context: {} as ProductEditorContext,
    input: {} as ProductEditorInput,
    events: {} as ProductEditorEvent,
    children: {} as { productForm: 'productForm' },
  },
  actors: {
    /** GET /v1/catalog/categories, GET /v1/catalog/brands (every page), and GET /v1/catalog/products/{productId} to edit. */
    loadEditor: fromPromise<ProductEditorData, ProductEditorInput>(async () => notProvided('loadEditor')()),
    /** GET /v1/catalog/products/{productId}: the product as it now is, after a conflict. */
    loadProduct: fromPromise<Product, { productId: number }>(async () => notProvided('loadProduct')()),
    /** POST /v1/catalog/products, or PUT /v1/catalog/products/{productId} with the version read. */
    saveProduct: fromPromise<Product, ProductSave>(async () => notProvided('saveProduct')()),
    /** POST /v1/catalog/images with the file in base64; tells how it ended (image.uploaded, image.refused). */
    uploadImage: fromCallback<EventObject, ImageUploadInput>(() => notProvided('uploadImage')()),
    productForm: productFormMachine.provide({
      actions: {
        reportChange: sendParent((_, report: FormChangeReport<ProductFormValues>) => ({ type: 'product.changed', values: report.values, touched: report.touched })),
      },
    }),
  },
  actions: {
    keepData: assign((_, { data }: { data: ProductEditorData }) => ({
      tree: data.tree,
      brands: data.brands,
      product: data.product,
      categoryId: data.product?.content.categoryId ?? null,
      images: [...(data.product?.content.images ?? [])],
      problem: null,
    })),
    /** One upload per file; beyond the product's most, a file is refused before it is sent. */
    startUploads: enqueueActions(({ context, enqueue }, { files }: { files: readonly File[] }) => {
      const room = MAX_IMAGES - context.images.length - context.uploads.filter((upload) => upload.status === 'uploading').length;
      const uploads = files.map((file, index): ImageUpload => ({
        id: `upload-${context.uploadCount + index + 1}`,
        fileName: file.name,
        status: index < room ? 'uploading' : 'refused',
        problem: index < room ? null : 'TOO_MANY',
      }));
      uploads.forEach((upload, index) => {
        if (upload.status === 'uploading') enqueue.spawnChild('uploadImage', { id: upload.id, input: { uploadId: upload.id, file: files[index]! } });
      });
      enqueue.assign({ uploads: [...context.uploads, ...uploads], uploadCount: context.uploadCount + files.length });
    }),
    keepImage: assign(({ context }, { uploadId, key }: { uploadId: string; key: string }) => ({
      uploads: context.uploads.filter((upload) => upload.id !== uploadId),
      images: context.images.includes(key) ? context.images : [...context.images, key],
    })),
    keepImageRefusal: assign(({ context }, { uploadId, code }: { uploadId: string; code: string }) => ({
      uploads: context.uploads.map((upload) => (upload.id === uploadId ? { ...upload, status: 'refused' as const, problem: code } : upload)),
    })),
    forgetUpload: assign(({ context }, { uploadId }: { uploadId: string }) => ({ uploads: context.uploads.filter((upload) => upload.id !== uploadId) })),
    moveImage: assign(({ context }, { key, by }: { key: string; by: -1 | 1 }) => {
      const images = [...context.images];
      const from = images.indexOf(key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= images.length) return {};
      [images[from], images[to]] = [images[to]!, images[from]!];
      return { images };
    }),
    removeImage: assign(({ context }, { key }: { key: string }) => ({ images: context.images.filter((one) => one !== key) })),
    keepFilter: assign((_, { text }: { text: string }) => ({ categoryFilter: text })),
    /** The category taken: what was typed moves to it, less the values it has no place for. */
    chooseCategory: assign(({ context }, { categoryId }: { categoryId: number }) => {
      const to = choosableCategory(context.tree, categoryId)!;
      const values = currentValues(context);
      // The same category again changes nothing: the form comes back as it was.
      const moved = values !== null && to.id !== context.categoryId;
      return { categoryId, pendingCategoryId: null, problem: null, draft: moved ? valuesForCategory(values, chosenCategoryOf(context), to) : context.draft };
    }),
    keepPending: assign((_, { categoryId }: { categoryId: number }) => ({ pendingCategoryId: categoryId })),
    forgetPending: assign({ pendingCategoryId: null }),
    keepDraft: assign((_, { values, touched }: { values: ProductFormValues; touched: ProductEditorContext['touched'] }) => ({ draft: values, touched })),
    keepSent: assign((_, { values }: { values: ProductFormValues }) => ({ draft: values, touched: EVERY_FIELD_TOUCHED, problem: null })),
    keepRefusals: assign(({ context }, { error }: { error: ApiError }) => ({
      draft: withRefusals(context.draft!, error.details ?? []) ?? context.draft,
      touched: EVERY_FIELD_TOUCHED,
      problem: error.code,
    })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    keepTheirs: assign((_, { product }: { product: Product }) => ({ product, problem: null })),
    /** Theirs as it is: the form starts again from it, with their images. */
    forgetDraft: assign(({ context }) => ({
      draft: null,
      touched: {},
      categoryId: context.product?.content.categoryId ?? context.categoryId,
      images: [...(context.product?.content.images ?? context.images)],
    })),
    /** Placeholder; the module opens the stored product's page and says it was saved. */
    openProduct: (_, _params: { productId: number }) => {},
  },
  guards: {
    isUnderReview: (_, { product }: { product: Product | null }) => isUnderReview(product),
    isEditing: (_, { product }: { product: Product | null }) => product !== null,
    isChoosable: ({ context }, { categoryId }: { categoryId: number }) => choosableCategory(context.tree, categoryId) !== null,
    /** Another category that would lose values typed for this one: the seller confirms first. */
    losesValues: ({ context }, { categoryId }: { categoryId: number }) => {
      const to = choosableCategory(context.tree, categoryId);
      const values = currentValues(context);
      return to !== null && values !== null && to.id !== context.categoryId && losesValues(values, chosenCategoryOf(context), to);
    },
    hasCategory: ({ context }) => context.categoryId !== null,
    uploadsSettled: ({ context }) => context.uploads.every((upload) => upload.status !== 'uploading'),
    isConflict: (_, { error }: { error: unknown }) => isVersionConflict(error),
    isUnderReviewRefusal: (_, { error }: { error: unknown }) => isStatus(error, 409, 'PRODUCT_UNDER_REVIEW'),
    isNotFound: (_, { error }: { error: unknown }) => isStatus(error, 404),
    isRefusal: (_, { error }: { error: unknown }) => isRefusal(error),
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    productId: input.productId,
    tree: null,
    brands: [],
    product: null,
    categoryId: null,
    pendingCategoryId: null,
    categoryFilter: '',
    draft: null,
    touched: {},
    problem: null,
    images: [],
    uploads: [],
    uploadCount: 0,
  }),
  initial: 'loading',
  // An upload ends wherever the page stands: its image joins the product (or its refusal is shown).
  on: {
    'image.uploaded': { actions: { type: 'keepImage', params: ({ event }) => ({ uploadId: event.uploadId, key: event.key }) } },
    'image.refused': { actions: { type: 'keepImageRefusal', params: ({ event }) => ({ uploadId: event.uploadId, code: event.code }) } },
    'image.dismiss': { actions: { type: 'forgetUpload', params: ({ event }) => ({ uploadId: event.uploadId }) } },
  },
  states: {
    loading: {
      description: 'The categories with their attributes, the brands and, to edit, the product are on their way.',
      invoke: {
        src: 'loadEditor',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'isUnderReview', params: ({ event }) => ({ product: event.output.product }) },
            target: 'underReview',
            actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
          },
          {
            guard: { type: 'isEditing', params: ({ event }) => ({ product: event.output.product }) },
            target: 'editing',
            actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
          },
          { target: 'choosingCategory', actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: [{ guard: errorGuard('isNotFound'), target: 'notFound' }, { target: 'loadFailed', actions: keepProblem }],
      },
    },
    loadFailed: {
      description: 'What the form needs could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'editor.retry': 'loading' },
    },
    notFound: { description: 'No product of the seller has this id (or it is another seller\'s): nothing to edit.' },
    underReview: { description: 'The product waits for a reviewer: it cannot be edited until it is decided; the page says so and leads back to it.' },
    choosingCategory: {
      description:
        'The category comes first: it says which attributes the form asks. Only offered categories may be chosen, never a department; the list may be narrowed by a name. A product that has one may go back to its form.',
      on: {
        'category.filter': { actions: { type: 'keepFilter', params: ({ event }) => ({ text: event.text }) } },
        'category.choose': [
          {
            guard: { type: 'losesValues', params: categoryParams },
            target: 'confirmingCategory',
            actions: { type: 'keepPending', params: categoryParams },
          },
          { guard: { type: 'isChoosable', params: categoryParams }, target: 'editing', actions: { type: 'chooseCategory', params: categoryParams } },
        ],
        'category.cancel': { guard: 'hasCategory', target: 'editing' },
      },
    },
    confirmingCategory: {
      description: 'The category chosen lacks attributes the seller gave values for: those values would be lost, so the seller confirms or chooses again.',
      on: {
        'category.confirm': {
          target: 'editing',
          actions: { type: 'chooseCategory', params: ({ context }) => ({ categoryId: context.pendingCategoryId! }) },
        },
        'category.cancel': { target: 'choosingCategory', actions: 'forgetPending' },
      },
    },
    editing: {
      description: "The category's form, started from the draft when there is one; a valid press saves it.",
      invoke: {
        id: 'productForm',
        src: 'productForm',
        input: ({ context }) => formInputOf(context),
        onDone: { target: 'waitingForImages', actions: { type: 'keepSent', params: ({ event }) => ({ values: event.output }) } },
      },
      on: {
        'product.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values, touched: event.touched }) } },
        'category.change': 'choosingCategory',
        'images.add': { actions: { type: 'startUploads', params: ({ event }) => ({ files: event.files }) } },
        'image.move': { actions: { type: 'moveImage', params: ({ event }) => ({ key: event.key, by: event.by }) } },
        'image.remove': { actions: { type: 'removeImage', params: ({ event }) => ({ key: event.key }) } },
      },
      initial: 'fresh',
      states: {
        fresh: { description: 'Nothing was refused since the form opened.' },
        refused: { description: 'The server refused the save: each refusal shows under the value it names, with everything typed.' },
      },
    },
    waitingForImages: {
      description: 'Pressed while images were still uploading: the save waits for them, so none is left out of it.',
      always: { guard: 'uploadsSettled', target: 'saving' },
    },
    saving: {
      description: 'The product is being saved; nothing can be edited until the answer.',
      invoke: {
        src: 'saveProduct',
        input: ({ context }) => {
          const category = chosenCategoryOf(context)!;
          return {
            productId: context.productId,
            version: context.product?.version ?? null,
            content: { ...contentOf(context.draft!, { category, brands: context.brands }), images: context.images },
          };
        },
        onDone: { target: 'saved', actions: { type: 'openProduct', params: ({ event }) => ({ productId: event.output.id }) } },
        onError: [
          { guard: errorGuard('isConflict'), target: 'conflict', actions: keepProblem },
          { guard: errorGuard('isUnderReviewRefusal'), target: 'underReview' },
          { guard: errorGuard('isNotFound'), target: 'notFound' },
          { guard: errorGuard('isRefusal'), target: 'editing.refused', actions: { type: 'keepRefusals', params: ({ event }) => ({ error: event.error as ApiError }) } },
          { target: 'saveFailed', actions: keepProblem },
        ],
      },
    },
    saveFailed: {
      description: 'The save reached no verdict (no network, a server failure): "Reintentar" sends the same product, "Seguir editando" brings the form back.',
      on: { 'editor.retry': 'saving', 'editor.edit': 'editing' },
    },
    conflict: {
      description: 'Someone saved the product after it was read: nothing was saved.',
      initial: 'reloading',
      states: {
        reloading: {
          description: 'The product is read again, to show it as it now is.',
          invoke: {
            src: 'loadProduct',
            input: ({ context }) => ({ productId: context.productId! }),
            onDone: [
              // Sent to review meanwhile: nothing can be edited until it is decided.
              {
                guard: { type: 'isUnderReview', params: ({ event }) => ({ product: event.output }) },
                target: '#productEditor.underReview',
                actions: { type: 'keepTheirs', params: ({ event }) => ({ product: event.output }) },
              },
              { target: 'shown', actions: { type: 'keepTheirs', params: ({ event }) => ({ product: event.output }) } },
            ],
            onError: { target: '#productEditor.saveFailed', actions: keepProblem },
          },
        },
        shown: {
          description: 'Theirs beside the draft: the draft may be reapplied on top of theirs (saved under their version), or theirs taken as it is.',
          on: {
            'conflict.reapply': '#productEditor.editing',
            'conflict.takeTheirs': { target: '#productEditor.editing', actions: 'forgetDraft' },
          },
        },
      },
    },
    saved: { type: 'final', description: "Stored: the page opens the product's own page, which says it was saved." },
  },
});
