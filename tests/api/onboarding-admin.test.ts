import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';
import { PDF_BYTES, PNG_BYTES, answerOf, buildApplication, proofFileOf, type RegisterFormRequest } from './support/seller-application.ts';

let t: TestApp;
let adminToken: string;
const submitted: Array<{ id: string; body: RegisterFormRequest; createdAt: string }> = [];

const submit = async (body: RegisterFormRequest) => {
  const response = await t.request({
    method: 'POST',
    url: '/web-hooks/register-form',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
    address: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { applicationId, createdAt } = response.json();
  submitted.push({ id: applicationId, body, createdAt });
  return applicationId as string;
};

beforeAll(async () => {
  // The harness clock starts 2026-03-02T12:00Z (09:00 in Santiago, UTC-3 in summer).
  t = await openTestApp();
  await submit(buildApplication({ '1.1': 'Vinoteca Cordillera' }));
  t.clock.advance(14 * 60 * 60_000 + 30 * 60_000); // 2026-03-03T02:30Z: still 2 March in Santiago (23:30)
  await submit(buildApplication({ '1.1': 'Mueblería Del Sur', '1.3': '777777777' }));
  t.clock.advance(60 * 60_000); // 03:30Z: 3 March, 00:30 in Santiago
  await submit(buildApplication({ '1.1': 'Bazar Los Aromos', '5.4': 'cartola-bancoestado.png' }, proofFileOf(PNG_BYTES, 'cartola-bancoestado.png', 'image/png')));
  adminToken = await t.login('admin@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const list = (query = '', token = adminToken) => t.request({ method: 'GET', url: `/v1/onboarding/applications${query}`, token });

describe('GET /v1/onboarding/applications', () => {
  it('lists applications newest first, with the summary of each', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listSellerApplications');
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3, counts: { received: 3, in_review: 0, approved: 0, rejected: 0 } });
    expect(page.data.map((entry: { businessName: string }) => entry.businessName)).toEqual(['Bazar Los Aromos', 'Mueblería Del Sur', 'Vinoteca Cordillera']);
    const [first] = submitted;
    expect(page.data[2]).toEqual({
      id: first!.id,
      status: 'received',
      createdAt: first!.createdAt,
      businessName: 'Vinoteca Cordillera',
      companyName: answerOf(first!.body, '1.2'),
      documentNumber: answerOf(first!.body, '1.3'),
      societyType: 'SPA',
      commercialEmail: answerOf(first!.body, '2.5'),
      documentNumberExists: false,
    });
  });

  it('pages', async () => {
    const second = (await list('?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.data.map((entry: { businessName: string }) => entry.businessName)).toEqual(['Vinoteca Cordillera']);
    expect((await list('?page=9&pageSize=2')).json()).toMatchObject({ data: [], total: 3 });
    expect((await list('?pageSize=101')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('filters by commercial or legal name (accents and case ignored) and by part of the RUT', async () => {
    const names = async (query: string) => (await list(query)).json().data.map((entry: { businessName: string }) => entry.businessName);
    expect(await names('?q=MUEBLERIA')).toEqual(['Mueblería Del Sur']);
    const legalName = answerOf(submitted[0]!.body, '1.2'); // e.g. COMERCIAL FERRETERIA LOS ANDES SPA
    expect(await names(`?q=${encodeURIComponent(legalName.replace(/ SPA$/, '').toLowerCase())}`)).toEqual(['Vinoteca Cordillera']);
    expect(await names(`?q=${encodeURIComponent('77.777.777')}`)).toEqual(['Mueblería Del Sur']);
    expect(await names('?q=inexistente')).toEqual([]);
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('filters by status', async () => {
    await t.db.query(`update seller_applications set status = 'in_review' where business_name = 'Bazar Los Aromos'`);
    const inReview = (await list('?status=in_review')).json();
    expect(inReview.data.map((entry: { businessName: string }) => entry.businessName)).toEqual(['Bazar Los Aromos']);
    expect((await list('?status=received')).json().total).toBe(2);
    expect((await list('?status=pendiente')).statusCode).toBe(400);
    await t.db.query(`update seller_applications set status = 'received' where business_name = 'Bazar Los Aromos'`);
  });

  it("counts each status under the search and dates, whatever the status filter (the queue's tabs)", async () => {
    await t.db.query(`update seller_applications set status = 'in_review' where business_name = 'Bazar Los Aromos'`);
    await t.db.query(`update seller_applications set status = 'rejected', rejection_reason = 'Faltan documentos' where business_name = 'Vinoteca Cordillera'`);
    expect((await list()).json().counts).toEqual({ received: 1, in_review: 1, approved: 0, rejected: 1 });
    const inReview = (await list('?status=in_review')).json();
    expect(inReview).toMatchObject({ total: 1, counts: { received: 1, in_review: 1, approved: 0, rejected: 1 } });
    expect((await list(`?q=${encodeURIComponent('Mueblería')}&status=rejected`)).json()).toMatchObject({
      data: [],
      total: 0,
      counts: { received: 1, in_review: 0, approved: 0, rejected: 0 },
    });
    expect((await list('?from=2026-03-03')).json().counts).toEqual({ received: 0, in_review: 1, approved: 0, rejected: 0 });
    expect((await list('?q=inexistente')).json().counts).toEqual({ received: 0, in_review: 0, approved: 0, rejected: 0 });
    await t.db.query(`update seller_applications set status = 'received', rejection_reason = null`);
  });

  it('filters by reception date in America/Santiago, both ends inclusive', async () => {
    const names = async (query: string) => (await list(query)).json().data.map((entry: { businessName: string }) => entry.businessName);
    expect(await names('?from=2026-03-02&to=2026-03-02')).toEqual(['Mueblería Del Sur', 'Vinoteca Cordillera']);
    expect(await names('?from=2026-03-03')).toEqual(['Bazar Los Aromos']);
    expect(await names('?to=2026-03-01')).toEqual([]);
    const reversed = await list('?from=2026-03-03&to=2026-03-02');
    expect(reversed.statusCode).toBe(400);
    expectContract(reversed, 'listSellerApplications');
    expect((await list('?from=2026-13-01')).statusCode).toBe(400);
  });
});

describe('GET /v1/onboarding/applications/{applicationId}', () => {
  it('answers every answer labelled with its question', async () => {
    const [, second] = submitted;
    const response = await t.request({ method: 'GET', url: `/v1/onboarding/applications/${second!.id}`, token: adminToken });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getSellerApplication');
    const application = response.json();
    expect(application.answers.slice(0, 3)).toEqual([
      { question: '1.1', label: 'Nombre comercial', response: 'Mueblería Del Sur' },
      { question: '1.2', label: 'Razón social', response: answerOf(second!.body, '1.2') },
      { question: '1.3', label: 'RUT de la empresa', response: '777777777' },
    ]);
    expect(application.answers.at(-1)).toEqual({ question: '6.7', label: 'Comuna de la bodega (nombre)', response: 'Quilicura' });
  });

  it('names every code the applicant chose from a list, and leaves words and unknown codes alone', async () => {
    const [, second] = submitted;
    const application = (await t.request({ method: 'GET', url: `/v1/onboarding/applications/${second!.id}`, token: adminToken })).json();
    const shown = (question: string) => {
      const answer = application.answers.find((candidate: { question: string }) => candidate.question === question);
      return [answer.response, answer.display];
    };
    expect(shown('1.4')).toEqual(['SPA', 'S.P.A.']);
    expect(shown('1.8')).toEqual(['13', 'Metropolitana de Santiago']);
    expect(shown('1.9')).toEqual(['13123', 'Providencia']);
    expect(shown('1.13')).toEqual(['ferreteria,herramientas', 'Ferretería, Herramientas']);
    expect(shown('3.1')).toEqual(['PERSONA_NATURAL', 'Persona natural']);
    expect(shown('3.6')).toEqual(['CL', 'CHILE']);
    expect(shown('4.6')).toEqual(['CL', 'CHILE']);
    expect(shown('5.1')).toEqual(['037', 'Banco Santander-Chile']);
    expect(shown('5.2')).toEqual(['corriente', 'Cuenta Corriente']);
    expect(shown('6.5')).toEqual(['13125', 'Quilicura']);
    expect(shown('1.1')).toEqual(['Mueblería Del Sur', undefined]);

    // A code the lists no longer hold reads as sent.
    await t.db.query(
      `update seller_applications set answers = (select jsonb_agg(case when a->>'question' = '5.1' then jsonb_set(a, '{response}', '"999"') else a end) from jsonb_array_elements(answers) a) where id = $1`,
      [second!.id],
    );
    const changed = (await t.request({ method: 'GET', url: `/v1/onboarding/applications/${second!.id}`, token: adminToken })).json();
    expect(changed.answers.find((answer: { question: string }) => answer.question === '5.1')).toEqual({ question: '5.1', label: 'Banco', response: '999' });
  });

  it('answers 404 for an unknown id and 400 for what is not a UUID', async () => {
    const unknown = await t.request({ method: 'GET', url: `/v1/onboarding/applications/${randomUUID()}`, token: adminToken });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'getSellerApplication');
    const malformed = await t.request({ method: 'GET', url: '/v1/onboarding/applications/123', token: adminToken });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /v1/onboarding/applications/{applicationId}/proof-file', () => {
  it('answers the file as an attachment with its checked type and nosniff', async () => {
    const [, , third] = submitted;
    const response = await t.request({ method: 'GET', url: `/v1/onboarding/applications/${third!.id}/proof-file`, token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cartola-bancoestado.png"; filename*=UTF-8''cartola-bancoestado.png`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('answers a PDF as application/pdf, never framable as a page of its own and under the strict CSP', async () => {
    const [first] = submitted;
    const response = await t.request({ method: 'GET', url: `/v1/onboarding/applications/${first!.id}/proof-file`, token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificado-cuenta-santander.pdf"; filename*=UTF-8''certificado-cuenta-santander.pdf`,
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/onboarding/applications/${randomUUID()}/proof-file`, token: adminToken });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('permissions', () => {
  const urls = () => [
    '/v1/onboarding/applications',
    `/v1/onboarding/applications/${submitted[0]!.id}`,
    `/v1/onboarding/applications/${submitted[0]!.id}/proof-file`,
  ];
  const operations = ['listSellerApplications', 'getSellerApplication', 'getSellerApplicationProofFile'];

  it('answers 401 without a session', async () => {
    for (const [index, url] of urls().entries()) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expectContract(response, operations[index]!);
    }
  });

  it('answers 403 to every role but admin and comercial', async () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.role !== 'admin' && candidate.role !== 'comercial')) {
      const token = await t.login(account.email);
      for (const [index, url] of urls().entries()) {
        const response = await t.request({ method: 'GET', url, token });
        expect(response.statusCode, `${account.role} ${url}`).toBe(403);
        expectContract(response, operations[index]!);
      }
    }
  });

  it("lists the three operations in the admin's permissions", async () => {
    const response = await t.request({ method: 'GET', url: '/auth/session', token: adminToken });
    expect(response.json().permissions).toEqual(expect.arrayContaining(operations));
  });
});
