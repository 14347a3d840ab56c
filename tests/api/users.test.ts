/**
 * The administration of portal users: the list and its search, creating a user who chooses the
 * password through the mailed link, editing, disabling (their sessions end at once, on every
 * instance; they cannot sign in nor use a link), who may grant which role, and the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, PUBLIC_URL, eventually, freshAddress, openTestApp, type TestApp } from './harness.ts';

const postgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
/** On PostgreSQL, a second instance on the same schema (its own pool and LISTEN connection). */
let other: TestApp | null = null;
let adminToken: string;
let securityToken: string;
let andesId: number;

beforeAll(async () => {
  t = await openTestApp();
  if (t.testDatabase.openAnother) {
    const another = await t.testDatabase.openAnother();
    other = await openTestApp({ sharedDatabase: { db: another, schema: t.testDatabase.schema, dispose: async () => undefined } });
  }
  adminToken = await t.login('admin@demo.cl');
  securityToken = await t.login('seguridad@demo.cl');
  const [andes] = await t.db.query<{ id: number }>(`select id from sellers where name = 'Tienda Andes SpA'`);
  andesId = andes!.id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const create = (payload: Record<string, unknown>, token = adminToken) => t.request({ method: 'POST', url: '/v1/users', token, payload });
const update = (id: number, payload: Record<string, unknown>, token = adminToken) => t.request({ method: 'PUT', url: `/v1/users/${id}`, token, payload });
const setStatus = (id: number, status: string, token = adminToken) => t.request({ method: 'PUT', url: `/v1/users/${id}/status`, token, payload: { status } });
const read = (id: number, token = adminToken) => t.request({ method: 'GET', url: `/v1/users/${id}`, token });
const list = (query: string, token = adminToken) => t.request({ method: 'GET', url: `/v1/users${query}`, token });
const check = async (app: TestApp, token: string) => (await app.request({ method: 'GET', url: '/auth/check', token })).statusCode;
const idOf = async (email: string) => (await t.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

const staff = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Pérez',
  email,
  role: 'customerService',
  status: 'active',
  sellerId: null,
  ...extra,
});

/** The password link mailed to `email`, last first. */
async function linkTokenOf(email: string): Promise<string> {
  const [mail] = await t.db.query<{ text_body: string; subject: string }>('select subject, text_body from mail_outbox where recipient = $1 order by id desc limit 1', [email]);
  expect(mail?.subject).toBe('Tu cuenta en Portal Sellers');
  const token = new RegExp(`${PUBLIC_URL}/change/password/([A-Za-z0-9_-]{43})\\n`).exec(mail!.text_body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('creating a user', () => {
  it('stores the user with the e-mail in lower case, records who created it, and mails a link that sets the password once', async () => {
    const response = await create(staff('  Rosa.Perez@Demo.CL '));
    expect(response.statusCode, response.body).toBe(201);
    expectContract(response, 'createUser');
    const detail = response.json<{ user: Record<string, unknown>; history: { kind: string; actor: { email: string }; changes: unknown[] }[] }>();
    expect(detail.user).toMatchObject({ firstName: 'Rosa', lastName: 'Pérez', email: 'rosa.perez@demo.cl', role: 'customerService', status: 'active', seller: null });
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      kind: 'created',
      actor: { email: 'admin@demo.cl', name: 'Carolina Fuentes' },
      changes: [
        { field: 'firstName', from: null, to: 'Rosa' },
        { field: 'lastName', from: null, to: 'Pérez' },
        { field: 'email', from: null, to: 'rosa.perez@demo.cl' },
        { field: 'role', from: null, to: 'customerService' },
        { field: 'status', from: null, to: 'active' },
        { field: 'sellerId', from: null, to: null },
      ],
    });

    const token = await linkTokenOf('rosa.perez@demo.cl');
    // Nobody knows the stored password: only the link opens the account.
    const before = await t.request({ method: 'POST', url: '/auth/login', payload: { email: 'rosa.perez@demo.cl', password: 'Portal2026!' }, address: freshAddress() });
    expect(before.statusCode).toBe(401);
    const changed = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: token, password: 'Rosa.Clave2026' }, address: freshAddress() });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: token, password: 'Otra.Clave2026' }, address: freshAddress() });
    expect(again.statusCode).toBe(410);
    expect(await t.login('rosa.perez@demo.cl', { password: 'Rosa.Clave2026', address: freshAddress() })).toMatch(/^ey/);
  });

  it('refuses an e-mail another user has, whatever its case, naming the field', async () => {
    const response = await create(staff('ADMIN@demo.cl'));
    expect(response.statusCode).toBe(409);
    expectContract(response, 'createUser');
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'USER_EMAIL_TAKEN',
      message: 'A portal user already has this e-mail',
      details: [{ field: 'body.email', message: 'USER_EMAIL_TAKEN' }],
    });
  });

  it('names every field that breaks a rule: names, e-mail, a seller role without seller, a staff role with one', async () => {
    const blank = await create(staff('no-es-correo', { firstName: '  ', lastName: '' }));
    expect(blank.statusCode).toBe(400);
    expectContract(blank, 'createUser');
    expect(blank.json<{ details: unknown[] }>().details).toEqual([
      { field: 'body.firstName', message: 'REQUIRED' },
      { field: 'body.lastName', message: 'REQUIRED' },
      { field: 'body.email', message: 'EMAIL_INVALID' },
    ]);
    const sellerWithout = await create(staff('vendedor.sin@demo.cl', { role: 'seller' }));
    expect(sellerWithout.json<{ details: unknown[] }>().details).toEqual([{ field: 'body.sellerId', message: 'SELLER_REQUIRED' }]);
    const adminWith = await create(staff('admin.con@demo.cl', { role: 'admin', sellerId: andesId }));
    expect(adminWith.statusCode).toBe(400);
    expect(adminWith.json<{ details: unknown[] }>().details).toEqual([{ field: 'body.sellerId', message: 'SELLER_NOT_ALLOWED' }]);
    const unknownSeller = await create(staff('vendedor.x@demo.cl', { role: 'seller', sellerId: 999_999 }));
    expect(unknownSeller.json<{ details: unknown[] }>().details).toEqual([{ field: 'body.sellerId', message: 'SELLER_NOT_FOUND' }]);
    const noStatus = await create(staff('sin.estado@demo.cl', { status: '' }));
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json<{ code: string; details: { field: string }[] }>()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.status' }] });
    const stored = await t.db.query(`select 1 from users where email in ('no-es-correo', 'vendedor.sin@demo.cl', 'admin.con@demo.cl', 'vendedor.x@demo.cl', 'sin.estado@demo.cl')`);
    expect(stored).toEqual([]);
  });

  it('gives a seller user its seller', async () => {
    const response = await create(staff('vendedora@andes.cl', { role: 'seller', sellerId: andesId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ role: 'seller', seller: { id: andesId, name: 'Tienda Andes SpA' } });
    // The history names the seller by id; the detail says its name beside it.
    expect(response.json<{ historySellers: unknown }>().historySellers).toEqual([{ id: andesId, name: 'Tienda Andes SpA' }]);
    const staffDetail = await read(await idOf('rosa.perez@demo.cl'));
    expectContract(staffDetail, 'getUser');
    expect(staffDetail.json<{ historySellers: unknown }>().historySellers).toEqual([]);
  });
});

describe('who may grant which role', () => {
  it('security creates staff but neither admins nor sysadmins; admin and sysadmin may', async () => {
    for (const role of ['admin', 'sysadmin']) {
      const refused = await create(staff(`nuevo.${role}@demo.cl`, { role }), securityToken);
      expect(refused.statusCode).toBe(403);
      expectContract(refused, 'createUser');
      expect(refused.json()).toMatchObject({ code: 'ROLE_NOT_GRANTABLE' });
    }
    expect((await create(staff('nuevo.seguridad@demo.cl', { role: 'security' }), securityToken)).statusCode).toBe(201);
    expect((await create(staff('nuevo.admin@demo.cl', { role: 'admin' }))).statusCode).toBe(201);
    const sysadminToken = await t.login('sysadmin@demo.cl');
    expect((await create(staff('otro.admin@demo.cl', { role: 'admin' }), sysadminToken)).statusCode).toBe(201);
  });

  it('security may not change, disable or promote to admin an admin, and reads that it can give them nothing', async () => {
    const adminId = await idOf('nuevo.admin@demo.cl');
    expect((await setStatus(adminId, 'disabled', securityToken)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_GRANTABLE' });
    expect((await update(adminId, staff('nuevo.admin@demo.cl', { role: 'admin', firstName: 'Otro' }), securityToken)).statusCode).toBe(403);
    const ownStaff = await idOf('rosa.perez@demo.cl');
    expect((await update(ownStaff, staff('rosa.perez@demo.cl', { role: 'admin' }), securityToken)).statusCode).toBe(403);
    const detail = await read(adminId, securityToken);
    expect(detail.json<{ grantableRoles: string[] }>().grantableRoles).toEqual([]);
    const options = await t.request({ method: 'GET', url: '/v1/users/form-options', token: securityToken });
    expectContract(options, 'getUserFormOptions');
    expect(options.json<{ grantableRoles: string[] }>().grantableRoles).toEqual(['seller', 'customerService', 'catalog', 'comercial', 'logistics', 'store', 'security']);
    expect(options.json<{ sellers: { name: string }[] }>().sellers.map((seller) => seller.name)).toContain('Tienda Andes SpA');
  });

  it('nobody disables or demotes themselves', async () => {
    const ownId = await idOf('admin@demo.cl');
    const disabled = await setStatus(ownId, 'disabled');
    expect(disabled.statusCode).toBe(409);
    expectContract(disabled, 'setUserStatus');
    expect(disabled.json()).toMatchObject({ code: 'OWN_ACCOUNT_PROTECTED' });
    const demoted = await update(ownId, { firstName: 'Carolina', lastName: 'Fuentes', email: 'admin@demo.cl', role: 'security', status: 'active', sellerId: null });
    expect(demoted.json()).toMatchObject({ statusCode: 409, code: 'OWN_ACCOUNT_PROTECTED' });
    const renamed = await update(ownId, { firstName: 'Carolina Andrea', lastName: 'Fuentes', email: 'admin@demo.cl', role: 'admin', status: 'active', sellerId: null });
    expect(renamed.statusCode).toBe(200);
    expect(await check(t, adminToken)).toBe(200);
  });
});

describe('disabling a user', () => {
  it('ends their sessions at once (on every instance), refuses their sign-in as a wrong password, and their links', async () => {
    const created = await create(staff('marta.diaz@demo.cl', { firstName: 'Marta', lastName: 'Díaz' }));
    const id = created.json<{ user: { id: number } }>().user.id;
    const link = await linkTokenOf('marta.diaz@demo.cl');
    const changed = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: link, password: 'Marta.Clave2026' }, address: freshAddress() });
    expect(changed.statusCode).toBe(200);
    t.clock.advance(1000);
    other?.clock.advance(1000);
    const session = await t.login('marta.diaz@demo.cl', { password: 'Marta.Clave2026', address: freshAddress() });
    expect(other !== null).toBe(postgres);
    // Twice on each instance: the second answer comes from its session cache.
    for (const app of other ? [t, other] : [t]) {
      expect(await check(app, session)).toBe(200);
      expect(await check(app, session)).toBe(200);
    }
    // A reset link asked for before the disabling.
    expect((await t.request({ method: 'GET', url: '/auth/forgot/password/marta.diaz%40demo.cl', address: freshAddress() })).statusCode).toBe(200);
    const [resetMail] = await t.db.query<{ text_body: string }>('select text_body from mail_outbox where recipient = $1 order by id desc limit 1', ['marta.diaz@demo.cl']);
    const resetToken = /\/change\/password\/([A-Za-z0-9_-]+)/.exec(resetMail!.text_body)![1]!;

    // A session of the very millisecond of the change would outlive it (tokens_valid_after); move past it.
    t.clock.advance(1000);
    const disabled = await setStatus(id, 'disabled');
    expect(disabled.statusCode).toBe(200);
    expectContract(disabled, 'setUserStatus');
    expect(disabled.json<{ user: { status: string } }>().user.status).toBe('disabled');
    expect(await check(t, session)).toBe(401);
    if (other) expect(await eventually(() => check(other!, session), (status) => status === 401)).toBe(401);

    const login = await t.request({ method: 'POST', url: '/auth/login', payload: { email: 'marta.diaz@demo.cl', password: 'Marta.Clave2026' }, address: freshAddress() });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect((await t.request({ method: 'GET', url: `/auth/validate/hash/${resetToken}`, address: freshAddress() })).statusCode).toBe(410);
    const reset = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash: resetToken, password: 'Nueva.Clave2026' }, address: freshAddress() });
    expect(reset.statusCode).toBe(410);

    // Enabled again, the old session stays ended; the password signs in again.
    t.clock.advance(1000);
    const enabled = await setStatus(id, 'active');
    expect(enabled.json<{ user: { status: string } }>().user.status).toBe('active');
    expect(await check(t, session)).toBe(401);
    expect(await t.login('marta.diaz@demo.cl', { password: 'Marta.Clave2026', address: freshAddress() })).toMatch(/^ey/);
  });

  it('a new role ends the sessions too, which the next sign-in reads', async () => {
    const id = await idOf('marta.diaz@demo.cl');
    t.clock.advance(1000);
    const session = await t.login('marta.diaz@demo.cl', { password: 'Marta.Clave2026', address: freshAddress() });
    expect(await check(t, session)).toBe(200);
    t.clock.advance(1000);
    const moved = await update(id, staff('marta.diaz@demo.cl', { firstName: 'Marta', lastName: 'Díaz', role: 'logistics' }));
    expect(moved.statusCode).toBe(200);
    expect(await check(t, session)).toBe(401);
  });
});

describe('the history', () => {
  it('records each edit with who made it and each changed field from and to, newest first', async () => {
    const id = await idOf('marta.diaz@demo.cl');
    const response = await read(id);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getUser');
    const history = response.json<{ history: { kind: string; actor: { email: string }; changes: unknown[] }[] }>().history;
    expect(history.map((event) => [event.kind, event.actor.email, event.changes])).toEqual([
      ['updated', 'admin@demo.cl', [{ field: 'role', from: 'customerService', to: 'logistics' }]],
      ['updated', 'admin@demo.cl', [{ field: 'status', from: 'disabled', to: 'active' }]],
      ['updated', 'admin@demo.cl', [{ field: 'status', from: 'active', to: 'disabled' }]],
      [
        'created',
        'admin@demo.cl',
        [
          { field: 'firstName', from: null, to: 'Marta' },
          { field: 'lastName', from: null, to: 'Díaz' },
          { field: 'email', from: null, to: 'marta.diaz@demo.cl' },
          { field: 'role', from: null, to: 'customerService' },
          { field: 'status', from: null, to: 'active' },
          { field: 'sellerId', from: null, to: null },
        ],
      ],
    ]);
  });

  it('records nothing when nothing changed, and refuses a taken e-mail on an edit', async () => {
    const id = await idOf('marta.diaz@demo.cl');
    const same = await update(id, staff('marta.diaz@demo.cl', { firstName: 'Marta', lastName: 'Díaz', role: 'logistics' }));
    expect(same.json<{ history: unknown[] }>().history).toHaveLength(4);
    const taken = await update(id, staff('Seller@Demo.cl', { firstName: 'Marta', lastName: 'Díaz', role: 'logistics' }));
    expect(taken.statusCode).toBe(409);
    expectContract(taken, 'updateUser');
    expect(taken.json()).toMatchObject({ code: 'USER_EMAIL_TAKEN', details: [{ field: 'body.email', message: 'USER_EMAIL_TAKEN' }] });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await read(2_000_000);
    expect(response.statusCode).toBe(404);
    expectContract(response, 'getUser');
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('the list', () => {
  it('searches by the start of a name without accents or case, by part of the e-mail, role, status and seller', async () => {
    const byName = await list('?name=perez');
    expect(byName.statusCode).toBe(200);
    expectContract(byName, 'listUsers');
    expect(byName.json<{ items: { email: string }[] }>().items.map((user) => user.email)).toEqual([
      'otro.admin@demo.cl',
      'nuevo.admin@demo.cl',
      'nuevo.seguridad@demo.cl',
      'vendedora@andes.cl',
      'rosa.perez@demo.cl',
    ]);
    const byWholeName = await list('?name=ROSA%20PÉ');
    expect(byWholeName.json<{ items: unknown[] }>().items).toHaveLength(5);
    const byEmail = await list('?email=DIAZ');
    expect(byEmail.json<{ items: { email: string }[] }>().items.map((user) => user.email)).toEqual(['marta.diaz@demo.cl']);
    const byRoleAndStatus = await list('?role=security&status=active');
    expect(byRoleAndStatus.json<{ items: { email: string }[] }>().items.map((user) => user.email)).toEqual(['nuevo.seguridad@demo.cl', 'seguridad@demo.cl']);
    const bySeller = await list(`?sellerId=${andesId}`);
    expect(bySeller.json<{ items: { email: string }[] }>().items.map((user) => user.email)).toEqual(['vendedora@andes.cl', 'seller@demo.cl']);
    const likeCharacters = await list('?email=%25');
    expect(likeCharacters.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('pages by keyset, newest first, and refuses a cursor it did not hand out', async () => {
    const first = await list('?limit=3');
    const firstPage = first.json<{ items: { id: number }[]; nextCursor: string }>();
    expect(firstPage.items).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${firstPage.nextCursor}`);
    const secondPage = second.json<{ items: { id: number }[] }>();
    expect(secondPage.items).toHaveLength(3);
    expect(secondPage.items[0]!.id).toBeLessThan(firstPage.items[2]!.id);
    const bad = await list('?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('is for admin, security and sysadmin only', async () => {
    const seller = await t.login('seller@demo.cl');
    expect((await list('', seller)).statusCode).toBe(403);
    expect((await list('', securityToken)).statusCode).toBe(200);
  });
});
