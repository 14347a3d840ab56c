/**
 * The terms deadline job on a mandatory version: the 7-day and 1-day reminders (once per seller,
 * with two instances running the job at once), the suspension after the limit with its publish
 * history entry, acceptance lifting it, and the admins' at-risk list. The clock is the test's and
 * only moves forward through the file: a "day" is 09:00 in Santiago (12:00 UTC in March) until a
 * test adds two hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { runTermsDeadlines, scheduleDailyTermsDeadlines, TERMS_DEADLINES_JOB } from '../../server/documents/terms-deadlines.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { expectContract } from './contract.ts';
import { ACCOUNTS, sellerIdOf, tokenOf } from './documents-support.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
/** A second instance's connections (PostgreSQL); PGlite is one instance per process, so the same one. */
let other: Database;
let andes: number;
let austral: number;

beforeAll(async () => {
  t = await openTestApp();
  other = t.testDatabase.openAnother ? await t.testDatabase.openAnother() : t.db;
  andes = await sellerIdOf(t, ACCOUNTS.seller);
  austral = await sellerIdOf(t, ACCOUNTS.newSeller);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

// Tokens expire as the clock moves on by days: each call signs in again.
const runJob = (db: Database) =>
  runTermsDeadlines(db, { now: t.clock.now(), loginUrl: 'https://sellers.test/login', queueMail: (tx, mail) => enqueueMail(tx, mail, t.clock.now()) });

/** The job on two instances at once; answers the two results added up. */
async function runTwice() {
  const [first, second] = await Promise.all([runJob(t.db), runJob(other)]);
  return { remindersSent: first.remindersSent + second.remindersSent, suspended: first.suspended + second.suspended };
}

const mailsAbout = (title: string) =>
  t.db.query<{ recipient: string; subject: string; text_body: string }>(
    'select recipient, subject, text_body from mail_outbox where subject like $1 order by recipient, id',
    [`%«${title}»`],
  );

async function publishMandatory(key: string, title: string, approvalLimitDate: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/document',
    token: await tokenOf(t, ACCOUNTS.admin),
    payload: { key, title, contentType: 'html', html: `<p>${title}.</p>`, startDate: '2026-03-02', endDate: null, approvalLimitDate, exception: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function atRisk(query = '') {
  const response = await t.request({ method: 'GET', url: `/document/at-risk${query}`, token: await tokenOf(t, ACCOUNTS.admin) });
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'listTermsAtRisk');
  return response.json() as {
    total: number;
    data: {
      termsId: number;
      sellerName: string;
      daysLeft: number;
      published: boolean;
      reminders: { kind: string; sentAt: string }[];
      suspended: boolean;
      suspendedAt: string | null;
    }[];
  };
}

async function accept(email: string, termsId: number) {
  const response = await t.request({ method: 'GET', url: `/document/approve/${termsId}`, token: await tokenOf(t, email) });
  expect(response.statusCode, response.body).toBe(200);
}

async function historyOf(sellerId: number) {
  const response = await t.request({ method: 'GET', url: `/seller-publish-history/get-movements/${sellerId}`, token: await tokenOf(t, ACCOUNTS.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { movements: { publish: boolean; reason: string | null; createdAt: string; createdBy: number | null }[] }).movements;
}

const publishedFlag = async (sellerId: number) => (await t.db.query<{ publish: boolean }>('select publish from sellers where id = $1', [sellerId]))[0]?.publish;

describe('a mandatory version with its limit on 10 March', () => {
  let despacho: number;

  it('mails nobody while more than 7 days are left, and lists both sellers at risk', async () => {
    despacho = await publishMandatory('politica-de-despacho', 'Política de Despacho', '2026-03-10');
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });
    expect(await mailsAbout('Política de Despacho')).toEqual([]);

    const list = await atRisk();
    expect(list.total).toBe(2);
    expect(list.data.map((row) => [row.termsId, row.sellerName, row.daysLeft, row.published, row.reminders, row.suspended])).toEqual([
      [despacho, 'Emporio Austral Ltda', 8, false, [], false],
      [despacho, 'Tienda Andes SpA', 8, true, [], false],
    ]);
  });

  it('mails the 7-day reminder exactly once per seller, with two instances running the job at once', async () => {
    t.clock.advance(DAY_MS); // 3 March: 7 days left
    expect(await runTwice()).toEqual({ remindersSent: 2, suspended: 0 });
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });
    t.clock.advance(DAY_MS); // 4 March: 6 days left, the 7-day reminder is already sent
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });

    const mails = await mailsAbout('Política de Despacho');
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['nuevo@demo.cl', 'Quedan 7 días para aceptar «Política de Despacho»'],
      ['seller@demo.cl', 'Quedan 7 días para aceptar «Política de Despacho»'],
    ]);
    expect(mails[1]!.text_body).toContain('Hola Matías:');
    expect(mails[1]!.text_body).toContain('Tienda Andes SpA aún no acepta «Política de Despacho» (versión 1)');
    expect(mails[1]!.text_body).toContain('El plazo para aceptarlos vence el 10 de marzo de 2026.');
    expect(mails[1]!.text_body).toContain('https://sellers.test/login');
  });

  it('mails the 1-day reminder exactly once per seller, and nothing more on the last day', async () => {
    t.clock.advance(5 * DAY_MS); // 9 March: 1 day left
    expect(await runTwice()).toEqual({ remindersSent: 2, suspended: 0 });
    t.clock.advance(DAY_MS); // 10 March: the last day, the 1-day reminder is already sent
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });

    const subjects = (await mailsAbout('Política de Despacho')).map((mail) => [mail.recipient, mail.subject]);
    expect(subjects).toEqual([
      ['nuevo@demo.cl', 'Quedan 7 días para aceptar «Política de Despacho»'],
      ['nuevo@demo.cl', 'Queda 1 día para aceptar «Política de Despacho»'],
      ['seller@demo.cl', 'Quedan 7 días para aceptar «Política de Despacho»'],
      ['seller@demo.cl', 'Queda 1 día para aceptar «Política de Despacho»'],
    ]);
    const andesRow = (await atRisk()).data.find((row) => row.sellerName === 'Tienda Andes SpA');
    expect(andesRow).toMatchObject({
      daysLeft: 0,
      reminders: [
        { kind: 'seven_days', sentAt: '2026-03-03T12:00:00.000Z' },
        { kind: 'one_day', sentAt: '2026-03-09T12:00:00.000Z' },
      ],
      suspended: false,
      suspendedAt: null,
    });
  });

  it('suspends and unpublishes the seller that did not accept by the limit, once, with the reason in its history', async () => {
    await accept(ACCOUNTS.newSeller, despacho); // Emporio Austral accepts on the last day
    t.clock.advance(DAY_MS); // 11 March
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 1 });
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });

    expect(await publishedFlag(andes)).toBe(false);
    const history = await historyOf(andes);
    expect(history).toHaveLength(4);
    expect(history[0]).toEqual({
      id: expect.any(Number),
      publish: false,
      reason: 'No aceptó los términos y condiciones vigentes antes del 10-03-2026',
      createdAt: '2026-03-11T12:00:00.000Z',
      createdBy: null,
    });

    const list = await atRisk(`?termsId=${despacho}`);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ sellerName: 'Tienda Andes SpA', daysLeft: -1, published: false, suspended: true, suspendedAt: '2026-03-11T12:00:00.000Z' });
  });

  it('still lets the suspended seller sign in, where the terms check asks for the version first', async () => {
    const token = await tokenOf(t, ACCOUNTS.seller);
    const response = await t.request({ method: 'GET', url: '/document-seller/check', token });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number; exception: number }[])[0]).toMatchObject({ id: despacho, exception: 0 });
  });

  it('lifts the suspension when the seller accepts, publishing it again as it was before', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    await accept(ACCOUNTS.seller, despacho);

    expect(await publishedFlag(andes)).toBe(true);
    const history = await historyOf(andes);
    expect(history).toHaveLength(5);
    expect(history[0]).toMatchObject({
      publish: true,
      reason: 'Aceptó los términos y condiciones vigentes: se levanta la suspensión',
      createdAt: '2026-03-11T14:00:00.000Z',
      createdBy: null,
    });
    expect(await atRisk()).toMatchObject({ total: 0, data: [] });
    // Accepted: the next runs neither mail nor suspend it again.
    t.clock.advance(DAY_MS);
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 0 });
  });
});

describe('a seller that was not published', () => {
  it('is suspended without a publish movement, and accepting lifts it without publishing it', async () => {
    const today = t.clock.now().toISOString().slice(0, 10); // 12 March (09:00 in Santiago)
    const anexo = await publishMandatory('anexo-de-comisiones', 'Anexo de Comisiones', today);
    await accept(ACCOUNTS.seller, anexo);
    expect(await runTwice()).toEqual({ remindersSent: 1, suspended: 0 }); // the last day: the 1-day reminder
    t.clock.advance(DAY_MS);
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 1 });

    expect(await publishedFlag(austral)).toBe(false);
    expect(await historyOf(austral)).toEqual([]);
    expect((await atRisk()).data.map((row) => [row.sellerName, row.daysLeft, row.suspended])).toEqual([['Emporio Austral Ltda', -1, true]]);

    await accept(ACCOUNTS.newSeller, anexo);
    expect(await publishedFlag(austral)).toBe(false);
    expect(await historyOf(austral)).toEqual([]);
    expect(await atRisk()).toMatchObject({ total: 0 });
  });
});

describe("the server's own jobs", () => {
  it('run the day’s deadline job once and deliver its reminders through the mailer', async () => {
    const server = await openTestApp({ withMailer: true, sharedDatabase: t.testDatabase });
    try {
      server.clock.advance(t.clock.now().getTime() - server.clock.now().getTime()); // 13 March, with the others
      await publishMandatory('codigo-de-conducta', 'Código de Conducta', '2026-03-20');
      await scheduleDailyTermsDeadlines(t.db, server.clock.now());
      expect(await server.app.portal.jobs.runner.runDue([TERMS_DEADLINES_JOB])).toBe(1);
      await server.app.portal.mailDelivery!.drain();
      expect(
        server.mailer!.sent
          .filter((mail) => mail.subject.endsWith('«Código de Conducta»'))
          .map((mail) => [mail.to, mail.subject])
          .sort(),
      ).toEqual([
        ['nuevo@demo.cl', 'Quedan 7 días para aceptar «Código de Conducta»'],
        ['seller@demo.cl', 'Quedan 7 días para aceptar «Código de Conducta»'],
      ]);
      // The mails queued earlier without a mailer leave too, each once: 4 + 1 reminders above, 2 here.
      expect(server.mailer!.sent).toHaveLength(7);
      expect(await t.db.query('select id from mail_outbox where sent_at is null')).toEqual([]);
      // The day's job is done: polling again the same day runs nothing.
      await scheduleDailyTermsDeadlines(t.db, server.clock.now());
      expect(await server.app.portal.jobs.runner.runDue([TERMS_DEADLINES_JOB])).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('a suspension for a version a newer one replaced', () => {
  it('is lifted by accepting the newer version, which the at-risk list shows as suspended until then', async () => {
    const v1 = await publishMandatory('reglamento-de-ventas', 'Reglamento de Ventas', '2026-03-13');
    t.clock.advance(DAY_MS); // 14 March, 11:00 in Santiago (the clock kept the two hours added above)
    expect(await runTwice()).toEqual({ remindersSent: 0, suspended: 2 });
    expect(await publishedFlag(andes)).toBe(false);

    const v2 = await publishMandatory('reglamento-de-ventas', 'Reglamento de Ventas', '2026-03-24');
    const rows = (await atRisk(`?termsId=${v2}`)).data.map((row) => [row.sellerName, row.daysLeft, row.suspended, row.suspendedAt]);
    expect(rows).toEqual([
      ['Emporio Austral Ltda', 10, true, '2026-03-14T14:00:00.000Z'],
      ['Tienda Andes SpA', 10, true, '2026-03-14T14:00:00.000Z'],
    ]);
    const superseded = await t.request({ method: 'GET', url: `/document/approve/${v1}`, token: await tokenOf(t, ACCOUNTS.seller) });
    expect(superseded.statusCode).toBe(409);

    await accept(ACCOUNTS.seller, v2);
    expect(await publishedFlag(andes)).toBe(true);
    expect((await historyOf(andes))[0]).toMatchObject({ publish: true, reason: 'Aceptó los términos y condiciones vigentes: se levanta la suspensión' });
    expect((await atRisk(`?termsId=${v2}`)).data.map((row) => [row.sellerName, row.suspended])).toEqual([['Emporio Austral Ltda', true]]);
  });
});
