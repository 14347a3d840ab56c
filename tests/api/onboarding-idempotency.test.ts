import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';
import { answerOf, buildApplication } from './support/seller-application.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const submit = (body: unknown, key: string, address = freshAddress()) =>
  t.request({ method: 'POST', url: '/web-hooks/register-form', payload: body as object, headers: { 'idempotency-key': key }, address });

const applicationsWithKey = async (key: string) =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from seller_applications where idempotency_key = $1', [key]))[0]!.count;
const mailsTo = async (email: string) =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from mail_outbox where recipient = $1', [email]))[0]!.count;

describe('Idempotency-Key', () => {
  it('100 concurrent submissions with one key store exactly one application; each answer is 201 or 409', async () => {
    const body = buildApplication();
    const key = randomUUID();
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(body, key, address)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409), JSON.stringify(statuses)).toBe(true);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every 201 is the same answer: the first, or its replay.
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(created.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const conflict of answers.filter((answer) => answer.statusCode === 409)) {
      expectContract(conflict, 'submitSellerApplication');
      expect(conflict.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(conflict.headers['retry-after']).toBe('1');
    }
    expect(await applicationsWithKey(key)).toBe(1);
    expect(await mailsTo(answerOf(body, '2.5'))).toBe(1);

    const replay = await submit(body, key);
    expect(replay.statusCode).toBe(201);
    expectContract(replay, 'submitSellerApplication');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(created[0]!.body);
    expect(await applicationsWithKey(key)).toBe(1);
    expect(await mailsTo(answerOf(body, '2.5'))).toBe(1);
  }, 120_000);

  it('replays the first answer for the same key and body, from any address, until 24 hours pass', async () => {
    const body = buildApplication();
    const key = randomUUID();
    const first = await submit(body, key);
    expect(first.statusCode).toBe(201);
    t.clock.advance(24 * 60 * 60_000 - 1);
    const replay = await submit(body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    // After 24 hours the key is forgotten: the same data is a new application, refused because its name is taken.
    t.clock.advance(1);
    const late = await submit(body, key);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('BUSINESS_NAME_EXISTS');
    expect(await applicationsWithKey(key)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body, and stores nothing', async () => {
    const body = buildApplication();
    const key = randomUUID();
    expect((await submit(body, key)).statusCode).toBe(201);
    const other = buildApplication();
    const reused = await submit(other, key);
    expect(reused.statusCode).toBe(422);
    expectContract(reused, 'submitSellerApplication');
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const stored = await t.db.query('select 1 from seller_applications where business_name = $1', [answerOf(other, '1.1')]);
    expect(stored).toHaveLength(0);
    // The first answer is still replayed for its own body.
    expect((await submit(body, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED while the first request with the key is still in progress, 409 for the same body', async () => {
    const body = buildApplication();
    const key = randomUUID();
    const [first, other, repeat] = await Promise.all([submit(body, key), submit(buildApplication(), key), submit(body, key)]);
    const reused = (response: typeof first) => response.statusCode === 422 && response.json().code === 'IDEMPOTENCY_KEY_REUSED';
    // Whichever body claims the key first is stored; the other body is refused, never stored.
    if (other.statusCode === 201) {
      expect(reused(first) && reused(repeat)).toBe(true);
    } else {
      expect(reused(other)).toBe(true);
      const sameBody = [first.statusCode, repeat.statusCode].sort();
      // One stores it; its twin is either told to wait (409) or, if it came after, replayed (201).
      expect([[201, 201], [201, 409]]).toContainEqual(sameBody);
    }
    expect(await applicationsWithKey(key)).toBe(1);
  });

  it('remembers only a 201: after a 400 or a 422 the same key may be sent again', async () => {
    const key = randomUUID();
    const invalid = buildApplication({ '2.8': '123' });
    expect((await submit(invalid, key)).statusCode).toBe(400);
    expect((await submit(invalid, key)).statusCode).toBe(400);

    const taken = buildApplication();
    expect((await submit(taken, randomUUID())).statusCode).toBe(201);
    const duplicate = buildApplication({ '1.1': answerOf(taken, '1.1') });
    const duplicateKey = randomUUID();
    expect((await submit(duplicate, duplicateKey)).statusCode).toBe(422);
    // Nothing of the failed attempt is kept: the key goes on to carry corrected data.
    const fixed = buildApplication();
    const response = await submit(fixed, duplicateKey);
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.db.query('select 1 from idempotency_keys where key = $1', [key])).toHaveLength(0);
  });

  it('takes over a claim left in progress by a request that died, five minutes later', async () => {
    const body = buildApplication();
    const key = randomUUID();
    // What a crashed instance leaves behind: a claim never finished nor released.
    await t.db.query(
      `insert into idempotency_keys (key, operation, request_sha256, claim_id, state, created_at, expires_at)
       values ($1, 'submitSellerApplication', 'x', $2, 'in_progress', $3, $4)`,
      [key, randomUUID(), t.clock.now(), new Date(t.clock.now().getTime() + 24 * 60 * 60_000)],
    );
    expect((await submit(body, key)).statusCode).toBe(422);
    await t.db.query(`update idempotency_keys set request_sha256 = $2 where key = $1`, [
      key,
      createHash('sha256').update(JSON.stringify(body)).digest('hex'),
    ]);
    const waiting = await submit(body, key);
    expect(waiting.statusCode).toBe(409);
    t.clock.advance(29_000);
    expect((await submit(body, key)).statusCode).toBe(409);
    t.clock.advance(1_000);
    const taken = await submit(body, key);
    expect(taken.statusCode).toBe(201);
    expect(await applicationsWithKey(key)).toBe(1);
  });

  it('refuses a missing or malformed key with 400 naming the header', async () => {
    const body = buildApplication();
    const missing = await t.request({ method: 'POST', url: '/web-hooks/register-form', payload: body, address: freshAddress() });
    expect(missing.statusCode).toBe(400);
    expectContract(missing, 'submitSellerApplication');
    expect(missing.json().details[0].field).toBe('headers.idempotency-key');
    const malformed = await submit(body, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('headers.idempotency-key');
  });
});
