import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { deleteUnreferencedImages, PRODUCT_IMAGES_CLEANUP_JOB, scheduleDailyImageCleanup } from '../catalog/productImages.ts';
import { STOCK_IMPORT_JOB, stockImportJobHandler } from '../stock/import-job.ts';
import { PRODUCT_BULK_LOAD_JOB } from '../catalog/bulkLoads.ts';
import { runBulkLoad } from '../catalog/bulkLoadJob.ts';
import type { CentrySettings } from '../config.ts';
import { createCentryClient } from '../import/centry/client.ts';
import { CENTRY_IMPORT_JOB, centryImportJobHandler } from '../import/centry/job.ts';
import { runTermsDeadlines, scheduleDailyTermsDeadlines, scheduleTermsDeadlinesOnStart, TERMS_DEADLINES_JOB } from '../documents/terms-deadlines.ts';
import { MAIL_JOB, mailDeliveryOn, mailJobHandler, type MailDelivery } from '../mail/delivery.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { runSettlementClose, scheduleDailySettlementClose, SETTLEMENT_CLOSE_JOB } from '../finance/close-job.ts';
import { deleteCompletedJobs } from './queue.ts';
import { createJobRunner, type JobHandler, type JobRunner } from './runner.ts';

export interface PortalJobs {
  runner: JobRunner;
  /** Null without a mailer: mails then wait in the outbox (and /dev/mailbox) for an instance that has one. */
  mailDelivery: MailDelivery | null;
  /** Server start: a terms deadline run now, then polling (which schedules the daily run). */
  start(): Promise<void>;
}

/** Completed jobs are kept this long for inspection, then deleted. */
const COMPLETED_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** A failed deadline run is tried again after 1 min, 2 min... up to an hour. */
const TERMS_DEADLINES_BACKOFF = { baseMs: 60_000, capMs: 60 * 60 * 1000 };

/** A failed clean-up is tried again after 1 min, 2 min... up to an hour (a day's uploads can wait). */
const IMAGES_CLEANUP_BACKOFF = { baseMs: 60_000, capMs: 60 * 60 * 1000 };

/** A failed settlement close is tried again after 1 min, 2 min... up to an hour (payments are days away). */
const SETTLEMENT_CLOSE_BACKOFF = { baseMs: 60_000, capMs: 60 * 60 * 1000 };

/** A bulk load that failed (its database away) resumes after 10 s, 20 s... at most 10 minutes: a seller is watching it. */
const BULK_LOAD_BACKOFF = { baseMs: 10_000, capMs: 10 * 60 * 1000 };

/** The background jobs of the portal on the shared job tables. */
export function createPortalJobs(options: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer | null;
  publicUrl: string;
  queueMail: (tx: Queryable, mail: OutgoingMail) => Promise<number>;
  /** The marketplace's Centry application; without its id and secret this instance leaves Centry imports queued. */
  centry?: CentrySettings;
}): PortalJobs {
  const { db, clock, log, mailer } = options;
  // Only an instance that can exchange a code takes the imports, as only one with a mailer takes mail.
  const centry = options.centry?.clientId && options.centry.clientSecret ? options.centry : null;
  let mailDelivery: MailDelivery | null = null;

  const termsDeadlines: JobHandler = {
    backoff: TERMS_DEADLINES_BACKOFF,
    async run(_job, now) {
      const result = await runTermsDeadlines(db, { now, loginUrl: `${options.publicUrl}/login`, queueMail: options.queueMail });
      if (result.remindersSent > 0 || result.suspended > 0) log.info(result, 'terms deadlines: reminders mailed, sellers suspended');
      if (result.remindersSent > 0) mailDelivery?.wake();
    },
    async onFailure(job, error, retryAt) {
      log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'terms deadline run failed; it will be retried');
    },
  };

  // The uploads no product revision names, a day after they were made (server/catalog/productImages.ts).
  const imagesCleanup: JobHandler = {
    backoff: IMAGES_CLEANUP_BACKOFF,
    async run(_job, now) {
      const deleted = await deleteUnreferencedImages(db, now);
      if (deleted > 0) log.info({ deleted }, 'product images: unreferenced uploads deleted');
    },
    async onFailure(job, error, retryAt) {
      log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'product images clean-up failed; it will be retried');
    },
  };

  // A seller's products by Excel (server/catalog/bulkLoadJob.ts): a failed attempt resumes after the rows it stored.
  const bulkLoads: JobHandler = {
    backoff: BULK_LOAD_BACKOFF,
    async run(job) {
      await runBulkLoad(db, String((job.payload as { loadId?: unknown }).loadId), clock);
    },
    async onFailure(job, error, retryAt) {
      log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'product bulk load failed; it will resume');
    },
  };

  // Settlements (server/finance/close-job.ts): the ended fortnights closed once a day.
  const settlementClose: JobHandler = {
    backoff: SETTLEMENT_CLOSE_BACKOFF,
    async run(_job, now) {
      const result = await runSettlementClose(db, now);
      if (result.closed > 0) log.info(result, 'settlements: ended periods closed');
    },
    async onFailure(job, error, retryAt) {
      log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'settlement close failed; it will be retried');
    },
  };

  const runner = createJobRunner({
    db,
    clock,
    log,
    handlers: {
      [TERMS_DEADLINES_JOB]: termsDeadlines,
      [PRODUCT_IMAGES_CLEANUP_JOB]: imagesCleanup,
      // A seller's stock by Excel (server/stock/import-job.ts): a failed attempt goes on after the batches it stored.
      [STOCK_IMPORT_JOB]: stockImportJobHandler({ db, clock, log }),
      [PRODUCT_BULK_LOAD_JOB]: bulkLoads,
      [SETTLEMENT_CLOSE_JOB]: settlementClose,
      // A seller's products from Centry (server/import/centry/job.ts): a failed attempt resumes at the page it reached.
      ...(centry ? { [CENTRY_IMPORT_JOB]: centryImportJobHandler({ db, clock, log, client: createCentryClient(centry) }) } : {}),
      ...(mailer ? { [MAIL_JOB]: mailJobHandler({ db, mailer, log }) } : {}),
    },
    beforeRound: async (now) => {
      await scheduleDailyTermsDeadlines(db, now);
      await scheduleDailyImageCleanup(db, now);
      await scheduleDailySettlementClose(db, now);
      await deleteCompletedJobs(db, new Date(now.getTime() - COMPLETED_JOBS_KEPT_MS));
    },
  });
  mailDelivery = mailer ? mailDeliveryOn(runner) : null;

  return {
    runner,
    mailDelivery,
    async start() {
      await scheduleTermsDeadlinesOnStart(db, clock(), randomUUID());
      runner.start();
    },
  };
}
