/**
 * What an uploaded product image is, and the two sizes the marketplace shows of it. The bytes alone
 * decide what a file is (its first bytes, then a whole decode), never its name or a declared type;
 * what is stored is re-encoded by sharp, so nothing of the seller's file but its pixels reaches a
 * buyer: no EXIF, no GPS position, no payload hidden after the image.
 */
import sharp from 'sharp';
import { ApiProblem } from '../http/api-problem.ts';
import { decodeBase64, decodedLength } from '../invoices/files.ts';

/** The largest file accepted, decoded. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The upload's body limit: the base64 of the largest file (4/3 of it, 13.3 MB) and room for the JSON around it. */
export const IMAGE_BODY_LIMIT_BYTES = 14 * 1024 * 1024;
export const IMAGE_MIN_SIDE = 500;
export const IMAGE_MAX_SIDE = 8000;
/** The longest side of each stored size; a smaller image is never enlarged. */
export const IMAGE_SIDES = { full: 1200, thumb: 240 } as const;
export type ImageSize = keyof typeof IMAGE_SIDES;

type ImageFormat = 'jpeg' | 'png' | 'webp';

// Nothing is decoded twice here: libvips' cache of operations would only hold memory.
sharp.cache(false);

const notAnImage = () =>
  new ApiProblem(400, 'IMAGE_NOT_AN_IMAGE', 'The file is not a whole JPEG, PNG or WebP image', { details: [{ field: 'body.contentBase64', message: 'IMAGE_NOT_AN_IMAGE' }] });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format the file's first bytes (its magic number) say, or null for any other file. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The file of an upload, decoded: 413 over 10 MB (measured before decoding), 400 when it is not standard base64. */
export function imageBytesOf(contentBase64: string): Buffer {
  if (decodedLength(contentBase64) > IMAGE_MAX_BYTES) {
    throw new ApiProblem(413, 'IMAGE_TOO_LARGE', `The image holds more than ${IMAGE_MAX_BYTES} bytes`, {
      details: [{ field: 'body.contentBase64', message: `at most ${IMAGE_MAX_BYTES} bytes` }],
    });
  }
  const bytes = decodeBase64(contentBase64);
  if (bytes === null) throw notAnImage();
  return bytes;
}

/** The two sizes of an image as WebP, and the full one's pixels. */
export interface ImageRenditions {
  width: number;
  height: number;
  full: Buffer;
  thumb: Buffer;
}

/**
 * How sharp decodes a seller's file: no more pixels than 8000 x 8000 (the header check below refuses
 * a larger image first; this holds should a header and its data disagree), so a small file that
 * unpacks into a huge image cannot take the server's memory; and a warning (a truncated JPEG) fails
 * the file, so nobody is shown half an image.
 */
const READING = { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE, failOn: 'warning' } as const;

const within = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;
// Effort 2 of 6: a third of the default's encoding time for a file of the same size (measured on a
// photo-like 1200 x 900 image), and uploads are waited for.
const FULL_WEBP = { quality: 82, effort: 2 } as const;
const THUMB_WEBP = { quality: 80, effort: 2 } as const;

/**
 * Files decoded at once on this instance. Each holds a thread of Node's pool while sharp works, which
 * sign-ins (argon2) need too, and some tens of MB (60 for a 4000 x 3000 photo, 40 for an 8000 x 8000
 * PNG): a burst of uploads waits its turn instead of taking every thread and the memory with it.
 */
const DECODING_AT_ONCE = 2;
let decoding = 0;
const waitingTurns: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished file hands its turn to the next one waiting, so no newcomer slips in between.
  if (decoding < DECODING_AT_ONCE) decoding += 1;
  else await new Promise<void>((resolve) => waitingTurns.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingTurns.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * The stored sizes of an uploaded file, or the refusal a seller can act on: not an image, under
 * 500 x 500 px, over 8000 x 8000 px. The file is decoded once, upright by its EXIF orientation, into
 * the pixels of the full size; both sizes are encoded from those pixels. Nothing of the file's
 * metadata is written (sharp keeps none unless told to).
 */
export const renditionsOf = (bytes: Buffer): Promise<ImageRenditions> => inTurn(() => renditionsNow(bytes));

async function renditionsNow(bytes: Buffer): Promise<ImageRenditions> {
  const format = sniffImageFormat(bytes);
  if (format === null) throw notAnImage();
  // The header alone, which sharp reads without decoding a pixel (so without the pixel limit, which
  // would answer a bomb as a broken file): whether the image is worth decoding.
  const header = await sharp(bytes, { ...READING, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (header.format !== format || !header.width || !header.height) throw notAnImage();
  if (header.width > IMAGE_MAX_SIDE || header.height > IMAGE_MAX_SIDE) {
    throw new ApiProblem(400, 'IMAGE_TOO_BIG', `The image is larger than ${IMAGE_MAX_SIDE} x ${IMAGE_MAX_SIDE} pixels`, {
      details: [{ field: 'body.contentBase64', message: `at most ${IMAGE_MAX_SIDE} x ${IMAGE_MAX_SIDE} pixels` }],
    });
  }
  if (header.width < IMAGE_MIN_SIDE || header.height < IMAGE_MIN_SIDE) {
    throw new ApiProblem(400, 'IMAGE_TOO_SMALL', `The image is smaller than ${IMAGE_MIN_SIDE} x ${IMAGE_MIN_SIDE} pixels`, {
      details: [{ field: 'body.contentBase64', message: `at least ${IMAGE_MIN_SIDE} x ${IMAGE_MIN_SIDE} pixels` }],
    });
  }

  const { data, info } = await sharp(bytes, READING)
    .autoOrient()
    .resize(within(IMAGE_SIDES.full))
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // A header that promised an image whose data does not decode whole.
      throw notAnImage();
    });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
  const [full, thumb] = await Promise.all([
    sharp(data, pixels).webp(FULL_WEBP).toBuffer(),
    sharp(data, pixels).resize(within(IMAGE_SIDES.thumb)).webp(THUMB_WEBP).toBuffer(),
  ]);
  return { width: info.width, height: info.height, full, thumb };
}
