/**
 * The client layer's error catalogue (spec section 8), through the real generated clients and msw:
 * a network failure, an HTML page instead of JSON, and a server error body rethrown as it came.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createApiClients, dataOrThrow } from '../../src/api/clients.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { ApiError, HTML_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../shared/api-error.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';

const everyServiceHere = () => withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN);

const clients = (token: string | null = null) => createApiClients({ baseUrls: everyServiceHere(), getToken: () => token });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('typed API clients', () => {
  it('turns a network failure into the spec message with statusCode 0', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', () => HttpResponse.error()));
    const failure = await clients().servicesStatus.GET('/services-status').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('refuses an HTML page where JSON was expected (a proxy or maintenance page)', async () => {
    // Off the contract on purpose: what a proxy's maintenance page answers.
    mockServer.use(
      http.servicesStatus.get('/services-status', ({ response }) =>
        response.untyped(HttpResponse.html('<html><body>Mantención</body></html>', { status: 200 })),
      ),
    );
    const failure = await clients().servicesStatus.GET('/services-status').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'HTML_RESPONSE', message: HTML_RESPONSE_MESSAGE });
  });

  it('rethrows the server error body as it came', async () => {
    const body = { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
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
        response(200).json([{ key_module: 'orders', active: true, released: true, count_to_close_page: 0, module: 'Órdenes' }]),
      ),
    );
    const modules = dataOrThrow(await clients().servicesStatus.GET('/services-status'));
    expect(modules[0]?.module).toBe('Órdenes');
  });
});
