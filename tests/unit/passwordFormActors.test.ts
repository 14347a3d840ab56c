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
  const SENT = { outcome: 'accepted', output: { to: '/login', search: { type: 'success', message: 'resetEmailSent' } } };
  const input = (email: string) => ({ values: { email }, facts: null });
  const withAnswer = (status: number, body: unknown, log: (code: string) => void = () => {}) =>
    createRequestResetLink(async () => answer(status, body), log);

  it('accepts on 200 and refuses with RATE_LIMITED on 429', async () => {
    await expect(run(withAnswer(200, { result: true }), input('a@b.cl'))).resolves.toEqual(SENT);
    await expect(run(withAnswer(429, errorBody(429, 'RATE_LIMITED')), input('a@b.cl'))).resolves.toEqual({
      outcome: 'refused',
      code: 'RATE_LIMITED',
      fields: {},
    });
  });

  it('treats any other refusal as sent, and logs its code', async () => {
    const logged: string[] = [];
    await expect(run(withAnswer(400, errorBody(400, 'VALIDATION_FAILED'), (code) => logged.push(code)), input('a@b.cl'))).resolves.toEqual(SENT);
    const proxyPage = createRequestResetLink(
      async () => {
        throw ApiError.htmlResponse(502);
      },
      (code) => logged.push(code),
    );
    await expect(run(proxyPage, input('a@b.cl'))).resolves.toEqual(SENT);
    expect(logged).toEqual(['VALIDATION_FAILED', 'HTML_RESPONSE']);
  });

  it('lets a request that never left through as it came', async () => {
    const offline = createRequestResetLink(async () => {
      throw ApiError.network();
    }, () => {});
    await expect(run(offline, input('a@b.cl'))).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
  });

  it('asks for the e-mail it was given, trimmed', async () => {
    const asked: string[] = [];
    const recording = createRequestResetLink(async (email) => {
      asked.push(email);
      return answer(200, { result: true });
    }, () => {});
    await run(recording, input(' vendedora@tienda.cl '));
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
  const input = { values: { password: 'Segura123', confirmation: 'Segura123' }, facts: { hash: HASH } };
  const expired = (code: string) => ({ outcome: 'accepted', output: { outcome: 'expired', code } });

  it('is accepted as changed on 200 with result true', async () => {
    await expect(run(withAnswer(200, { result: true }), input)).resolves.toEqual({ outcome: 'accepted', output: { outcome: 'changed' } });
  });

  it('is accepted as expired on 410, on 200 with result false, and on any other refusal (any failure sends the person away)', async () => {
    await expect(run(withAnswer(410, errorBody(410, 'RESET_LINK_EXPIRED')), input)).resolves.toEqual(expired('RESET_LINK_EXPIRED'));
    await expect(run(withAnswer(200, { result: false }), input)).resolves.toEqual(expired('RESULT_FALSE'));
    await expect(run(withAnswer(503, errorBody(503, 'SERVICE_UNAVAILABLE')), input)).resolves.toEqual(expired('SERVICE_UNAVAILABLE'));
  });

  it('is refused on 429 (wait and send again) and on a password the server rules refused', async () => {
    await expect(run(withAnswer(429, errorBody(429, 'RATE_LIMITED')), input)).resolves.toEqual({ outcome: 'refused', code: 'RATE_LIMITED', fields: {} });
    const refusedPassword = { ...errorBody(400, 'VALIDATION_FAILED'), details: [{ field: 'body.password', message: 'Must contain a digit' }] };
    await expect(run(withAnswer(400, refusedPassword), input)).resolves.toEqual({
      outcome: 'refused',
      code: null,
      fields: { password: 'form.serverRefused' },
    });
  });

  it('throws a request that never left, so the form keeps the password for a retry', async () => {
    const offline = createChangePassword(async () => {
      throw ApiError.network();
    });
    await expect(run(offline, input)).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
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
