/**
 * The composition root of the catalogue's product pages (the list and a product's own page): their
 * charts with their effects provided from the typed catalogue client the shell lends
 * (`host.api.catalog`, contract openapi/catalog.yaml) and its navigation. Views receive the provided
 * logic and never see a client.
 */
import { fromPromise } from 'xstate';
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { ListExportFile, ListExportRequest } from '../../machines/list/list.machine.ts';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';
import type { Category } from './machines/catalog.types.ts';
import { categoryChoicesMachine } from './machines/categoryChoices.machine.ts';
import { queryOfProductFilters, type ProductFilters } from './machines/productFilters.ts';
import { productDetailMachine, type ProductAction, type ProductDetailInput, type ProductView } from './machines/productDetail.machine.ts';
import { productsListMachine, type ProductsPageRequest } from './machines/productsList.machine.ts';
import type { Product, ProductPage } from './machines/products.types.ts';

/** Products per page of the list. */
export const PRODUCTS_PAGE_SIZE = 25;

type Api = ModuleHost['api'];

/** The address of the list showing `query` (no '?' for a fresh list). */
export const productsPath = (query: string): string => (query ? `/pim?${query}` : '/pim');

/** The contract's query of the list's filters, for a page or the export. */
function filtersQueryOf(filters: ProductFilters) {
  return {
    ...(filters.tab !== 'all' ? { status: filters.tab } : {}),
    ...(filters.categoryId !== null ? { categoryId: filters.categoryId } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
  };
}

/** The contract's query of the list's filters and the page after `cursor`. */
export function productsQueryOf({ filters, cursor }: ProductsPageRequest) {
  return {
    ...filtersQueryOf(filters),
    ...(cursor ? { cursor } : {}),
    limit: PRODUCTS_PAGE_SIZE,
  };
}

const loadTree = (api: Api, signal?: AbortSignal) => api.catalog.GET('/v1/catalog/categories', signal ? { signal } : {}).then((answer) => dataOrThrow(answer).items);

const readProduct = async (api: Api, productId: number, signal?: AbortSignal): Promise<Product> =>
  dataOrThrow(await api.catalog.GET('/v1/catalog/products/{productId}', { params: { path: { productId } }, ...(signal ? { signal } : {}) }));

/** The product with its category from the tree (the tree is read again: a category's attributes may have changed). */
async function viewOf(api: Api, product: Product, signal?: AbortSignal): Promise<ProductView> {
  const tree: Category[] = await loadTree(api, signal);
  return { product, category: tree.find((category) => category.id === product.content.categoryId) ?? null };
}

async function act(api: Api, { input, action, detail }: DetailActRequest<ProductDetailInput, ProductView, ProductAction, never>): Promise<ProductView> {
  const path = { productId: input.productId };
  const body = { version: detail.product.version };
  const answer =
    action === 'submit'
      ? await api.catalog.POST('/v1/catalog/products/{productId}/submission', { params: { path }, body })
      : action === 'pause'
        ? await api.catalog.POST('/v1/catalog/products/{productId}/pause', { params: { path }, body })
        : await api.catalog.POST('/v1/catalog/products/{productId}/resume', { params: { path }, body });
  // The category stays as the page read it: an action changes the product's status, not its content.
  return { product: dataOrThrow(answer), category: detail.category };
}

export interface ProductFlows {
  productsList: typeof productsListMachine;
  categoryChoices: typeof categoryChoicesMachine;
  productDetail: typeof productDetailMachine;
  sellerPicker: SellerPickerLogic;
}

export function createProductFlows(host: ModuleHost): ProductFlows {
  const { api } = host;
  return {
    productsList: productsListMachine.provide({
      actors: {
        listPage: fromPromise<ProductPage, ProductsPageRequest>(async ({ input, signal }) =>
          dataOrThrow(await api.catalog.GET('/v1/catalog/products', { params: { query: productsQueryOf(input) }, signal })),
        ),
        exportRows: fromPromise<ListExportFile, ListExportRequest<ProductFilters, 'xlsx'>>(async ({ input, signal }) => {
          const result = await api.catalog.GET('/v1/catalog/products/export', { params: { query: filtersQueryOf(input.filters) }, parseAs: 'blob', signal });
          return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, 'productos.xlsx') };
        }),
      },
      actions: {
        rememberFilters: (_, { filters }: { filters: ProductFilters }) => host.navigate(productsPath(queryOfProductFilters(filters)), { replace: true }),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
    categoryChoices: categoryChoicesMachine.provide({ actors: { loadTree: fromPromise<Category[]>(({ signal }) => loadTree(api, signal)) } }),
    productDetail: productDetailMachine.provide({
      actors: {
        load: fromPromise<ProductView, DetailLoadRequest<ProductDetailInput, ProductView>>(async ({ input: { input }, signal }) =>
          viewOf(api, await readProduct(api, input.productId, signal), signal),
        ),
        // No signal: once sent, an action is applied even if the page is left before the answer.
        act: fromPromise<ProductView, DetailActRequest<ProductDetailInput, ProductView, ProductAction, never>>(({ input }) => act(api, input)),
      },
      actions: {
        // The breadcrumb names the product by its title (an untitled draft keeps its id).
        announce: ({ context: { detail } }) => {
          if (detail?.product.content.title) host.announceName(String(detail.product.id), detail.product.content.title);
        },
      },
    }),
    sellerPicker: createSellerPicker(api),
  };
}
