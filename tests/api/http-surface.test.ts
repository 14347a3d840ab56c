import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ withClient: true, trustProxy: true });
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };

function expectSecurityHeaders(response: LightMyRequestResponse): string {
  const csp = String(response.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  return nonce!;
}

describe('security headers', () => {
  it('are on API answers, success and error, with no-store', async () => {
    for (const response of [
      await t.request({ method: 'GET', url: '/services-status' }),
      await t.request({ method: 'GET', url: '/auth/check' }),
      await t.request({ method: 'POST', url: '/auth/login', payload: '{' , headers: { 'content-type': 'application/json' } }),
      await t.request({ method: 'GET', url: '/auth/nothing-here' }),
    ]) {
      expectSecurityHeaders(response);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('use a new nonce for every answer', async () => {
    const first = expectSecurityHeaders(await t.request({ method: 'GET', url: '/services-status' }));
    const second = expectSecurityHeaders(await t.request({ method: 'GET', url: '/services-status' }));
    expect(first).not.toBe(second);
  });

  it('add HSTS only when the request came over TLS (through a trusted proxy)', async () => {
    const response = await t.request({ method: 'GET', url: '/services-status', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the client app', () => {
  it.each(['/', '/eiffel', '/change/password/abcDEF123_-', '/forgot/password', '/registrate-ahora', '/user/myAccount', '/login/extra'])(
    '%s answers index.html with the response nonce in a meta tag',
    async (url) => {
      const response = await t.request({ method: 'GET', url, headers: NAVIGATION });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      const nonce = expectSecurityHeaders(response);
      expect(response.body).toContain(`<head>\n    <meta name="csp-nonce" content="${nonce}">`);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each(['/login', '/login/', '/login?redirect=%2Feiffel&message=session-expired'])(
    '%s answers the entrance the build drew ahead, with the response nonce in a meta tag',
    async (url) => {
      const response = await t.request({ method: 'GET', url, headers: NAVIGATION });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const nonce = expectSecurityHeaders(response);
      expect(response.body).toContain(`<head>\n    <meta name="csp-nonce" content="${nonce}">`);
      expect(response.body).toContain('<div id="root"><main><h1>Ingresa a Portal Sellers</h1></main></div>');
    },
  );

  it("opens the new Seller Center's address of a module ({role}/{module path}) on the portal's own page", async () => {
    for (const [url, location] of [
      ['/seller/pim', '/pim'],
      ['/catalog/pim/products/12?from=modal', '/pim/products/12?from=modal'],
    ]) {
      const response = await t.request({ method: 'GET', url, headers: NAVIGATION });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
    // A first segment that is no role is the portal's own route.
    expect((await t.request({ method: 'GET', url: '/sellers/12', headers: NAVIGATION })).statusCode).toBe(200);
  });

  it('never serves a page file by its own name, which would come without a nonce', async () => {
    for (const url of ['/login.html', '/index.html']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves the page for a reload of a client route that shares an API path, but JSON to fetch()', async () => {
    const navigation = await t.request({ method: 'GET', url: '/auth/session', headers: NAVIGATION });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.headers['content-type']).toMatch(/^text\/html/);
    const fetchCall = await t.request({ method: 'GET', url: '/auth/session', headers: { 'sec-fetch-mode': 'cors', accept: 'application/json' } });
    expect(fetchCall.statusCode).toBe(401);
  });

  it('serves hashed assets as immutable for a year and other files briefly', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(asset);
    const icon = await t.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset or file, never the page', async () => {
    for (const url of ['/assets/missing-123.js', '/favicon.ico', '/index.html.map']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers HEAD for pages and API reads', async () => {
    expect((await t.request({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    expect((await t.request({ method: 'HEAD', url: '/services-status' })).statusCode).toBe(200);
  });

  it('says to run npm run build when the build is missing, and still serves the API', async () => {
    const unbuilt = await openTestApp({ sharedDatabase: t.testDatabase, clientDir: path.join(tmpdir(), 'portal-no-build-here') });
    try {
      expect(unbuilt.app.portal.clientBuilt).toBe(false);
      const page = await unbuilt.request({ method: 'GET', url: '/login', headers: NAVIGATION });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expectSecurityHeaders(page);
      expect((await unbuilt.request({ method: 'GET', url: '/services-status' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });

  it('does not serve index.html raw (it needs a nonce)', async () => {
    const response = await t.request({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers unknown API paths and other methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/auth/unknown'],
      ['GET', '/services-status/orders'],
      ['POST', '/login'],
      ['DELETE', '/services-status'],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an undecodable URL with 400, not 500', async () => {
    const response = await t.request({ method: 'GET', url: '/auth/validate/hash/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expectSecurityHeaders(response);
  });
});

describe('the development mailbox', () => {
  it('lists mails newest first with escaped text and clickable links, under the same headers', async () => {
    await t.db.query(`update users set first_name = '<script>alert(1)</script>' where email = 'logistica@demo.cl'`);
    await t.request({ method: 'GET', url: '/auth/forgot/password/seller@demo.cl', address: '10.9.9.1' });
    t.clock.advance(1000);
    await t.request({ method: 'GET', url: '/auth/forgot/password/logistica@demo.cl', address: '10.9.9.1' });

    const list = await t.request({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['cache-control']).toBe('no-store');
    const nonce = expectSecurityHeaders(list);
    expect(list.body).toContain(`<style nonce="${nonce}">`);
    expect(list.body).not.toMatch(/<script/i);
    expect(list.body).toContain('lang="es"');
    expect(list.body.indexOf('logistica@demo.cl')).toBeLessThan(list.body.indexOf('seller@demo.cl'));
    expect(list.body).toMatch(/<a href="https:\/\/sellers\.test\/change\/password\/[A-Za-z0-9_-]{43}">/);

    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.body)![1];
    const detail = await t.request({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(detail.statusCode).toBe(200);
    expectSecurityHeaders(detail);
    expect(detail.body).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;:');
    expect(detail.body).not.toContain('<script>');
    expect(detail.headers['cache-control']).toBe('no-store');

    expect((await t.request({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });
});

describe('where the mailbox does not exist', () => {
  it('is absent in production, with or without SMTP', async () => {
    for (const options of [{ production: true }, { production: true, withMailer: true }]) {
      const other = await openTestApp({ ...options, sharedDatabase: t.testDatabase });
      try {
        expect(other.app.portal.devMailbox).toBe(false);
        expect((await other.request({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('stays outside production when SMTP is configured, showing what is still queued', async () => {
    // Queued by the instance without SMTP, so no delivery round takes it while the test reads.
    await t.request({ method: 'GET', url: '/auth/forgot/password/seller@demo.cl', address: '10.9.9.2' });
    const other = await openTestApp({ withMailer: true, sharedDatabase: t.testDatabase });
    try {
      expect(other.app.portal.devMailbox).toBe(true);
      const list = await other.request({ method: 'GET', url: '/dev/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('<th scope="col">Estado</th>');
      expect(list.body).toContain('<td>En cola</td>');
      expect(list.body).not.toContain('En cola (sin SMTP)');
    } finally {
      await other.close();
    }
  });
});
