import type { Queryable } from '../db/database.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { MAIL_JOB, mailJobKey } from './delivery.ts';
import type { OutgoingMail } from './mailer.ts';

export interface OutboxMail extends OutgoingMail {
  id: number;
  createdAt: Date;
  sentAt: Date | null;
  /** The last failed attempt's error while the mail is not sent. */
  error: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
  attempts: number;
  next_attempt_at: Date | null;
}

const fromRow = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  error: row.error,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
});

/**
 * Every mail is written to the outbox first, with the job that delivers it, inside the caller's
 * transaction when given one: a mail exists exactly when the work that sends it commits.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into mail_outbox (recipient, subject, text_body, html_body, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [mail.to, mail.subject, mail.text, mail.html, now],
  );
  if (!row) throw new Error('mail_outbox insert returned no row');
  await scheduleJob(db, { name: MAIL_JOB, singletonKey: mailJobKey(row.id), payload: { outboxId: row.id }, runAt: now }, now);
  return row.id;
}

export async function listOutbox(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>('select * from mail_outbox order by created_at desc, id desc limit $1', [limit]);
  return rows.map(fromRow);
}

export async function findOutboxMail(db: Queryable, id: number): Promise<OutboxMail | null> {
  const [row] = await db.query<OutboxRow>('select * from mail_outbox where id = $1', [id]);
  return row ? fromRow(row) : null;
}
