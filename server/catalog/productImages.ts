/**
 * The SQL of the products' images (openapi/catalog.yaml, images): storing an upload, serving one of
 * its sizes, checking that a product names only its seller's own, and deleting the uploads no
 * revision names. A product write and the clean-up of its seller never overlap (an advisory lock per
 * seller, shared by the writes): a clean-up cannot delete an image a product is being saved with.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '../../openapi/generated/catalog.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { imageBytesOf, renditionsOf, type ImageSize } from './imageFiles.ts';

type ImageFile = components['schemas']['ImageFile'];
type UploadedImage = components['schemas']['UploadedImage'];

export const PRODUCT_IMAGES_CLEANUP_JOB = 'product-images-cleanup';
/** How long an upload no revision names is kept: a product form may take a while to be saved. */
export const UNREFERENCED_IMAGE_KEPT_MS = 24 * 60 * 60 * 1000;

/** 18 random bytes: 144 bits, 24 base64url characters. */
const newImageKey = () => randomBytes(18).toString('base64url');

/** Where a size of an image is served, relative to the catalogue's base URL. */
export const imageUrl = (key: string, size: ImageSize) => `/v1/catalog/images/${key}/${size}`;

/** The advisory lock of a seller's images: shared by product writes, taken alone by the clean-up. */
const IMAGES_LOCK = `hashtext('product-images')`;

/** Checks, re-encodes and stores an upload of the seller; its key and addresses. */
export async function storeProductImage(db: Queryable, sellerId: number, file: ImageFile, now: Date): Promise<UploadedImage> {
  return storeImageBytes(db, sellerId, imageBytesOf(file.contentBase64), now);
}

/** Checks, re-encodes and stores an image file of the seller (an upload's, or one an import fetched). */
export async function storeImageBytes(db: Queryable, sellerId: number, bytes: Buffer, now: Date): Promise<UploadedImage> {
  const image = await renditionsOf(bytes);
  const key = newImageKey();
  await db.query(
    `insert into product_images (key, seller_id, width, height, full_webp, thumb_webp, full_byte_size, thumb_byte_size, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [key, sellerId, image.width, image.height, image.full, image.thumb, image.full.length, image.thumb.length, now],
  );
  return { id: key, width: image.width, height: image.height, thumbUrl: imageUrl(key, 'thumb'), fullUrl: imageUrl(key, 'full') };
}

/** The WebP bytes of one size of an image, or null when no image has the key. */
export async function readProductImage(db: Queryable, key: string, size: ImageSize): Promise<Buffer | null> {
  const [row] = await db.query<{ webp: Uint8Array }>(`select ${size === 'full' ? 'full_webp' : 'thumb_webp'} as webp from product_images where key = $1`, [key]);
  if (!row) return null;
  // PostgreSQL answers a Buffer, PGlite a Uint8Array: the same bytes, not copied.
  return Buffer.from(row.webp.buffer, row.webp.byteOffset, row.webp.byteLength);
}

/**
 * Refuses, naming each (`<at>images.1`, `unknownImage`), the keys of `images` that are not uploads of
 * the seller: another seller's, a deleted one, one never made. Runs in the product write's
 * transaction, under the seller's images lock, so the images it found stay until the write commits.
 */
export async function requireOwnImages(tx: Queryable, sellerId: number, images: readonly string[], at: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock_shared(${IMAGES_LOCK}, $1)`, [sellerId]);
  if (images.length === 0) return;
  const found = new Set(
    (await tx.query<{ key: string }>('select key from product_images where seller_id = $1 and key = any($2::text[])', [sellerId, [...images]])).map((row) => row.key),
  );
  const unknown = images.flatMap((key, index) => (found.has(key) ? [] : [{ field: `${at}images.${index}`, message: 'unknownImage' }]));
  if (unknown.length > 0) throw ApiProblem.validation(unknown, 'The product names an image that is not one of the seller’s uploads');
}

/**
 * Deletes the uploads made before `now` less a day that no revision of a product names (working or
 * published), seller by seller under the seller's images lock; how many it deleted.
 */
export async function deleteUnreferencedImages(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNREFERENCED_IMAGE_KEPT_MS);
  const sellers = await db.query<{ seller_id: number }>('select distinct seller_id from product_images where created_at < $1', [before]);
  let deleted = 0;
  for (const { seller_id: sellerId } of sellers) {
    deleted += await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${IMAGES_LOCK}, $1)`, [sellerId]);
      // The keys the seller's revisions name, gathered once, rather than a search of every product per image.
      const rows = await tx.query<{ key: string }>(
        `delete from product_images
          where seller_id = $1 and created_at < $2
            and key not in (select jsonb_array_elements_text(p.working -> 'images') from products p where p.seller_id = $1
                            union
                            select jsonb_array_elements_text(p.published -> 'images') from products p where p.seller_id = $1 and p.published is not null)
          returning key`,
        [sellerId, before],
      );
      return rows.length;
    });
  }
  return deleted;
}

/** Schedules today's clean-up (a Santiago day): one per day whichever instance asks first. */
export const scheduleDailyImageCleanup = (db: Queryable, now: Date): Promise<boolean> =>
  scheduleJob(db, { name: PRODUCT_IMAGES_CLEANUP_JOB, singletonKey: `day-${santiagoDay(now)}`, runAt: now }, now);
