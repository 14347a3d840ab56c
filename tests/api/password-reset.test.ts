import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, PUBLIC_URL, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ withMailer: true });
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const forgot = (email: string, address = freshAddress()) =>
  t.request({ method: 'GET', url: `/auth/forgot/password/${encodeURIComponent(email)}`, address });
const validate = (hash: string, address = freshAddress()) => t.request({ method: 'GET', url: `/auth/validate/hash/${hash}`, address });
const change = (payload: Record<string, unknown>, address = freshAddress()) =>
  t.request({ method: 'POST', url: '/auth/change/password', payload, address });

async function outboxFor(email: string) {
  return t.db.query<{ id: number; subject: string; text_body: string; html_body: string; sent_at: Date | null }>(
    'select id, subject, text_body, html_body, sent_at from mail_outbox where recipient = $1 order by id',
    [email],
  );
}

/** Requests a reset and answers the token from the link in the mail. */
async function resetToken(email: string): Promise<string> {
  const before = (await outboxFor(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await outboxFor(email);
  expect(mails).toHaveLength(before + 1);
  const match = /\/change\/password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text_body);
  return match![1]!;
}

describe('GET /auth/forgot/password/{email}', () => {
  it('queues a Spanish mail with a single-use link to the client', async () => {
    const response = await forgot('seller@demo.cl');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'forgotPassword');
    expect(response.json()).toEqual({ result: true });
    const [mail] = await outboxFor('seller@demo.cl');
    expect(mail!.subject).toBe('Restablece tu contraseña de Portal Sellers');
    expect(mail!.text_body).toContain('Hola Matías:');
    expect(mail!.text_body).toMatch(new RegExp(`${PUBLIC_URL}/change/password/[A-Za-z0-9_-]{43}\\n`));
    expect(mail!.text_body).toContain('30 minutos');
    expect(mail!.html_body).toContain(`href="${PUBLIC_URL}/change/password/`);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await resetToken('comercial@demo.cl');
    const rows = await t.db.query<{ token_sha256: string }>('select token_sha256 from password_reset_tokens');
    expect(rows.map((row) => row.token_sha256)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers unknown and disabled e-mails with the same bytes and sends nothing', async () => {
    const known = await forgot('atencion@demo.cl');
    const unknown = await forgot('nadie@demo.cl');
    await t.db.query(`update users set active = false where email = 'tienda@demo.cl'`);
    const disabled = await forgot('tienda@demo.cl');
    await t.db.query(`update users set active = true where email = 'tienda@demo.cl'`);
    for (const response of [unknown, disabled]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.rawPayload.equals(known.rawPayload)).toBe(true);
      expect(response.headers['content-type']).toBe(known.headers['content-type']);
      expect(response.headers['content-length']).toBe(known.headers['content-length']);
    }
    expect(await outboxFor('nadie@demo.cl')).toHaveLength(0);
    expect(await outboxFor('tienda@demo.cl')).toHaveLength(0);
  });

  it('refuses what is not an e-mail with 400', async () => {
    for (const email of ['no-es-correo', `${'a'.repeat(100)}@demo.cl`]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(400);
      expectContract(response, 'forgotPassword');
      expect(response.json().details[0].field).toBe('params.email');
    }
  });

  it('delivers queued mail through the mailer and marks it sent', async () => {
    await resetToken('catalogo@demo.cl');
    await t.app.portal.mailDelivery!.drain();
    const [mail] = await outboxFor('catalogo@demo.cl');
    expect(mail!.sent_at).toBeInstanceOf(Date);
    expect(t.mailer!.sent.some((sent) => sent.to === 'catalogo@demo.cl' && sent.text.includes('/change/password/'))).toBe(true);
  });

  it('allows 5 requests per address in 15 minutes, then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot('nadie@demo.cl', address)).statusCode).toBe(200);
    const refused = await forgot('admin@demo.cl', address);
    expect(refused.statusCode).toBe(429);
    expectContract(refused, 'forgotPassword');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 });
    expect(refused.headers['retry-after']).toBe('900');
    expect((await forgot('admin@demo.cl')).statusCode).toBe(200);
  });
});

describe('GET /auth/validate/hash/{hash}', () => {
  it('answers the hash and its expiry, 30 minutes after the request, without consuming it', async () => {
    const requestedAt = t.clock.now();
    const token = await resetToken('logistica@demo.cl');
    for (let look = 0; look < 2; look += 1) {
      const response = await validate(token);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'validateResetHash');
      expect(response.json()).toEqual({ hash: token, expiresAt: new Date(requestedAt.getTime() + 30 * 60_000).toISOString() });
    }
  });

  it('answers 410 for an unknown link and 400 for a malformed one', async () => {
    const unknown = await validate('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expectContract(unknown, 'validateResetHash');
    expect(unknown.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED' });
    for (const hash of ['short', 'has.dots.in.it.that.are.not.allowed.here', 'x'.repeat(129)]) {
      const malformed = await validate(hash);
      expect(malformed.statusCode).toBe(400);
      expectContract(malformed, 'validateResetHash');
    }
  });

  it('expires the link 30 minutes after it was requested', async () => {
    const token = await resetToken('seguridad@demo.cl');
    t.clock.advance(30 * 60_000 - 1);
    expect((await validate(token)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await validate(token);
    expect(expired.statusCode).toBe(410);
    expectContract(expired, 'validateResetHash');
    const changed = await change({ hash: token, password: 'Nueva2026x' });
    expect(changed.statusCode).toBe(410);
    expectContract(changed, 'changePassword');
  });
});

describe('POST /auth/change/password', () => {
  it('sets the password once, ends every session and lets the new password in', async () => {
    const oldSession = await t.login('nuevo@demo.cl');
    const token = await resetToken('nuevo@demo.cl');
    t.clock.advance(1000);
    const response = await change({ hash: token, password: 'Austral2026x' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'changePassword');
    expect(response.json()).toEqual({ result: true });

    expect((await t.request({ method: 'GET', url: '/auth/check', token: oldSession })).statusCode).toBe(401);
    const oldPassword = await t.request({ method: 'POST', url: '/auth/login', payload: { email: 'nuevo@demo.cl', password: DEMO_PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
    const newSession = await t.login('nuevo@demo.cl', { password: 'Austral2026x' });
    expect((await t.request({ method: 'GET', url: '/auth/check', token: newSession })).statusCode).toBe(200);

    const again = await change({ hash: token, password: 'Otra2026xyz' });
    expect(again.statusCode).toBe(410);
    expect((await validate(token)).statusCode).toBe(410);
  });

  it('kills the other links of the same user', async () => {
    const first = await resetToken('comercial@demo.cl');
    const second = await resetToken('comercial@demo.cl');
    expect((await change({ hash: second, password: 'Comercial2026' })).statusCode).toBe(200);
    expect((await validate(first)).statusCode).toBe(410);
  });

  it('applies the shared password rules and keeps the link usable', async () => {
    const token = await resetToken('atencion@demo.cl');
    const cases: [string, string][] = [
      ['sinmayuscula1', 'Debe contener una mayuscula, una minuscula y un numero'],
      ['SINMINUSCULA1', 'Debe contener una mayuscula, una minuscula y un numero'],
      ['SinNumeroAqui', 'Debe contener una mayuscula, una minuscula y un numero'],
    ];
    for (const [password, message] of cases) {
      const response = await change({ hash: token, password });
      expect(response.statusCode).toBe(400);
      expectContract(response, 'changePassword');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.password', message }] });
    }
    const short = await change({ hash: token, password: 'Ab1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('body.password');
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400', async () => {
    const bodies = [{ hash: 'A'.repeat(43) }, { password: 'Valida2026x' }, { hash: 'A'.repeat(43), password: 'Valida2026x', email: 'x@y.cl' }, { hash: 43, password: 'Valida2026x' }];
    for (const payload of bodies) {
      const response = await change(payload);
      expect(response.statusCode).toBe(400);
      expectContract(response, 'changePassword');
    }
  });

  it('answers 410 for an unknown link', async () => {
    const response = await change({ hash: 'B'.repeat(43), password: 'Valida2026x' });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ statusCode: 410, code: 'RESET_LINK_EXPIRED', message: 'Your password change attempt has expired. Please try again.' });
  });

  it('allows 20 link checks or changes per address in 15 minutes', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await validate('C'.repeat(43), address)).statusCode).toBe(410);
      expect((await change({ hash: 'C'.repeat(43), password: 'Valida2026x' }, address)).statusCode).toBe(410);
    }
    for (const response of [await validate('C'.repeat(43), address), await change({ hash: 'C'.repeat(43), password: 'Valida2026x' }, address)]) {
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().retryAfterSeconds).toBe(Number(response.headers['retry-after']));
    }
    expectContract(await validate('C'.repeat(43), address), 'validateResetHash');
    t.clock.advance(15 * 60_000);
    expect((await validate('C'.repeat(43), address)).statusCode).toBe(410);
  });
});
