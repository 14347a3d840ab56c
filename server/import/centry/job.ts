/**
 * The job that runs a Centry import: the code exchanged for a token (once; the token is kept on the
 * job), then the seller's products read a page at a time, each page judged, its pictures fetched and
 * stored with its products and the job's progress. An attempt that stops (Centry down or slow, this
 * instance gone) leaves the job at the page it had reached; the next attempt reads from there, and
 * the products already made are known by their Centry id, so reading a page again makes nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Backoff } from '../../jobs/backoff.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { storeImageBytes } from '../../catalog/productImages.ts';
import { productProblems } from '../../../shared/catalog/productRules.ts';
import { CentryError, type CentryClient, type CentryProduct } from './client.ts';
import { centryAssetUrls, centryProductContent, type Catalogue } from './product.ts';
import { finishImport, importedExternalIds, keepToken, readCatalogue, startImport, storePage, type PageEntry, type RunningImport } from './store.ts';

/** Products asked for per page: Centry's own default page size. */
export const CENTRY_PAGE_SIZE = 50;

/**
 * The most products one import reads. Ten times the largest Excel load; far above what a seller
 * sells, it stops an API that answers full pages forever (one that ignores the offset) from keeping
 * the job running for ever.
 */
export const CENTRY_MAX_PRODUCTS = 100_000;

/** What an import needs besides its job: Centry, the clock, and the page size (tests make it small). */
export interface CentryImportDeps {
  db: Database;
  client: CentryClient;
  clock: () => Date;
  pageSize?: number;
  /** CENTRY_MAX_PRODUCTS unless set (a test reaches it with a few products). */
  maxProducts?: number;
}

/** The pictures of a product stored as the seller's uploads; one that is not a usable image is left out. */
async function storePictures(deps: CentryImportDeps, job: RunningImport, product: CentryProduct): Promise<string[]> {
  const keys: string[] = [];
  for (const url of centryAssetUrls(product)) {
    const bytes = await deps.client.asset(url);
    if (bytes === null) continue;
    try {
      keys.push((await storeImageBytes(deps.db, job.sellerId, bytes, deps.clock())).id);
    } catch {
      // Not an image, too small or too large: checked and refused as a seller's upload would be.
    }
  }
  return keys;
}

/**
 * What each product of a page becomes. A product that breaks a draft's rules (a title too short, no
 * price, no valid SKU) is not stored; the pictures are fetched only for the others, and only for
 * products no earlier import made.
 */
async function judgePage(deps: CentryImportDeps, job: RunningImport, catalogue: Catalogue, products: readonly CentryProduct[]): Promise<PageEntry[]> {
  const known = await importedExternalIds(deps.db, job.sellerId, products.map((product) => product._id));
  const entries: PageEntry[] = [];
  for (const product of products) {
    if (known.has(product._id)) {
      entries.push({ kind: 'known', externalId: product._id });
      continue;
    }
    const bare = centryProductContent(product, catalogue, []);
    const rules = catalogue.rulesOf(bare.categoryId);
    const draftProblems = productProblems(bare, rules, { forReview: false });
    if (draftProblems.length > 0) {
      entries.push({
        kind: 'invalid',
        issue: { externalId: product._id, sku: bare.variants[0]?.sku || null, outcome: 'failed', reason: 'INVALID_PRODUCT', fields: draftProblems },
      });
      continue;
    }
    const content = { ...bare, images: await storePictures(deps, job, product) };
    entries.push({ kind: 'product', externalId: product._id, content, reviewProblems: productProblems(content, rules, { forReview: true }) });
  }
  return entries;
}

/** Runs the import `importId` to its end, or to the error its job's next attempt resumes from. */
export async function runCentryImport(deps: CentryImportDeps, importId: string): Promise<void> {
  const { db, client, clock } = deps;
  const pageSize = deps.pageSize ?? CENTRY_PAGE_SIZE;
  const maxProducts = deps.maxProducts ?? CENTRY_MAX_PRODUCTS;
  const job = await startImport(db, importId, clock());
  if (!job) return;
  let token = job.accessToken;
  if (token === null) {
    // The token replaces the code in one statement, so a job holding neither has nothing left to read with.
    if (job.oauthCode === null) throw new CentryError('CENTRY_CODE_REFUSED', 'the job holds neither a code nor a token');
    token = await client.exchangeCode(job.oauthCode);
    await keepToken(db, job.id, token);
  }
  const catalogue = await readCatalogue(db);
  let offset = job.nextOffset;
  for (;;) {
    const page = await client.products(token, offset, pageSize);
    const entries = await judgePage(deps, job, catalogue, page.products);
    // Centry's answers without an id cannot be told apart on a second reading: counted as failed.
    const nameless = page.length - page.products.length;
    for (let index = 0; index < nameless; index += 1) {
      entries.push({ kind: 'invalid', issue: { externalId: '', sku: null, outcome: 'failed', reason: 'NO_ID', fields: [] } });
    }
    offset = await storePage(db, job, offset, page.length, entries, clock());
    if (page.length < pageSize) break;
    if (offset >= maxProducts) throw new CentryError('CENTRY_ANSWER_INVALID', `more than ${maxProducts} products: the list does not end`);
  }
  await finishImport(db, job.id, clock(), null);
}

/** The job's name on the queue; its singleton key is the import's id. */
export { CENTRY_IMPORT_JOB } from '../queries.ts';

/** Attempts before an import that keeps meeting Centry down (or slow) is given up as failed. */
export const CENTRY_IMPORT_ATTEMPTS = 6;
/** 30 s, 1, 2, 4, 8 min: with six attempts, about a quarter of an hour of Centry being away before giving up. */
export const CENTRY_IMPORT_BACKOFF: Backoff = { baseMs: 30_000, capMs: 10 * 60 * 1000 };

/**
 * The queue's handler of Centry imports. A failure waiting may cure (an error page, a timeout, the
 * database away) is thrown, so the queue tries again after its backoff, until the last attempt, which
 * fails the job with the reason; one it cannot (a refused code or token, an answer that is not
 * Centry's) fails the job at once.
 */
export function centryImportJobHandler(options: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  client: CentryClient;
  pageSize?: number;
  maxProducts?: number;
  attempts?: number;
  backoff?: Backoff;
}): JobHandler {
  const { db, clock, log } = options;
  const attempts = options.attempts ?? CENTRY_IMPORT_ATTEMPTS;
  return {
    backoff: options.backoff ?? CENTRY_IMPORT_BACKOFF,
    async run(job) {
      const importId = (job.payload as { importId?: unknown }).importId;
      if (typeof importId !== 'string') return;
      try {
        await runCentryImport({ db, client: options.client, clock, pageSize: options.pageSize, maxProducts: options.maxProducts }, importId);
      } catch (error) {
        const lasting = error instanceof CentryError && !error.transient;
        if (!lasting && job.attempts < attempts) throw error;
        const reason = error instanceof CentryError ? error.code : 'IMPORT_INTERRUPTED';
        log.warn({ importId, attempts: job.attempts, reason, err: error }, 'Centry import failed');
        await finishImport(db, importId, clock(), reason);
      }
    },
    async onFailure(job, error, retryAt) {
      log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'Centry import stopped; it will resume');
    },
  };
}
