/**
 * The harness of the catalogue's product pages' model tests: the pim module's Root (as the shell
 * mounts it) at /pim or /pim/products/<id> under the portal's providers, with a host whose typed
 * clients reach msw and whose navigation and breadcrumb are recorded; and a fake catalogue service
 * typed from openapi/generated/catalog.ts that holds every request until the test answers it, so
 * each step's screen is checked while its request is in flight.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { components } from '../../openapi/generated/catalog.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import pimModule from '../../modules/pim/entry.tsx';
import { loadModuleCatalog } from '../../src/app/modules/portalModule.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

/** The catalogue's Spanish words, which the shell fetches beside the module's code. */
const pimMessages = (await loadModuleCatalog(pimModule, 'es-CL')).messages;

export type Category = components['schemas']['Category'];
export type Product = components['schemas']['Product'];
export type ProductPage = components['schemas']['ProductPage'];
export type ProductSummary = components['schemas']['ProductSummary'];
export type VersionOnly = components['schemas']['VersionOnly'];

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: ProductPage } | Failure<503>;
export type TreeAnswer = { tree: Category[] } | Failure<503>;
export type ProductAnswer = { product: Product } | Failure<404 | 503>;
export type ActionAnswer = { product: Product } | Failure<404 | 409 | 503>;
/** What an action's request carried: the product's id and its body. */
export type ActionSent = { productId: number; body: VersionOnly };

/** What a request to the list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

/** The fake catalogue service of the product pages: every call waits for the answer the test gives it. */
export function fakeProductsServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const tree = new HeldQueue<TreeAnswer, null>();
  const product = new HeldQueue<ProductAnswer, number>();
  const submission = new HeldQueue<ActionAnswer, ActionSent>();
  const pause = new HeldQueue<ActionAnswer, ActionSent>();
  const resume = new HeldQueue<ActionAnswer, ActionSent>();
  mockServer.use(
    http.catalog.get('/v1/catalog/products', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.catalog.get('/v1/catalog/categories', async ({ request, response }) => {
      const answer = await tree.next(request.signal, null);
      return 'tree' in answer ? response(200).json({ items: answer.tree }) : response(503).json(errorBody(answer));
    }),
    http.catalog.get('/v1/catalog/products/{productId}', async ({ request, params, response }) => {
      const answer = await product.next(request.signal, Number(params.productId));
      if ('product' in answer) return response(200).json(answer.product);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalog.post('/v1/catalog/products/{productId}/submission', async ({ request, params, response }) => {
      const answer = await submission.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('product' in answer) return response(200).json(answer.product);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalog.post('/v1/catalog/products/{productId}/pause', async ({ request, params, response }) => {
      const answer = await pause.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('product' in answer) return response(200).json(answer.product);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalog.post('/v1/catalog/products/{productId}/resume', async ({ request, params, response }) => {
      const answer = await resume.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('product' in answer) return response(200).json(answer.product);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, tree, product, submission, pause, resume };
}

export type ProductsServer = ReturnType<typeof fakeProductsServer>;

/** A seller who loads products directly, as the module is lent it. */
export const SELLER_SESSION: ModuleHost['session'] = {
  userId: 3,
  role: 'seller',
  sellerId: 1,
  permissions: ['listProducts', 'getProduct', 'createProduct', 'updateProduct', 'submitProduct', 'pauseProduct', 'resumeProduct'],
};
/** The catalogue team: every seller's products, read only, with the sellers' names to filter by. */
export const CATALOG_SESSION: ModuleHost['session'] = { userId: 7, role: 'catalog', sellerId: null, permissions: ['listProducts', 'getProduct', 'findSellerNames'] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search'>;

/** The module's Root at `path`, as the shell mounts it; `show` draws it again at another place (a step back, the menu). */
export function renderPimModule({
  path,
  search = '',
  session = SELLER_SESSION,
  locale = 'es-CL',
  state,
}: {
  path: string;
  search?: string;
  session?: ModuleHost['session'];
  locale?: 'es-CL' | 'en';
  /** The navigation state the page was opened with (the list's query, from the list). */
  state?: Record<string, unknown>;
}) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={pimMessages}>
          <pimModule.Root host={host} {...place} state={state} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
