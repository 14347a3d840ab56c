/**
 * The products' images (openapi/catalog.yaml, images): what an upload accepts by its bytes alone,
 * the two WebP sizes it stores (upright, without metadata, never cropped) and how they are served to
 * anyone, which images a product may name (its seller's own, each once, at least one to be sent to
 * review), and the daily job that deletes the uploads no revision names.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_CLEANUP_JOB, scheduleDailyImageCleanup } from '../../server/catalog/productImages.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await openTestApp();
  for (const email of ['seller@demo.cl', 'nuevo@demo.cl']) tokens[email] = await t.login(email);
  const rows = await t.db.query<{ code: string; id: number }>(`select code, id from catalog_categories where code = 'otro' union all select 'brand', id from catalog_brands where name = 'Genérica'`);
  for (const row of rows) ids[row.code] = row.id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** A plain picture of `width` x `height` pixels (what is in it does not matter here, and plain is quick to make). */
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } });

const upload = (bytes: Buffer, fileName = 'foto.jpg', who = 'seller@demo.cl') =>
  t.request({ method: 'POST', url: '/v1/catalog/images', token: tokens[who], payload: { fileName, contentBase64: bytes.toString('base64') } });

const uploaded = async (bytes: Buffer, who = 'seller@demo.cl') => {
  const response = await upload(bytes, 'foto.jpg', who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; width: number; height: number; thumbUrl: string; fullUrl: string }>();
};

/** What a browser gets for an image's address: no token. */
const fetchImage = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

const refusal = (response: Awaited<ReturnType<typeof upload>>) => ({ status: response.statusCode, code: response.json<{ code: string }>().code });

/** A product of the "Otro" category (no attributes) and the generic brand, complete but for what `images` says. */
const product = (sku: string, images: string[]) => ({
  categoryId: ids.otro,
  title: 'Lámpara de escritorio articulada',
  description: '',
  brandId: ids.brand,
  price: 24_990,
  offer: null,
  attributes: {},
  variants: [{ sku, attributes: {} }],
  images,
});

const createProduct = (body: object, who = 'seller@demo.cl') => t.request({ method: 'POST', url: '/v1/catalog/products', token: tokens[who], payload: body as Record<string, unknown> });

describe('uploads', () => {
  it('stores a JPEG, a PNG and a WebP as two WebP sizes that keep the picture’s proportions', async () => {
    for (const [format, bytes] of [
      ['jpeg', await picture(600, 800).jpeg().toBuffer()],
      ['png', await picture(600, 800).png().toBuffer()],
      ['webp', await picture(600, 800).webp().toBuffer()],
    ] as const) {
      const response = await upload(bytes, `lampara.${format}`);
      expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
      expectContract(response, 'uploadProductImage');
      const image = response.json<{ id: string }>();
      expect(image.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(response.json()).toEqual({ id: image.id, width: 600, height: 800, thumbUrl: `/v1/catalog/images/${image.id}/thumb`, fullUrl: `/v1/catalog/images/${image.id}/full` });

      const full = await fetchImage(`/v1/catalog/images/${image.id}/full`);
      const thumb = await fetchImage(`/v1/catalog/images/${image.id}/thumb`);
      for (const [name, answer] of [['full', full], ['thumb', thumb]] as const) {
        expect(answer.statusCode, `${format} ${name}`).toBe(200);
        expectContract(answer, 'getProductImage');
        expect(answer.headers['content-type']).toBe('image/webp');
      }
      const [fullMeta, thumbMeta] = await Promise.all([sharp(full.rawPayload).metadata(), sharp(thumb.rawPayload).metadata()]);
      expect([fullMeta.format, fullMeta.width, fullMeta.height], format).toEqual(['webp', 600, 800]);
      // The thumbnail fits in 240 x 240 whole: no square crop.
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height], format).toEqual(['webp', 180, 240]);
    }
  });

  it('makes the full size at most 1200 px on its longest side, turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const large = await uploaded(await picture(3000, 2000).jpeg().toBuffer());
    expect([large.width, large.height]).toEqual([1200, 800]);

    // A camera's portrait photo: stored landscape, with orientation 6 (turn 90° clockwise to show it).
    const camera = await picture(800, 600)
      .jpeg()
      .withExif({ IFD0: { Make: 'CamaraDeFabrica', Copyright: 'Autor Secreto' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(camera).metadata();
    expect([original.orientation, original.exif === undefined]).toEqual([6, false]);
    const upright = await uploaded(camera);
    expect([upright.width, upright.height]).toEqual([600, 800]);
    for (const size of ['full', 'thumb']) {
      const answer = await fetchImage(`/v1/catalog/images/${upright.id}/${size}`);
      const stored = await sharp(answer.rawPayload).metadata();
      expect({ exif: stored.exif, icc: stored.icc, xmp: stored.xmp, orientation: stored.orientation }, size).toEqual({ exif: undefined, icc: undefined, xmp: undefined, orientation: undefined });
      expect(answer.rawPayload.toString('latin1'), size).not.toContain('Autor Secreto');
    }
  });

  it('refuses what is not a whole JPEG, PNG or WebP, whatever its name says', async () => {
    const jpeg = await picture(600, 800).jpeg().toBuffer();
    const cases = [
      ['a text file named .jpg', await upload(Buffer.from('Esto no es una foto, es un texto.\n'), 'foto.jpg')],
      ['a GIF named .png', await upload(await picture(600, 600).gif().toBuffer(), 'foto.png')],
      ['half a JPEG', await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'foto.jpg')],
      ['a PNG signature before anything else', await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('no es un PNG')]), 'foto.png')],
    ] as const;
    for (const [what, response] of cases) {
      expect(refusal(response), what).toEqual({ status: 400, code: 'IMAGE_NOT_AN_IMAGE' });
      expectContract(response, 'uploadProductImage');
    }
  });

  it('refuses an image under 500 x 500 pixels, and one over 8000 x 8000 from its header without decoding it', async () => {
    const small = await upload(await picture(400, 400).png().toBuffer(), 'pequena.png');
    expect(refusal(small)).toEqual({ status: 400, code: 'IMAGE_TOO_SMALL' });
    expectContract(small, 'uploadProductImage');
    expect(refusal(await upload(await picture(800, 499).jpeg().toBuffer()))).toEqual({ status: 400, code: 'IMAGE_TOO_SMALL' });

    // A 74-byte PNG that claims 20000 x 20000 pixels (1.2 GB decoded): its header alone refuses it.
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
      return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2], 8);
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
    expect(bomb.length).toBe(74);
    const big = await upload(bomb, 'enorme.png');
    expect(refusal(big)).toEqual({ status: 400, code: 'IMAGE_TOO_BIG' });
    expectContract(big, 'uploadProductImage');
  });

  it('refuses a file over 10 MB with 413 IMAGE_TOO_LARGE, and a body over 14 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const tooLarge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(refusal(tooLarge)).toEqual({ status: 413, code: 'IMAGE_TOO_LARGE' });
    expectContract(tooLarge, 'uploadProductImage');
    // 11 MB is 14.7 MB of base64: refused before the body is read.
    const tooMuch = await upload(Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(refusal(tooMuch)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expectContract(tooMuch, 'uploadProductImage');
    // Two bodies of 14 MB, read and refused: alone half a second, many times that on two busy cores.
  }, 90_000);
});

describe('serving', () => {
  it('serves an image without a token for a year, with nosniff and an ETag, a 304 to a copy the caller has, and 404 for a key no image has', async () => {
    const image = await uploaded(await picture(500, 500).jpeg().toBuffer());
    const answer = await fetchImage(image.thumbUrl);
    expect(answer.statusCode).toBe(200);
    expect({
      type: answer.headers['content-type'],
      cache: answer.headers['cache-control'],
      sniff: answer.headers['x-content-type-options'],
      etag: answer.headers.etag,
    }).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable', sniff: 'nosniff', etag: `"${image.id}-thumb"` });
    // The portal's pages may show it: its own origin is an image source of the policy.
    expect(String(answer.headers['content-security-policy'])).toContain("img-src 'self'");

    const again = await fetchImage(image.thumbUrl, { 'if-none-match': `"${image.id}-thumb"` });
    expect([again.statusCode, again.body, again.headers['cache-control']]).toEqual([304, '', 'public, max-age=31536000, immutable']);
    expectContract(again, 'getProductImage');
    // The full size has a tag of its own.
    expect((await fetchImage(image.fullUrl, { 'if-none-match': `"${image.id}-thumb"` })).statusCode).toBe(200);

    const missing = await fetchImage('/v1/catalog/images/AAAAAAAAAAAAAAAAAAAAAAAA/full');
    expect([missing.statusCode, missing.json<{ code: string }>().code, missing.headers['cache-control']]).toEqual([404, 'IMAGE_NOT_FOUND', 'no-store']);
    expectContract(missing, 'getProductImage');
    expect((await fetchImage(`/v1/catalog/images/${image.id}/huge`)).statusCode).toBe(400);
  });
});

describe('products and their images', () => {
  it('keeps a product’s images in the seller’s order, and refuses a key that is not one of the seller’s uploads', async () => {
    const [cover, side] = [await uploaded(await picture(700, 700).jpeg().toBuffer()), await uploaded(await picture(900, 600).png().toBuffer())];
    const created = await createProduct(product('LAMP-01', [side.id, cover.id]));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().content.images).toEqual([side.id, cover.id]);
    const reordered = await t.request({ method: 'PUT', url: `/v1/catalog/products/${created.json().id}`, token: tokens['seller@demo.cl'], payload: { content: product('LAMP-01', [cover.id, side.id]), version: 1 } });
    expect(reordered.json().content.images).toEqual([cover.id, side.id]);

    // Another seller names the demo seller's image: to it, the image is not one of its own.
    const stolen = await createProduct(product('LAMP-01', [cover.id]), 'nuevo@demo.cl');
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.images.0', message: 'unknownImage' }] });
    const own = await uploaded(await picture(600, 600).jpeg().toBuffer(), 'nuevo@demo.cl');
    const draft = (await createProduct(product('LAMP-02', [own.id]), 'nuevo@demo.cl')).json();
    const edited = await t.request({
      method: 'PUT',
      url: `/v1/catalog/products/${draft.id}`,
      token: tokens['nuevo@demo.cl'],
      payload: { content: product('LAMP-02', [own.id, side.id, 'NoEsUnaImagenDeNadie0001']), version: 1 },
    });
    expect(edited.json().details).toEqual([
      { field: 'body.content.images.1', message: 'unknownImage' },
      { field: 'body.content.images.2', message: 'unknownImage' },
    ]);
    // Nothing was written.
    expect((await t.request({ method: 'GET', url: `/v1/catalog/products/${draft.id}`, token: tokens['nuevo@demo.cl'] })).json().content.images).toEqual([own.id]);
  });

  it('sends a product to review only with an image', async () => {
    const draft = (await createProduct(product('LAMP-03', []))).json();
    const refused = await t.request({ method: 'POST', url: `/v1/catalog/products/${draft.id}/submission`, token: tokens['seller@demo.cl'], payload: { version: 1 } });
    expect(refused.json().details).toEqual([{ field: 'content.images', message: 'missing' }]);
    const image = await uploaded(await picture(600, 600).jpeg().toBuffer());
    await t.request({ method: 'PUT', url: `/v1/catalog/products/${draft.id}`, token: tokens['seller@demo.cl'], payload: { content: product('LAMP-03', [image.id]), version: 1 } });
    const sent = await t.request({ method: 'POST', url: `/v1/catalog/products/${draft.id}/submission`, token: tokens['seller@demo.cl'], payload: { version: 2 } });
    expect([sent.statusCode, sent.json().status]).toEqual([200, 'pending']);
  });

  // Last: it moves the clock a day on, past the sessions' lifetime.
  it('deletes once a day the uploads older than a day that no revision names, and keeps those a working or published revision names', async () => {
    const photo = await picture(500, 500).jpeg().toBuffer();
    const [forgotten, working, published] = [await uploaded(photo), await uploaded(photo), await uploaded(photo)];
    const made = (await createProduct(product('LAMP-04', [published.id]))).json();
    // Stands in for the catalogue team's approval; then the seller changes the images of the next revision.
    await t.db.query(`update products set status = 'approved', published = working, published_at = now(), version = version + 1 where id = $1`, [made.id]);
    const next = await t.request({ method: 'PUT', url: `/v1/catalog/products/${made.id}`, token: tokens['seller@demo.cl'], payload: { content: product('LAMP-04', [working.id]), version: 2 } });
    expect(next.json()).toMatchObject({ content: { images: [working.id] }, published: { images: [published.id] } });

    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    tokens['seller@demo.cl'] = await t.login('seller@demo.cl');
    const recent = await uploaded(photo);
    await scheduleDailyImageCleanup(t.db, t.clock.now());
    // Asked twice the same day, it runs once.
    await scheduleDailyImageCleanup(t.db, t.clock.now());
    expect(await t.app.portal.jobs.runner.runDue([PRODUCT_IMAGES_CLEANUP_JOB])).toBe(1);

    const status = async (image: { thumbUrl: string }) => (await fetchImage(image.thumbUrl)).statusCode;
    expect({ forgotten: await status(forgotten), working: await status(working), published: await status(published), recent: await status(recent) }).toEqual({
      forgotten: 404,
      working: 200,
      published: 200,
      recent: 200,
    });
  });
});
