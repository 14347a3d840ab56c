import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/auth/roles.ts';
import { SESSION_CACHE_TTL_MS, SESSION_INVALIDATED_CHANNEL, SessionCache, type SessionFacts } from '../../server/auth/session-cache.ts';
import type { VerifiedToken } from '../../server/auth/tokens.ts';
import type { Database } from '../../server/db/database.ts';
import { OPEN_TIMEOUT_MS, eventually, freshAddress, openTestApp, type TestApp } from './harness.ts';

const postgres = process.env.TEST_DB === 'postgres';
/**
 * How long another connection may take to hear a NOTIFY. PGlite (one in-process session) hands it
 * over before the statement that committed it returns: there, no wait at all.
 */
const NOTIFY_WAIT_MS = postgres ? 1_000 : 0;

/** Instance A; on PostgreSQL also B, another app with its own pool and LISTEN connection on the same schema. */
let a: TestApp;
let b: TestApp | null = null;
beforeAll(async () => {
  a = await openTestApp();
  if (a.testDatabase.openAnother) {
    // A first reconnection delay long enough for a test to act while B's LISTEN connection is down.
    const another = await a.testDatabase.openAnother({ reconnectDelayMs: { first: 500, last: 1_000 } });
    b = await openTestApp({ sharedDatabase: { db: another, schema: a.testDatabase.schema, dispose: async () => undefined } });
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const instances = () => (b ? [a, b] : [a]);
const check = async (t: TestApp, token: string) => (await t.request({ method: 'GET', url: '/auth/check', token })).statusCode;
const stats = (t: TestApp) => t.app.portal.sessionCache.stats;
const logout = async (t: TestApp, token: string) => (await t.request({ method: 'POST', url: '/auth/logout', token })).statusCode;

/** Changes the password through the e-mailed link, on instance `t`. */
async function changePassword(t: TestApp, email: string, password: string): Promise<void> {
  expect((await t.request({ method: 'GET', url: `/auth/forgot/password/${encodeURIComponent(email)}`, address: freshAddress() })).statusCode).toBe(200);
  const [mail] = await t.db.query<{ text_body: string }>('select text_body from mail_outbox where recipient = $1 order by id desc limit 1', [email]);
  const hash = /\/change\/password\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  // Sessions issued in the same millisecond as the change stay valid; move past them.
  t.clock.advance(1000);
  const response = await t.request({ method: 'POST', url: '/auth/change/password', payload: { hash, password }, address: freshAddress() });
  expect(response.statusCode).toBe(200);
}

describe('the session cache of one instance', () => {
  it('answers a valid session from the cache after one database lookup', async () => {
    const token = await a.login('catalogo@demo.cl');
    const before = stats(a);
    expect(await check(a, token)).toBe(200);
    expect(await check(a, token)).toBe(200);
    expect(await check(a, token)).toBe(200);
    const after = stats(a);
    expect(after.live).toBe(true);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(2);
  });

  it(`trusts an entry for ${SESSION_CACHE_TTL_MS} ms of the app clock, then asks the database again`, async () => {
    const token = await a.login('comercial@demo.cl');
    expect(await check(a, token)).toBe(200);
    const cached = stats(a);
    a.clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(await check(a, token)).toBe(200);
    expect(stats(a).hits - cached.hits).toBe(1);
    expect(stats(a).misses - cached.misses).toBe(0);
    a.clock.advance(1);
    expect(await check(a, token)).toBe(200);
    expect(stats(a).misses - cached.misses).toBe(1);
  });

  it('refuses a logged-out token at once, though it was cached', async () => {
    const token = await a.login('logistica@demo.cl');
    const other = await a.login('logistica@demo.cl');
    expect(await check(a, token)).toBe(200);
    expect(await check(a, other)).toBe(200);
    expect(await logout(a, token)).toBe(204);
    expect(await check(a, token)).toBe(401);
    expect(await check(a, other)).toBe(200);
  });

  it('refuses every cached session of a user at once after a password change', async () => {
    const token = await a.login('tienda@demo.cl');
    expect(await check(a, token)).toBe(200);
    expect(await check(a, token)).toBe(200);
    await changePassword(a, 'tienda@demo.cl', 'Tienda2026x');
    expect(await check(a, token)).toBe(401);
    expect(await check(a, await a.login('tienda@demo.cl', { password: 'Tienda2026x' }))).toBe(200);
  });

  it('never caches a refused session', async () => {
    const token = await a.login('seguridad@demo.cl');
    await a.db.query(`update users set active = false where email = 'seguridad@demo.cl'`);
    try {
      const before = stats(a);
      expect(await check(a, token)).toBe(401);
      expect(await check(a, token)).toBe(401);
      expect(stats(a).misses - before.misses).toBe(2);
      expect(stats(a).hits - before.hits).toBe(0);
    } finally {
      await a.db.query(`update users set active = true where email = 'seguridad@demo.cl'`);
    }
  });
});

describe(postgres ? 'every instance (A and B on PostgreSQL)' : 'the instance (PGlite: one process)', () => {
  it('drops a cached session when an operator disables the account in SQL (the trigger notifies)', async () => {
    const token = await a.login('atencion@demo.cl');
    for (const t of instances()) {
      expect(await check(t, token)).toBe(200);
      expect(await check(t, token)).toBe(200);
    }
    await a.db.query(`update users set active = false where email = 'atencion@demo.cl'`);
    try {
      for (const t of instances()) {
        expect(await eventually(() => check(t, token), (status) => status === 401, NOTIFY_WAIT_MS)).toBe(401);
      }
    } finally {
      await a.db.query(`update users set active = true where email = 'atencion@demo.cl'`);
    }
    for (const t of instances()) expect(await check(t, token)).toBe(200);
  });

  it('applies a role change made in SQL to cached sessions', async () => {
    const token = await a.login('admin@demo.cl');
    const reopen = (t: TestApp) =>
      t.request({ method: 'PUT', url: '/services-status/orders', payload: { active: true }, token }).then((response) => response.statusCode);
    for (const t of instances()) {
      expect(await reopen(t)).toBe(200);
      expect(await reopen(t)).toBe(200);
    }
    await a.db.query(`update users set role = 'sysadmin' where email = 'admin@demo.cl'`);
    try {
      for (const t of instances()) expect(await eventually(() => reopen(t), (status) => status === 403, NOTIFY_WAIT_MS)).toBe(403);
    } finally {
      await a.db.query(`update users set role = 'admin' where email = 'admin@demo.cl'`);
    }
    for (const t of instances()) expect(await eventually(() => reopen(t), (status) => status === 200, NOTIFY_WAIT_MS)).toBe(200);
  });

  it('applies a move to another seller made in SQL to cached sessions', async () => {
    const [own, other] = await a.db.query<{ seller_id: number }>(
      `select seller_id from users where email in ('seller@demo.cl', 'nuevo@demo.cl') order by email = 'seller@demo.cl' desc`,
    );
    const token = await a.login('seller@demo.cl');
    const movements = (t: TestApp, sellerId: number) =>
      t.request({ method: 'GET', url: `/seller-publish-history/get-movements/${sellerId}`, token }).then((response) => response.statusCode);
    for (const t of instances()) {
      expect(await movements(t, own!.seller_id)).toBe(200);
      expect(await movements(t, own!.seller_id)).toBe(200);
    }
    await a.db.query(`update users set seller_id = $1 where email = 'seller@demo.cl'`, [other!.seller_id]);
    try {
      for (const t of instances()) {
        expect(await eventually(() => movements(t, own!.seller_id), (status) => status === 403, NOTIFY_WAIT_MS)).toBe(403);
        expect(await movements(t, other!.seller_id)).toBe(200);
      }
    } finally {
      await a.db.query(`update users set seller_id = $1 where email = 'seller@demo.cl'`, [own!.seller_id]);
    }
    for (const t of instances()) expect(await eventually(() => movements(t, own!.seller_id), (status) => status === 200, NOTIFY_WAIT_MS)).toBe(200);
  });
});

// B's clock never moves in these tests, so its entries cannot expire: only the notification can end them.
// Two instances need a database server: PGlite lives inside one process, so there the block is not registered at all.
if (postgres) describe('two instances on PostgreSQL', () => {
  it('a logout on A is refused on B at once', async () => {
    const token = await a.login('seller@demo.cl');
    const before = stats(b!);
    expect(await check(b!, token)).toBe(200);
    expect(await check(b!, token)).toBe(200);
    expect(stats(b!).hits - before.hits).toBe(1);
    expect(await logout(a, token)).toBe(204);
    const started = Date.now();
    expect(await eventually(() => check(b!, token), (status) => status === 401)).toBe(401);
    expect(Date.now() - started).toBeLessThan(SESSION_CACHE_TTL_MS);
  });

  it("a password change on A ends B's cached sessions at once", async () => {
    const token = await b!.login('nuevo@demo.cl');
    expect(await check(b!, token)).toBe(200);
    expect(await check(b!, token)).toBe(200);
    await changePassword(a, 'nuevo@demo.cl', 'Austral2026x');
    expect(await eventually(() => check(b!, token), (status) => status === 401)).toBe(401);
  });

  it('while its LISTEN connection is down, B bypasses its cache; it reconnects and caches again', async () => {
    const [kept, dropped] = [await a.login('sysadmin@demo.cl'), await a.login('seguridad@demo.cl')];
    for (const token of [kept, dropped]) {
      expect(await check(b!, token)).toBe(200);
      expect(await check(b!, token)).toBe(200);
    }
    // Ends the LISTEN connections of this schema (A's and B's): what a network cut or a server restart does.
    const ended = await a.db.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'portal-sellers-listen' and query like $1`,
      [`LISTEN "${a.testDatabase.schema}.%`],
    );
    expect(ended.length).toBeGreaterThanOrEqual(1);
    expect(await eventually(async () => stats(b!).live, (live) => !live)).toBe(false);
    expect(stats(b!).size).toBe(0);

    // B reconnects after 500 ms ± 20 %: meanwhile every request asks the database, so a change whose
    // NOTIFY nobody heard is seen at once.
    await a.db.query(`update users set active = false where email = 'seguridad@demo.cl'`);
    try {
      const before = stats(b!);
      expect(await check(b!, dropped)).toBe(401);
      expect(await check(b!, kept)).toBe(200);
      expect(stats(b!).live).toBe(false);
      expect(stats(b!).bypassed - before.bypassed).toBe(2);
      expect(stats(b!).hits - before.hits).toBe(0);
    } finally {
      await a.db.query(`update users set active = true where email = 'seguridad@demo.cl'`);
    }

    expect(await eventually(async () => stats(b!).live, (live) => live, 5_000)).toBe(true);
    const reconnected = stats(b!);
    expect(await check(b!, kept)).toBe(200);
    expect(await check(b!, kept)).toBe(200);
    expect(stats(b!).misses - reconnected.misses).toBe(1);
    expect(stats(b!).hits - reconnected.hits).toBe(1);
    // And notifications flow again.
    expect(await logout(a, kept)).toBe(204);
    expect(await eventually(() => check(b!, kept), (status) => status === 401)).toBe(401);
  });
});

describe('Database listen / notify', () => {
  const channel = 'session_cache_test';

  it('delivers a NOTIFY to every listener on commit, never on rollback, and only within the schema', async () => {
    const heard = new Map<Database, string[]>();
    const subscriptions = await Promise.all(
      instances().map((t) => {
        heard.set(t.db, []);
        return t.db.listen(channel, (payload) => heard.get(t.db)!.push(payload));
      }),
    );
    const everyoneHeard = (payload: string) =>
      eventually(async () => [...heard.values()].every((payloads) => payloads.includes(payload)), (all) => all, NOTIFY_WAIT_MS);
    try {
      expect(subscriptions.every((subscription) => subscription.live)).toBe(true);
      await a.db.notify(channel, 'plain');
      expect(await everyoneHeard('plain')).toBe(true);

      await a.db.transaction(async (tx) => {
        await tx.notify(channel, 'committed');
        await tx.query('select 1');
        for (const payloads of heard.values()) expect(payloads).not.toContain('committed');
      });
      expect(await everyoneHeard('committed')).toBe(true);

      await expect(
        a.db.transaction(async (tx) => {
          await tx.notify(channel, 'rolled back');
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      await a.db.query(`select pg_notify('another_schema.${channel}', 'elsewhere')`);
      // Notifications arrive in commit order: once this one is heard, the others would have been.
      await a.db.notify(channel, 'last');
      expect(await everyoneHeard('last')).toBe(true);
      for (const payloads of heard.values()) expect(payloads).toEqual(['plain', 'committed', 'last']);
    } finally {
      await Promise.all(subscriptions.map((subscription) => subscription.close()));
    }
  });
});

describe('SessionCache', () => {
  /** A Database that only knows listen, with a hand on its notifications and its live state. */
  function fakeDatabase() {
    let deliver: (payload: string) => void = () => undefined;
    let onLiveChange: ((live: boolean) => void) | undefined;
    let live = true;
    const db = {
      async listen(listened: string, onNotification: (payload: string) => void, onLive?: (live: boolean) => void) {
        expect(listened).toBe(SESSION_INVALIDATED_CHANNEL);
        deliver = onNotification;
        onLiveChange = onLive;
        return {
          get live() {
            return live;
          },
          close: async () => undefined,
        };
      },
    } as unknown as Database;
    return {
      db,
      notify: (payload: string) => deliver(payload),
      setLive(next: boolean) {
        live = next;
        onLiveChange?.(next);
      },
    };
  }
  const token = (jti: string, userId = 1): VerifiedToken => ({ userId, jti, issuedAtMs: 0, expiresAt: new Date(8 * 3600_000) });
  const clock = () => new Date(0);
  const lookUp = async (cache: SessionCache, verified: VerifiedToken, role: Role | null = 'seller') => {
    let loads = 0;
    const answer = await cache.resolve(verified, async () => {
      loads += 1;
      return role === null ? null : { role, sellerId: 7 };
    });
    return { answer, loads };
  };

  it('does not keep an answer read while an invalidation arrived', async () => {
    const fake = fakeDatabase();
    const cache = await SessionCache.start(fake.db, clock);
    let release: (facts: SessionFacts) => void = () => undefined;
    const pending = cache.resolve(token('t1'), () => new Promise<SessionFacts>((resolve) => (release = resolve)));
    fake.notify('user:1');
    release({ role: 'seller', sellerId: 7 });
    expect(await pending).toEqual({ role: 'seller', sellerId: 7 });
    expect((await lookUp(cache, token('t1'))).loads).toBe(1);
    expect((await lookUp(cache, token('t1'))).loads).toBe(0);
  });

  it('drops entries by jti, by user, and all of them for a payload it does not know', async () => {
    const fake = fakeDatabase();
    const cache = await SessionCache.start(fake.db, clock);
    for (const [jti, userId] of [['j1', 1], ['j2', 1], ['j3', 2], ['j4', 3]] as const) await lookUp(cache, token(jti, userId));
    expect(cache.stats.size).toBe(4);
    fake.notify('jti:j3');
    expect(cache.stats.size).toBe(3);
    fake.notify('user:1');
    expect(cache.stats.size).toBe(1);
    expect((await lookUp(cache, token('j4', 3))).loads).toBe(0);
    fake.notify('something-new');
    expect(cache.stats.size).toBe(0);
  });

  it('is bypassed and emptied while notifications are not received', async () => {
    const fake = fakeDatabase();
    const cache = await SessionCache.start(fake.db, clock);
    await lookUp(cache, token('j1'));
    fake.setLive(false);
    expect(cache.stats.size).toBe(0);
    expect((await lookUp(cache, token('j1'))).loads).toBe(1);
    expect((await lookUp(cache, token('j1'))).loads).toBe(1);
    expect(cache.stats).toMatchObject({ bypassed: 2, size: 0, live: false });
    fake.setLive(true);
    expect((await lookUp(cache, token('j1'))).loads).toBe(1);
    expect((await lookUp(cache, token('j1'))).loads).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest, and checks the token it caches', async () => {
    const cache = await SessionCache.start(fakeDatabase().db, clock, { maxEntries: 2 });
    await lookUp(cache, token('j1'));
    await lookUp(cache, token('j2'));
    await lookUp(cache, token('j3'));
    expect(cache.stats.size).toBe(2);
    expect((await lookUp(cache, token('j1'))).loads).toBe(1);
    expect((await lookUp(cache, token('j3'))).loads).toBe(0);
    // Same jti, other user or issue time: not the session that was checked.
    expect((await lookUp(cache, token('j3', 2))).loads).toBe(1);
    expect((await lookUp(cache, { ...token('j1'), issuedAtMs: 5 })).loads).toBe(1);
    expect((await lookUp(cache, token('j9'), null)).answer).toBeNull();
    expect((await lookUp(cache, token('j9'), null)).loads).toBe(1);
  });

  it('treats an entry as expired when the clock goes back', async () => {
    let now = 10_000;
    const cache = await SessionCache.start(fakeDatabase().db, () => new Date(now));
    await lookUp(cache, token('j1'));
    now -= 1;
    expect((await lookUp(cache, token('j1'))).loads).toBe(1);
  });
});
