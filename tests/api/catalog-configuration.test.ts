/**
 * The catalogue's configuration service (openapi/catalog.yaml): the category tree as seeded, adding
 * and changing departments and categories under the versions people read, commissions (admin only,
 * a department never without one), attribute lists with the shared rules and what requiring an
 * attribute does to `requiredSince`, brands paged by name, and rejection reasons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestApp();
  for (const email of ['admin@demo.cl', 'catalogo@demo.cl', 'seller@demo.cl']) tokens[email] = await t.login(email);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

type Category = { id: number; parentId: number | null; code: string; name: string; commissionBp: number | null; effectiveCommissionBp: number; active: boolean; version: number; attributes: Attribute[] };
type Attribute = { code: string; name: string; kind: string; unit: string | null; required: boolean; requiredSince: string | null; allowedValues: string[]; active: boolean };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who = 'catalogo@demo.cl', payload?: Record<string, unknown>) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload } : {}) });

async function tree(): Promise<Category[]> {
  const response = await call('GET', '/v1/catalog/categories', 'seller@demo.cl');
  expect(response.statusCode).toBe(200);
  expectContract(response, 'listCatalogCategories');
  return response.json().items;
}
const byCode = async (code: string) => (await tree()).find((category) => category.code === code)!;

describe('the category tree', () => {
  it('holds twelve departments with the sellers’ 65 categories under them, each with the commission that applies', async () => {
    const categories = await tree();
    expect(categories.filter((category) => category.parentId === null).map((category) => category.name)).toEqual([
      'Tecnología', 'Electrohogar', 'Hogar', 'Moda', 'Deportes y Aire Libre', 'Belleza y Salud',
      'Construcción y Jardín', 'Automotriz y Motos', 'Bebés y Juguetería', 'Supermercado y Mascotas', 'Librería, Oficina y Ocio', 'Otros',
    ]);
    expect(categories.filter((category) => category.parentId !== null)).toHaveLength(65);
    // Each department is followed by its own categories.
    const tecnologia = categories[0]!;
    expect(categories.slice(1, 11).map((category) => [category.name, category.parentId])).toEqual(
      ['Audio', 'Cámaras y Fotografía', 'Computación', 'Electrónica Menor', 'Gamer', 'Tablets', 'Telefonía', 'Televisión', 'Videojuegos', 'Wearables'].map((name) => [name, tecnologia.id]),
    );
    const television = categories.find((category) => category.code === 'television')!;
    expect(television).toMatchObject({ commissionBp: null, effectiveCommissionBp: 800, active: true });
    expect(television.attributes.map(({ code, kind, unit, required, allowedValues }) => ({ code, kind, unit, required, allowedValues }))).toEqual([
      { code: 'pantalla', kind: 'number', unit: 'pulgadas', required: true, allowedValues: [] },
      { code: 'resolucion', kind: 'list', unit: null, required: true, allowedValues: ['HD', 'Full HD', '4K', '8K'] },
      { code: 'smart_tv', kind: 'boolean', unit: null, required: false, allowedValues: [] },
    ]);
    expect(categories.find((category) => category.code === 'colchones')!.attributes[0]!.allowedValues).toEqual(['1 plaza', '1,5 plazas', '2 plazas', 'King', 'Super King']);
  });

  it('adds a category under a department, last among its siblings, and refuses taken codes and names and a category as parent', async () => {
    const hogar = await byCode('hogar');
    const created = await call('POST', '/v1/catalog/categories', 'catalogo@demo.cl', { parentId: hogar.id, code: 'cortinas', name: 'Cortinas' });
    expect(created.statusCode).toBe(201);
    expectContract(created, 'createCatalogCategory');
    expect(created.json()).toMatchObject({ parentId: hogar.id, code: 'cortinas', name: 'Cortinas', commissionBp: null, effectiveCommissionBp: 1200, version: 1, attributes: [] });
    expect((await tree()).filter((category) => category.parentId === hogar.id).at(-1)!.code).toBe('cortinas');

    const sameCode = await call('POST', '/v1/catalog/categories', 'catalogo@demo.cl', { parentId: hogar.id, code: 'cortinas', name: 'Persianas' });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({ code: 'CATEGORY_CODE_TAKEN', details: [{ field: 'body.code', message: 'CATEGORY_CODE_TAKEN' }] });
    // Case and accents aside, a sibling already has the name.
    const sameName = await call('POST', '/v1/catalog/categories', 'catalogo@demo.cl', { parentId: hogar.id, code: 'bano-2', name: 'BANO' });
    expect(sameName.json()).toMatchObject({ code: 'CATEGORY_NAME_TAKEN', details: [{ field: 'body.name', message: 'CATEGORY_NAME_TAKEN' }] });
    const underCategory = await call('POST', '/v1/catalog/categories', 'catalogo@demo.cl', { parentId: created.json().id, code: 'visillos', name: 'Visillos' });
    expect(underCategory.statusCode).toBe(404);
    expect(underCategory.json().code).toBe('PARENT_NOT_DEPARTMENT');
    expect((await call('POST', '/v1/catalog/categories', 'catalogo@demo.cl', { parentId: 999_999, code: 'nada', name: 'Nada' })).json().code).toBe('PARENT_NOT_FOUND');

    const department = await call('POST', '/v1/catalog/categories', 'admin@demo.cl', { parentId: null, code: 'viajes', name: 'Viajes' });
    expect(department.json()).toMatchObject({ parentId: null, commissionBp: 1200, effectiveCommissionBp: 1200 });
  });

  it('renames, retires and moves a category under the version read; an older version is a conflict and writes nothing', async () => {
    const juguetes = await byCode('jugueteria');
    const renamed = await call('PUT', `/v1/catalog/categories/${juguetes.id}`, 'catalogo@demo.cl', { name: 'Juguetes', active: false, position: 5, version: juguetes.version });
    expect(renamed.statusCode).toBe(200);
    expectContract(renamed, 'updateCatalogCategory');
    expect(renamed.json()).toMatchObject({ name: 'Juguetes', active: false, version: juguetes.version + 1 });

    const stale = await call('PUT', `/v1/catalog/categories/${juguetes.id}`, 'catalogo@demo.cl', { name: 'Juguetería', active: true, position: 2, version: juguetes.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    expect(await byCode('jugueteria')).toMatchObject({ name: 'Juguetes', active: false });
    expect((await call('PUT', '/v1/catalog/categories/999999', 'catalogo@demo.cl', { name: 'X', active: true, position: 1, version: 1 })).json().code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('commissions', () => {
  it('are set by admin: a category’s own, or back to its department’s; a department never without one', async () => {
    const audio = await byCode('audio');
    const own = await call('PUT', `/v1/catalog/categories/${audio.id}/commission`, 'admin@demo.cl', { commissionBp: 650, version: audio.version });
    expect(own.statusCode).toBe(200);
    expectContract(own, 'setCategoryCommission');
    expect(own.json()).toMatchObject({ commissionBp: 650, effectiveCommissionBp: 650 });
    const back = await call('PUT', `/v1/catalog/categories/${audio.id}/commission`, 'admin@demo.cl', { commissionBp: null, version: own.json().version });
    expect(back.json()).toMatchObject({ commissionBp: null, effectiveCommissionBp: 800 });

    const tecnologia = await byCode('tecnologia');
    const none = await call('PUT', `/v1/catalog/categories/${tecnologia.id}/commission`, 'admin@demo.cl', { commissionBp: null, version: tecnologia.version });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.commissionBp', message: 'required' }] });
    // Commissions are money: the catalog role curates products, not prices.
    expect((await call('PUT', `/v1/catalog/categories/${audio.id}/commission`, 'catalogo@demo.cl', { commissionBp: 700, version: back.json().version })).statusCode).toBe(403);
    expect((await byCode('audio')).commissionBp).toBeNull();
  });
});

describe('attribute lists', () => {
  it('saves the list in order, retires what is left out, and dates a newly required attribute while keeping an earlier date', async () => {
    const television = await byCode('television');
    const [pantalla, resolucion] = television.attributes;
    const attributes = [
      { ...resolucion!, allowedValues: ['HD', 'Full HD', '4K', '8K', 'OLED 4K'] },
      { ...pantalla! },
      { code: 'hdmi', name: 'Puertos HDMI', kind: 'number', unit: null, required: true, allowedValues: [], active: true },
    ].map(({ code, name, kind, unit, required, allowedValues, active }) => ({ code, name, kind, unit, required, allowedValues, active }));
    const saved = await call('PUT', `/v1/catalog/categories/${television.id}/attributes`, 'catalogo@demo.cl', { attributes, version: television.version });
    expect(saved.statusCode).toBe(200);
    expectContract(saved, 'saveCategoryAttributes');
    const result: Attribute[] = saved.json().attributes;
    expect(result.map((attribute) => [attribute.code, attribute.active])).toEqual([
      ['resolucion', true],
      ['pantalla', true],
      ['hdmi', true],
      // Left out: retired, never deleted (products keep their value).
      ['smart_tv', false],
    ]);
    // Still required: the date it became so stays; newly required: now (the harness clock).
    expect(result[1]!.requiredSince).toBe(pantalla!.requiredSince);
    expect(result[2]!.requiredSince).toBe(t.clock.now().toISOString());
    expect(result[0]!.allowedValues).toEqual(['HD', 'Full HD', '4K', '8K', 'OLED 4K']);
  });

  it('refuses a list that breaks the shared rules, naming each attribute and field, and writes nothing', async () => {
    const calzado = await byCode('calzado');
    const attributes = [
      // Talla was a list: its kind cannot change.
      { code: 'talla', name: 'Talla', kind: 'text', unit: null, required: true, allowedValues: [], active: true },
      { code: 'color', name: 'Color', kind: 'list', unit: 'cm', required: true, allowedValues: ['Negro', 'NEGRO'], active: true },
      { code: 'color', name: 'Color 2', kind: 'list', unit: null, required: false, allowedValues: [], active: true },
    ];
    const refused = await call('PUT', `/v1/catalog/categories/${calzado.id}/attributes`, 'catalogo@demo.cl', { attributes, version: calzado.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'body.attributes.0.kind', message: 'kindChangeRefused' },
      { field: 'body.attributes.1.allowedValues', message: 'duplicated' },
      { field: 'body.attributes.1.unit', message: 'unitNotAllowed' },
      { field: 'body.attributes.2.code', message: 'duplicated' },
      { field: 'body.attributes.2.allowedValues', message: 'valuesRequired' },
    ]);
    expect(await byCode('calzado')).toEqual(calzado);

    const moda = await byCode('moda');
    const department = await call('PUT', `/v1/catalog/categories/${moda.id}/attributes`, 'catalogo@demo.cl', { attributes: [], version: moda.version });
    expect(department.json().code).toBe('NOT_A_CATEGORY');
    const stale = await call('PUT', `/v1/catalog/categories/${calzado.id}/attributes`, 'catalogo@demo.cl', { attributes: [], version: calzado.version + 1 });
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    expect((await byCode('calzado')).attributes.every((attribute) => attribute.active)).toBe(true);
  });
});

describe('brands and rejection reasons', () => {
  it('pages the brands by name, finds them without accents or case, and refuses a taken name', async () => {
    const first = await call('GET', '/v1/catalog/brands?limit=5', 'seller@demo.cl');
    expect(first.statusCode).toBe(200);
    expectContract(first, 'listCatalogBrands');
    expect(first.json().items.map((brand: { name: string }) => brand.name)).toEqual(['Adidas', 'Apple', 'Asus', 'Black+Decker', 'Bosch']);
    const second = await call('GET', `/v1/catalog/brands?limit=5&cursor=${first.json().nextCursor}`, 'seller@demo.cl');
    expect(second.json().items.map((brand: { name: string }) => brand.name)).toEqual(['Canon', 'Cic', 'Columbia', 'Dell', 'Electrolux']);
    expect((await call('GET', '/v1/catalog/brands?q=GENERICA', 'seller@demo.cl')).json().items.map((brand: { name: string }) => brand.name)).toEqual(['Genérica']);
    expect((await call('GET', '/v1/catalog/brands?cursor=bm90LWEtY3Vyc29y', 'seller@demo.cl')).json().code).toBe('INVALID_CURSOR');

    const added = await call('POST', '/v1/catalog/brands', 'catalogo@demo.cl', { name: 'Ñandú' });
    expect(added.statusCode).toBe(201);
    expectContract(added, 'createCatalogBrand');
    const taken = await call('POST', '/v1/catalog/brands', 'catalogo@demo.cl', { name: 'nandu' });
    expect(taken.json()).toMatchObject({ code: 'BRAND_NAME_TAKEN', details: [{ field: 'body.name', message: 'BRAND_NAME_TAKEN' }] });
    const retired = await call('PUT', `/v1/catalog/brands/${added.json().id}`, 'catalogo@demo.cl', { name: 'Ñandú', active: false, version: 1 });
    expect(retired.json()).toMatchObject({ active: false, version: 2 });
    expect((await call('PUT', `/v1/catalog/brands/${added.json().id}`, 'catalogo@demo.cl', { name: 'Ñandú', active: true, version: 1 })).json().code).toBe('VERSION_CONFLICT');
    expect((await call('PUT', '/v1/catalog/brands/999999', 'catalogo@demo.cl', { name: 'X', active: true, version: 1 })).json().code).toBe('BRAND_NOT_FOUND');
  });

  it('lists the reasons in order and adds or changes one under its version', async () => {
    const listed = await call('GET', '/v1/catalog/rejection-reasons', 'seller@demo.cl');
    expectContract(listed, 'listRejectionReasons');
    expect(listed.json().items.map((reason: { code: string }) => reason.code)).toEqual([
      'images_quality', 'title_incomplete', 'wrong_category', 'attributes_missing', 'price_out_of_range',
      'contact_data', 'brand_not_authorised', 'prohibited_product', 'duplicated_product',
    ]);
    const added = await call('PUT', '/v1/catalog/rejection-reasons/warranty_missing', 'catalogo@demo.cl', { text: 'Falta la garantía del producto.', active: true, position: 10 });
    expect(added.statusCode).toBe(200);
    expectContract(added, 'saveRejectionReason');
    expect(added.json()).toEqual({ code: 'warranty_missing', text: 'Falta la garantía del producto.', active: true, position: 10, version: 1 });
    // Adding again under a code that exists would overwrite someone's reason: a conflict.
    expect((await call('PUT', '/v1/catalog/rejection-reasons/warranty_missing', 'catalogo@demo.cl', { text: 'Otra.', active: true, position: 10 })).json().code).toBe('VERSION_CONFLICT');
    const changed = await call('PUT', '/v1/catalog/rejection-reasons/warranty_missing', 'catalogo@demo.cl', { text: 'Indica la garantía.', active: false, position: 3, version: 1 });
    expect(changed.json()).toMatchObject({ text: 'Indica la garantía.', active: false, version: 2 });
    expect((await call('PUT', '/v1/catalog/rejection-reasons/images_quality', 'seller@demo.cl', { text: 'X', active: true, position: 1, version: 1 })).statusCode).toBe(403);
  });
});
