/**
 * Model-based tests of the product form (modules/pim at /pim/products/new and
 * /pim/products/12/edit), driving the real page through its composition root and the typed
 * catalogue client against a fake catalogue service (msw, typed from the contract) that holds each
 * request until the path answers it. The editor's chart is walked from both addresses; each step
 * checks what the seller sees in Spanish and the exact body a save sent. Then the form's own chart
 * is walked on a new television: the rules' errors under each value, the focus on the first, and
 * the product sent once it is valid.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { components, paths as CatalogPaths } from '../../openapi/generated/catalog.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import pimEn from '../../modules/pim/i18n/en.ts';
import pimEsCL from '../../modules/pim/i18n/es-CL.ts';
import productFormEn from '../../modules/pim/i18n/productForm.en.ts';
import productFormEsCL from '../../modules/pim/i18n/productForm.es-CL.ts';
import { productEditorMachine, type ProductEditorEvent } from '../../modules/pim/machines/productEditor.machine.ts';
import { newProductValues, productFormMachine, setVarying, type ProductFormFacts, type ProductFormValues } from '../../modules/pim/machines/productForm.ts';
import { createProductFormFlows } from '../../modules/pim/productFormFlows.ts';
import { ProductFormPage } from '../../modules/pim/views/ProductFormPage.tsx';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { answered, HeldQueue, type Failure } from './orders.support.tsx';
import { coveringPaths } from './shell.support.tsx';

type Category = components['schemas']['Category'];
type Attribute = components['schemas']['Attribute'];
type Brand = components['schemas']['Brand'];
type Product = components['schemas']['Product'];
type UploadedImage = components['schemas']['UploadedImage'];
type ProductContent = components['schemas']['ProductContent'];
type Details = { details?: { field: string; message: string }[] };

// The catalogue as the seller finds it ------------------------------------------------------------

const attribute = (code: string, name: string, kind: Attribute['kind'], extra: Partial<Attribute> = {}): Attribute => ({
  code,
  name,
  kind,
  unit: null,
  required: false,
  requiredSince: null,
  allowedValues: [],
  active: true,
  ...extra,
});
const category = (id: number, parentId: number | null, name: string, attributes: Attribute[] = [], active = true): Category => ({
  id,
  parentId,
  code: name.toLowerCase(),
  name,
  commissionBp: parentId === null ? 1200 : null,
  effectiveCommissionBp: 1200,
  active,
  position: id,
  version: 1,
  attributes,
});
const SCREEN_SIZE = attribute('pantalla', 'Tamaño de pantalla', 'number', { unit: 'pulgadas', required: true, requiredSince: '2026-01-01T00:00:00Z' });
const TREE: Category[] = [
  category(1, null, 'Electrónica'),
  category(11, 1, 'Televisores', [
    SCREEN_SIZE,
    attribute('resolucion', 'Resolución', 'list', { allowedValues: ['HD', 'Full HD', '4K'] }),
    attribute('smart', 'Smart TV', 'boolean'),
    attribute('color', 'Color', 'list', { allowedValues: ['Negro', 'Plata'] }),
  ]),
  category(12, 1, 'Monitores', [SCREEN_SIZE, attribute('color', 'Color', 'list', { allowedValues: ['Negro', 'Blanco'] })]),
  // Retired: no new product goes in it.
  category(13, 1, 'Radios', [], false),
  category(2, null, 'Hogar'),
  category(21, 2, 'Colchones'),
];
const BRANDS: Brand[] = [
  { id: 5, name: 'Samsung', active: true, version: 1 },
  { id: 6, name: 'LG', active: true, version: 1 },
  { id: 7, name: 'Marca retirada', active: false, version: 2 },
];
const ACTIVE_BRANDS = BRANDS.slice(0, 2);

const P_TITLE = 'Smart TV 55" 4K Samsung';
const MY_TITLE = 'Smart TV 55" 4K Samsung Crystal';
const THEIR_TITLE = 'Smart TV 55" Samsung (versión de Ana)';
const P_CONTENT: ProductContent = {
  categoryId: 11,
  title: P_TITLE,
  description: 'Panel LED',
  brandId: 5,
  price: 329990,
  offer: null,
  attributes: { pantalla: 55, resolucion: '4K', smart: true },
  variants: [
    { sku: 'TV55-NEGRO', attributes: { color: 'Negro' } },
    { sku: 'TV55-PLATA', attributes: { color: 'Plata' } },
  ],
  images: ['K0'],
};
const P: Product = {
  id: 12,
  sellerId: 101,
  sellerName: 'Tienda Andes SpA',
  status: 'draft',
  revision: 1,
  content: P_CONTENT,
  published: null,
  publishedAt: null,
  onSale: false,
  submittedAt: null,
  rejection: null,
  missingRequired: [],
  version: 3,
  createdAt: '2026-11-20T12:00:00Z',
  updatedAt: '2026-11-20T12:00:00Z',
};
const THEIRS: Product = { ...P, content: { ...P_CONTENT, title: THEIR_TITLE }, version: 4, updatedAt: '2026-11-28T12:00:00Z' };
const CREATED: Product = { ...P, id: 31, version: 1 };

/** The edited product's values as the form holds them, with my title. */
const TYPED_EDIT: ProductFormValues = {
  title: MY_TITLE,
  description: 'Panel LED',
  brandId: '5',
  price: '329990',
  offerOn: false,
  offerPrice: '',
  offerFrom: '',
  offerTo: '',
  attributes: { pantalla: '55', resolucion: '4K', smart: 'yes' },
  varying: ['color'],
  variants: [
    { key: 'v1', sku: 'TV55-NEGRO', values: { color: 'Negro' } },
    { key: 'v2', sku: 'TV55-PLATA', values: { color: 'Plata' } },
  ],
  refusedValues: {},
};
const NEW_TITLE = 'Smart TV 50" Full HD LG';
const TYPED_NEW: ProductFormValues = { ...newProductValues(), title: NEW_TITLE, price: '249.990', variants: [{ key: 'v1', sku: 'TV50-LG', values: {} }] };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'No product' });
const conflict = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Changed' });
const inReview = new ApiError({ statusCode: 409, code: 'PRODUCT_UNDER_REVIEW', message: 'In review' });
const skuTaken = new ApiError({ statusCode: 409, code: 'SKU_TAKEN', message: 'Taken', details: [{ field: 'body.variants.1.sku', message: 'SKU_TAKEN' }] });

// The fake catalogue service ----------------------------------------------------------------------

type ProductAnswer = { product: Product } | (Failure<400 | 404 | 409 | 503> & Details);
const catalogHttp = createOpenApiHttp<CatalogPaths>({ baseUrl: TEST_ORIGIN });
const errorBody = ({ fail, code, details }: Failure<number> & Details) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });

function fakeCatalogServer() {
  const tree = new HeldQueue<{ tree: Category[] } | Failure<503>, null>();
  const brands = new HeldQueue<{ items: Brand[] } | Failure<503>, [string, string][]>();
  const read = new HeldQueue<ProductAnswer, number>();
  const create = new HeldQueue<ProductAnswer, unknown>();
  const update = new HeldQueue<ProductAnswer, { productId: number; body: unknown }>();
  /** One queue per file name: two uploads run at once, in no set order. */
  const images = new Map<string, HeldQueue<{ image: UploadedImage } | (Failure<400 | 503> & Details), string>>();
  const imageQueue = (fileName: string) => {
    if (!images.has(fileName)) images.set(fileName, new HeldQueue());
    return images.get(fileName)!;
  };
  // Each operation answers only the statuses its contract declares (typed by openapi-msw): a failure
  // the contract has no answer for is the test's own mistake.
  const unanswerable = (operation: string, status: number) => new Error(`${operation} has no ${status} answer in the contract`);
  mockServer.use(
    catalogHttp.get('/v1/catalog/categories', async ({ request, response }) => {
      const answer = await tree.next(request.signal, null);
      return 'tree' in answer ? response(200).json({ items: answer.tree }) : response(503).json(errorBody(answer));
    }),
    catalogHttp.get('/v1/catalog/brands', async ({ request, response }) => {
      const answer = await brands.next(request.signal, [...new URL(request.url).searchParams]);
      return 'items' in answer ? response(200).json({ items: answer.items, nextCursor: null }) : response(503).json(errorBody(answer));
    }),
    catalogHttp.get('/v1/catalog/products/{productId}', async ({ request, params, response }) => {
      const answer = await read.next(request.signal, Number(params.productId));
      if ('product' in answer) return response(200).json(answer.product);
      if (answer.fail === 400 || answer.fail === 404 || answer.fail === 503) return response(answer.fail).json(errorBody(answer));
      throw unanswerable('getProduct', answer.fail);
    }),
    catalogHttp.post('/v1/catalog/products', async ({ request, response }) => {
      const answer = await create.next(request.signal, await request.json());
      if ('product' in answer) return response(201).json(answer.product);
      if (answer.fail === 400 || answer.fail === 409 || answer.fail === 503) return response(answer.fail).json(errorBody(answer));
      throw unanswerable('createProduct', answer.fail);
    }),
    catalogHttp.put('/v1/catalog/products/{productId}', async ({ request, params, response }) => {
      const answer = await update.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('product' in answer) return response(200).json(answer.product);
      return response(answer.fail).json(errorBody(answer));
    }),
    catalogHttp.post('/v1/catalog/images', async ({ request, response }) => {
      const body = await request.json();
      const answer = await imageQueue(body.fileName).next(request.signal, body.contentBase64);
      if ('image' in answer) return response(201).json(answer.image);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { tree, brands, read, create, update, imageQueue };
}
type CatalogServer = ReturnType<typeof fakeCatalogServer>;

const messages = { 'es-CL': { ...pimEsCL, ...productFormEsCL }, en: { ...pimEn, ...productFormEn } };

function renderProductForm(productId: number | null) {
  const host = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: { userId: 9, role: 'seller', sellerId: 101, permissions: [] },
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  } satisfies ModuleHost;
  const view = render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <main>
        <ModuleMessages messages={messages}>
          <ProductFormPage flows={createProductFormFlows(host)} productId={productId} host={host} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
  return { ...view, host };
}

/** Answers what the page reads before its form: the tree, the brands (every active one, 100 a page) and the product edited. */
async function answerLoad(server: CatalogServer, productId: number | null, product: Product | Failure<404> | null) {
  await waitFor(() => expect(server.tree.pending + server.brands.pending + server.read.pending).toBe(productId === null ? 2 : 3));
  expect(server.brands.received.at(-1)).toEqual([['limit', '100']]);
  server.tree.answer({ tree: TREE });
  server.brands.answer({ items: BRANDS });
  if (productId !== null) {
    expect(server.read.received.at(-1)).toBe(productId);
    server.read.answer(product && 'fail' in product ? product : { product: product! });
  }
}

/** Every check of axe is run once per screen kind: it takes a second each time. */
const axed = new Set<string>();
async function expectAccessible(kind: string, container: HTMLElement) {
  if (axed.has(kind)) return;
  axed.add(kind);
  expect(await axeViolations(container)).toEqual([]);
}

const fieldOf = (input: HTMLElement) => input.closest('[data-scope="field"][data-part="root"]') as HTMLElement;
const theForm = () => screen.getByRole('form', { name: 'Datos del producto' });
const variant = (position: number) => within(theForm()).getByRole('listitem', { name: `Variante ${position}` });
const paste = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

// The editor's chart -------------------------------------------------------------------------------

/** The seller's files: a good photo of the front, and one too small (the server says so). */
const FRONT = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'tele-frente.jpg', { type: 'image/jpeg' });
const SMALL = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tele-chica.png', { type: 'image/png' });

const editorFixtures = {
  retry: { type: 'editor.retry' },
  edit: { type: 'editor.edit' },
  filter: { type: 'category.filter', text: 'moni' },
  chooseTv: { type: 'category.choose', categoryId: 11 },
  chooseMonitors: { type: 'category.choose', categoryId: 12 },
  change: { type: 'category.change' },
  confirm: { type: 'category.confirm' },
  cancel: { type: 'category.cancel' },
  reapply: { type: 'conflict.reapply' },
  takeTheirs: { type: 'conflict.takeTheirs' },
  typedNew: { type: 'product.changed', values: TYPED_NEW, touched: {} },
  typedEdit: { type: 'product.changed', values: TYPED_EDIT, touched: {} },
  loadedNew: { type: 'xstate.done.actor.0.productEditor.loading', output: { tree: TREE, brands: ACTIVE_BRANDS, product: null } },
  loadedEdit: { type: 'xstate.done.actor.0.productEditor.loading', output: { tree: TREE, brands: ACTIVE_BRANDS, product: P } },
  loadedInReview: { type: 'xstate.done.actor.0.productEditor.loading', output: { tree: TREE, brands: ACTIVE_BRANDS, product: { ...P, status: 'pending' } } },
  loadFailed: { type: 'xstate.error.actor.0.productEditor.loading', error: unavailable },
  missing: { type: 'xstate.error.actor.0.productEditor.loading', error: notFound },
  submittedNew: { type: 'xstate.done.actor.productForm', output: TYPED_NEW },
  submittedEdit: { type: 'xstate.done.actor.productForm', output: TYPED_EDIT },
  saved: { type: 'xstate.done.actor.0.productEditor.saving', output: P },
  saveConflict: { type: 'xstate.error.actor.0.productEditor.saving', error: conflict },
  saveInReview: { type: 'xstate.error.actor.0.productEditor.saving', error: inReview },
  saveNotFound: { type: 'xstate.error.actor.0.productEditor.saving', error: notFound },
  saveRefused: { type: 'xstate.error.actor.0.productEditor.saving', error: skuTaken },
  saveFailed: { type: 'xstate.error.actor.0.productEditor.saving', error: unavailable },
  theirsLoaded: { type: 'xstate.done.actor.0.productEditor.conflict.reloading', output: THEIRS },
  theirsInReview: { type: 'xstate.done.actor.0.productEditor.conflict.reloading', output: { ...THEIRS, status: 'pending' } },
  theirsFailed: { type: 'xstate.error.actor.0.productEditor.conflict.reloading', error: unavailable },
  addImages: { type: 'images.add', files: [FRONT, SMALL] },
  imageUploaded: { type: 'image.uploaded', uploadId: 'upload-1', key: 'K1' },
  imageRefused: { type: 'image.refused', uploadId: 'upload-2', code: 'IMAGE_TOO_SMALL' },
  dismiss: { type: 'image.dismiss', uploadId: 'upload-2' },
  moveEarlier: { type: 'image.move', key: 'K1', by: -1 },
  removeImage: { type: 'image.remove', key: 'K0' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type EditorFixture = keyof typeof editorFixtures;
const editorNames = eventNames(editorFixtures);
type Unfixtured = Exclude<ProductEditorEvent['type'], (typeof editorFixtures)[EditorFixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type EditorSnapshot = SnapshotFrom<typeof productEditorMachine>;

/** Only a product that exists is edited, conflicts or is in review; only a new one is created. */
const EDIT_ONLY: readonly EditorFixture[] = [
  'loadedEdit',
  'loadedInReview',
  'missing',
  'typedEdit',
  'submittedEdit',
  'saveConflict',
  'saveInReview',
  'saveNotFound',
  'confirm',
  'chooseMonitors',
  'addImages',
  'imageUploaded',
  'imageRefused',
  'dismiss',
  'moveEarlier',
  'removeImage',
];
const NEW_ONLY: readonly EditorFixture[] = ['loadedNew', 'typedNew', 'submittedNew'];

function editorOffered(editing: boolean) {
  return (snapshot: EditorSnapshot, event: EventObject): boolean => {
    const name = editorNames.get(event);
    if ((editing ? NEW_ONLY : EDIT_ONLY).includes(name)) return false;
    const { draft, categoryId, categoryFilter, product, images, uploads, uploadCount } = snapshot.context;
    const upload = (id: string) => uploads.find((one) => one.id === id)?.status;
    // Two files picked once, on the product as read; each image edit once, in a seller's order.
    if (name === 'addImages') return uploadCount === 0 && draft === null && product?.version === 3;
    if (name === 'imageUploaded') return upload('upload-1') === 'uploading';
    if (name === 'imageRefused') return upload('upload-2') === 'uploading';
    if (name === 'dismiss') return upload('upload-2') === 'refused';
    if (name === 'moveEarlier') return images.join() === 'K0,K1';
    if (name === 'removeImage') return images.join() === 'K1,K0';
    // Typing once per form, and a press once something was typed (and every upload has ended).
    if (name === 'typedNew' || name === 'typedEdit') return draft === null;
    if (name === 'submittedNew' || name === 'submittedEdit') return draft !== null && upload('upload-1') !== 'uploading' && upload('upload-2') !== 'uploading';
    // The television is among the buttons while the list is not narrowed to monitors.
    if (name === 'chooseTv') return categoryFilter === '';
    // One change of category per walk, from the untouched television.
    if (name === 'change') return categoryId === 11 && draft === null;
    // A conflict on the version first read only.
    if (name === 'saveConflict') return product?.version === 3;
    return true;
  };
}

const editorPathsOf = (productId: number | null) =>
  coveringPaths<EditorSnapshot, EventObject, { productId: number | null }>(productEditorMachine, {
    input: { productId },
    events: Object.values(editorFixtures),
    describe: (snapshot) => [
      snapshot.value,
      snapshot.context.categoryId,
      snapshot.context.pendingCategoryId,
      snapshot.context.categoryFilter,
      snapshot.context.draft !== null,
      snapshot.context.product?.version ?? null,
      snapshot.context.problem,
      snapshot.context.images,
      snapshot.context.uploads,
    ],
    eventKey: (event) => JSON.stringify(event),
    filter: editorOffered(productId !== null),
    chained: true,
  });
const newPaths = editorPathsOf(null);
const editPaths = editorPathsOf(12);

interface EditorWorld {
  user: UserEvent;
  server: CatalogServer;
  view: ReturnType<typeof renderProductForm>;
  productId: number | null;
  /** The category the form is in. */
  categoryId: number;
  /** The title typed, once typed. */
  typed: boolean;
  /** The product the form started from (theirs after "Descartar mis cambios"). */
  base: Product | null;
  /** The version the next save is based on. */
  version: number;
  /** The SKU the server refused is shown under its field, not yet typed again. */
  refusalShown: boolean;
  /** The refused SKU was typed again. */
  skuRetyped: boolean;
  /** The product's images' keys as the page should show them. */
  images: string[];
}

/** The content a save sends, as the seller left the form: written out, never read from the chart. */
function expectedContent(world: EditorWorld): ProductContent {
  if (world.productId === null) {
    return {
      categoryId: 11,
      title: NEW_TITLE,
      description: '',
      brandId: null,
      price: 249990,
      offer: null,
      attributes: {},
      variants: [{ sku: world.skuRetyped ? 'TV50-LG-2' : 'TV50-LG', attributes: {} }],
      images: world.images,
    };
  }
  const secondSku = world.skuRetyped ? 'TV55-PLATA-2' : 'TV55-PLATA';
  const title = world.typed ? MY_TITLE : (world.base ?? P).content.title;
  if (world.categoryId === 12) {
    // Monitors keep the screen size and the black colour; the resolution, the smart TV and silver are gone.
    return {
      ...P_CONTENT,
      categoryId: 12,
      title,
      attributes: { pantalla: 55 },
      variants: [
        { sku: 'TV55-NEGRO', attributes: { color: 'Negro' } },
        { sku: secondSku, attributes: {} },
      ],
      images: world.images,
    };
  }
  return { ...P_CONTENT, title, variants: [P_CONTENT.variants[0]!, { sku: secondSku, attributes: { color: 'Plata' } }], images: world.images };
}

async function expectSent(world: EditorWorld) {
  const content = expectedContent(world);
  if (world.productId === null) {
    await waitFor(() => expect(world.server.create.pending).toBe(1));
    expect(world.server.create.received.at(-1)).toEqual(content);
  } else {
    await waitFor(() => expect(world.server.update.pending).toBe(1));
    expect(world.server.update.received.at(-1)).toEqual({ productId: 12, body: { content, version: world.version } });
  }
}

/** Answers the save waiting at the server. */
function answerSave(world: EditorWorld, answer: ProductAnswer) {
  (world.productId === null ? world.server.create : world.server.update).answer(answer);
}

const editorSimulate: Record<EditorFixture, (world: EditorWorld) => Promise<unknown>> = {
  retry: async ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  edit: ({ user }) => user.click(screen.getByRole('button', { name: 'Seguir editando' })),
  filter: async () => paste(screen.getByRole('searchbox', { name: 'Buscar categoría' }), 'moni'),
  chooseTv: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Televisores' }));
    world.categoryId = 11;
  },
  chooseMonitors: ({ user }) => user.click(screen.getByRole('button', { name: 'Monitores' })),
  change: ({ user }) => user.click(screen.getByRole('button', { name: 'Cambiar categoría' })),
  confirm: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Cambiar a Monitores' }));
    world.categoryId = 12;
  },
  cancel: ({ user }) => user.click(screen.getByRole('button', { name: screen.queryByRole('button', { name: 'Elegir otra categoría' }) ? 'Elegir otra categoría' : 'Volver al formulario' })),
  reapply: ({ user }) => user.click(screen.getByRole('button', { name: 'Aplicar mis cambios sobre lo guardado' })),
  takeTheirs: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Descartar mis cambios' }));
    Object.assign(world, { base: THEIRS, typed: false, skuRetyped: false, refusalShown: false, categoryId: THEIRS.content.categoryId, images: [...THEIRS.content.images] });
  },
  typedNew: async (world) => {
    paste(within(theForm()).getByRole('textbox', { name: 'Título' }), NEW_TITLE);
    paste(within(theForm()).getByRole('textbox', { name: 'Precio (CLP)' }), '249.990');
    paste(within(variant(1)).getByRole('textbox', { name: 'SKU' }), 'TV50-LG');
    world.typed = true;
  },
  typedEdit: async (world) => {
    paste(within(theForm()).getByRole('textbox', { name: 'Título' }), MY_TITLE);
    world.typed = true;
  },
  submittedNew: (world) => press(world),
  submittedEdit: (world) => press(world),
  saved: async (world) => answerSave(world, { product: world.productId === null ? CREATED : { ...P, version: world.version + 1 } }),
  saveConflict: async (world) => answerSave(world, { fail: 409, code: 'VERSION_CONFLICT' }),
  saveInReview: async (world) => answerSave(world, { fail: 409, code: 'PRODUCT_UNDER_REVIEW' }),
  saveNotFound: async (world) => answerSave(world, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
  saveRefused: async (world) => {
    // The server names the variant by its place: the second of the edited product, the only one of a new one.
    const field = world.productId === null ? 'body.variants.0.sku' : 'body.variants.1.sku';
    answerSave(world, { fail: 409, code: 'SKU_TAKEN', details: [{ field, message: 'SKU_TAKEN' }] });
    Object.assign(world, { refusalShown: true, skuRetyped: false });
  },
  saveFailed: async (world) => answerSave(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  theirsLoaded: async (world) => {
    await answered(world.server.read, 12, { product: THEIRS });
    world.version = 4;
  },
  theirsInReview: (world) => answered(world.server.read, 12, { product: { ...THEIRS, status: 'pending' } }),
  theirsFailed: (world) => answered(world.server.read, 12, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  addImages: ({ user }) => user.upload(screen.getByLabelText('Agregar imágenes'), [FRONT, SMALL]),
  imageUploaded: async (world) => {
    // The file's bytes, in base64.
    await answered(world.server.imageQueue('tele-frente.jpg'), '/9j/4AECAw==', {
      image: { id: 'K1', width: 1200, height: 900, thumbUrl: '/v1/catalog/images/K1/thumb', fullUrl: '/v1/catalog/images/K1/full' },
    });
    world.images = [...world.images, 'K1'];
  },
  imageRefused: (world) => answered(world.server.imageQueue('tele-chica.png'), 'iVBORw==', { fail: 400, code: 'IMAGE_TOO_SMALL' }),
  dismiss: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar el aviso de tele-chica.png' })),
  moveEarlier: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Mover la imagen 2 antes' }));
    world.images = ['K1', 'K0'];
  },
  removeImage: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Quitar la imagen 2' }));
    world.images = ['K1'];
  },
  loadedNew: (world) => answerLoad(world.server, null, null),
  loadedEdit: (world) => answerLoad(world.server, 12, P),
  loadedInReview: (world) => answerLoad(world.server, 12, { ...P, status: 'pending' }),
  loadFailed: async ({ server, productId }) => {
    await waitFor(() => expect(server.tree.pending + server.brands.pending + server.read.pending).toBe(productId === null ? 2 : 3));
    server.tree.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    server.brands.answer({ items: BRANDS });
    if (productId !== null) server.read.answer({ product: P });
  },
  missing: ({ server }) => answerLoad(server, 12, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
};

/** "Guardar producto", after typing again the SKU the server refused (the form sends nothing while it shows). */
async function press(world: EditorWorld) {
  if (world.refusalShown) {
    const sku = within(variant(world.productId === null ? 1 : 2)).getByRole('textbox', { name: 'SKU' });
    paste(sku, world.productId === null ? 'TV50-LG-2' : 'TV55-PLATA-2');
    Object.assign(world, { refusalShown: false, skuRetyped: true });
  }
  await world.user.click(within(theForm()).getByRole('button', { name: 'Guardar producto' }));
  await expectSent(world);
}

const CHOICES = ['Televisores', 'Monitores', 'Colchones'];

/** The images in order, the first the cover, and each upload on its way or refused, in Spanish. */
async function expectImages(snapshot: EditorSnapshot, world: EditorWorld) {
  const area = screen.getByRole('region', { name: 'Imágenes' });
  await waitFor(() => expect(within(area).queryAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(world.images.map((key) => `/v1/catalog/images/${key}/thumb`)));
  expect(within(area).queryAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(world.images.map((_, index) => `Imagen ${index + 1}`));
  if (world.images.length > 0) expect(within(area).getByRole('listitem', { name: 'Imagen 1' })).toHaveTextContent('Portada');
  expect(within(area).queryAllByText('Portada')).toHaveLength(world.images.length > 0 ? 1 : 0);
  const upload = (id: string) => snapshot.context.uploads.find((one) => one.id === id)?.status;
  if (upload('upload-1') === 'uploading') expect(within(area).getByText('Subiendo tele-frente.jpg…')).toBeVisible();
  if (upload('upload-2') === 'uploading') expect(within(area).getByText('Subiendo tele-chica.png…')).toBeVisible();
  if (upload('upload-2') === 'refused') await waitFor(() => expect(within(area).getByRole('alert')).toHaveTextContent('No se subió tele-chica.png: mide menos de 500 × 500 píxeles.'));
  else expect(within(area).queryByRole('alert')).toBeNull();
}

async function expectEditorScreen(state: AnyMachineSnapshot, world: EditorWorld) {
  const snapshot = state as EditorSnapshot;
  const { container, host } = world.view;
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Productos' })).toHaveAttribute('href', '/pim');
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: world.productId === null ? 'Nuevo producto' : 'Editar producto' })).toBeVisible();
  if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Preparando el formulario…'));
  if (snapshot.matches('loadFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos preparar el formulario.'));
  if (snapshot.matches('underReview')) {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Este producto está en revisión: podrás editarlo cuando se apruebe o se rechace.'));
    expect(screen.getByRole('link', { name: 'Volver al producto' })).toHaveAttribute('href', '/pim/products/12');
    expect(screen.queryByRole('form')).toBeNull();
    return;
  }
  if (snapshot.matches('choosingCategory')) {
    const section = await screen.findByRole('region', { name: 'Elige la categoría' });
    const narrowed = snapshot.context.categoryFilter === 'moni';
    // Only offered categories, under their departments; never a department, never a retired one.
    await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(narrowed ? ['Electrónica'] : ['Electrónica', 'Hogar']));
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(narrowed ? ['Monitores'] : CHOICES);
    expect(within(section).getByRole('status')).toHaveTextContent(narrowed ? '1 categoría' : '3 categorías');
    expect(within(section).queryByRole('button', { name: 'Volver al formulario' }) !== null).toBe(snapshot.context.categoryId !== null);
    expect(screen.queryByRole('form')).toBeNull();
    await expectAccessible('chooser', container);
    return;
  }
  if (snapshot.matches('confirmingCategory')) {
    expect(await screen.findByRole('heading', { level: 2, name: '¿Cambiar a Monitores?' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Monitores no tiene todos los atributos a los que diste valores: esos valores se perderán. Lo demás se mantiene.');
    return;
  }
  if (snapshot.matches('saving')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando el producto…'));
  if (snapshot.matches('saveFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar el producto.'));
  if (snapshot.matches({ conflict: 'reloading' })) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alguien guardó este producto antes que tú. No se guardó nada; estamos leyendo cómo quedó…'));
  if (snapshot.matches({ conflict: 'shown' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien guardó este producto antes que tú. No se guardó nada: así quedó.'));
    const sku = world.skuRetyped ? 'TV55-PLATA-2' : 'TV55-PLATA';
    expect(screen.getByRole('region', { name: 'Cómo quedó' })).toHaveTextContent(`Título${THEIR_TITLE}Precio (CLP)$329.990SKUTV55-NEGRO, TV55-PLATA`);
    expect(screen.getByRole('region', { name: 'Lo que escribiste' })).toHaveTextContent(`Título${MY_TITLE}Precio (CLP)$329.990SKUTV55-NEGRO, ${sku}`);
    await expectAccessible('conflict', container);
    return;
  }
  if (snapshot.matches('saved')) {
    await waitFor(() => expect(host.navigate.mock.calls).toEqual([[world.productId === null ? '/pim/products/31' : '/pim/products/12']]));
    expect(host.flash.mock.calls).toEqual([[{ type: 'success', messageId: 'pim.productForm.flash.saved' }]]);
    expect(productFormEsCL['pim.productForm.flash.saved']).toBe('Producto guardado');
    return;
  }
  // Editing: the form of the category, with what was typed.
  const form = await screen.findByRole('form', { name: 'Datos del producto' });
  const title = world.typed ? (world.productId === null ? NEW_TITLE : MY_TITLE) : world.productId === null ? '' : (world.base ?? P).content.title;
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue(title));
  expect(within(form).getByText('Categoría:').parentElement).toHaveTextContent(`Categoría: ${world.categoryId === 11 ? 'Televisores' : 'Monitores'}`);
  if (world.productId !== null) {
    expect(within(form).getByRole('combobox', { name: 'Marca' })).toHaveValue('5');
    expect(within(variant(1)).getByRole('textbox', { name: 'SKU' })).toHaveValue('TV55-NEGRO');
  }
  await expectImages(snapshot, world);
  const refusedSku = within(variant(world.productId === null ? 1 : 2)).getByRole('textbox', { name: 'SKU' });
  if (snapshot.matches({ editing: 'refused' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se guardó nada: revisa los valores marcados.'));
    // The focus goes to the value refused while it still shows its refusal.
    if (world.refusalShown) await waitFor(() => expect(refusedSku).toHaveFocus());
  }
  if (world.refusalShown) {
    // The refusal sits under the SKU of the variant the server named, tied to its input.
    expect(fieldOf(refusedSku)).toHaveTextContent('Ya usas este SKU en otro de tus productos');
    expect(refusedSku).toHaveAccessibleDescription('Ya usas este SKU en otro de tus productos');
  } else expect(fieldOf(refusedSku)).not.toHaveTextContent('Ya usas este SKU');
}

describe.each([
  ['/pim/products/new', null, newPaths],
  ['/pim/products/12/edit', 12, editPaths],
] as const)('the product editor at %s, driven through its page', (_address, productId, paths) => {
  for (const path of paths) {
    it(describeFixturePath(path, editorNames.get), async () => {
      const server = fakeCatalogServer();
      const view = renderProductForm(productId);
      const world: EditorWorld = { user: userEvent.setup({ delay: null }), server, view, productId, categoryId: 11, typed: false, base: productId === null ? null : P, version: 3, refusalShown: false, skuRetyped: false, images: productId === null ? [] : ['K0'] };
      for (const step of path.steps) {
        if (!isStart(step.event)) await editorSimulate[editorNames.get(step.event)](world);
        await expectEditorScreen(step.state, world);
      }
    });
  }
});

describe('the product editor chart', () => {
  it('is covered whole by the walks from both addresses', () => {
    expectFullCoverage(combineCoverage([measureCoverage(productEditorMachine, newPaths), measureCoverage(productEditorMachine, editPaths)]));
  });
});

// The form's own chart, on a new television ---------------------------------------------------------

const TV = TREE[1]!;
const FACTS: ProductFormFacts = { category: TV, brands: ACTIVE_BRANDS };
const S0 = newProductValues();
const S1: ProductFormValues = { ...S0, title: NEW_TITLE, price: '249.990', variants: [{ key: 'v1', sku: 'TV50-LG', values: {} }] };
const S2: ProductFormValues = { ...S1, offerOn: true, offerPrice: '349.990', offerFrom: '2026-12-01', offerTo: '2026-11-30' };
const S3: ProductFormValues = { ...S2, offerPrice: '199.990', offerTo: '2026-12-31' };
const S4: ProductFormValues = { ...S3, attributes: { pantalla: '50 pulgadas' } };
const S5: ProductFormValues = { ...S4, attributes: { pantalla: '50' } };
const S6: ProductFormValues = { ...S5, ...setVarying(S5, 'color', true, ['pantalla', 'resolucion', 'smart', 'color']) };
const S7: ProductFormValues = { ...S6, variants: [...S6.variants, { key: 'v2', sku: '', values: { color: '' } }] };
const S8: ProductFormValues = { ...S7, variants: [S7.variants[0]!, { key: 'v2', sku: 'TV50-LG', values: { color: 'Plata' } }] };
const S9: ProductFormValues = { ...S8, variants: [S8.variants[0]!, { key: 'v2', sku: 'TV50-LG-PLATA', values: { color: 'Plata' } }] };
const STAGES = [S0, S1, S2, S3, S4, S5, S6, S7, S8, S9];
const changeTo = (to: ProductFormValues, from: ProductFormValues) =>
  Object.fromEntries(Object.entries(to).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(from[key as keyof ProductFormValues]))) as Partial<ProductFormValues>;

const formFixtures = {
  fill: { type: 'form.change', values: changeTo(S1, S0) },
  wrongOffer: { type: 'form.change', values: changeTo(S2, S1) },
  fixOffer: { type: 'form.change', values: changeTo(S3, S2) },
  wrongSize: { type: 'form.change', values: changeTo(S4, S3) },
  fixSize: { type: 'form.change', values: changeTo(S5, S4) },
  colourVaries: { type: 'form.change', values: changeTo(S6, S5) },
  addVariant: { type: 'form.change', values: changeTo(S7, S6) },
  sameSku: { type: 'form.change', values: changeTo(S8, S7) },
  ownSku: { type: 'form.change', values: changeTo(S9, S8) },
  leaveTitle: { type: 'form.blur', field: 'title' },
  // One press per stage it is made at (the form reads only its type): each is a step of its own.
  pressEmpty: { type: 'form.attempt', at: 0 },
  pressWrongOffer: { type: 'form.attempt', at: 2 },
  pressWrongSize: { type: 'form.attempt', at: 4 },
  pressNoSku: { type: 'form.attempt', at: 7 },
  pressSameSku: { type: 'form.attempt', at: 8 },
  pressDone: { type: 'form.attempt', at: 9 },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof productFormMachine>;
const STEPS: readonly FormFixture[] = ['fill', 'wrongOffer', 'fixOffer', 'wrongSize', 'fixSize', 'colourVaries', 'addVariant', 'sameSku', 'ownSku'];
const stageOf = (values: ProductFormValues) => STAGES.findIndex((stage) => JSON.stringify(stage) === JSON.stringify(values));

/** The edits in the order a seller makes them; a press only where it is refused, and on the finished product. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const name = formNames.get(event);
  const stage = stageOf(snapshot.context.values);
  if (name === 'leaveTitle') return snapshot.context.touched.title !== true;
  if ('at' in event) return event.at === stage;
  return STEPS.indexOf(name) === stage;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: ProductFormValues; facts: ProductFormFacts }>(productFormMachine, {
  input: { values: S0, facts: FACTS },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, stageOf(snapshot.context.values), snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
  chained: true,
});

const input = (label: string, within_: HTMLElement = theForm()) => within(within_).getByRole('textbox', { name: label });
const SIZE = 'Tamaño de pantalla (pulgadas)';

const pressSave = (user: UserEvent) => user.click(within(theForm()).getByRole('button', { name: 'Guardar producto' }));

const formSimulate: Record<FormFixture, (user: UserEvent) => Promise<unknown>> = {
  fill: async () => {
    paste(input('Título'), NEW_TITLE);
    paste(input('Precio (CLP)'), '249.990');
    paste(input('SKU', variant(1)), 'TV50-LG');
  },
  wrongOffer: async (user) => {
    await user.click(within(theForm()).getByRole('checkbox', { name: 'Tiene precio de oferta' }));
    paste(input('Precio de oferta (CLP)'), '349.990');
    paste(within(theForm()).getByLabelText('Oferta desde'), '2026-12-01');
    paste(within(theForm()).getByLabelText('Oferta hasta'), '2026-11-30');
  },
  fixOffer: async () => {
    paste(input('Precio de oferta (CLP)'), '199.990');
    paste(within(theForm()).getByLabelText('Oferta hasta'), '2026-12-31');
  },
  wrongSize: async () => paste(input(SIZE), '50 pulgadas'),
  fixSize: async () => paste(input(SIZE), '50'),
  colourVaries: (user) => user.click(within(theForm()).getByRole('checkbox', { name: 'Color varía según la variante' })),
  addVariant: (user) => user.click(within(theForm()).getByRole('button', { name: 'Agregar variante' })),
  sameSku: async (user) => {
    paste(input('SKU', variant(2)), 'TV50-LG');
    await user.selectOptions(within(variant(2)).getByRole('combobox', { name: 'Color' }), 'Plata');
  },
  ownSku: async () => paste(input('SKU', variant(2)), 'TV50-LG-PLATA'),
  leaveTitle: async (user) => {
    await user.click(input('Título'));
    await user.tab();
  },
  pressEmpty: (user) => pressSave(user),
  pressWrongOffer: (user) => pressSave(user),
  pressWrongSize: (user) => pressSave(user),
  pressNoSku: (user) => pressSave(user),
  pressSameSku: (user) => pressSave(user),
  pressDone: (user) => pressSave(user),
};

/** The errors a seller reads under each value, by stage, once shown (after leaving the field or a press). */
function expectedErrors(stage: number): Record<string, string> {
  if (stage === 0) return { Título: 'Este campo es obligatorio', 'Precio (CLP)': 'Escribe un monto en pesos, sin decimales (por ejemplo 12.990)', SKU1: 'Escribe el SKU con letras, números, puntos, guiones o guiones bajos, sin espacios' };
  if (stage === 2) return { 'Precio de oferta (CLP)': 'La oferta debe ser menor que el precio', 'Oferta hasta': 'La oferta no puede terminar antes de empezar' };
  if (stage === 4) return { [SIZE]: 'Escribe un número (por ejemplo 15,6)' };
  if (stage === 7) return { SKU2: 'Escribe el SKU con letras, números, puntos, guiones o guiones bajos, sin espacios' };
  if (stage === 8) return { SKU2: 'Otra variante de este producto ya usa este SKU' };
  return {};
}
/** Where the focus goes on a refused press: the first value in error. */
const FIRST_INVALID: Record<number, string> = { 0: 'Título', 2: 'Precio de oferta (CLP)', 4: SIZE, 7: 'SKU2', 8: 'SKU2' };

const fieldNamed = (name: string): HTMLElement => {
  if (name === 'SKU1') return input('SKU', variant(1));
  if (name === 'SKU2') return input('SKU', variant(2));
  return within(theForm()).getByLabelText(name);
};

async function expectFormScreen(snapshot: FormSnapshot, event: FormFixture | null, server: CatalogServer, view: ReturnType<typeof renderProductForm>) {
  if (snapshot.matches('submitted')) {
    // Prices in whole pesos, the number as a number, the colour only where it varies, nothing unset sent.
    await waitFor(() => expect(server.create.pending).toBe(1));
    expect(server.create.received).toEqual([
      {
        categoryId: 11,
        title: NEW_TITLE,
        description: '',
        brandId: null,
        price: 249990,
        offer: { price: 199990, from: '2026-12-01', to: '2026-12-31' },
        attributes: { pantalla: 50 },
        variants: [
          { sku: 'TV50-LG', attributes: {} },
          { sku: 'TV50-LG-PLATA', attributes: { color: 'Plata' } },
        ],
        images: [],
      },
    ]);
    return;
  }
  const stage = stageOf(snapshot.context.values);
  await waitFor(() => expect(input('Título')).toHaveValue(STAGES[stage]!.title));
  expect(input('Precio (CLP)')).toHaveValue(STAGES[stage]!.price);
  if (stage >= 1) expect(fieldOf(input('Precio (CLP)'))).toHaveTextContent('Se verá como $249.990.');
  expect(within(theForm()).getAllByRole('listitem', { name: /^Variante/ })).toHaveLength(stage >= 7 ? 2 : 1);
  // A required attribute says it is needed to send the product to review.
  expect(fieldOf(input(SIZE))).toHaveTextContent('Requerido para enviar a revisión');
  // A press shows every error; before it, only the title's once left.
  const revealed = snapshot.context.touched.attributes === true;
  const shown = revealed ? expectedErrors(stage) : snapshot.context.touched.title && stage === 0 ? { Título: 'Este campo es obligatorio' } : {};
  for (const [name, text] of Object.entries(shown)) {
    const field = fieldNamed(name);
    await waitFor(() => expect(fieldOf(field)).toHaveTextContent(text));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
  }
  await waitFor(() => expect(theForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(shown).length));
  // A refused press moves the focus to the first value in error.
  if (event?.startsWith('press') && FIRST_INVALID[stage]) await waitFor(() => expect(fieldNamed(FIRST_INVALID[stage]!)).toHaveFocus());
  if (revealed && stage === 2) await expectAccessible('form with errors', view.container);
  expect(server.create.received).toEqual([]);
}

describe('the product form on /pim/products/new, in Televisores', () => {
  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeCatalogServer();
      const view = renderProductForm(null);
      const user = userEvent.setup({ delay: null });
      await answerLoad(server, null, null);
      await user.click(await screen.findByRole('button', { name: 'Televisores' }));
      await screen.findByRole('form', { name: 'Datos del producto' });
      for (const step of path.steps) {
        const name = isStart(step.event) ? null : formNames.get(step.event);
        if (name) await formSimulate[name](user);
        await expectFormScreen(step.state as FormSnapshot, name, server, view);
      }
    });
  }

  it('is covered whole by the walks', () => {
    expectFullCoverage(measureCoverage(productFormMachine, formPaths));
  });
});
