import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import { sendProblem } from './error-handler.ts';
import { cspNonceOf } from './security-headers.ts';
import { PRERENDERED_PAGES } from '../../shared/prerenderedPages.ts';
import { isRole } from '../../shared/access/roles.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Portal Sellers</title></head>
<body><h1>La interfaz web no está compilada</h1>
<p>Ejecuta <code>npm run build</code> y vuelve a iniciar el servidor (o usa <code>npm run dev</code> para desarrollar).</p>
</body></html>`;

export interface ClientApp {
  /** The built index.html was found. */
  readonly built: boolean;
  /** For GET operations: a browser navigation (reload of a client route) gets the app, not JSON. */
  readonly navigationHook: onRequestAsyncHookHandler;
  /** Serves the assets and answers unknown routes (client routes get index.html, API paths a JSON 404). */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * Where the portal serves an address of the new Seller Center ({host}/{role}/{module path}, which the
 * "new module" window opens): the same page without the role, query kept. Until the new Seller
 * Center has an origin of its own, its host is the portal's and the portal's own pages answer it, so
 * the window opens the module instead of a "not found". Null for any other address.
 */
export function portalAddressOf(url: string): string | null {
  const [pathname = '/', query] = url.split(/\?(.*)/s, 2);
  const match = /^\/([A-Za-z]+)(\/[^?]*)$/.exec(pathname);
  if (!match || !isRole(match[1]) || match[2] === '/') return null;
  return `${match[2]}${query ? `?${query}` : ''}`;
}

/** A page (index.html or a drawn copy) with the response's CSP nonce in a meta tag, which the client hands to Emotion. */
export function withNonce(indexHtml: string, nonce: string): string {
  return indexHtml.replace(/<head([^>]*)>/i, `<head$1>\n    <meta name="csp-nonce" content="${nonce}">`);
}

const isDocumentNavigation = (request: FastifyRequest) =>
  request.headers['sec-fetch-mode'] === 'navigate' && request.headers['sec-fetch-dest'] === 'document';

const readPage = (clientDir: string | null, file: string) =>
  clientDir ? readFile(path.join(clientDir, file), 'utf8').catch(() => null) : Promise.resolve(null);

/** The path without its query or a trailing slash: /login/?redirect=x is /login. */
const pagePath = (url: string) => (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');

/**
 * The Vite build in `clientDir` (null: API only). Hashed `/assets/*` are cached for a year,
 * immutable; pages are never cached, since each copy carries its own nonce. A path the build drew
 * ahead (PRERENDERED_PAGES) gets its drawn copy; a build without one still gets index.html.
 */
export async function createClientApp(clientDir: string | null, apiPrefixes: ReadonlySet<string>): Promise<ClientApp> {
  const indexHtml = await readPage(clientDir, 'index.html');
  const drawnPages = new Map<string, string>();
  for (const [drawnPath, file] of Object.entries(PRERENDERED_PAGES)) {
    const html = await readPage(clientDir, file);
    if (html !== null) drawnPages.set(drawnPath, html);
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const portalAddress = portalAddressOf(request.url);
    if (portalAddress !== null) return reply.redirect(portalAddress, 302);
    if (indexHtml === null) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const page = drawnPages.get(pagePath(request.url)) ?? indexHtml;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(withNonce(page, cspNonceOf(request)));
  };

  /** GET of a path that is no file: a client route, unless it is under an API prefix and not a page load. */
  const isClientRoute = (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    const [, first = '', ...rest] = pathname.split('/');
    // A missing file (favicon.ico, a map, an old asset) is a 404, not the app.
    if (first === 'assets' || /\.[A-Za-z0-9]{1,8}$/.test(rest.at(-1) ?? first)) return false;
    return !apiPrefixes.has(first) || isDocumentNavigation(request);
  };

  return {
    built: indexHtml !== null,
    navigationHook: async (request, reply) => {
      if (clientDir !== null && isDocumentNavigation(request)) return sendIndex(request, reply);
    },
    async register(app) {
      if (clientDir !== null && indexHtml !== null) {
        const root = path.resolve(clientDir);
        await app.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          dotfiles: 'ignore',
          cacheControl: false,
          // The build writes .br and .gz beside each asset (scripts/precompress-assets.ts).
          preCompressed: true,
          // Pages only with a nonce (below); directories are not listings but client routes or 404s.
          allowedPath: (pathname) => !pathname.endsWith('.html') && !pathname.endsWith('/'),
          setHeaders: (reply, filePath) => {
            const relative = path.relative(root, filePath);
            // A module's manifest, routes and permissions name what the shell mounts next: never a stale copy.
            if (relative.startsWith(`modules${path.sep}`)) reply.header('cache-control', 'no-cache');
            else if (relative.startsWith(`assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
            else reply.header('cache-control', 'public, max-age=3600');
          },
        });
      }
      app.setNotFoundHandler((request, reply) => {
        if (clientDir !== null && isClientRoute(request)) return sendIndex(request, reply);
        const pathname = request.url.split('?')[0];
        return sendProblem(reply, ApiProblem.notFound(`Route ${request.method} ${pathname} not found`));
      });
    },
  };
}
