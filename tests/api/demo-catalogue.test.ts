/**
 * The demo catalogue: a start (`npm start`, which seeds with the catalogue) gives the published
 * seller 150 products in every status, with every SKU its demo orders carry among them and a picture
 * each, and puts a new seller's first products in the review queue (the harness's seed, which every
 * API suite starts from, has none: the catalogue's suites count products from none). Expected
 * values are written here, not read from the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, type TestApp } from './harness.ts';
import { openStartedDemo, type StartedDemo } from './startedDemo.ts';

let startedDemo: StartedDemo;
let started: TestApp;

beforeAll(async () => {
  startedDemo = await openStartedDemo({ catalogue: true });
  started = startedDemo.app;
}, OPEN_TIMEOUT_MS * 2);
afterAll(async () => {
  await startedDemo?.close();
});

interface Summary {
  id: number;
  status: string;
  title: string;
  categoryName: string;
  brandName: string | null;
  price: number;
  offerPrice: number | null;
  variantCount: number;
  onSale: boolean;
}
interface Page {
  items: Summary[];
  nextCursor: string | null;
  statusCounts: Record<string, number>;
}

async function everyProduct(t: TestApp, token: string): Promise<Page & { all: Summary[] }> {
  const all: Summary[] = [];
  let cursor: string | null = null;
  let first: Page | null = null;
  do {
    const response = await t.request({ method: 'GET', url: `/v1/catalog/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token });
    expectContract(response, 'listProducts');
    const page = response.json() as Page;
    first ??= page;
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { ...first!, all };
}

describe('a start with the demo catalogue', () => {
  it('gives the published seller 150 products in every status', async () => {
    const token = await started.login('seller@demo.cl');
    const { statusCounts, all } = await everyProduct(started, token);
    expect(all).toHaveLength(150);
    expect(statusCounts).toEqual({ draft: 12, pending: 20, approved: 94, rejected: 12, paused: 12 });
    // What sells and what waits for a new price: the published one still sells.
    expect(all.filter((product) => product.onSale)).toHaveLength(94 + 7);
    expect(all.some((product) => product.offerPrice !== null)).toBe(true);
    expect(new Set(all.map((product) => product.categoryName)).size).toBe(28);
  });

  it('holds every SKU the demo orders carry, each among the products on sale', async () => {
    const token = await started.login('seller@demo.cl');
    for (const sku of ['TAL-PER-650', 'OLL-PRE-6L', 'PIN-LAT-1G', 'SIL-ERG-NEG']) {
      const response = await started.request({ method: 'GET', url: `/v1/catalog/products?q=${sku}`, token });
      expectContract(response, 'listProducts');
      const { items } = response.json() as Page;
      expect(items.map(({ status, onSale }) => ({ status, onSale })), sku).toEqual([{ status: 'approved', onSale: true }]);
    }
  });

  it("shows a product with its brand, its category's attributes and a picture buyers can load", async () => {
    const token = await started.login('seller@demo.cl');
    const search = await started.request({ method: 'GET', url: '/v1/catalog/products?q=Smart%20TV%20Samsung%2055', token });
    const [tv] = (search.json() as Page).items;
    expect(tv).toMatchObject({ title: 'Smart TV Samsung 55" 4K UHD', categoryName: 'Televisión', brandName: 'Samsung', price: 379_990 });
    const response = await started.request({ method: 'GET', url: `/v1/catalog/products/${tv!.id}`, token });
    expectContract(response, 'getProduct');
    const product = response.json() as { content: { attributes: Record<string, unknown>; images: string[] } };
    expect(product.content.attributes).toEqual({ pantalla: 55, resolucion: '4K', smart_tv: true });
    const picture = await started.request({ method: 'GET', url: `/v1/catalog/images/${product.content.images[0]!}/thumb` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it("puts the new seller's first products in the catalogue team's queue beside the published seller's", async () => {
    const token = await started.login('nuevo@demo.cl');
    const { statusCounts, all } = await everyProduct(started, token);
    expect(all).toHaveLength(16);
    expect(statusCounts).toEqual({ draft: 6, pending: 10, approved: 0, rejected: 0, paused: 0 });
  });
});
