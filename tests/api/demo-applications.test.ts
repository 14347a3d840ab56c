/**
 * The demo sign-up applications: a start (`npm start`, which seeds with applications) gives
 * Configuración > Solicitudes one application in each status, each as valid as the wizard's and
 * reviewable; the harness's seed, which every API suite starts from, leaves the queue empty, so the
 * suites' counts stay what they were. Expected values are written here, not read from the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { openStartedDemo, type StartedDemo } from './startedDemo.ts';

let startedDemo: StartedDemo;
let started: TestApp;
let harness: TestApp;

beforeAll(async () => {
  startedDemo = await openStartedDemo({ applications: true });
  started = startedDemo.app;
  harness = await openTestApp();
}, OPEN_TIMEOUT_MS * 2);
afterAll(async () => {
  await startedDemo?.close();
  await harness?.close();
});

async function queue(t: TestApp) {
  const token = await t.login('admin@demo.cl');
  const response = await t.request({ method: 'GET', url: '/v1/onboarding/applications', token });
  expectContract(response, 'listSellerApplications');
  return { token, page: response.json() as { data: Array<{ id: string; status: string; businessName: string; companyName: string; documentNumber: string; commercialEmail: string; createdAt: string }>; total: number; counts: Record<string, number> } };
}

describe('a start with demo data', () => {
  it('gives the queue one application in each status, newest first, with Chilean names, valid RUTs and their e-mails', async () => {
    const { page } = await queue(started);
    expect(page.total).toBe(4);
    expect(page.counts).toEqual({ received: 1, in_review: 1, approved: 1, rejected: 1 });
    expect(page.data.map(({ status, businessName, companyName, documentNumber, commercialEmail }) => ({ status, businessName, companyName, documentNumber, commercialEmail }))).toEqual([
      { status: 'received', businessName: 'Vinos del Itata', companyName: 'VIÑA VALLE DEL ITATA SPA', documentNumber: '773216541', commercialEmail: 'ventas@vinosdelitata.cl' },
      { status: 'in_review', businessName: 'Ferretería El Roble', companyName: 'COMERCIAL CARRASCO LAGOS SPA', documentNumber: '768945128', commercialEmail: 'ventas@ferreteriaelroble.cl' },
      { status: 'rejected', businessName: 'Artesanías Chiloé', companyName: 'TEJIDOS DEL ARCHIPIELAGO SPA', documentNumber: '771082335', commercialEmail: 'ventas@artesaniaschiloe.cl' },
      { status: 'approved', businessName: 'Despensa Austral', companyName: 'EMPORIO AUSTRAL LTDA', documentNumber: '776543217', commercialEmail: 'ventas@emporioaustral.cl' },
    ]);
    // The harness clock's start is 2026-03-02T12:00Z: the newest arrived five hours before it.
    expect(page.data[0]!.createdAt).toBe('2026-03-02T07:00:00.000Z');
  });

  it('has the approved one lead to Emporio Austral and its user, and the rejected one say why, each with its history', async () => {
    const { token, page } = await queue(started);
    const review = async (businessName: string) => {
      const id = page.data.find((row) => row.businessName === businessName)!.id;
      const response = await started.request({ method: 'GET', url: `/v1/onboarding/applications/${id}/review`, token });
      expectContract(response, 'getSellerApplicationReview');
      return response.json() as { status: string; sellerId: number | null; userId: number | null; rejectionReason: string | null; events: Array<{ kind: string; actor: { name: string } | null; reason: string | null }> };
    };
    const [austral] = await started.db.query<{ seller_id: number; id: number }>("select u.seller_id, u.id from users u where u.email = 'nuevo@demo.cl'");
    const approved = await review('Despensa Austral');
    expect(approved).toMatchObject({ status: 'approved', sellerId: austral!.seller_id, userId: austral!.id, rejectionReason: null });
    expect(approved.events.map((event) => [event.kind, event.actor?.name ?? null])).toEqual([
      ['received', null],
      ['review_started', 'Carolina Fuentes'],
      ['approved', 'Carolina Fuentes'],
    ]);
    const reason = 'El certificado bancario no está a nombre de la empresa. Postula de nuevo con un certificado de una cuenta de la sociedad.';
    const rejected = await review('Artesanías Chiloé');
    expect(rejected).toMatchObject({ status: 'rejected', sellerId: null, rejectionReason: reason });
    expect(rejected.events.map((event) => [event.kind, event.reason])).toEqual([
      ['received', null],
      ['review_started', null],
      ['rejected', reason],
    ]);
    expect((await review('Ferretería El Roble')).events.map((event) => event.kind)).toEqual(['received', 'review_started']);
    expect((await review('Vinos del Itata')).events.map((event) => event.kind)).toEqual(['received']);
  });

  it('lets the admin approve the one in review into a new seller, as one the wizard sent', async () => {
    const { token, page } = await queue(started);
    const id = page.data.find((row) => row.businessName === 'Ferretería El Roble')!.id;
    const response = await started.request({ method: 'POST', url: `/v1/onboarding/applications/${id}/approve`, token });
    expect(response.statusCode, response.body).toBe(200);
    const [seller] = await started.db.query<{ name: string; document_number: string }>('select name, document_number from sellers where id = $1', [response.json().sellerId]);
    expect(seller).toEqual({ name: 'Ferretería El Roble', document_number: '768945128' });
  });
});

describe('the harness seed the API suites start from', () => {
  it('has no applications: every suite counts the queue from empty', async () => {
    const { page } = await queue(harness);
    expect(page).toMatchObject({ total: 0, data: [], counts: { received: 0, in_review: 0, approved: 0, rejected: 0 } });
  });
});
