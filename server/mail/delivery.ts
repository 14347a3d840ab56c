import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Backoff } from '../jobs/backoff.ts';
import type { JobHandler, JobRunner } from '../jobs/runner.ts';
import type { Mailer } from './mailer.ts';

/** The job that delivers one outbox mail (scheduled by enqueueMail in the same transaction). */
export const MAIL_JOB = 'mail';

export const mailJobKey = (outboxId: number): string => `outbox-${outboxId}`;

/**
 * 30 s, 1 min, 2 min... up to one hour between attempts, for as long as it takes: a mail is never
 * dropped because the SMTP server was down for a while.
 */
export const MAIL_BACKOFF: Backoff = { baseMs: 30_000, capMs: 60 * 60 * 1000 };

/** From this many failed attempts on, each further failure is logged as an error, not a warning. */
export const MAIL_ALARM_ATTEMPTS = 5;

export interface MailDelivery {
  /** Asks for a delivery round soon (after a mail was queued). */
  wake(): void;
  /** Delivers the mails due now; answers how many were sent. */
  drain(): Promise<number>;
}

interface OutboxSending {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  sent_at: Date | null;
}

const outboxIdOf = (payload: unknown): number => {
  const id = (payload as { outboxId?: unknown } | null)?.outboxId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error(`A mail job without an outbox id: ${JSON.stringify(payload)}`);
  return id;
};

/**
 * Sends one outbox mail, recording each attempt on the outbox row (the record of every mail):
 * `sent_at` once delivered, otherwise the error, the attempt count and when the next attempt is due.
 */
export function mailJobHandler(options: { db: Database; mailer: Mailer; log: FastifyBaseLogger }): JobHandler {
  const { db, mailer, log } = options;
  return {
    backoff: MAIL_BACKOFF,
    async run(job, now) {
      const outboxId = outboxIdOf(job.payload);
      const [mail] = await db.query<OutboxSending>('select recipient, subject, text_body, html_body, sent_at from mail_outbox where id = $1', [outboxId]);
      // Sent by an attempt whose completion was not recorded (a crash right after sending): done.
      if (!mail || mail.sent_at) return;
      await db.query('update mail_outbox set attempts = attempts + 1 where id = $1', [outboxId]);
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await db.query('update mail_outbox set sent_at = $2, error = null, next_attempt_at = null where id = $1', [outboxId, now]);
    },
    async onFailure(job, error, retryAt) {
      const outboxId = outboxIdOf(job.payload);
      await db.query('update mail_outbox set error = $2, next_attempt_at = $3 where id = $1', [outboxId, String(error), retryAt]);
      const facts = { mailId: outboxId, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error };
      if (job.attempts >= MAIL_ALARM_ATTEMPTS) log.error(facts, 'mail still failing; it stays queued and is retried');
      else log.warn(facts, 'mail delivery failed; it will be retried');
    },
  };
}

/** Mail delivery as the rest of the app sees it, on the shared job runner. */
export function mailDeliveryOn(runner: JobRunner): MailDelivery {
  return {
    wake: () => runner.wake([MAIL_JOB]),
    drain: () => runner.runDue([MAIL_JOB]),
  };
}
