import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { runTermsDeadlines, scheduleDailyTermsDeadlines, scheduleTermsDeadlinesOnStart, TERMS_DEADLINES_JOB } from '../documents/terms-deadlines.ts';
import { MAIL_JOB, mailDeliveryOn, mailJobHandler, type MailDelivery } from '../mail/delivery.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
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

/** The background jobs of the portal on the shared job tables. */
export function createPortalJobs(options: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer | null;
  publicUrl: string;
  queueMail: (tx: Queryable, mail: OutgoingMail) => Promise<number>;
}): PortalJobs {
  const { db, clock, log, mailer } = options;
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

  const runner = createJobRunner({
    db,
    clock,
    log,
    handlers: { [TERMS_DEADLINES_JOB]: termsDeadlines, ...(mailer ? { [MAIL_JOB]: mailJobHandler({ db, mailer, log }) } : {}) },
    beforeRound: async (now) => {
      await scheduleDailyTermsDeadlines(db, now);
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
