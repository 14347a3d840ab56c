/**
 * Mail delivery on the job queue: a mailer that fails some times delivers the mail exactly once,
 * after attempts spaced 30 s, 1 min, 2 min...; one that keeps failing never loses the mail, which
 * stays in the outbox (and the dev mailbox) as failing, logged as an error; two instances deliver
 * each mail once. The clock is the test's: nothing waits for real time.
 */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { createJobRunner } from '../../server/jobs/runner.ts';
import { MAIL_JOB, mailJobHandler } from '../../server/mail/delivery.ts';
import type { Mailer, OutgoingMail } from '../../server/mail/mailer.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

/** Fails its first `failures` sends (as an SMTP server that is down), then delivers. */
class FlakyMailer implements Mailer {
  readonly delivered: OutgoingMail[] = [];
  calls = 0;
  constructor(private failures: number) {}
  async send(mail: OutgoingMail): Promise<void> {
    this.calls += 1;
    if (this.calls <= this.failures) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    this.delivered.push(mail);
  }
}

/** A logger keeping each line it writes, to read what an operator would see. */
function recordingLog(): { log: FastifyBaseLogger; lines: { level: number; msg: string; attempts?: number }[] } {
  const lines: { level: number; msg: string; attempts?: number }[] = [];
  const { log } = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  return { log, lines };
}

let t: TestApp;

beforeAll(async () => {
  // Without a mailer: its dev mailbox shows the outbox, and no delivery of its own interferes.
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

function deliveryWith(mailer: Mailer, db: Database = t.db) {
  const { log, lines } = recordingLog();
  const runner = createJobRunner({ db, clock: t.clock.now, log, handlers: { [MAIL_JOB]: mailJobHandler({ db, mailer, log }) } });
  return { runner, lines };
}

const queue = (to: string) =>
  enqueueMail(t.db, { to, subject: `Prueba para ${to}`, text: 'Hola', html: '<p>Hola</p>' }, t.clock.now());

const outboxRow = async (id: number) =>
  (
    await t.db.query<{ sent_at: Date | null; error: string | null; attempts: number; next_attempt_at: Date | null }>(
      'select sent_at, error, attempts, next_attempt_at from mail_outbox where id = $1',
      [id],
    )
  )[0];

describe('a mailer that fails three times, then works', () => {
  it('delivers the mail exactly once, retrying after 30 s, 1 min and 2 min', async () => {
    const mailer = new FlakyMailer(3);
    const { runner } = deliveryWith(mailer);
    const id = await queue('flaky@demo.cl');
    const start = t.clock.now().getTime();

    expect(await runner.runDue()).toBe(0);
    expect(await outboxRow(id)).toEqual({
      sent_at: null,
      error: 'Error: connect ECONNREFUSED 127.0.0.1:2525',
      attempts: 1,
      next_attempt_at: new Date(start + 30_000),
    });

    // Not due before its time: no attempt.
    t.clock.advance(29_999);
    expect(await runner.runDue()).toBe(0);
    expect(mailer.calls).toBe(1);

    t.clock.advance(1);
    expect(await runner.runDue()).toBe(0);
    expect((await outboxRow(id))?.next_attempt_at).toEqual(new Date(start + 30_000 + 60_000));

    t.clock.advance(60_000);
    expect(await runner.runDue()).toBe(0);
    expect((await outboxRow(id))?.next_attempt_at).toEqual(new Date(start + 90_000 + 120_000));

    t.clock.advance(119_999);
    expect(await runner.runDue()).toBe(0);
    expect(mailer.calls).toBe(3);
    t.clock.advance(1);
    expect(await runner.runDue()).toBe(1);

    expect(mailer.calls).toBe(4);
    expect(mailer.delivered.map((mail) => mail.to)).toEqual(['flaky@demo.cl']);
    expect(await outboxRow(id)).toEqual({ sent_at: new Date(start + 210_000), error: null, attempts: 4, next_attempt_at: null });

    // Delivered: later rounds send nothing more.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await runner.runDue()).toBe(0);
    expect(mailer.calls).toBe(4);
  });
});

describe('a mailer that keeps failing', () => {
  it('keeps the mail, waits at most an hour between attempts, and reports it as failing', async () => {
    const mailer = new FlakyMailer(Number.POSITIVE_INFINITY);
    const { runner, lines } = deliveryWith(mailer);
    const id = await queue('caido@demo.cl');

    // Attempts 1 to 9 wait 30 s, 1, 2, 4, 8, 16, 32 min, then the one-hour cap.
    const waits = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((seconds) => seconds * 1000);
    for (const wait of waits) {
      const before = t.clock.now().getTime();
      expect(await runner.runDue()).toBe(0);
      expect((await outboxRow(id))?.next_attempt_at).toEqual(new Date(before + wait));
      t.clock.advance(wait);
    }
    expect(await outboxRow(id)).toMatchObject({ sent_at: null, attempts: 9, error: 'Error: connect ECONNREFUSED 127.0.0.1:2525' });

    // Warnings for the first four failures, errors from the fifth on.
    expect(lines.map((line) => [line.level, line.msg, line.attempts])).toEqual([
      [40, 'mail delivery failed; it will be retried', 1],
      [40, 'mail delivery failed; it will be retried', 2],
      [40, 'mail delivery failed; it will be retried', 3],
      [40, 'mail delivery failed; it will be retried', 4],
      [50, 'mail still failing; it stays queued and is retried', 5],
      [50, 'mail still failing; it stays queued and is retried', 6],
      [50, 'mail still failing; it stays queued and is retried', 7],
      [50, 'mail still failing; it stays queued and is retried', 8],
      [50, 'mail still failing; it stays queued and is retried', 9],
    ]);

    const page = await t.request({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fallando tras 9 intentos; próximo intento');
    expect(page.body).toContain('connect ECONNREFUSED 127.0.0.1:2525');

    // The server comes back: the next attempt delivers it.
    const healed = new FlakyMailer(0);
    expect(await deliveryWith(healed).runner.runDue()).toBe(1);
    expect(healed.delivered.map((mail) => mail.to)).toEqual(['caido@demo.cl']);
    expect(await outboxRow(id)).toMatchObject({ error: null, attempts: 10, next_attempt_at: null });
  });
});

describe('two instances delivering at once', () => {
  it('send each mail exactly once', async () => {
    const otherDb = t.testDatabase.openAnother ? await t.testDatabase.openAnother() : t.db;
    const ids = [];
    for (let index = 1; index <= 12; index += 1) ids.push(await queue(`par${index}@demo.cl`));
    const first = new FlakyMailer(0);
    const second = new FlakyMailer(0);
    const [one, two] = await Promise.all([deliveryWith(first).runner.runDue(), deliveryWith(second, otherDb).runner.runDue()]);

    expect(one + two).toBe(12);
    const delivered = [...first.delivered, ...second.delivered].map((mail) => mail.to).sort();
    expect(delivered).toEqual(Array.from({ length: 12 }, (_, index) => `par${index + 1}@demo.cl`).sort());
    const unsent = await t.db.query('select id from mail_outbox where id = any($1::int[]) and sent_at is null', [ids]);
    expect(unsent).toEqual([]);
  });
});
