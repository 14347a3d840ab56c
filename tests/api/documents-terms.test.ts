import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderA4 } from '../../server/documents/pdf/layout.ts';
import { readPdf } from '../support/pdf.ts';
import { expectContract } from './contract.ts';
import { ACCOUNTS, bulkyPdf, sellerIdOf, tokenOf } from './documents-support.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let seller: string;
let newSeller: string;
let andesId: number;
let australId: number;

beforeAll(async () => {
  t = await openTestApp();
  [admin, seller, newSeller] = await Promise.all([tokenOf(t, ACCOUNTS.admin), tokenOf(t, ACCOUNTS.seller), tokenOf(t, ACCOUNTS.newSeller)]);
  andesId = await sellerIdOf(t, ACCOUNTS.seller);
  australId = await sellerIdOf(t, ACCOUNTS.newSeller);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** The test clock starts 2026-03-02T12:00Z: 09:00 on 2 March in Santiago (UTC-3 in summer). */
const TODAY = '2026-03-02';

interface PendingTerms {
  id: number;
  key: string;
  version: number;
  exception: 0 | 1;
  contentType: 'pdf' | 'html';
  content: string;
  startDate: string;
  approvalLimitDate: string;
}

const check = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/document-seller/check', token });
  expect(response.statusCode).toBe(200);
  expectContract(response, 'checkPendingTerms');
  return response.json() as true | PendingTerms[];
};
const pendingKeys = async (token: string) => {
  const answer = await check(token);
  return answer === true ? [] : answer.map((terms) => `${terms.key} v${terms.version}`);
};
const approve = (token: string, id: number | string, headers: Record<string, string> = {}, address = freshAddress()) =>
  t.request({ method: 'GET', url: `/document/approve/${id}`, token, headers, address });

const htmlTerms = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  title: `Documento ${key}`,
  contentType: 'html',
  html: `<h2>${key}</h2><p>Condiciones de ${key}.</p>`,
  startDate: TODAY,
  endDate: null,
  approvalLimitDate: '2026-04-30',
  exception: 1,
  ...overrides,
});
const publish = async (body: Record<string, unknown>) => {
  const response = await t.request({ method: 'POST', url: '/document', token: admin, payload: body });
  expectContract(response, 'createTerms');
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; key: string; version: number; content: string; contentSha256: string };
};
const pdfBase64 = async (title: string) => (await renderA4({ title, issuedAt: new Date('2026-03-01T12:00:00Z') }, (page) => page.title(title))).toString('base64');

describe('the seeded terms', () => {
  it('leave the published demo seller one optional version pending, and the new seller none', async () => {
    const pending = await check(seller);
    expect(pending).toEqual([
      expect.objectContaining({
        key: 'politica-de-privacidad',
        version: 1,
        title: 'Política de Privacidad',
        contentType: 'html',
        exception: 1,
        startDate: '2026-02-27',
        endDate: null,
        approvalLimitDate: '2026-03-29',
      }),
    ]);
    expect((pending as PendingTerms[])[0]!.content).toContain('<h2>Política de Privacidad para Sellers</h2>');
    expect(await check(newSeller)).toBe(true);
  });

  it('include a mandatory PDF version both sellers accepted, served as a valid PDF', async () => {
    const list = await t.request({ method: 'GET', url: '/document?key=terminos-y-condiciones', token: admin });
    expectContract(list, 'listTerms');
    const [terms] = list.json().data;
    expect(terms).toMatchObject({ version: 1, contentType: 'pdf', content: 'terminos-y-condiciones-v1.pdf', exception: 0, acceptedCount: 2 });
    const file = await t.request({ method: 'GET', url: `/document/termsfile/${terms.content}`, token: seller });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="terminos-y-condiciones-v1.pdf"');
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.title).toBe('Términos y Condiciones para Sellers');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.lines.slice(0, 3)).toEqual(['Términos y Condiciones para Sellers', 'Versión 1 · Marketplace', '1. Objeto']);
    expect(pdf.text).toContain('La reputación del Seller se mide');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(terms.contentSha256);
  });
});

describe('check, approve and receipt', () => {
  it('records the acceptance with version, user, seller, address, user agent and content hash, once', async () => {
    const published = await publish(htmlTerms('condiciones-despacho', { exception: 0, approvalLimitDate: '2026-03-20' }));
    expect(published.version).toBe(1);
    // Mandatory first, whatever its deadline.
    expect(await pendingKeys(seller)).toEqual(['condiciones-despacho v1', 'politica-de-privacidad v1']);
    expect(await pendingKeys(newSeller)).toEqual(['condiciones-despacho v1']);

    const address = freshAddress();
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) PortalTest/1.0';
    const first = await approve(seller, published.id, { 'user-agent': userAgent }, address);
    expect(first.statusCode).toBe(200);
    expectContract(first, 'approveTerms');
    const { data, acceptance } = first.json();
    expect(data).toBe(true);
    const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [ACCOUNTS.seller]);
    expect(acceptance).toMatchObject({
      termsId: published.id,
      termsKey: 'condiciones-despacho',
      termsVersion: 1,
      termsTitle: 'Documento condiciones-despacho',
      sellerId: andesId,
      sellerName: 'Tienda Andes SpA',
      userId: user!.id,
      userEmail: ACCOUNTS.seller,
      acceptedAt: t.clock.now().toISOString(),
      ipAddress: address,
      userAgent,
      contentSha256: createHash('sha256').update(published.content).digest('hex'),
    });
    expect(published.contentSha256).toBe(acceptance.contentSha256);

    const [stored] = await t.db.query<Record<string, unknown>>('select * from terms_acceptances where id = $1', [acceptance.id]);
    expect(stored).toMatchObject({ terms_id: published.id, seller_id: andesId, user_id: user!.id, user_name: 'Matías Rojas', ip_address: address });

    t.clock.advance(60_000);
    const again = await approve(seller, published.id, { 'user-agent': 'Otro navegador' });
    expect(again.statusCode).toBe(200);
    expect(again.json().acceptance).toEqual(acceptance);
    const rows = await t.db.query('select id from terms_acceptances where terms_id = $1 and seller_id = $2', [published.id, andesId]);
    expect(rows).toHaveLength(1);

    expect(await pendingKeys(seller)).toEqual(['politica-de-privacidad v1']);
    expect(await pendingKeys(newSeller)).toEqual(['condiciones-despacho v1']);
  });

  it('answers true once everything is accepted, and the optional seeded version can be accepted too', async () => {
    const [privacy] = (await check(seller)) as PendingTerms[];
    expect((await approve(seller, privacy!.id)).statusCode).toBe(200);
    expect(await check(seller)).toBe(true);
  });

  it('cuts the stored user agent to 512 characters', async () => {
    const published = await publish(htmlTerms('agente-largo'));
    const response = await approve(newSeller, published.id, { 'user-agent': `UA ${'x'.repeat(600)}` });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'approveTerms');
    const { acceptance } = response.json();
    expect(acceptance.userAgent).toHaveLength(512);
    // On the receipt the 509 x's cannot fit one line: the word is cut, and every line stays inside the
    // right margin (48 pt from the right edge of the 595.28 pt wide A4 page).
    const receipt = await t.request({ method: 'GET', url: `/document-seller/acceptances/${acceptance.id}/receipt`, token: newSeller });
    const [page] = (await readPdf(receipt.rawPayload)).pages;
    const runs = page!.runs.filter((run) => /x{10}/.test(run.text));
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.map((run) => run.text.replace(/^UA /, '')).join('')).toBe('x'.repeat(509));
    for (const run of runs) expect(run.x + run.width).toBeLessThanOrEqual(595.28 - 48 + 0.01);
  });

  it('serves a receipt PDF of the stored facts to the seller and admins, 404 to another seller', async () => {
    const list = await t.request({ method: 'GET', url: '/document-seller/acceptances', token: seller });
    expect(list.statusCode).toBe(200);
    expectContract(list, 'listTermsAcceptances');
    const acceptance = list.json().data.find((record: { termsKey: string }) => record.termsKey === 'condiciones-despacho');
    expect(acceptance).toBeDefined();

    const receipt = await t.request({ method: 'GET', url: `/document-seller/acceptances/${acceptance.id}/receipt`, token: seller });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="comprobante-aceptacion-${acceptance.id}.pdf"`);
    const pdf = await readPdf(receipt.rawPayload);
    expect(pdf.title).toBe(`Comprobante de aceptación ${acceptance.id}`);
    expect(pdf.pages).toHaveLength(1);
    const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [ACCOUNTS.seller]);
    expect(pdf.pages[0]!.lines).toEqual(
      expect.arrayContaining([
        'Comprobante de aceptación',
        'Documento Documento condiciones-despacho',
        'Clave y versión condiciones-despacho, versión 1',
        `Seller Tienda Andes SpA (id ${andesId})`,
        `Usuario Matías Rojas <seller@demo.cl> (id ${user!.id})`,
        // 12:00Z on 2 March is 09:00 in Santiago (summer time).
        'Fecha y hora de aceptación 02-03-2026 09:00:00 (America/Santiago, GMT-3)',
        `Dirección IP ${acceptance.ipAddress}`,
        'Navegador (user agent) Mozilla/5.0 (X11; Linux x86_64) PortalTest/1.0',
        `Identificador del ${acceptance.id}`,
        `Comprobante de aceptación ${acceptance.id} Página 1 de 1`,
      ]),
    );
    // The 64 hex digits stay on one line, beside the first line of their wrapped label.
    expect(pdf.pages[0]!.lines).toContain(`SHA-256 del contenido ${acceptance.contentSha256}`);

    const byAdmin = await t.request({ method: 'GET', url: `/document-seller/acceptances/${acceptance.id}/receipt`, token: admin });
    expect(byAdmin.statusCode).toBe(200);
    const byOther = await t.request({ method: 'GET', url: `/document-seller/acceptances/${acceptance.id}/receipt`, token: newSeller });
    expect(byOther.statusCode).toBe(404);
    expectContract(byOther, 'getTermsAcceptanceReceipt');
    const unknown = await t.request({ method: 'GET', url: '/document-seller/acceptances/7b0e3f4c-2a51-4c8e-9a3e-1f6d2c9b8a10/receipt', token: admin });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({ method: 'GET', url: '/document-seller/acceptances/not-a-uuid/receipt', token: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.acceptanceId');
  });

  it('lists a seller its own acceptances only, and admins any seller', async () => {
    const own = await t.request({ method: 'GET', url: '/document-seller/acceptances', token: newSeller });
    expect(own.json().data.every((record: { sellerId: number }) => record.sellerId === australId)).toBe(true);
    expect(own.json()).toMatchObject({ page: 1, pageSize: 20 });
    const explicit = await t.request({ method: 'GET', url: `/document-seller/acceptances?sellerId=${australId}`, token: newSeller });
    expect(explicit.json().total).toBe(own.json().total);
    const other = await t.request({ method: 'GET', url: `/document-seller/acceptances?sellerId=${andesId}`, token: newSeller });
    expect(other.statusCode).toBe(403);
    expectContract(other, 'listTermsAcceptances');

    const all = await t.request({ method: 'GET', url: '/document-seller/acceptances?pageSize=100', token: admin });
    const sellers = new Set(all.json().data.map((record: { sellerId: number }) => record.sellerId));
    expect(sellers).toEqual(new Set([andesId, australId]));
    const andes = await t.request({ method: 'GET', url: `/document-seller/acceptances?sellerId=${andesId}&pageSize=1&page=2`, token: admin });
    expectContract(andes, 'listTermsAcceptances');
    expect(andes.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(andes.json().data).toHaveLength(1);
    expect(andes.json().data[0].sellerId).toBe(andesId);
    expect(andes.json().total).toBe(all.json().data.filter((record: { sellerId: number }) => record.sellerId === andesId).length);
  });

  it('answers 404 TERMS_NOT_FOUND for an unknown version and 400 for a malformed id', async () => {
    const unknown = await approve(seller, 999_999);
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'approveTerms');
    expect(unknown.json().code).toBe('TERMS_NOT_FOUND');
    const malformed = await approve(seller, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.id');
  });
});

describe('versions over time', () => {
  it('asks for the newest started version only: an older one is superseded (409)', async () => {
    const v1 = await publish(htmlTerms('reglas-catalogo'));
    const v2 = await publish(htmlTerms('reglas-catalogo', { title: 'Reglas de catálogo 2' }));
    expect(v2.version).toBe(2);
    expect((await pendingKeys(seller)).filter((key) => key.startsWith('reglas-catalogo'))).toEqual(['reglas-catalogo v2']);
    const old = await approve(seller, v1.id);
    expect(old.statusCode).toBe(409);
    expectContract(old, 'approveTerms');
    expect(old.json().code).toBe('TERMS_SUPERSEDED');
    expect((await approve(seller, v2.id)).statusCode).toBe(200);
    expect(await pendingKeys(seller)).not.toContain('reglas-catalogo v2');
  });

  it('shows nothing that ended (410 on approval) and nothing superseded by an ended version', async () => {
    const ended = await publish(htmlTerms('promocion-verano', { startDate: '2026-01-01', endDate: '2026-03-01', approvalLimitDate: '2026-01-31' }));
    expect(await pendingKeys(seller)).not.toContain('promocion-verano v1');
    const response = await approve(seller, ended.id);
    expect(response.statusCode).toBe(410);
    expectContract(response, 'approveTerms');
    expect(response.json().code).toBe('TERMS_EXPIRED');
    // The last day of a version is included.
    const lastDay = await publish(htmlTerms('promocion-otono', { startDate: '2026-02-01', endDate: TODAY, approvalLimitDate: '2026-02-10' }));
    expect(await pendingKeys(seller)).toContain('promocion-otono v1');
    expect((await approve(seller, lastDay.id)).statusCode).toBe(200);
  });

  it('lists a version only once its start day has come in Santiago, and hides its PDF until then', async () => {
    const tomorrow = await publish({
      key: 'contrato-fulfillment',
      title: 'Contrato de Fulfillment',
      contentType: 'pdf',
      file: { fileName: 'Contrato Fulfillment (firmado).pdf', contentBase64: await pdfBase64('Contrato de Fulfillment') },
      startDate: '2026-03-03',
      endDate: null,
      approvalLimitDate: '2026-03-31',
      exception: 0,
    });
    expect(tomorrow.content).toBe('contrato-fulfillment-v1.pdf');
    expect(await pendingKeys(seller)).not.toContain('contrato-fulfillment v1');
    const early = await approve(seller, tomorrow.id);
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('TERMS_NOT_FOUND');
    const fileUrl = `/document/termsfile/${tomorrow.content}`;
    expect((await t.request({ method: 'GET', url: fileUrl, token: seller })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: fileUrl, token: admin })).statusCode).toBe(200);

    // Midnight in Santiago on 3 March is 03:00Z: one millisecond before, still the 2nd.
    t.clock.advance(Date.parse('2026-03-03T03:00:00Z') - 1 - t.clock.now().getTime());
    const [sellerLate, adminLate] = await Promise.all([tokenOf(t, ACCOUNTS.seller), tokenOf(t, ACCOUNTS.admin)]);
    expect(await pendingKeys(sellerLate)).not.toContain('contrato-fulfillment v1');
    t.clock.advance(1);
    const pending = await check(sellerLate);
    expect(pending).not.toBe(true);
    expect((pending as PendingTerms[])[0]).toMatchObject({ key: 'contrato-fulfillment', exception: 0, contentType: 'pdf' });
    const file = await t.request({ method: 'GET', url: fileUrl, token: sellerLate });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('base64')).toBe(await pdfBase64('Contrato de Fulfillment'));
    const accepted = await approve(sellerLate, tomorrow.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().acceptance.contentSha256).toBe(createHash('sha256').update(file.rawPayload).digest('hex'));
    const listed = await t.request({ method: 'GET', url: '/document?key=contrato-fulfillment', token: adminLate });
    expect(listed.json().data[0].acceptedCount).toBe(1);
  });
});

describe('POST /document', () => {
  // The clock may have moved past the first tokens' 8 hours.
  beforeAll(async () => {
    [admin, seller] = await Promise.all([tokenOf(t, ACCOUNTS.admin), tokenOf(t, ACCOUNTS.seller)]);
  });

  it('sanitises HTML on the way in and hashes what it stored', async () => {
    const created = await publish(
      htmlTerms('terminos-marketing', {
        html: '<h2 style="color:red" onclick="steal()">Marketing</h2><script>alert(1)</script><p>Texto <a href="javascript:alert(2)">aquí</a> <img src="x" onerror="alert(3)"></p>',
      }),
    );
    expect(created.content).toBe('<h2>Marketing</h2><p>Texto <a>aquí</a> <img src="x" /></p>');
    expect(created.contentSha256).toBe(createHash('sha256').update(created.content).digest('hex'));
  });

  it('numbers versions per key and stores the PDF under {key}-v{version}.pdf, beyond the default 1 MB body limit', async () => {
    const big = await bulkyPdf(Array.from({ length: 5_000 }, (_, index) => `Cláusula ${index}: el seller cumplirá las condiciones del anexo.`));
    expect(big.byteLength).toBeGreaterThan(1024 * 1024);
    const base = { key: 'anexo-comercial', title: 'Anexo comercial', contentType: 'pdf', startDate: TODAY, approvalLimitDate: '2026-04-01', exception: 1 };
    const v1 = await publish({ ...base, file: { fileName: 'anexo.pdf', contentBase64: big.toString('base64') } });
    const v2 = await publish({ ...base, file: { fileName: 'anexo.pdf', contentBase64: await pdfBase64('Anexo v2') } });
    expect([v1.version, v2.version, v1.content, v2.content]).toEqual([1, 2, 'anexo-comercial-v1.pdf', 'anexo-comercial-v2.pdf']);
    const file = await t.request({ method: 'GET', url: '/document/termsfile/anexo-comercial-v1.pdf', token: seller });
    expect(file.rawPayload.equals(big)).toBe(true);
    // A megabyte and more goes up as base64 JSON and comes back: seconds on a busy 2-core machine.
  }, 15_000);

  it('refuses what breaks the schema with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [htmlTerms('sin-titulo', { title: undefined }), 'body.title'],
      [htmlTerms('Clave Con Espacios'), 'body.key'],
      [htmlTerms('excepcion-mala', { exception: 2 }), 'body.exception'],
      [htmlTerms('fecha-mala', { startDate: '2026-02-30' }), 'body.startDate'],
      [htmlTerms('campo-extra', { publishNow: true }), 'body.publishNow'],
      [{ ...htmlTerms('pdf-sin-archivo'), contentType: 'pdf', html: undefined }, 'body.file'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({ method: 'POST', url: '/document', token: admin, payload });
      expect(response.statusCode, field).toBe(400);
      expectContract(response, 'createTerms');
      expect(response.json().details.map((detail: { field: string }) => detail.field), field).toEqual([field]);
    }
  });

  it('refuses dates out of order, a non-PDF and HTML left empty with 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [htmlTerms('fechas-al-reves', { approvalLimitDate: '2026-03-01' }), 'body.approvalLimitDate'],
      [htmlTerms('fin-antes', { endDate: TODAY }), 'body.endDate'],
      [htmlTerms('solo-script', { html: '<script>alert(1)</script><p onclick="x()"> </p>' }), 'body.html'],
      [
        { ...htmlTerms('no-es-pdf'), contentType: 'pdf', html: undefined, file: { fileName: 'x.pdf', contentBase64: Buffer.from('hola, no soy un PDF').toString('base64') } },
        'body.file.contentBase64',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({ method: 'POST', url: '/document', token: admin, payload });
      expect(response.statusCode, field).toBe(422);
      expectContract(response, 'createTerms');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field }] });
    }
    const stored = await t.db.query("select id from terms where key in ('fechas-al-reves', 'fin-antes', 'solo-script', 'no-es-pdf')");
    expect(stored).toEqual([]);
  });

  it('refuses a malformed file name with 400 and an unknown one with 404', async () => {
    const malformed = await t.request({ method: 'GET', url: '/document/termsfile/..%2F..%2Fetc%2Fpasswd.pdf', token: seller });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.file');
    const unknown = await t.request({ method: 'GET', url: '/document/termsfile/no-existe-v9.pdf', token: seller });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'getTermsFile');
  });
});
