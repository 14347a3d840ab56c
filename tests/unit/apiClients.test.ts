/**
 * The client layer's error catalogue, through the real generated clients and msw: a network
 * failure, an HTML page instead of JSON, a server error body rethrown as it came, a call that takes
 * too long; and the session's end heard from any 401 to a call made with the token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, HttpResponse } from 'msw';
import { createApiClients, dataOrThrow } from '../../src/api/clients.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { ApiError, HTML_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../../shared/api-error.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';

const everyServiceHere = () => withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN);

const clients = (token: string | null = null) => createApiClients({ baseUrls: everyServiceHere(), getToken: () => token });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('typed API clients', () => {
  it('turns a network failure into the network-error message with statusCode 0', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', () => HttpResponse.error()));
    const failure = await clients().servicesStatus.GET('/services-status').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('refuses an HTML page where JSON was expected (a proxy or maintenance page)', async () => {
    // Off the contract on purpose: what a proxy or a maintenance page answers.
    mockServer.use(http.servicesStatus.get('/services-status', ({ response }) => response.untyped(HttpResponse.html('<html><body>Mantención</body></html>', { status: 200 }))));
    const failure = await clients().servicesStatus.GET('/services-status').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'HTML_RESPONSE', message: HTML_RESPONSE_MESSAGE });
  });

  it('rethrows the server error body as it came', async () => {
    const body = { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
    // The contract names no 500: a crashed server answers outside it.
    mockServer.use(http.servicesStatus.get('/services-status', ({ response }) => response.untyped(HttpResponse.json(body, { status: 500 }))));
    const result = await clients().servicesStatus.GET('/services-status');
    expect(() => dataOrThrow(result)).toThrow(ApiError);
    try {
      dataOrThrow(result);
    } catch (error) {
      expect(error).toMatchObject(body);
    }
  });

  it('sends the bearer token read at call time, and none when signed out', async () => {
    const seen: (string | null)[] = [];
    mockServer.use(
      http.auth.get('/auth/check', ({ request, response }) => {
        seen.push(request.headers.get('authorization'));
        return response(200).json(true);
      }),
    );
    let token: string | null = null;
    const api = createApiClients({ baseUrls: everyServiceHere(), getToken: () => token });
    await api.auth.GET('/auth/check');
    token = 'abc.def.ghi';
    await api.auth.GET('/auth/check');
    expect(seen).toEqual([null, 'Bearer abc.def.ghi']);
  });

  it('returns typed data for a successful call', async () => {
    mockServer.use(
      http.servicesStatus.get('/services-status', ({ response }) =>
        response(200).json([{ key_module: 'orders', active: true, released: true, count_to_close_page: 0, module: 'Órdenes', reason: null, expected_reopening: null }]),
      ),
    );
    const modules = dataOrThrow(await clients().servicesStatus.GET('/services-status'));
    expect(modules[0]?.module).toBe('Órdenes');
  });

  it('gives up on a call that does not answer in time, with TIMEOUT', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', async ({ response }) => {
      await delay('infinite');
      return response(200).json([]);
    }));
    const api = createApiClients({ baseUrls: everyServiceHere(), getToken: () => null, timeoutMs: 50 });
    const failure = await api.servicesStatus.GET('/services-status').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });

  it("keeps the caller's own abort as it came (a newer request replaced it), not as a timeout", async () => {
    mockServer.use(http.servicesStatus.get('/services-status', async ({ response }) => {
      await delay('infinite');
      return response(200).json([]);
    }));
    const controller = new AbortController();
    const call = clients().servicesStatus.GET('/services-status', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const failure = await call;
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });
});

describe('a session the server stopped accepting', () => {
  const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };

  it('is reported once per token: parallel 401s after the first find the token already gone', async () => {
    mockServer.use(http.documents.get('/user-notification', ({ response }) => response(401).json(unauthorized)));
    let token: string | null = 'abc.def.ghi';
    const expired: string[] = [];
    const api = createApiClients({
      baseUrls: everyServiceHere(),
      getToken: () => token,
      onUnauthorized: () => {
        expired.push('session.expired');
        token = null;
      },
    });
    await Promise.all([api.documents.GET('/user-notification'), api.documents.GET('/user-notification'), api.documents.GET('/user-notification')]);
    expect(expired).toEqual(['session.expired']);
  });

  it('is not heard from calls made without a token, nor from the calls whose 401 is their answer', async () => {
    mockServer.use(
      http.documents.get('/user-notification', ({ response }) => response(401).json(unauthorized)),
      http.auth.post('/auth/login', ({ response }) => response(401).json({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })),
      http.auth.post('/auth/logout', ({ response }) => response(401).json(unauthorized)),
    );
    const expired: string[] = [];
    const onUnauthorized = () => expired.push('session.expired');
    const guest = createApiClients({ baseUrls: everyServiceHere(), getToken: () => null, onUnauthorized });
    await guest.documents.GET('/user-notification');
    const signedIn = createApiClients({ baseUrls: everyServiceHere(), getToken: () => 'abc.def.ghi', onUnauthorized });
    await signedIn.auth.POST('/auth/login', { body: { email: 'camila@tiendacamila.cl', password: 'Equivocada1' } });
    await signedIn.auth.POST('/auth/logout');
    expect(expired).toEqual([]);
  });

  it('is not heard from a late 401 to a token that is no longer the stored one (signed in again meanwhile)', async () => {
    let answer: () => void = () => {};
    mockServer.use(
      http.documents.get('/user-notification', async ({ response }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return response(401).json(unauthorized);
      }),
    );
    let token = 'old.token.value';
    const expired: string[] = [];
    const api = createApiClients({ baseUrls: everyServiceHere(), getToken: () => token, onUnauthorized: () => expired.push('session.expired') });
    const call = api.documents.GET('/user-notification');
    await new Promise((resolve) => setTimeout(resolve, 20));
    token = 'new.token.value';
    answer();
    expect((await call).response.status).toBe(401);
    expect(expired).toEqual([]);
  });
});
