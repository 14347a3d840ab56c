/**
 * The harness of the catalogue configuration's model tests (Configuración PIM): the pim module's
 * Root at a path, as the shell mounts it, under the portal's providers, with a host whose typed
 * clients reach msw and whose session is admin's (who sets commissions) or the catalog role's; and a
 * fake catalogue service typed from openapi/generated/catalog.ts that holds every configuration
 * request until the test answers it, answering as the real service does (server/catalog/handlers.ts).
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as CatalogPaths } from '../../openapi/generated/catalog.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import pimModule from '../../modules/pim/entry.tsx';
import { loadModuleCatalog } from '../../src/app/modules/portalModule.ts';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

/** The catalogue's Spanish words, which the shell fetches beside the module's code. */
const pimMessages = (await loadModuleCatalog(pimModule, 'es-CL')).messages;

export type Category = components['schemas']['Category'];
export type Attribute = components['schemas']['Attribute'];
export type Brand = components['schemas']['Brand'];
export type BrandPage = components['schemas']['BrandPage'];
export type RejectionReason = components['schemas']['RejectionReason'];

/** The fields a refusal names, as the server words them (`body.name`, `body.attributes.2.kind`). */
export type Details = { details?: { field: string; message: string }[] };

export const catalogHttp = createOpenApiHttp<CatalogPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code, details }: Failure<number> & Details) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });

/** The tree as read (listCatalogCategories), or a failure. */
export type TreeAnswer = { tree: Category[] } | Failure<503>;
/**
 * A department or category as written (create, rename/retire/reactivate/move, commission), or the
 * refusals the service gives: 400 VALIDATION_FAILED (a department left without commission), 404
 * CATEGORY_NOT_FOUND or PARENT_NOT_FOUND, 409 VERSION_CONFLICT or a taken name or code naming the field.
 */
export type CategoryWriteAnswer = { category: Category } | (Failure<400 | 404 | 409 | 503> & Details);
export type AttributesAnswer = { category: Category } | (Failure<400 | 404 | 409 | 503> & Details);
export type BrandsAnswer = { page: BrandPage } | Failure<503>;
/** A brand added: 409 BRAND_NAME_TAKEN names the field. */
export type BrandCreateAnswer = { brand: Brand } | (Failure<400 | 409 | 503> & Details);
/** A brand renamed, retired or reactivated: also 404 BRAND_NOT_FOUND and 409 VERSION_CONFLICT. */
export type BrandWriteAnswer = { brand: Brand } | (Failure<400 | 404 | 409 | 503> & Details);
export type ReasonsAnswer = { reasons: RejectionReason[] } | Failure<503>;
/** A reason as saved, or refused: 409 VERSION_CONFLICT also when a new code exists already. */
export type ReasonWriteAnswer = { reason: RejectionReason } | (Failure<400 | 409 | 503> & Details);

/** What a write to a record carried: the record's key and the body sent. */
export interface SentTo<TKey> {
  key: TKey;
  body: unknown;
}

/**
 * The fake catalogue service: every configuration call waits for the answer the test gives it, and
 * each queue keeps what its requests carried (a list's query as entries, a write's key and body).
 */
export function fakeCatalogServer() {
  const tree = new HeldQueue<TreeAnswer, null>();
  const createCategory = new HeldQueue<CategoryWriteAnswer, unknown>();
  const updateCategory = new HeldQueue<CategoryWriteAnswer, { categoryId: number; body: unknown }>();
  const commission = new HeldQueue<CategoryWriteAnswer, { categoryId: number; body: unknown }>();
  const attributes = new HeldQueue<AttributesAnswer, { categoryId: number; body: unknown }>();
  const brands = new HeldQueue<BrandsAnswer, [string, string][]>();
  const createBrand = new HeldQueue<BrandCreateAnswer, unknown>();
  const updateBrand = new HeldQueue<BrandWriteAnswer, { brandId: number; body: unknown }>();
  const reasons = new HeldQueue<ReasonsAnswer, null>();
  const saveReason = new HeldQueue<ReasonWriteAnswer, { code: string; body: unknown }>();
  mockServer.use(
    catalogHttp.get('/v1/catalog/categories', async ({ request, response }) => {
      const answer = await tree.next(request.signal, null);
      return 'tree' in answer ? response(200).json({ items: answer.tree }) : response(503).json(errorBody(answer));
    }),
    catalogHttp.post('/v1/catalog/categories', async ({ request, response }) => {
      const answer = await createCategory.next(request.signal, await request.json());
      if ('category' in answer) return response(201).json(answer.category);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.put('/v1/catalog/categories/{categoryId}', async ({ request, params, response }) => {
      const answer = await updateCategory.next(request.signal, { categoryId: Number(params.categoryId), body: await request.json() });
      if ('category' in answer) return response(200).json(answer.category);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.put('/v1/catalog/categories/{categoryId}/commission', async ({ request, params, response }) => {
      const answer = await commission.next(request.signal, { categoryId: Number(params.categoryId), body: await request.json() });
      if ('category' in answer) return response(200).json(answer.category);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.put('/v1/catalog/categories/{categoryId}/attributes', async ({ request, params, response }) => {
      const answer = await attributes.next(request.signal, { categoryId: Number(params.categoryId), body: await request.json() });
      if ('category' in answer) return response(200).json(answer.category);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.get('/v1/catalog/brands', async ({ request, response }) => {
      const answer = await brands.next(request.signal, [...new URL(request.url).searchParams]);
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    catalogHttp.post('/v1/catalog/brands', async ({ request, response }) => {
      const answer = await createBrand.next(request.signal, await request.json());
      if ('brand' in answer) return response(201).json(answer.brand);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.put('/v1/catalog/brands/{brandId}', async ({ request, params, response }) => {
      const answer = await updateBrand.next(request.signal, { brandId: Number(params.brandId), body: await request.json() });
      if ('brand' in answer) return response(200).json(answer.brand);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.get('/v1/catalog/rejection-reasons', async ({ request, response }) => {
      const answer = await reasons.next(request.signal, null);
      return 'reasons' in answer ? response(200).json({ items: answer.reasons }) : response(503).json(errorBody(answer));
    }),
    catalogHttp.put('/v1/catalog/rejection-reasons/{code}', async ({ request, params, response }) => {
      const answer = await saveReason.next(request.signal, { code: params.code, body: await request.json() });
      if ('reason' in answer) return response(200).json(answer.reason);
      return response(answer.fail).json(errorBody(answer));
    }),
  );
  return { tree, createCategory, updateCategory, commission, attributes, brands, createBrand, updateBrand, reasons, saveReason };
}

export type CatalogServer = ReturnType<typeof fakeCatalogServer>;

// Fixtures -----------------------------------------------------------------------------------------

/** A department with its own commission (12 %). */
export const ELECTRONICA: Category = {
  id: 1,
  parentId: null,
  code: 'electronica',
  name: 'Electrónica',
  commissionBp: 1200,
  effectiveCommissionBp: 1200,
  active: true,
  position: 1,
  version: 3,
  attributes: [],
};

/** Its first category: active, taking the department's commission, with one attribute. */
export const TELEVISORES: Category = {
  id: 11,
  parentId: 1,
  code: 'televisores',
  name: 'Televisores',
  commissionBp: null,
  effectiveCommissionBp: 1200,
  active: true,
  position: 1,
  version: 5,
  attributes: [
    { code: 'pantalla', name: 'Tamaño de pantalla', kind: 'number', unit: 'pulgadas', required: true, requiredSince: '2026-01-05T13:00:00Z', allowedValues: [], active: true },
  ],
};

/** Its second category: retired, with its own commission (15,5 %). */
export const AUDIO: Category = {
  id: 12,
  parentId: 1,
  code: 'audio',
  name: 'Audio',
  commissionBp: 1550,
  effectiveCommissionBp: 1550,
  active: false,
  position: 2,
  version: 2,
  attributes: [],
};

/** The tree as the service lists it: the department, then its categories in their order. */
export const TREE: Category[] = [ELECTRONICA, TELEVISORES, AUDIO];

/** Three reasons in their order, the last one retired. */
export const REASON_IMAGES: RejectionReason = { code: 'images_quality', text: 'Las imágenes no muestran el producto con claridad.', active: true, position: 1, version: 1 };
export const REASON_DATA: RejectionReason = { code: 'missing_data', text: 'Faltan datos obligatorios de la ficha.', active: true, position: 2, version: 4 };
export const REASON_CATEGORY: RejectionReason = { code: 'wrong_category', text: 'La categoría no corresponde al producto.', active: false, position: 3, version: 2 };
export const REASONS: RejectionReason[] = [REASON_IMAGES, REASON_DATA, REASON_CATEGORY];

/** Two brands, the second retired, on one page. */
export const SAMSUNG: Brand = { id: 5, name: 'Samsung', active: true, version: 1 };
export const SONY: Brand = { id: 6, name: 'Sony', active: false, version: 3 };
export const BRANDS_PAGE: BrandPage = { items: [SAMSUNG, SONY], nextCursor: null };

// The host -----------------------------------------------------------------------------------------

/** Admin: every configuration write, commissions included (the pim operations of its session). */
export const ADMIN_SESSION: ModuleHost['session'] = {
  userId: 1,
  role: 'admin',
  sellerId: null,
  permissions: ['createCatalogBrand', 'createCatalogCategory', 'getProduct', 'listProducts', 'saveCategoryAttributes', 'saveRejectionReason', 'setCategoryCommission', 'updateCatalogBrand', 'updateCatalogCategory'],
};

/** The catalog role: the configuration, but no commission (they are money). */
export const CATALOG_SESSION: ModuleHost['session'] = {
  userId: 7,
  role: 'catalog',
  sellerId: null,
  permissions: ['createCatalogBrand', 'createCatalogCategory', 'getProduct', 'listProducts', 'saveCategoryAttributes', 'saveRejectionReason', 'updateCatalogBrand', 'updateCatalogCategory'],
};

export interface PimRenderOptions {
  /** Who is signed in: 'admin' or 'catalog' (the default), or a session of its own. */
  as?: 'admin' | 'catalog' | ModuleHost['session'];
  path?: string;
  locale?: Locale;
}

/** The pim module's Root at `path` (by default /pim/configuration) with `search` (no '?'), as the shell mounts it. */
export function renderPim(search: string, { as = 'catalog', path = '/pim/configuration', locale = 'es-CL' }: PimRenderOptions = {}) {
  const host: ModuleHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: as === 'admin' ? ADMIN_SESSION : as === 'catalog' ? CATALOG_SESSION : as,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const at = (query: string) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={pimMessages}>
          <pimModule.Root host={host} path={path} search={query} state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(at(search));
  /** The shell drawing the page again after its URL changed (a link, a tab, a step back). */
  const moveTo = (query: string) => view.rerender(at(query));
  return { ...view, host, moveTo };
}

/** Configuración PIM with `search` (`section=reasons`), as the catalog role unless `options.as` says otherwise. */
export const renderPimConfiguration = (search: string, options: Omit<PimRenderOptions, 'path'> = {}) => renderPim(search, options);

/**
 * The page as the shell keeps it: a move to another query of Configuración PIM (a chosen category,
 * an applied search) draws it again with that query, as the shell's router would.
 */
export function followingItsUrl<TView extends ReturnType<typeof renderPim>>(view: TView): TView {
  vi.mocked(view.host.navigate).mockImplementation((to) => {
    const url = new URL(to, TEST_ORIGIN);
    if (url.pathname === '/pim/configuration') queueMicrotask(() => view.moveTo(url.search.slice(1)));
  });
  return view;
}
