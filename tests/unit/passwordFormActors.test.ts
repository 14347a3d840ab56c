/**
 * The password-reset actors: which HTTP answers are expected results the charts branch on, and
 * which are thrown (the server's body, as an ApiError) for `onError`.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom } from 'xstate';
import { createRequestResetLink } from '../../machines/forgotPassword/forgotPassword.actors.ts';
import { createChangePassword, createValidateResetHash } from '../../machines/changePassword/changePassword.actors.ts';
import { ApiError } from '../../shared/api-error.ts';

const HASH = 'q3x7V-Lp_0aZ9kR2mN8bT4cY6dW1eF5gH2jK4lM6nP8';

/** What openapi-fetch resolves with for an answer of `status` carrying `body`. */
function answer(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return response.ok ? { response, data: body as { result: boolean } } : { response, error: body };
}

const errorBody = (statusCode: number, code: string) => ({ statusCode, code, message: code });

function run<T extends AnyActorLogic>(logic: T, input: InputFrom<T>) {
  return toPromise(createActor(logic, { input }).start());
}

describe('requestResetLink', () => {
  const withAnswer = (status: number, body: unknown) => createRequestResetLink(async () => answer(status, body));

  it('resolves accepted on 200 and rateLimited on 429', async () => {
    await expect(run(withAnswer(200, { result: true }), { email: 'a@b.cl' })).resolves.toEqual({ outcome: 'accepted' });
    await expect(run(withAnswer(429, errorBody(429, 'RATE_LIMITED')), { email: 'a@b.cl' })).resolves.toEqual({
      outcome: 'rateLimited',
    });
  });

  it('throws any other refusal with its code', async () => {
    await expect(run(withAnswer(400, errorBody(400, 'VALIDATION_FAILED')), { email: 'a@b.cl' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('lets a transport failure through as it came', async () => {
    const offline = createRequestResetLink(async () => {
      throw ApiError.network();
    });
    await expect(run(offline, { email: 'a@b.cl' })).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
  });

  it('asks for the e-mail it was given', async () => {
    const asked: string[] = [];
    const recording = createRequestResetLink(async (email) => {
      asked.push(email);
      return answer(200, { result: true });
    });
    await run(recording, { email: 'vendedora@tienda.cl' });
    expect(asked).toEqual(['vendedora@tienda.cl']);
  });
});

describe('validateResetHash', () => {
  const withAnswer = (status: number, body: unknown) => createValidateResetHash(async () => answer(status, body));

  it('resolves valid on 200 and expired on 410', async () => {
    await expect(run(withAnswer(200, { hash: HASH, expiresAt: '2030-01-01T00:00:00Z' }), { hash: HASH })).resolves.toEqual({
      outcome: 'valid',
    });
    await expect(run(withAnswer(410, errorBody(410, 'RESET_LINK_EXPIRED')), { hash: HASH })).resolves.toEqual({
      outcome: 'expired',
      code: 'RESET_LINK_EXPIRED',
    });
  });

  it('throws any other refusal', async () => {
    await expect(run(withAnswer(429, errorBody(429, 'RATE_LIMITED')), { hash: HASH })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('changePassword', () => {
  const withAnswer = (status: number, body: unknown) => createChangePassword(async () => answer(status, body));
  const input = { hash: HASH, password: 'Segura123' };

  it('resolves changed on 200 with result true', async () => {
    await expect(run(withAnswer(200, { result: true }), input)).resolves.toEqual({ outcome: 'changed' });
  });

  it('resolves expired on 410, and on 200 with result false', async () => {
    await expect(run(withAnswer(410, errorBody(410, 'RESET_LINK_EXPIRED')), input)).resolves.toEqual({
      outcome: 'expired',
      code: 'RESET_LINK_EXPIRED',
    });
    await expect(run(withAnswer(200, { result: false }), input)).resolves.toEqual({ outcome: 'expired', code: 'RESULT_FALSE' });
  });

  it('throws any other refusal with its code', async () => {
    await expect(run(withAnswer(503, errorBody(503, 'SERVICE_UNAVAILABLE')), input)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('sends the password with the link token', async () => {
    const sent: unknown[] = [];
    const recording = createChangePassword(async (body) => {
      sent.push(body);
      return answer(200, { result: true });
    });
    await run(recording, input);
    expect(sent).toEqual([{ password: 'Segura123', hash: HASH }]);
  });
});
