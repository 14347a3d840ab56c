/**
 * Centry's API as the importer uses it: the exchange of an OAuth code for a token, the seller's
 * products a page at a time, and a product's pictures. Every call gives up after its timeout, and
 * every failure is a CentryError whose code says whether waiting could help (the queue retries) or
 * not (the job fails with the code, which the portal translates).
 */
import type { CentrySettings } from '../../config.ts';

/**
 * Why a call to Centry failed. `CENTRY_UNAVAILABLE` (an error page, a refused connection) and
 * `CENTRY_TIMEOUT` may pass; the others will not by asking again.
 */
export type CentryErrorCode =
  | 'CENTRY_NOT_CONFIGURED'
  | 'CENTRY_CODE_REFUSED'
  | 'CENTRY_TOKEN_REFUSED'
  | 'CENTRY_ANSWER_INVALID'
  | 'CENTRY_UNAVAILABLE'
  | 'CENTRY_TIMEOUT';

const TRANSIENT: ReadonlySet<CentryErrorCode> = new Set(['CENTRY_UNAVAILABLE', 'CENTRY_TIMEOUT']);

export class CentryError extends Error {
  constructor(
    readonly code: CentryErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'CentryError';
  }

  /** Whether another attempt later may succeed. */
  get transient(): boolean {
    return TRANSIENT.has(this.code);
  }
}

/** A product as Centry's list gives it (only the fields the importer reads; see docs/decisions.md). */
export interface CentryProduct {
  _id: string;
  name?: unknown;
  description?: unknown;
  price_compare?: unknown;
  price_offer?: unknown;
  sku?: unknown;
  brand_name?: unknown;
  category_name?: unknown;
  variants?: unknown;
  assets?: unknown;
}

export interface CentryClientOptions {
  /** A call's whole time, from sending to the last byte of the answer. */
  timeoutMs?: number;
  /** The largest picture downloaded; a larger one is skipped. */
  assetMaxBytes?: number;
}

/** Long enough for a slow page of a large account, short enough that a hung Centry frees the job. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** The upload form's own limit: a picture Centry holds is held to what a seller may upload. */
const DEFAULT_ASSET_MAX_BYTES = 10 * 1024 * 1024;

export interface CentryClient {
  exchangeCode(code: string): Promise<string>;
  /** A page of the seller's products; `length` counts what Centry sent (fewer than asked: the last page). */
  products(token: string, offset: number, limit: number): Promise<{ products: CentryProduct[]; length: number }>;
  /** The bytes of a picture on Centry's own origin; null for any other address, or one too large, missing or failing. */
  asset(url: string): Promise<Buffer | null>;
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createCentryClient(settings: CentrySettings, options: CentryClientOptions = {}): CentryClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const assetMaxBytes = options.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;
  const origin = new URL(settings.baseUrl).origin;

  /** fetch with the timeout, a network failure or a timeout turned into their CentryError. */
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      // Redirects are not followed: one could lead the server to a host that is not Centry.
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (isTimeout(error)) throw new CentryError('CENTRY_TIMEOUT', `no answer from ${url} within ${timeoutMs} ms`);
      throw new CentryError('CENTRY_UNAVAILABLE', `${url}: ${String(error)}`);
    }
  };

  /** The answer's JSON (read within the same timeout), or CENTRY_ANSWER_INVALID. */
  const json = async (response: Response, url: string): Promise<unknown> => {
    try {
      return await response.json();
    } catch (error) {
      if (isTimeout(error)) throw new CentryError('CENTRY_TIMEOUT', `the answer of ${url} did not end within ${timeoutMs} ms`);
      throw new CentryError('CENTRY_ANSWER_INVALID', `${url} answered something that is not JSON`);
    }
  };

  const unavailable = (response: Response, url: string) => new CentryError('CENTRY_UNAVAILABLE', `${url} answered ${response.status}`);

  return {
    async exchangeCode(code) {
      if (settings.clientId === null || settings.clientSecret === null) {
        throw new CentryError('CENTRY_NOT_CONFIGURED', 'CENTRY_CLIENT_ID and CENTRY_CLIENT_SECRET are not set');
      }
      const url = `${settings.baseUrl}/oauth/token`;
      const response = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: settings.redirectUri,
        }),
      });
      // 4xx: the code was used, expired or is not ours; asking again cannot change that.
      if (response.status >= 400 && response.status < 500) throw new CentryError('CENTRY_CODE_REFUSED', `${url} answered ${response.status}`);
      if (!response.ok) throw unavailable(response, url);
      const body = (await json(response, url)) as { access_token?: unknown } | null;
      if (typeof body?.access_token !== 'string' || body.access_token === '') throw new CentryError('CENTRY_ANSWER_INVALID', `${url} gave no access_token`);
      return body.access_token;
    },

    async products(token, offset, limit) {
      const url = `${settings.baseUrl}/conexion/v1/products.json?limit=${limit}&offset=${offset}`;
      const response = await call(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      // The seller withdrew the marketplace's access, or the token lapsed: only a new authorisation helps.
      if (response.status === 401 || response.status === 403) throw new CentryError('CENTRY_TOKEN_REFUSED', `${url} answered ${response.status}`);
      if (response.status === 429 || response.status >= 500) throw unavailable(response, url);
      if (!response.ok) throw new CentryError('CENTRY_ANSWER_INVALID', `${url} answered ${response.status}`);
      const body = await json(response, url);
      if (!Array.isArray(body)) throw new CentryError('CENTRY_ANSWER_INVALID', `${url} answered no list of products`);
      const products = body.filter(
        (product): product is CentryProduct =>
          // An id is what keeps a product from being made twice: one that cannot be stored as text is no id.
          typeof product === 'object' && product !== null && typeof product._id === 'string' && /^[^\u0000-\u001f]{1,200}$/.test(product._id),
      );
      return { products, length: body.length };
    },

    async asset(address) {
      let url: URL;
      try {
        url = new URL(address, settings.baseUrl);
      } catch {
        return null;
      }
      // Only Centry's own origin: an address a seller (or anyone writing into Centry) chose must not
      // make this server fetch another host, inside our network or out of it.
      if (url.origin !== origin) return null;
      // A picture that cannot be had is left out rather than holding the import back: the product
      // then waits as a draft for the seller to add one.
      try {
        const response = await call(url.href, {});
        if (!response.ok || response.body === null) return null;
        if (Number(response.headers.get('content-length') ?? '0') > assetMaxBytes) {
          await response.body.cancel();
          return null;
        }
        const reader = response.body.getReader();
        const chunks: Uint8Array[] = [];
        let size = 0;
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          size += part.value.byteLength;
          // A length the headers did not say is counted as it comes, and the download stopped at the limit.
          if (size > assetMaxBytes) {
            await reader.cancel();
            return null;
          }
          chunks.push(part.value);
        }
        return Buffer.concat(chunks);
      } catch {
        return null;
      }
    },
  };
}
