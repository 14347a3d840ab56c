import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let andes: number;
let austral: number;
let tokens: Record<string, string>;
openDemoSellersApp({ seller: 'seller@demo.cl', nuevo: 'nuevo@demo.cl', admin: 'admin@demo.cl', comercial: 'comercial@demo.cl' }, (app) => ({ t, andes, austral, tokens } = app));

const get = (url: string, who?: string) => t.request({ method: 'GET', url, ...(who ? { token: tokens[who] } : {}) });
const start = (sellerId: number, code: string, who = 'nuevo') => get(`/import-start?seller_id=${sellerId}&code=${code}`, who);

describe('GET /import-start', () => {
  const CODE = '4f1c9e0b7d2a48b6a1e3c5d7f9b0a2c4';
  let jobId: string;

  it('records a queued Centry import job for the seller', async () => {
    const response = await start(austral, CODE);
    expect(response.statusCode).toBe(202);
    expectContract(response, 'startImport');
    const job = response.json();
    expect(job).toMatchObject({
      sellerId: austral,
      provider: 'centry',
      status: 'queued',
      createdAt: t.clock.now().toISOString(),
      startedAt: null,
      finishedAt: null,
      productsImported: null,
      productsFailed: null,
      error: null,
    });
    jobId = job.id;
    const [row] = await t.db.query<{ seller_id: number; status: string; code_sha256: string; oauth_code: string; requested_by: number }>(
      'select seller_id, status, code_sha256, oauth_code, requested_by from import_jobs where id = $1',
      [jobId],
    );
    const [user] = await t.db.query<{ id: number }>(`select id from users where email = 'nuevo@demo.cl'`);
    expect(row).toEqual({ seller_id: austral, status: 'queued', code_sha256: createHash('sha256').update(CODE).digest('hex'), oauth_code: CODE, requested_by: user!.id });
  });

  it('answers the same job for the same code (a reload of the redirect) with 200', async () => {
    const again = await start(austral, CODE);
    expect(again.statusCode).toBe(200);
    expectContract(again, 'startImport');
    expect(again.json().id).toBe(jobId);
    expect(await t.db.query('select id from import_jobs where seller_id = $1', [austral])).toHaveLength(1);
  });

  it('refuses a second import while one is queued or running (409)', async () => {
    const other = await start(austral, 'another-code-1234');
    expect(other.statusCode).toBe(409);
    expectContract(other, 'startImport');
    expect(other.json().code).toBe('IMPORT_ALREADY_RUNNING');
    await t.db.query(`update import_jobs set status = 'failed', finished_at = $2, error = 'Centry rechazó el código' where id = $1`, [jobId, t.clock.now()]);
    t.clock.advance(1_000);
    const next = await start(austral, 'another-code-1234');
    expect(next.statusCode).toBe(202);
    expect(next.json().id).not.toBe(jobId);
  });

  it('is for the seller’s own id only; other roles and anonymous callers are refused', async () => {
    const response = await start(andes, 'code-for-andes-1234');
    expect(response.statusCode).toBe(403);
    expectContract(response, 'startImport');
    expect((await start(austral, 'code-from-admin-1234', 'admin')).statusCode).toBe(403);
    expect((await start(austral, 'code-from-comercial', 'comercial')).statusCode).toBe(403);
    expect((await get(`/import-start?seller_id=${austral}&code=anonymous-1234`)).statusCode).toBe(401);
    expect((await start(austral, 'short')).statusCode).toBe(400);
    expect((await start(austral, 'bad%20code%20here')).statusCode).toBe(400);
    expect((await get(`/import-start?seller_id=${austral}`, 'nuevo')).statusCode).toBe(400);
    expect(await t.db.query('select id from import_jobs where seller_id = $1', [andes])).toHaveLength(0);
  });
});

describe('import jobs listing and detail', () => {
  it('lists the seller’s jobs newest first', async () => {
    const response = await get('/import-jobs', 'nuevo');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listImportJobs');
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(body.data.map((job: { status: string }) => job.status)).toEqual(['queued', 'failed']);
    expect(body.data[1].error).toBe('Centry rechazó el código');
    expect((await get(`/import-jobs?seller_id=${austral}&pageSize=1&page=2`, 'nuevo')).json().data).toHaveLength(1);
    expect((await get('/import-jobs', 'seller')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('refuses another seller’s listing (403) and needs a seller id from an admin', async () => {
    expect((await get(`/import-jobs?seller_id=${austral}`, 'seller')).statusCode).toBe(403);
    const noSeller = await get('/import-jobs', 'admin');
    expect(noSeller.statusCode).toBe(400);
    expectContract(noSeller, 'listImportJobs');
    expect((await get(`/import-jobs?seller_id=${austral}`, 'admin')).json().total).toBe(2);
    expect((await get('/import-jobs?seller_id=999999', 'admin')).statusCode).toBe(404);
    expect((await get('/import-jobs', 'comercial')).statusCode).toBe(403);
    expect((await get('/import-jobs')).statusCode).toBe(401);
  });

  it('shows one job to its seller and admins, and is absent (404) to anyone else', async () => {
    const [job] = (await get('/import-jobs', 'nuevo')).json().data;
    const own = await get(`/import-jobs/${job.id}`, 'nuevo');
    expect(own.statusCode).toBe(200);
    expectContract(own, 'getImportJob');
    expect(own.json()).toEqual(job);
    expect((await get(`/import-jobs/${job.id}`, 'admin')).json()).toEqual(job);
    for (const who of ['seller', 'comercial']) {
      const response = await get(`/import-jobs/${job.id}`, who);
      expect(response.statusCode, who).toBe(404);
      expectContract(response, 'getImportJob');
    }
    expect((await get('/import-jobs/0c8f5a2e-6b1d-4f3a-9e7c-2d4b6a8c0e1f', 'nuevo')).statusCode).toBe(404);
    expect((await get('/import-jobs/not-a-uuid', 'nuevo')).statusCode).toBe(400);
    expect((await get(`/import-jobs/${job.id}`)).statusCode).toBe(401);
  });
});
