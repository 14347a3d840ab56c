import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import activities from '../../shared/reference/activities-cl.json' with { type: 'json' };
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';
import { buildApplication, cleanRutOf, wrongRutOf } from './support/seller-application.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, address = freshAddress()) => t.request({ method: 'GET', url, address });

describe('GET /v1/sellers/document-number/{doc}', () => {
  it("answers SELLER_EXISTS with a seller's legal name and RUT, K in either case", async () => {
    const response = await get('/v1/sellers/document-number/760864285');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'lookupSellerByDocumentNumber');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ statusCode: 'SELLER_EXISTS', legalName: 'TIENDA ANDES SPA', documentNumber: '760864285' });

    await t.db.query(`update sellers set document_number = '7654333K' where name = 'Emporio Austral Ltda'`);
    expect(cleanRutOf(7_654_333)).toBe('7654333K');
    for (const doc of ['7654333K', '7654333k']) {
      expect((await get(`/v1/sellers/document-number/${doc}`)).json()).toEqual({
        statusCode: 'SELLER_EXISTS',
        legalName: 'EMPORIO AUSTRAL LTDA',
        documentNumber: '7654333K',
      });
    }
  });

  it('answers SELLER_NOT_EXISTS for a valid RUT no seller has, even with a pending application', async () => {
    const rut = cleanRutOf(76_999_001);
    const submitted = await t.request({
      method: 'POST',
      url: '/web-hooks/register-form',
      payload: buildApplication({ '1.3': rut }),
      headers: { 'idempotency-key': crypto.randomUUID() },
      address: freshAddress(),
    });
    expect(submitted.statusCode).toBe(201);
    const response = await get(`/v1/sellers/document-number/${rut}`);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'lookupSellerByDocumentNumber');
    expect(response.json()).toEqual({ statusCode: 'SELLER_NOT_EXISTS' });
  });

  it('answers 422 INVALID_RUT for a wrong verifier and 400 for what is not a clean RUT', async () => {
    const wrong = await get(`/v1/sellers/document-number/${wrongRutOf(76_086_428)}`);
    expect(wrong.statusCode).toBe(422);
    expectContract(wrong, 'lookupSellerByDocumentNumber');
    expect(wrong.json()).toMatchObject({ code: 'INVALID_RUT' });
    for (const doc of ['76.086.428-5', '76086428-5', '123', 'abcdefghi']) {
      const response = await get(`/v1/sellers/document-number/${encodeURIComponent(doc)}`);
      expect(response.statusCode, doc).toBe(400);
      expectContract(response, 'lookupSellerByDocumentNumber');
    }
  });
});

describe('GET /v1/sellers/by-name/{name}', () => {
  it("finds a seller's or a pending application's commercial name ignoring case, accents, punctuation and spaces", async () => {
    const body = buildApplication({ '1.1': 'Librería Ñandú del Sur' });
    const submitted = await t.request({
      method: 'POST',
      url: '/web-hooks/register-form',
      payload: body,
      headers: { 'idempotency-key': crypto.randomUUID() },
      address: freshAddress(),
    });
    expect(submitted.statusCode).toBe(201);
    for (const name of ['Tienda Andes SpA', 'TIENDA ANDES SPA', 'tienda  andes, spa.', 'LIBRERIA NANDU DEL SUR', 'Librería Ñandú del Sur']) {
      const response = await get(`/v1/sellers/by-name/${encodeURIComponent(name)}`);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'lookupSellerByName');
      expect(response.json(), name).toEqual({ exists: true });
    }
    for (const name of ['Tienda Andes', 'Librería Ñandú', 'Ferretería Nueva']) {
      expect((await get(`/v1/sellers/by-name/${encodeURIComponent(name)}`)).json(), name).toEqual({ exists: false });
    }
    await t.db.query(`update seller_applications set status = 'rejected', rejection_reason = 'La cuenta no es de la empresa.' where business_name = 'Librería Ñandú del Sur'`);
    expect((await get(`/v1/sellers/by-name/${encodeURIComponent('Librería Ñandú del Sur')}`)).json()).toEqual({ exists: false });
  });

  it('refuses a name holding the NUL character as malformed, naming the field (the database cannot store it)', async () => {
    const response = await get('/v1/sellers/by-name/Tienda%00Andes');
    expect(response.statusCode).toBe(400);
    expectContract(response, 'lookupSellerByName');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'params.name', message: 'must not contain the NUL character' }] });
  });
});

describe('POST /v1/sellers/findByAdminEmail/{email}', () => {
  const lookup = (email: string) => t.request({ method: 'POST', url: `/v1/sellers/findByAdminEmail/${encodeURIComponent(email)}`, address: freshAddress() });

  it("answers exists for a user's, a seller's commercial or a pending application's e-mail, any case", async () => {
    const body = buildApplication();
    const email = body.payload.find((answer) => answer.question === '2.5')!.response;
    await t.request({ method: 'POST', url: '/web-hooks/register-form', payload: body, headers: { 'idempotency-key': crypto.randomUUID() }, address: freshAddress() });
    for (const taken of ['seller@demo.cl', 'ADMIN@demo.cl', 'comercial@tiendaandes.cl', 'Ventas@EmporioAustral.cl', email.toUpperCase()]) {
      const response = await lookup(taken);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'lookupSellerByAdminEmail');
      expect(response.json(), taken).toEqual({ exists: true });
    }
    expect((await lookup('nadie@ferreterianueva.cl')).json()).toEqual({ exists: false });
  });

  it('refuses what is not an e-mail with 400', async () => {
    const response = await lookup('no-es-correo');
    expect(response.statusCode).toBe(400);
    expectContract(response, 'lookupSellerByAdminEmail');
    expect(response.json().details[0].field).toBe('params.email');
  });
});

describe('GET /v1/onboarding/activities', () => {
  const search = async (query: string) => {
    const response = await get(`/v1/onboarding/activities?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'searchActivities');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    return response.json() as Array<{ code: string; label: string }>;
  };

  it('matches the label ignoring case and accents, at most 20, ordered by code', async () => {
    const found = await search(`q=${encodeURIComponent('ferreteria')}`);
    expect(found.map((activity) => activity.code)).toEqual(['259300', '466302', '475201']);
    expect(found[2]!.label).toBe('VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA Y MATERIALES DE CONSTRUCCIÓN');
    const many = await search('q=venta');
    expect(many).toHaveLength(20);
    expect(many.map((activity) => activity.code)).toEqual([...many.map((activity) => activity.code)].sort());
    expect(await search('q=venta&limit=5')).toEqual(many.slice(0, 5));
  });

  it('matches the code by prefix, a 5-digit code padded with 0, and numeric text without category as a code', async () => {
    expect((await search('q=4752&category=2')).every((activity) => activity.code.startsWith('4752'))).toBe(true);
    expect(await search('q=11101')).toEqual([{ code: '011101', label: 'CULTIVO DE TRIGO' }]);
    expect((await search('q=011101&category=2'))[0]).toEqual({ code: '011101', label: 'CULTIVO DE TRIGO' });
    // category 1 takes digits as label text: no label has them.
    expect(await search('q=4752&category=1')).toEqual([]);
  });

  it('never reads the text as a pattern', async () => {
    expect(await search(`q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await search(`q=${encodeURIComponent('(')}`)).toEqual(
      activities.filter((activity) => activity.label.includes('(')).slice(0, 20),
    );
  });

  it('refuses a code search that is not 1 to 6 digits, and a limit over 20, with 400', async () => {
    for (const query of ['q=ferreteria&category=2', 'q=1234567&category=2', 'q=venta&limit=21', 'q=', 'q=venta&category=3']) {
      const response = await get(`/v1/onboarding/activities?${query}`);
      expect(response.statusCode, query).toBe(400);
      expectContract(response, 'searchActivities');
    }
  });
});

describe('reference lists', () => {
  const list = async (path: string, operationId: string) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expectContract(response, operationId);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    return response.json();
  };

  it('banks: 22 institutions ordered by name, without the data file notes', async () => {
    const banks = await list('/v1/onboarding/banks', 'listBanks');
    expect(banks).toHaveLength(22);
    expect(banks).toContainEqual({ code: '037', name: 'Banco Santander-Chile', shortName: 'Santander', type: 'banco' });
    expect(banks).toContainEqual({ code: '672', name: 'Coopeuch', shortName: 'Coopeuch', type: 'cooperativa' });
    const names = banks.map((bank: { name: string }) => bank.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it('account types in the contract order', async () => {
    expect(await list('/v1/onboarding/account-types', 'listAccountTypes')).toEqual([
      { code: 'corriente', name: 'Cuenta Corriente' },
      { code: 'vista', name: 'Cuenta Vista' },
      { code: 'ahorro', name: 'Cuenta de Ahorro' },
    ]);
  });

  it('250 countries sorted by Spanish name', async () => {
    const countries = await list('/v1/onboarding/countries', 'listCountries');
    expect(countries).toHaveLength(250);
    expect(countries).toContainEqual({ code: 'CL', name: 'CHILE' });
    expect(countries[0]).toEqual({ code: 'AF', name: 'AFGANISTÁN' });
  });

  it('society types by scope', async () => {
    const all = await list('/v1/onboarding/society-types', 'listSocietyTypes');
    expect(all.map((type: { code: string }) => type.code)).toEqual(['SA', 'LTDA', 'SPA', 'EIRL', 'FUNDACION', 'EXTRANJERA', 'PERSONA_NATURAL', 'OTRAS']);
    const company = await list('/v1/onboarding/society-types?scope=company', 'listSocietyTypes');
    expect(company.map((type: { code: string }) => type.code)).toEqual(['SA', 'LTDA', 'SPA', 'EIRL', 'FUNDACION']);
    expect(company.filter((type: { requiresSecondPartner: boolean }) => type.requiresSecondPartner).map((type: { code: string }) => type.code)).toEqual(['SA', 'LTDA']);
    const partner = await list('/v1/onboarding/society-types?scope=partner', 'listSocietyTypes');
    expect(partner).toHaveLength(8);
    expect(partner.find((type: { code: string }) => type.code === 'PERSONA_NATURAL')).toMatchObject({ name: 'Persona natural', naturalPerson: true });
    expect((await get('/v1/onboarding/society-types?scope=otro')).statusCode).toBe(400);
  });

  it('product categories ("Otro" last) and loading modes (Multivende, Centry, Carga directa first)', async () => {
    const categories = await list('/v1/onboarding/product-categories', 'listProductCategories');
    expect(categories.length).toBeGreaterThanOrEqual(60);
    expect(categories.at(-1)).toEqual({ code: 'otro', name: 'Otro' });
    expect(categories).toContainEqual({ code: 'muebles', name: 'Muebles' });
    const modes = await list('/v1/onboarding/product-loading-modes', 'listProductLoadingModes');
    expect(modes).toHaveLength(16);
    expect(modes.slice(0, 3)).toEqual([
      { code: 'multivende', name: 'Multivende' },
      { code: 'centry', name: 'Centry' },
      { code: 'pim', name: 'Carga directa' },
    ]);
  });
});

describe('rate limit', () => {
  it('allows 60 lookups per minute per address across the lookup and reference calls, then 429 with Retry-After', async () => {
    const address = freshAddress();
    const calls = [
      () => get('/v1/sellers/document-number/760864285', address),
      () => get('/v1/sellers/by-name/Tienda', address),
      () => t.request({ method: 'POST', url: '/v1/sellers/findByAdminEmail/a%40b.cl', address }),
      () => get('/v1/onboarding/activities?q=venta', address),
      () => get('/v1/onboarding/banks', address),
      () => get('/v1/onboarding/countries', address),
    ];
    for (let index = 0; index < 60; index += 1) expect((await calls[index % calls.length]!()).statusCode).toBe(200);
    for (const [index, call] of calls.entries()) {
      const refused = await call();
      expect(refused.statusCode, String(index)).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 });
      expect(refused.headers['retry-after']).toBe('60');
    }
    expectContract(await get('/v1/onboarding/account-types', address), 'listAccountTypes');
    // Others are not affected; the window slides.
    expect((await get('/v1/onboarding/banks')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await get('/v1/onboarding/banks', address)).statusCode).toBe(200);
  });
});
