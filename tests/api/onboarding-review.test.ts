/**
 * The review of seller applications: an approval makes a real seller and its user, whose mailed link
 * sets the password it signs in with; a rejection mails its reason; both decide once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, PUBLIC_URL, freshAddress, openTestApp, type TestApp } from './harness.ts';
import { answerOf, buildApplication } from './support/seller-application.ts';

let t: TestApp;
let adminToken: string;
let comercialToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await openTestApp({ withMailer: true });
  adminToken = await t.login('admin@demo.cl');
  comercialToken = await t.login('comercial@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

type Body = ReturnType<typeof buildApplication>;

/** Sends the wizard's body and answers the new application's id. */
async function submit(body: Body): Promise<string> {
  sequence += 1;
  const key = `5b2f0c4e-1a3d-4e6f-8a9b-${String(sequence).padStart(12, '0')}`;
  const response = await t.request({ method: 'POST', url: '/web-hooks/register-form', payload: body, headers: { 'idempotency-key': key }, address: freshAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ applicationId: string }>().applicationId;
}

const review = (id: string, action: 'review' | 'approve' | 'reject', token = adminToken, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/onboarding/applications/${id}/${action}`, token, ...(payload === undefined ? {} : { payload }) });

const readReview = (id: string, token = adminToken) => t.request({ method: 'GET', url: `/v1/onboarding/applications/${id}/review`, token });

/** The mails about the decision sent to `email` (the one acknowledging the application left out). */
const mailsTo = (email: string) =>
  t.db.query<{ subject: string; text_body: string; html_body: string }>(
    `select subject, text_body, html_body from mail_outbox where recipient = $1 and subject not like 'Recibimos%' order by id`,
    [email],
  );

describe('approving an application', () => {
  it('creates the seller, its account data, contacts and warehouse, and a seller user for the commercial e-mail', async () => {
    const body = buildApplication();
    const id = await submit(body);
    const response = await review(id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'approveSellerApplication');
    const decided = response.json<{ sellerId: number; userId: number }>();
    expect(decided).toMatchObject({ applicationId: id, status: 'approved', rejectionReason: null });
    expect(decided.sellerId).toBeGreaterThan(0);

    const [seller] = await t.db.query('select name, legal_name, document_number, commercial_email, publish from sellers where id = $1', [decided.sellerId]);
    expect(seller).toEqual({
      name: answerOf(body, '1.1'),
      legal_name: answerOf(body, '1.2'),
      document_number: answerOf(body, '1.3'),
      commercial_email: answerOf(body, '2.5'),
      publish: false,
    });
    const [account] = await t.db.query('select contact_email, contact_phone, bank_code, account_type, account_number from seller_accounts where seller_id = $1', [decided.sellerId]);
    expect(account).toEqual({
      contact_email: answerOf(body, '2.1'),
      contact_phone: answerOf(body, '2.8'),
      bank_code: answerOf(body, '5.1'),
      account_type: answerOf(body, '5.2'),
      account_number: answerOf(body, '5.3'),
    });
    const contacts = await t.db.query<{ area: string; email: string }>('select area, email from seller_contacts where seller_id = $1 order by area', [decided.sellerId]);
    expect(contacts).toEqual([
      { area: 'commercial', email: answerOf(body, '2.5') },
      { area: 'finance', email: answerOf(body, '2.11') },
      { area: 'postSale', email: answerOf(body, '2.17') },
      { area: 'warehouse', email: answerOf(body, '2.23') },
    ]);
    const [warehouse] = await t.db.query('select name, address, commune_code, technical_service from seller_warehouses where seller_id = $1', [decided.sellerId]);
    expect(warehouse).toEqual({
      name: answerOf(body, '6.1'),
      address: answerOf(body, '6.3'),
      commune_code: answerOf(body, '6.5'),
      technical_service: answerOf(body, '2.20') === 'SI',
    });
    const [user] = await t.db.query('select id, email, role, seller_id, first_name from users where email = $1', [answerOf(body, '2.5')]);
    expect(user).toEqual({ id: decided.userId, email: answerOf(body, '2.5'), role: 'seller', seller_id: decided.sellerId, first_name: answerOf(body, '2.3') });
  });

  it("mails a link that sets the new user's password once, which then signs in as the new seller", async () => {
    const body = buildApplication();
    const email = answerOf(body, '2.5');
    const id = await submit(body);
    const approved = (await review(id, 'approve')).json<{ sellerId: number }>();

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Bienvenido a Portal Sellers: ${answerOf(body, '1.1')} fue aprobado`);
    expect(mail!.text_body).toContain(`Hola ${answerOf(body, '2.3')}:`);
    expect(mail!.text_body).toContain('vence en 72 horas');
    const token = new RegExp(`${PUBLIC_URL}/change/password/([A-Za-z0-9_-]{43})\\n`).exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();

    // Nothing signs in before the link is used: the stored password is nobody's.
    const before = await t.request({ method: 'POST', url: '/auth/login', payload: { email, password: 'Portal.2026!' }, address: freshAddress() });
    expect(before.statusCode).toBe(401);
    const changed = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: token, password: 'Portal.2026!' }, address: freshAddress() });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: token, password: 'Otra.Clave.2026' }, address: freshAddress() });
    expect(again.statusCode).toBe(410);

    const sessionToken = await t.login(email, { password: 'Portal.2026!' });
    const session = await t.request({ method: 'GET', url: '/auth/session', token: sessionToken });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ email, role: 'seller', seller_id: approved.sellerId, seller_name: answerOf(body, '1.1'), sellerIsPublished: false });
    // Not yet in the publish history: the new seller sees the welcome screen until an admin publishes it.
    const history = await t.request({ method: 'GET', url: `/seller-publish-history/get-movements/${approved.sellerId}`, token: sessionToken });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({ sellerId: approved.sellerId, inPublishHistory: false, movements: [] });
  });

  it('decides once: a second approval (another reviewer, a double click) answers the first and mails nothing more', async () => {
    const body = buildApplication();
    const id = await submit(body);
    const [first, second] = await Promise.all([review(id, 'approve'), review(id, 'approve', comercialToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const sellers = await t.db.query('select id from sellers where document_number = $1', [answerOf(body, '1.3')]);
    expect(sellers).toHaveLength(1);
    expect(await mailsTo(answerOf(body, '2.5'))).toHaveLength(1);
    expect(first.json<{ events: { kind: string }[] }>().events.map((event) => event.kind)).toEqual(['received', 'approved']);
  });

  it('refuses an application whose RUT became a seller\'s since it arrived (409 SELLER_DOCUMENT_TAKEN), creating nothing', async () => {
    const body = buildApplication();
    const id = await submit(body);
    await t.db.query(`insert into sellers (name, document_number) values ('Otra tienda con el RUT', $1)`, [answerOf(body, '1.3')]);
    const response = await review(id, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SELLER_DOCUMENT_TAKEN' });
    expect(await t.db.query('select id from users where email = $1', [answerOf(body, '2.5')])).toEqual([]);
    expect((await readReview(id)).json()).toMatchObject({ status: 'received', sellerId: null, userId: null });
  });

  it('is 404 for an application that does not exist', async () => {
    const response = await review('00000000-0000-4000-8000-000000000000', 'approve');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });
});

describe('taking an application into review', () => {
  it('moves it to in_review once, recording who, and says so in its history', async () => {
    const id = await submit(buildApplication());
    const first = await review(id, 'review', comercialToken);
    expect(first.statusCode).toBe(200);
    expectContract(first, 'startSellerApplicationReview');
    const again = await review(id, 'review');
    expect(again.json()).toEqual(first.json());
    const history = await readReview(id);
    expectContract(history, 'getSellerApplicationReview');
    const [comercial] = await t.db.query<{ id: number; first_name: string; last_name: string }>(
      `select id, first_name, last_name from users where email = 'comercial@demo.cl'`,
    );
    expect(history.json()).toMatchObject({ status: 'in_review' });
    expect(history.json<{ events: unknown[] }>().events).toEqual([
      { kind: 'received', at: expect.any(String), actor: null, reason: null },
      { kind: 'review_started', at: expect.any(String), actor: { id: comercial!.id, name: `${comercial!.first_name} ${comercial!.last_name}` }, reason: null },
    ]);
  });
});

describe('rejecting an application', () => {
  it('needs a reason of at least 10 characters besides spaces', async () => {
    const id = await submit(buildApplication());
    expect((await review(id, 'reject', adminToken, {})).statusCode).toBe(400);
    const blank = await review(id, 'reject', adminToken, { reason: '    corto     ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ field: 'body.reason' }] });
    expect((await readReview(id)).json()).toMatchObject({ status: 'received' });
  });

  it('records the reason, mails it to the applicant once, and frees the name for a new application', async () => {
    const body = buildApplication();
    const id = await submit(body);
    const reason = 'El comprobante bancario no corresponde a la empresa.';
    const response = await review(id, 'reject', adminToken, { reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'rejectSellerApplication');
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason, sellerId: null, userId: null });
    expect((await review(id, 'reject', comercialToken, { reason: 'Otro motivo cualquiera.' })).json()).toMatchObject({ rejectionReason: reason });

    const mails = await mailsTo(answerOf(body, '2.5'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Tu solicitud para vender con nosotros: ${answerOf(body, '1.1')}`);
    expect(mails[0]!.text_body).toContain(`no pudimos aprobarla por este motivo:\n\n${reason}\n`);

    const name = await t.request({ method: 'GET', url: `/v1/sellers/by-name/${encodeURIComponent(answerOf(body, '1.1'))}`, address: freshAddress() });
    expect(name.statusCode).toBe(200);
    expect(name.json()).toMatchObject({ exists: false });
  });

  it('cannot undo a decision: an approved application is not rejected, nor a rejected one approved (409)', async () => {
    const approvedId = await submit(buildApplication());
    await review(approvedId, 'approve');
    const reject = await review(approvedId, 'reject', adminToken, { reason: 'Demasiado tarde para esto.' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ code: 'APPLICATION_ALREADY_DECIDED' });

    const rejectedId = await submit(buildApplication());
    await review(rejectedId, 'reject', adminToken, { reason: 'La cuenta no es de la empresa.' });
    for (const action of ['approve', 'review'] as const) {
      const response = await review(rejectedId, action);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'APPLICATION_ALREADY_DECIDED' });
    }
  });
});
