import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import regionsData from '../../shared/reference/regions-cl.json' with { type: 'json' };
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const regions = (address = freshAddress()) => t.request({ method: 'GET', url: '/node-giv/regions', address });
const communes = (code: string, address = freshAddress()) => t.request({ method: 'GET', url: `/node-giv/${code}/commune`, address });

interface Region {
  code: string;
  name: string;
  roman: string;
  number: number;
  abbreviation: string;
  childGeographies: Array<{ code: string; name: string }>;
}

describe('GET /node-giv/regions', () => {
  it('answers the 16 regions sorted by name in Spanish, each with its communes sorted by name, cacheable for a day', async () => {
    const response = await regions();
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listRegions');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = response.json() as Region[];
    expect(body).toHaveLength(16);
    const names = body.map((region) => region.name);
    // Accent-insensitive: Aysén before Biobío; Ñ after N (Ñuble after Metropolitana and before Tarapacá).
    expect(names.indexOf('Aysén del General Carlos Ibáñez del Campo')).toBeLessThan(names.indexOf('Biobío'));
    expect(names.indexOf('Ñuble')).toBe(names.indexOf('Metropolitana de Santiago') + 1);
    expect(names.at(0)).toBe('Antofagasta');
    expect(names.at(-1)).toBe('Valparaíso');
    expect(body.reduce((sum, region) => sum + region.childGeographies.length, 0)).toBe(346);
    const metropolitana = body.find((region) => region.code === '13')!;
    expect(metropolitana).toMatchObject({ name: 'Metropolitana de Santiago', roman: 'XIII', number: 13, abbreviation: 'RM' });
    expect(metropolitana.childGeographies).toHaveLength(52);
    const communeNames = metropolitana.childGeographies.map((commune) => commune.name);
    expect(communeNames).toEqual([...communeNames].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    expect(metropolitana.childGeographies).toContainEqual({ code: '13101', name: 'Santiago' });
  });
});

describe('GET /node-giv/{regionCode}/commune', () => {
  it('answers a one-element list: the region with its communes', async () => {
    const response = await communes('16');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listRegionCommunes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const [nuble, ...rest] = response.json() as Region[];
    expect(rest).toEqual([]);
    expect(nuble).toMatchObject({ code: '16', name: 'Ñuble', roman: 'XVI', number: 16 });
    expect(nuble!.childGeographies.slice(0, 3)).toEqual([
      { code: '16102', name: 'Bulnes' },
      { code: '16101', name: 'Chillán' },
      { code: '16103', name: 'Chillán Viejo' },
    ]);
    const source = regionsData.find((region) => region.code === '16')!;
    expect(nuble!.childGeographies.map((commune) => commune.code).sort()).toEqual(source.communes.map((commune) => commune.code).sort());
  });

  it('answers every region, each commune code starting with its region code', async () => {
    const address = freshAddress();
    for (const { code } of regionsData) {
      const response = await communes(code, address);
      expect(response.statusCode).toBe(200);
      const [region] = response.json() as Region[];
      expect(region!.childGeographies.length).toBeGreaterThan(0);
      expect(region!.childGeographies.every((commune) => commune.code.startsWith(code))).toBe(true);
    }
  });

  it('refuses a code that is not a CUT region code with 400', async () => {
    for (const code of ['00', '17', '1', 'XV', '013']) {
      const response = await communes(code);
      expect(response.statusCode, code).toBe(400);
      expectContract(response, 'listRegionCommunes');
      expect(response.json().details[0].field).toBe('params.regionCode');
    }
  });
});

describe('rate limit', () => {
  it('allows 120 requests per minute per address across both calls, then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let index = 0; index < 60; index += 1) expect((await regions(address)).statusCode).toBe(200);
    for (let index = 0; index < 60; index += 1) expect((await communes('05', address)).statusCode).toBe(200);
    const refused = await communes('05', address);
    expect(refused.statusCode).toBe(429);
    expectContract(refused, 'listRegionCommunes');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await regions()).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await regions(address)).statusCode).toBe(200);
  });
});
