/**
 * The CSP lets the portal's scripts call this origin and, when services are deployed apart, exactly
 * their origins: nothing else, so an injected script cannot send data anywhere it likes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let opened: TestApp | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const directive = (policy: string | undefined, name: string) => policy?.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('content security policy and service origins', () => {
  it('allows calls to this origin only when every service is here', { timeout: OPEN_TIMEOUT_MS }, async () => {
    opened = await openTestApp();
    const response = await opened.request({ method: 'GET', url: '/services-status' });
    expect(directive(response.headers['content-security-policy'] as string, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds exactly the configured service origins', { timeout: OPEN_TIMEOUT_MS }, async () => {
    opened = await openTestApp({ serviceOrigins: ['https://auth.example.cl', 'https://api.example.cl'] });
    const response = await opened.request({ method: 'GET', url: '/services-status' });
    expect(directive(response.headers['content-security-policy'] as string, 'connect-src')).toBe(
      "connect-src 'self' https://auth.example.cl https://api.example.cl",
    );
  });
});
