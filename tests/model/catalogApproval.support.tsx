/**
 * The harness of the catalogue approval module's model tests: its Root (as the shell mounts it) at
 * /catalog-approval or /catalog-approval/<id> under the portal's providers, with a host whose typed
 * clients reach msw and whose navigation, breadcrumb and flash are recorded; and a fake approval
 * service typed from openapi/generated/catalog-approval.ts (and the catalogue's reasons) that holds
 * every request until the test answers it, so each step's screen is checked while its request is in
 * flight.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { components } from '../../openapi/generated/catalog-approval.ts';
import type { components as CatalogComponents } from '../../openapi/generated/catalog.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { loadModuleCatalog, type ModuleHost, type ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import approvalModule from '../../modules/catalogApproval/entry.tsx';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

/** The module's words in each language, fetched as the shell fetches the page's language. */
const approvalMessages = {
  'es-CL': (await loadModuleCatalog(approvalModule, 'es-CL')).messages,
  en: (await loadModuleCatalog(approvalModule, 'en')).messages,
};

type Schemas = components['schemas'];
export type ReviewQueuePage = Schemas['ReviewQueuePage'];
export type ReviewQueueItem = Schemas['ReviewQueueItem'];
export type ProductReview = Schemas['ProductReview'];
export type BulkApprovalResult = Schemas['BulkApprovalResult'];
export type OwnReviewPage = Schemas['OwnReviewPage'];
export type OwnReviewItem = Schemas['OwnReviewItem'];
export type RejectionReason = CatalogComponents['schemas']['RejectionReason'];

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

/** What a request to a list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];
export type QueueAnswer = { page: ReviewQueuePage } | Failure<503>;
export type OwnAnswer = { page: OwnReviewPage } | Failure<503>;
export type ReviewAnswer = { review: ProductReview } | Failure<404 | 503>;
export type ReasonsAnswer = { reasons: RejectionReason[] } | Failure<503>;
export type DecisionAnswer = { review: ProductReview } | Failure<404 | 409 | 503>;
export type BulkAnswer = { results: BulkApprovalResult[] } | Failure<503>;
/** What a decision's request carried: the product's id and its body. */
export type DecisionSent = { productId: number; body: unknown };

/** The fake approval service: every call waits for the answer the test gives it. */
export function fakeApprovalServer() {
  const queue = new HeldQueue<QueueAnswer, SentQuery>();
  const own = new HeldQueue<OwnAnswer, SentQuery>();
  const review = new HeldQueue<ReviewAnswer, number>();
  const reasons = new HeldQueue<ReasonsAnswer, null>();
  const approval = new HeldQueue<DecisionAnswer, DecisionSent>();
  const rejection = new HeldQueue<DecisionAnswer, DecisionSent>();
  const bulk = new HeldQueue<BulkAnswer, unknown>();
  mockServer.use(
    http.catalogApproval.get('/v1/catalog-approval/queue', async ({ request, response }) => {
      const answer = await queue.next(request.signal, [...new URL(request.url).searchParams]);
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.catalogApproval.get('/v1/catalog-approval/own-products', async ({ request, response }) => {
      const answer = await own.next(request.signal, [...new URL(request.url).searchParams]);
      return 'page' in answer ? response(200).json(answer.page) : response(503).json(errorBody(answer));
    }),
    http.catalogApproval.get('/v1/catalog-approval/products/{productId}', async ({ request, params, response }) => {
      const answer = await review.next(request.signal, Number(params.productId));
      if ('review' in answer) return response(200).json(answer.review);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalog.get('/v1/catalog/rejection-reasons', async ({ request, response }) => {
      const answer = await reasons.next(request.signal, null);
      return 'reasons' in answer ? response(200).json({ items: answer.reasons }) : response(503).json(errorBody(answer));
    }),
    http.catalogApproval.post('/v1/catalog-approval/products/{productId}/approval', async ({ request, params, response }) => {
      const answer = await approval.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('review' in answer) return response(200).json(answer.review);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalogApproval.post('/v1/catalog-approval/products/{productId}/rejection', async ({ request, params, response }) => {
      const answer = await rejection.next(request.signal, { productId: Number(params.productId), body: await request.json() });
      if ('review' in answer) return response(200).json(answer.review);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.catalogApproval.post('/v1/catalog-approval/bulk-approval', async ({ request, response }) => {
      const answer = await bulk.next(request.signal, await request.json());
      return 'results' in answer ? response(200).json({ results: answer.results }) : response(503).json(errorBody(answer));
    }),
  );
  return { queue, own, review, reasons, approval, rejection, bulk };
}

export type ApprovalServer = ReturnType<typeof fakeApprovalServer>;

/** The catalogue team: the queue and every decision. */
export const CATALOG_SESSION: ModuleHost['session'] = {
  userId: 7,
  role: 'catalog',
  sellerId: null,
  permissions: ['listReviewQueue', 'getProductReview', 'approveProductRevision', 'rejectProductRevision', 'approveProductRevisions'],
};
/** A seller: its own products' review status, read only. */
export const SELLER_SESSION: ModuleHost['session'] = { userId: 3, role: 'seller', sellerId: 1, permissions: ['getProductReview', 'listOwnProductReviews'] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search'>;

/** The module's Root at `path`, as the shell mounts it; `show` draws it again at another place (a step back, the menu). */
export function renderApprovalModule({
  path,
  search = '',
  session = CATALOG_SESSION,
  locale = 'es-CL',
  state,
}: {
  path: string;
  search?: string;
  session?: ModuleHost['session'];
  locale?: 'es-CL' | 'en';
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
        <ModuleMessages messages={approvalMessages[locale]}>
          <approvalModule.Root host={host} {...place} state={state} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
