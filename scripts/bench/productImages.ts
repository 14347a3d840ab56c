/**
 * A product image upload as a seller's camera makes it (target p95 <= 1 s): a 4000 x 3000 JPEG,
 * decoded, checked, re-encoded as the two WebP sizes and stored, as uploadProductImage does it for
 * the request (server/catalog/productImages.ts), 20 times one after another on PGlite in memory. The
 * process's peak RSS while it runs is sampled every 10 ms, and printed with its rise over the RSS
 * before the first upload: PGlite alone holds about 400 MB, which says nothing of the images.
 *
 * Run alone: `npx tsx scripts/bench/productImages.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { storeProductImage } from '../../server/catalog/productImages.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteDatabase } from '../../server/db/pglite.ts';

const UPLOADS = 20;

export interface ProductImageFigures {
  uploads: number;
  fileKb: number;
  p50Ms: number;
  p95Ms: number;
  fullKb: number;
  thumbKb: number;
  peakRssMb: number;
  /** Peak RSS less the RSS just before the measured uploads: what the image work itself holds. */
  riseRssMb: number;
}

/**
 * A 4000 x 3000 photo-like JPEG: grain softened by a blur, so it weighs what a phone's 12-megapixel
 * photo does (a few MB) rather than the 8 MB of pure noise or the few KB of a flat colour.
 */
const cameraPhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 140, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();

export async function measureProductImageUpload(): Promise<ProductImageFigures> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish) values ('Imágenes del Bench', true) returning id`);
    const photo = await cameraPhoto();
    const file = { fileName: 'camara.jpg', contentBase64: photo.toString('base64') };
    // One upload first, so sharp's and PGlite's first-call costs are not a figure.
    await storeProductImage(db, seller!.id, file, new Date());

    global.gc?.();
    let peakRss = 0;
    const sample = () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    };
    const before = process.memoryUsage().rss;
    sample();
    const sampler = setInterval(sample, 10);
    const times: number[] = [];
    try {
      for (let index = 0; index < UPLOADS; index++) {
        const started = performance.now();
        await storeProductImage(db, seller!.id, file, new Date());
        times.push(performance.now() - started);
      }
    } finally {
      clearInterval(sampler);
    }
    sample();
    times.sort((a, b) => a - b);
    const [sizes] = await db.query<{ full: number; thumb: number }>('select max(full_byte_size) as full, max(thumb_byte_size) as thumb from product_images');
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return {
      uploads: UPLOADS,
      fileKb: Math.round(photo.length / 1024),
      p50Ms: times[Math.floor(times.length / 2)]!,
      p95Ms: times[Math.ceil(times.length * 0.95) - 1]!,
      fullKb: kb(sizes!.full),
      thumbKb: kb(sizes!.thumb),
      peakRssMb: peakRss / 1024 / 1024,
      riseRssMb: (peakRss - before) / 1024 / 1024,
    };
  } finally {
    await db.close();
  }
}

/** Prints the figures as the bench's rows. */
export function printProductImageUpload(figures: ProductImageFigures, row: (label: string, figure: string, target: string) => void): void {
  row(`  4000 x 3000 JPEG (${figures.fileKb} KB), p95 of ${figures.uploads} (p50 ${figures.p50Ms.toFixed(0)} ms)`, `${figures.p95Ms.toFixed(0)} ms`, '<= 1000 ms');
  row(`  stored: full ${figures.fullKb} KB, thumb ${figures.thumbKb} KB; peak RSS (rise while uploading)`, `${figures.peakRssMb.toFixed(0)} (+${figures.riseRssMb.toFixed(0)}) MB`, 'printed');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(72)} ${figure.padStart(14)}   target ${target}`);
  console.log('Product image upload (decoded, checked, two WebP sizes, stored on PGlite):');
  printProductImageUpload(await measureProductImageUpload(), row);
}
