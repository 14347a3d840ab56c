/**
 * A child process for the HTTP benchmark: the portal's Fastify app, or a bare node:http server doing
 * the very same work for GET /auth/check: `authenticate` of server/auth/session.ts (verify the JWT,
 * then the database lookup behind the same per-instance session cache the app uses), and the same
 * answer, security headers included (server/http/security-headers.ts), so that the ratio measures
 * the framework and not the size of the headers. Both run on in-memory PGlite with the demo seed.
 * Prints one JSON line: {"port":…, "token":"…"}.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { authenticate } from '../../server/auth/session.ts';
import { SessionCache } from '../../server/auth/session-cache.ts';
import { createTokenService } from '../../server/auth/tokens.ts';
import { newCspNonce, securityHeaders } from '../../server/http/security-headers.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteDatabase } from '../../server/db/pglite.ts';
import { seedDemoData, seedServiceModules } from '../../server/seed/seed.ts';

const mode = process.argv[2] === 'bare' ? 'bare' : 'portal';
const clock = () => new Date();
const jwtSecret = randomBytes(32);
const database = await openPgliteDatabase();
await migrate(database);
await seedServiceModules(database, clock());
await seedDemoData(database, createPasswordHasher(), clock());
const tokens = createTokenService(jwtSecret, clock);
const [seller] = await database.query<{ id: number }>("select id from users where email = 'seller@demo.cl'");
const { token } = await tokens.issue(seller!.id);

let port: number;
if (mode === 'portal') {
  const app = await buildApp({
    database,
    config: { jwtSecret, publicUrl: 'http://localhost', production: true, trustProxy: false, clientDir: null },
    mailer: null,
    clock,
    logLevel: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
} else {
  const sessionCache = await SessionCache.start(database, clock);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/auth/check') {
      response.writeHead(404).end();
      return;
    }
    const answer = (status: number, body: string) =>
      response
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          ...securityHeaders(newCspNonce(), false),
          'cache-control': 'no-store',
          'content-length': Buffer.byteLength(body),
        })
        .end(body);
    authenticate(database, tokens, request.headers.authorization, sessionCache).then(
      () => answer(200, 'true'),
      () => answer(401, '{"statusCode":401}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}
console.log(JSON.stringify({ port, token }));
