/**
 * The composition root of the product form (/pim/products/new, /pim/products/<id>/edit): the
 * editor's chart with its effects provided from the typed catalogue client the shell lends
 * (`host.api.catalog`, contract openapi/catalog.yaml) and its navigation. Reads and saves reject
 * with the shared ApiError, which the chart branches on (a refusal by the rules, a conflict, a
 * product in review).
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { Brand, BrandPage } from './machines/catalog.types.ts';
import {
  productEditorMachine,
  type ImageUploadEvent,
  type ImageUploadInput,
  type ProductEditorData,
  type ProductEditorInput,
  type ProductSave,
} from './machines/productEditor.machine.ts';
import type { Product } from './machines/products.types.ts';

type Api = ModuleHost['api'];

/** Brands per page read: the contract's most. */
const BRANDS_PAGE = 100;

/** The address of a product's own page. */
export const productPath = (productId: number): string => `/pim/products/${productId}`;

const readProduct = async (api: Api, productId: number, signal?: AbortSignal): Promise<Product> =>
  dataOrThrow(await api.catalog.GET('/v1/catalog/products/{productId}', { params: { path: { productId } }, ...(signal ? { signal } : {}) }));

/** Every active brand, page after page (a few dozen today: one page). */
async function activeBrands(api: Api, signal: AbortSignal): Promise<Brand[]> {
  const brands: Brand[] = [];
  let cursor: string | null = null;
  do {
    const page: BrandPage = dataOrThrow(
      await api.catalog.GET('/v1/catalog/brands', { params: { query: { limit: BRANDS_PAGE, ...(cursor ? { cursor } : {}) } }, signal }),
    );
    brands.push(...page.items.filter((brand) => brand.active));
    cursor = page.nextCursor;
  } while (cursor);
  return brands;
}

/** An image's address by its key and size, on the catalogue's own origin (the contract's relative address). */
export const imagePath = (key: string, size: 'thumb' | 'full'): string => `/v1/catalog/images/${encodeURIComponent(key)}/${size}`;

/** A file's bytes in standard base64, as the contract takes them (in slices: a spread of megabytes overflows the stack). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export interface ProductFormFlows {
  productEditor: typeof productEditorMachine;
}

export function createProductFormFlows(host: ModuleHost): ProductFormFlows {
  const { api } = host;
  return {
    productEditor: productEditorMachine.provide({
      actors: {
        loadEditor: fromPromise<ProductEditorData, ProductEditorInput>(async ({ input, signal }) => {
          const [tree, brands, product] = await Promise.all([
            api.catalog.GET('/v1/catalog/categories', { signal }).then((answer) => dataOrThrow(answer).items),
            activeBrands(api, signal),
            input.productId === null ? null : readProduct(api, input.productId, signal),
          ]);
          return { tree, brands, product };
        }),
        // An upload left behind (the page closed) is aborted; one that ended tells the editor how.
        uploadImage: fromCallback<EventObject, ImageUploadInput>(({ input, sendBack }) => {
          const controller = new AbortController();
          const tell = (event: ImageUploadEvent) => {
            if (!controller.signal.aborted) sendBack(event);
          };
          void (async () => {
            try {
              const body = { fileName: input.file.name, contentBase64: await base64Of(input.file) };
              const image = dataOrThrow(await api.catalog.POST('/v1/catalog/images', { body, signal: controller.signal }));
              tell({ type: 'image.uploaded', uploadId: input.uploadId, key: image.id });
            } catch (error) {
              tell({ type: 'image.refused', uploadId: input.uploadId, code: errorCodeOf(error) });
            }
          })();
          return () => controller.abort();
        }),
        loadProduct: fromPromise<Product, { productId: number }>(({ input, signal }) => readProduct(api, input.productId, signal)),
        // No signal: once sent, a save is stored even if the page is left before the answer.
        saveProduct: fromPromise<Product, ProductSave>(async ({ input }) => {
          // The contract's body holds its own copies (the chart's content is read-only).
          const content = {
            ...input.content,
            attributes: { ...input.content.attributes },
            variants: input.content.variants.map((variant) => ({ ...variant, attributes: { ...variant.attributes } })),
            images: [...input.content.images],
          };
          if (input.productId === null) return dataOrThrow(await api.catalog.POST('/v1/catalog/products', { body: content }));
          return dataOrThrow(
            await api.catalog.PUT('/v1/catalog/products/{productId}', { params: { path: { productId: input.productId } }, body: { content, version: input.version! } }),
          );
        }),
      },
      actions: {
        openProduct: (_, { productId }: { productId: number }) => {
          host.flash({ type: 'success', messageId: 'pim.productForm.flash.saved' });
          host.navigate(productPath(productId));
        },
      },
    }),
  };
}
