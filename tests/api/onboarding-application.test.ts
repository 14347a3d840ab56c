import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';
import {
  PDF_BYTES,
  PNG_BYTES,
  answerOf,
  buildApplication,
  cleanRutOf,
  indexOf,
  proofFileOf,
  wrongRutOf,
  type RegisterFormRequest,
  type RegisterQuestion,
} from './support/seller-application.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await openTestApp();
  adminToken = await t.login('admin@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const submit = (body: unknown, { key = randomUUID(), address = freshAddress() }: { key?: string; address?: string } = {}) =>
  t.request({ method: 'POST', url: '/web-hooks/register-form', payload: body as object, headers: { 'idempotency-key': key }, address });

const admin = (url: string) => t.request({ method: 'GET', url, token: adminToken });

const countApplications = async () => (await t.db.query<{ count: number }>('select count(*)::int as count from seller_applications'))[0]!.count;

function expectInvalid(response: Awaited<ReturnType<typeof submit>>, field: string, messagePart: string) {
  expect(response.statusCode, response.body).toBe(400);
  expectContract(response, 'submitSellerApplication');
  const body = response.json() as { code: string; details: Array<{ field: string; message: string }> };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details, response.body).toContainEqual({ field, message: expect.stringContaining(messagePart) });
}

describe('POST /web-hooks/register-form: a valid application', () => {
  it('answers 201, stores every answer and the proof file, and queues a Spanish confirmation to 2.5', async () => {
    const body = buildApplication();
    const address = freshAddress();
    const response = await submit(body, { address });
    expect(response.statusCode, response.body).toBe(201);
    expectContract(response, 'submitSellerApplication');
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    const answer = response.json() as { applicationId: string; status: string; createdAt: string; confirmationSentTo: string };
    expect(answer).toEqual({
      applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'received',
      createdAt: t.clock.now().toISOString(),
      confirmationSentTo: answerOf(body, '2.5'),
    });

    const stored = await admin(`/v1/onboarding/applications/${answer.applicationId}`);
    expect(stored.statusCode).toBe(200);
    expectContract(stored, 'getSellerApplication');
    const application = stored.json();
    expect(application).toMatchObject({
      id: answer.applicationId,
      status: 'received',
      createdAt: answer.createdAt,
      businessName: answerOf(body, '1.1'),
      companyName: answerOf(body, '1.2'),
      documentNumber: answerOf(body, '1.3'),
      societyType: 'SPA',
      commercialEmail: answerOf(body, '2.5'),
      documentNumberExists: false,
      source: 'form',
      clientAddress: address,
      proofFile: {
        fileName: 'certificado-cuenta-santander.pdf',
        contentType: 'application/pdf',
        size: PDF_BYTES.length,
        sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
      },
    });
    expect(application.answers).toHaveLength(80);
    expect(application.answers[0]).toEqual({ question: '1.1', label: 'Nombre comercial', response: answerOf(body, '1.1') });
    expect(application.answers.map((entry: { question: string }) => entry.question)).toEqual(body.payload.map((entry) => entry.question));
    expect(application.answers.find((entry: { question: string }) => entry.question === '3.2')).toEqual({
      question: '3.2',
      label: 'Socio 1: RUT',
      response: '123456785',
    });

    const file = await admin(`/v1/onboarding/applications/${answer.applicationId}/proof-file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain('attachment; filename="certificado-cuenta-santander.pdf"');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const mails = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      'select subject, text_body, html_body from mail_outbox where recipient = $1',
      [answerOf(body, '2.5')],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Recibimos tu postulación para vender en el marketplace');
    expect(mails[0]!.text_body).toContain('Hola Carolina:');
    expect(mails[0]!.text_body).toContain(`Recibimos la postulación de ${answerOf(body, '1.1')}`);
    expect(mails[0]!.text_body).toContain(answer.applicationId);
  });

  it('accepts questions in any order, stores them in question order, and keeps a PNG byte for byte', async () => {
    const png = Buffer.concat([PNG_BYTES, Buffer.from(Array.from({ length: 2048 }, (_, index) => index % 256))]);
    const body = buildApplication({ '5.4': 'cheque.PNG' }, proofFileOf(png, 'cheque.PNG', 'image/png'));
    body.payload.reverse();
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
    const { applicationId } = response.json();
    const stored = (await admin(`/v1/onboarding/applications/${applicationId}`)).json();
    expect(stored.answers[0].question).toBe('1.1');
    expect(stored.answers.at(-1).question).toBe('6.7');
    const file = await admin(`/v1/onboarding/applications/${applicationId}/proof-file`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('accepts a RUT that already belongs to a seller and records it (the "RUT ya registrado" modal ties the new name to it)', async () => {
    const response = await submit(buildApplication({ '1.3': '760864285' }));
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await admin(`/v1/onboarding/applications/${response.json().applicationId}`)).json();
    expect(stored).toMatchObject({ documentNumber: '760864285', documentNumberExists: true });
  });

  it('accepts an S.A. with a second partner that is a company, and a JPEG', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF\0 contenido de prueba')]);
    const body = buildApplication(
      {
        '1.2': 'INVERSIONES PATAGONIA S.A.',
        '1.4': 'SA',
        '3.10': 'SI',
        '3.11': 'SPA',
        '3.12': cleanRutOf(77_888_999),
        '3.13': 'Holding Sur SpA',
        '3.16': 'AR',
        '3.17': 'Av. Alemania 0671, Temuco',
        '3.18': '09',
        '3.19': '09101',
        '5.4': 'comprobante.jpeg',
      },
      proofFileOf(jpeg, 'comprobante.jpeg', 'image/jpeg'),
    );
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
  });
});

/** One broken answer: the question, its bad response, a part of the expected message, and other answers it needs. */
const invalidAnswers: Array<[RegisterQuestion, string, string, Partial<Record<RegisterQuestion, string>>?]> = [
  ['1.1', '', 'required'],
  ['1.1', 'Ferretería Los Andes SpA', 'invalidBusinessName'],
  ['1.2', 'Comercial Los Andes', 'invalidCompanyName'],
  ['1.3', wrongRutOf(76_543_210), 'invalidRut'],
  ['1.3', '', 'required'],
  ['1.1', `Ferretería ${'Grande '.repeat(21)}`.trim(), 'tooLong'],
  ['1.1', 'Comercial Los Andes', 'businessNameLikeCompanyName', { '1.2': 'COMERCIAL LOS ANDES S.P.A.' }],
  ['1.4', 'EIRL', 'invalidSocietyType'],
  ['1.4', 'PERSONA_NATURAL', 'unknownOption'],
  ['1.5', '999999', 'unknownOption'],
  ['1.5', '4752', 'unknownOption'],
  ['1.6', 'VENTA DE COSAS', 'unknownOption'],
  ['1.7', '', 'required'],
  ['1.8', '17', 'unknownOption'],
  ['1.9', '05101', 'unknownOption'],
  ['1.9', '13999', 'unknownOption'],
  ['1.10', '75OO000', 'digitsOnly'],
  ['1.10', '75000001', 'tooLong'],
  ['1.11', 'shopify', 'unknownOption'],
  ['1.12', 'muchos', 'digitsOnly'],
  ['1.13', '', 'selectAtLeastOne'],
  ['1.13', 'ferreteria,naves-espaciales', 'unknownOption'],
  ['1.14', 'muebles', 'mainCategoryNotSelected'],
  ['2.1', 'ventas-arroba-tienda.cl', 'invalidEmail'],
  ['2.2', 'otra@tienda.cl', 'emailsDoNotMatch'],
  ['2.3', 'Carolina2', 'invalidCharacters'],
  ['2.4', 'P'.repeat(51), 'tooLong'],
  ['2.5', 'comercial@', 'invalidEmail'],
  ['2.6', 'distinto@tienda.cl', 'emailsDoNotMatch'],
  ['2.7', '', 'required'],
  ['2.8', '812345678', 'invalidPhone'],
  ['2.8', '91234567', 'invalidPhone'],
  ['2.12', 'otro@tienda.cl', 'emailsDoNotMatch'],
  ['2.14', '+56223456789', 'invalidPhone'],
  ['2.17', 'postventa.tienda.cl', 'invalidEmail'],
  ['2.19', '', 'required'],
  ['2.20', 'TAL VEZ', 'must be SI or NO'],
  ['2.24', 'otra-bodega@tienda.cl', 'emailsDoNotMatch'],
  ['2.26', '12345', 'invalidPhone'],
  ['3.1', 'SOCIEDAD_SECRETA', 'unknownOption', { '3.4': '', '3.5': '' }],
  ['3.3', 'María José 2', 'invalidCharacters'],
  ['3.4', 'Gonzalez', 'must be empty unless the person is PERSONA_NATURAL', { '3.1': 'SPA', '3.3': 'Inversiones Perez', '3.5': '' }],
  ['3.2', wrongRutOf(12_345_678), 'invalidRut'],
  ['3.2', cleanRutOf(77_123_456), 'notNaturalPersonRut'],
  ['3.3', '', 'required'],
  ['3.4', '', 'required'],
  ['3.6', 'XX', 'unknownOption'],
  ['3.6', 'Chile', 'unknownOption'],
  ['3.8', '99', 'unknownOption'],
  ['3.9', '05101', 'unknownOption'],
  ['3.10', 'SI', '3.10'],
  ['3.13', 'Pedro', 'must be empty when 3.10 is NO'],
  ['4.2', '', 'required'],
  ['4.3', 'Juan P4blo', 'invalidCharacters'],
  ['4.6', 'ZZ', 'unknownOption'],
  ['4.9', '08101', 'unknownOption'],
  ['5.1', '999', 'unknownOption'],
  ['5.2', 'plazo', 'unknownOption'],
  ['5.3', '00-123-456', 'digitsOnly'],
  ['5.3', '1'.repeat(21), 'tooLong'],
  ['6.1', '', 'required'],
  ['6.3', '', 'required'],
  ['6.4', '00', 'unknownOption'],
  ['6.5', '05101', 'unknownOption'],
  ['6.6', 'Región Metropolitana', 'unknownOption'],
  ['6.7', 'Santiago', 'unknownOption'],
];

describe('POST /web-hooks/register-form: every rule is checked again on the server', () => {
  it.each(invalidAnswers)('question %s = %j answers 400 naming body.payload.<index>.response (%s)', async (question, response, messagePart, others = {}) => {
    const body = buildApplication({ ...others, [question]: response });
    // Shuffle the order so the index in the detail is the index as sent, not the question's position.
    body.payload.push(body.payload.shift()!);
    const before = await countApplications();
    const answer = await submit(body);
    expectInvalid(answer, `body.payload.${indexOf(body, question)}.response`, messagePart);
    expect(answer.json().details.some((detail: { message: string }) => detail.message.includes(question))).toBe(true);
    expect(await countApplications()).toBe(before);
  });

  it('refuses an answer over 255 characters by the schema, naming the same field', async () => {
    const body = buildApplication({ '1.15': 'x'.repeat(256) });
    expectInvalid(await submit(body), `body.payload.${indexOf(body, '1.15')}.response`, 'must NOT have more than 255 characters');
  });

  it('names the question in the message, with its Spanish text', async () => {
    const body = buildApplication({ '1.3': wrongRutOf(76_543_210) });
    const response = await submit(body);
    expect(response.json().details).toEqual([{ field: `body.payload.${indexOf(body, '1.3')}.response`, message: 'invalidRut (1.3 RUT de la empresa)' }]);
  });

  it('reports every broken answer at once', async () => {
    const body = buildApplication({ '2.1': 'no-es-correo', '2.2': 'no-es-correo', '2.8': '123', '5.1': '000' });
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual(
      (['2.1', '2.8', '5.1'] as RegisterQuestion[]).map((question) => `body.payload.${indexOf(body, question)}.response`),
    );
  });

  it("refuses a 5.4 that is not the proof file's name", async () => {
    const body = buildApplication({}, proofFileOf(PDF_BYTES, 'cartola.pdf', 'application/pdf'));
    expectInvalid(await submit(body), `body.payload.${indexOf(body, '5.4')}.response`, "must be the proof file's name (5.4)");
  });

  it('answers 400 naming body.payload for a missing or a repeated question', async () => {
    const missing = buildApplication();
    missing.payload[indexOf(missing, '2.7')] = { question: '2.13', response: 'Contador' };
    const response = await submit(missing);
    expectInvalid(response, 'body.payload', '2.7');
    expect(response.json().details).toContainEqual({ field: 'body.payload', message: expect.stringContaining('2.13') });
  });

  it('refuses a second partner for an SpA and missing second partner data for an S.A.', async () => {
    const withoutSecond = buildApplication({ '1.2': 'INVERSIONES PATAGONIA S.A.', '1.4': 'SA', '3.10': 'SI' });
    const response = await submit(withoutSecond);
    expectInvalid(response, `body.payload.${indexOf(withoutSecond, '3.11')}.response`, 'required (3.11');
    expectInvalid(response, `body.payload.${indexOf(withoutSecond, '3.12')}.response`, 'required (3.12');
  });

  it('refuses a partner RUT equal to the company RUT', async () => {
    const body = buildApplication({ '4.1': 'SPA', '4.3': 'Holding Andes', '4.4': '', '4.5': '' });
    const rut = answerOf(body, '1.3');
    body.payload[indexOf(body, '4.2')]!.response = rut;
    expectInvalid(await submit(body), `body.payload.${indexOf(body, '4.2')}.response`, 'rutRepeated');
  });
});

describe('POST /web-hooks/register-form: the proof file', () => {
  const withFile = (bytes: Buffer, fileName: string, contentType: RegisterFormRequest['proofFile']['contentType']) =>
    buildApplication({ '5.4': fileName }, proofFileOf(bytes, fileName, contentType));

  it('refuses a .png whose bytes are text with 400 naming body.proofFile', async () => {
    const response = await submit(withFile(Buffer.from('esto no es una imagen, es texto plano'), 'cheque.png', 'image/png'));
    expectInvalid(response, 'body.proofFile', 'invalidFileType (5.4 Comprobante de la cuenta)');
  });

  it('refuses a PDF declared as a PNG, and an extension that disagrees with the type', async () => {
    expectInvalid(await submit(withFile(PDF_BYTES, 'cheque.png', 'image/png')), 'body.proofFile', 'invalidFileType');
    expectInvalid(await submit(withFile(PDF_BYTES, 'cheque.jpg', 'application/pdf')), 'body.proofFile', 'invalidFileType');
  });

  it('refuses base64 that is not canonical', async () => {
    const body = buildApplication();
    body.proofFile.contentBase64 = body.proofFile.contentBase64.replace(/=+$/, '');
    if (body.proofFile.contentBase64.length % 4 === 0) body.proofFile.contentBase64 += 'QQ';
    expectInvalid(await submit(body), 'body.proofFile', 'invalidFileType');
  });

  it('refuses a file over 3 MB decoded (the schema caps the base64 text) and accepts exactly 3 MB', async () => {
    const limit = 3 * 1024 * 1024;
    const tooBig = Buffer.concat([PDF_BYTES, Buffer.alloc(limit + 1 - PDF_BYTES.length, 0x20)]);
    const refused = await submit(withFile(tooBig, 'estado.pdf', 'application/pdf'));
    expect(refused.statusCode).toBe(400);
    expectContract(refused, 'submitSellerApplication');
    expect(refused.json().details[0].field).toMatch(/^body\.proofFile/);

    const largest = Buffer.concat([PDF_BYTES, Buffer.alloc(limit - PDF_BYTES.length, 0x20)]);
    const accepted = await submit(withFile(largest, 'estado.pdf', 'application/pdf'));
    expect(accepted.statusCode, accepted.body.slice(0, 500)).toBe(201);
    const file = await admin(`/v1/onboarding/applications/${accepted.json().applicationId}/proof-file`);
    expect(file.rawPayload.equals(largest)).toBe(true);
  }, 60_000);

  it('answers 413 for a body over 5 MB', async () => {
    const body = buildApplication();
    body.proofFile.contentBase64 = 'A'.repeat(5 * 1024 * 1024 + 16);
    const response = await submit(body);
    expect(response.statusCode).toBe(413);
    expectContract(response, 'submitSellerApplication');
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  }, 30_000);

  it('keeps the 1 MB default on other routes', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.cl', password: 'x'.repeat(1024 * 1024 + 10) } });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /web-hooks/register-form: names and e-mails already used', () => {
  it('answers 422 BUSINESS_NAME_EXISTS for a seller name or a pending application name, compared normalised', async () => {
    expect((await submit(buildApplication({ '1.1': 'Almacén Don Óscar' }))).statusCode).toBe(201);
    for (const name of ['ALMACEN DON OSCAR', 'Almacén  Don-Óscar.', 'almacen don oscar']) {
      const body = buildApplication({ '1.1': name });
      const response = await submit(body);
      expect(response.statusCode, name).toBe(422);
      expectContract(response, 'submitSellerApplication');
      expect(response.json()).toMatchObject({
        code: 'BUSINESS_NAME_EXISTS',
        details: [{ field: `body.payload.${indexOf(body, '1.1')}.response`, message: 'businessNameExists (1.1 Nombre comercial)' }],
      });
    }
    // Close is not equal: another word makes another name.
    expect((await submit(buildApplication({ '1.1': 'Almacén Don Óscar Sur' }))).statusCode).toBe(201);
  });

  it("answers 422 BUSINESS_NAME_EXISTS for a seller's name with other accents and case", async () => {
    await t.db.query(`update sellers set name = 'Ferretería El Ñandú' where name = 'Emporio Austral Ltda'`);
    const response = await submit(buildApplication({ '1.1': 'FERRETERIA EL NANDU' }));
    await t.db.query(`update sellers set name = 'Emporio Austral Ltda' where name = 'Ferretería El Ñandú'`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('BUSINESS_NAME_EXISTS');
  });

  it('answers 422 COMMERCIAL_EMAIL_EXISTS for a user, a seller or a pending application e-mail, any case', async () => {
    const first = buildApplication();
    expect((await submit(first)).statusCode).toBe(201);
    for (const email of ['Seller@Demo.cl', 'comercial@TIENDAANDES.cl', answerOf(first, '2.5').toUpperCase()]) {
      const body = buildApplication({ '2.5': email, '2.6': email });
      const response = await submit(body);
      expect(response.statusCode, email).toBe(422);
      expectContract(response, 'submitSellerApplication');
      expect(response.json()).toMatchObject({
        code: 'COMMERCIAL_EMAIL_EXISTS',
        details: [{ field: `body.payload.${indexOf(body, '2.5')}.response`, message: 'commercialEmailExists (2.5 Área comercial: correo)' }],
      });
    }
  });

  it('frees the name and e-mail of a rejected application', async () => {
    const first = buildApplication();
    const stored = await submit(first);
    await t.db.query(`update seller_applications set status = 'rejected', rejection_reason = 'La cuenta no es de la empresa.' where id = $1`, [
      stored.json().applicationId,
    ]);
    const again = buildApplication({ '1.1': answerOf(first, '1.1'), '2.5': answerOf(first, '2.5'), '2.6': answerOf(first, '2.5') });
    expect((await submit(again)).statusCode).toBe(201);
  });
});

describe('POST /web-hooks/register-form: the confirmation e-mail', () => {
  it('escapes what the applicant typed in the HTML part and keeps it on one line in the text', async () => {
    const body = buildApplication({ '1.1': 'Tienda <b>Negrita</b> & "Cía"' });
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      'select subject, text_body, html_body from mail_outbox where recipient = $1',
      [answerOf(body, '2.5')],
    );
    expect(mail!.html_body).toContain('<strong>Tienda &lt;b&gt;Negrita&lt;/b&gt; &amp; &quot;Cía&quot;</strong>');
    expect(mail!.html_body).not.toContain('<b>Negrita');
    expect(mail!.text_body).toContain('Recibimos la postulación de Tienda <b>Negrita</b> & "Cía" para vender');
    expect(mail!.subject).not.toContain('Negrita');
  });
});

describe('POST /web-hooks/register-form: rate limit', () => {
  it('allows 10 application attempts per hour per address (valid or not), then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await submit(buildApplication(), { address })).statusCode).toBe(201);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await submit(buildApplication({ '2.8': '1' }), { address })).statusCode).toBe(400);
    const refused = await submit(buildApplication(), { address });
    expect(refused.statusCode).toBe(429);
    expectContract(refused, 'submitSellerApplication');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    // Another address is not affected; the window slides.
    expect((await submit(buildApplication())).statusCode).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await submit(buildApplication(), { address })).statusCode).toBe(201);
  });

  it('does not count replays, and a refused (429) key may be retried later', async () => {
    const address = freshAddress();
    const body = buildApplication();
    const key = randomUUID();
    expect((await submit(body, { key, address })).statusCode).toBe(201);
    for (let replay = 0; replay < 15; replay += 1) {
      const response = await submit(body, { key, address });
      expect(response.statusCode).toBe(201);
      expect(response.headers['idempotent-replayed']).toBe('true');
    }
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await submit(buildApplication(), { address })).statusCode).toBe(201);
    const lateBody = buildApplication();
    const lateKey = randomUUID();
    expect((await submit(lateBody, { key: lateKey, address })).statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    expect((await submit(lateBody, { key: lateKey, address })).statusCode).toBe(201);
  });
});
