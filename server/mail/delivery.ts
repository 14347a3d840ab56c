import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 5;
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 10;

export interface MailDelivery {
  /** Asks for a delivery round soon (after a mail was queued). */
  wake(): void;
  /** Delivers what is pending now; answers how many mails were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
}

/**
 * Sends queued mails through the mailer, marking `sent_at` or `error`. A mail is claimed for two
 * minutes before sending, so several instances do not send it twice; failures are retried on the
 * next rounds up to five attempts.
 */
export function startMailDelivery(options: {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): MailDelivery {
  const { db, mailer, clock, log } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db.transaction(async (tx) => {
      const now = clock();
      return tx.query<Claimed>(
        `update mail_outbox set claimed_until = $2, attempts = attempts + 1
          where id in (
            select id from mail_outbox
             where sent_at is null and attempts < $3 and (claimed_until is null or claimed_until < $1)
             order by created_at, id limit $4
             for update skip locked)
          returning id, recipient, subject, text_body, html_body`,
        [now, new Date(now.getTime() + CLAIM_MS), MAX_ATTEMPTS, BATCH],
      );
    });

  const round = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
          await db.query('update mail_outbox set sent_at = $2, error = null, claimed_until = null where id = $1', [mail.id, clock()]);
          sent += 1;
        } catch (error) {
          log.warn({ mailId: mail.id, err: error }, 'mail delivery failed');
          await db.query('update mail_outbox set error = $2, claimed_until = null where id = $1', [mail.id, String(error)]);
        }
      }
      if (batch.length < BATCH) return sent;
    }
  };

  const drain = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await round();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void drain().catch((error: unknown) => log.error({ err: error }, 'mail round failed')), options.intervalMs ?? 30_000);
  timer.unref();

  return {
    wake() {
      if (!stopped) void drain().catch((error: unknown) => log.error({ err: error }, 'mail round failed'));
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
