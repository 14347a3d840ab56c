/**
 * A local HTTP server that answers as Centry's API does, for the importer's tests: the OAuth code
 * exchange, the seller's products a page at a time behind a bearer token, and pictures. A test gives
 * it accounts (a code, the token it becomes and the products) and chooses which requests answer an
 * error page or hang past the importer's timeout. Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInProduct {
  _id: string;
  name: string;
  description: string;
  price_compare: number;
  price_offer?: number;
  sku?: string;
  brand_name?: string;
  category_name?: string;
  variants: { _id: string; sku: string; size?: string; color?: string }[];
  assets: { url: string }[];
}

export interface StandInAccount {
  code: string;
  token: string;
  products: StandInProduct[];
}

/** What the stand-in's client must send with the code. */
export const STAND_IN_APP = { clientId: 'portal-sellers-test', clientSecret: 'secreto-de-prueba', redirectUri: 'https://sellers.test/eiffel/centry-auth' } as const;

export interface CentryStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Each request as `METHOD path?query`. */
  requests: string[];
  addAccount(account: StandInAccount): void;
  /** The next `times` requests whose path and query start with `prefix` answer a 500 error page. */
  failNext(prefix: string, times?: number): void;
  /** The next `times` such requests are answered only after `ms` (past the importer's timeout). */
  delayNext(prefix: string, ms: number, times?: number): void;
  /** Codes answered 400 invalid_grant, as Centry answers a used or expired code. */
  refuse(code: string): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stand-in on a free port; `picture` is what every /assets/ address answers. */
export async function startCentryStandIn(picture: Buffer): Promise<CentryStandIn> {
  const byCode = new Map<string, StandInAccount>();
  const byToken = new Map<string, StandInAccount>();
  const refused = new Set<string>();
  const failures: { prefix: string; times: number }[] = [];
  const delays: { prefix: string; ms: number; times: number }[] = [];
  const requests: string[] = [];

  const take = <T extends { prefix: string; times: number }>(list: T[], target: string): T | undefined => {
    const found = list.find((entry) => entry.times > 0 && target.startsWith(entry.prefix));
    if (found) found.times -= 1;
    return found;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const answer = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(await bodyOf(request));
      const app = form.get('client_id') === STAND_IN_APP.clientId && form.get('client_secret') === STAND_IN_APP.clientSecret;
      if (!app) return json(response, 401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const account = byCode.get(code);
      if (form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== STAND_IN_APP.redirectUri || !account || refused.has(code)) {
        return json(response, 400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired or revoked' });
      }
      // A code is good for one exchange, as OAuth wants.
      refused.add(code);
      return json(response, 200, { access_token: account.token, token_type: 'Bearer', expires_in: 7200, refresh_token: `${account.token}-refresh` });
    }
    if (request.method === 'GET' && url.pathname === '/conexion/v1/products.json') {
      const account = byToken.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return json(response, 401, { error: 'invalid_token' });
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return json(response, 200, account.products.slice(offset, offset + limit));
    }
    if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': picture.length });
      return response.end(picture);
    }
    return json(response, 404, { error: 'not_found' });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const target = `${url.pathname}${url.search}`;
    requests.push(`${request.method} ${target}`);
    if (take(failures, target)) {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    const delay = take(delays, target);
    const go = () => void answer(request, response, url).catch(() => response.destroy());
    if (!delay) return go();
    // The importer has given up by then; a closed connection is simply left.
    const timer = setTimeout(() => (response.destroyed ? undefined : go()), delay.ms);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addAccount(account) {
      byCode.set(account.code, account);
      byToken.set(account.token, account);
    },
    failNext(prefix, times = 1) {
      failures.push({ prefix, times });
    },
    delayNext(prefix, ms, times = 1) {
      delays.push({ prefix, ms, times });
    },
    refuse(code) {
      refused.add(code);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
