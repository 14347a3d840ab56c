/**
 * What the server reads from its environment, and what it refuses to start with: production needs a
 * shared JWT secret (and PUBLIC_URL when it mails), demo data is seeded only outside production unless
 * asked for, and the CSP may call exactly the service origins the client was built with.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';

const SECRET = 'k'.repeat(40);

describe('server configuration', () => {
  it('refuses production without JWT_SECRET, naming the variable', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/^JWT_SECRET is required when NODE_ENV=production/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters anywhere', () => {
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters long');
  });

  it('refuses production mail without PUBLIC_URL, and accepts it with one', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.cl:587' };
    expect(() => readConfig(env)).toThrow(/^PUBLIC_URL is required when NODE_ENV=production and SMTP_URL is set/);
    expect(readConfig({ ...env, PUBLIC_URL: 'https://sellers.example.cl/' }).publicUrl).toBe('https://sellers.example.cl');
  });

  it('seeds demo data in development and tests, not in production unless SEED_DEMO=true', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => readConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be true or false, got maybe');
  });

  it('takes the origins of the service base URLs that point elsewhere, once each', () => {
    expect(readConfig({}).serviceOrigins).toEqual([]);
    expect(
      readConfig({
        VITE_API_URL: 'https://api.example.cl/v2',
        VITE_AUTH_URL: 'https://auth.example.cl',
        VITE_SELLERS_URL: 'https://api.example.cl/sellers',
        VITE_DOCUMENTS_URL: '/documents',
        VITE_METRICS_URL: '',
      }).serviceOrigins,
    ).toEqual(['https://auth.example.cl', 'https://api.example.cl']);
  });

  it('refuses a service base URL that is not an http(s) URL, naming the variable', () => {
    expect(() => readConfig({ VITE_IMPORT_URL: 'ftp://files.example.cl' })).toThrow('VITE_IMPORT_URL must be an http(s) URL, got ftp://files.example.cl');
    expect(() => readConfig({ VITE_API_URL: 'api.example.cl' })).toThrow('VITE_API_URL must be an http(s) URL, got api.example.cl');
  });
});
