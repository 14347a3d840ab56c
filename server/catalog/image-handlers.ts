/**
 * Handlers of openapi/catalog.yaml's images. Uploading is for a seller that loads products directly
 * (modules/pim/permissions.json, then the same check the products make); reading is public, as a
 * CDN serves it: an image's key is 144 random bits and a marketplace image is public once published.
 * Public reads are rate limited per address like every public call.
 */
import type { AppContext } from '../app-context.ts';
import { countAttempt, type RateLimitRule } from '../auth/rate-limits.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { requireDirectLoading } from './directLoading.ts';
import { IMAGE_BODY_LIMIT_BYTES } from './imageFiles.ts';
import { readProductImage, storeProductImage } from './productImages.ts';

type ImagesOperationId = 'uploadProductImage' | 'getProductImage';

/** The upload's body holds up to 10 MB in base64 (server/app.ts gives the route this limit). */
export const PRODUCT_IMAGES_BODY_LIMITS: Partial<Record<ImagesOperationId, number>> = {
  uploadProductImage: IMAGE_BODY_LIMIT_BYTES,
};

/**
 * openapi/catalog.yaml: 600 reads per minute per address. A page of products asks for a thumbnail
 * each, and a browser keeps what it read for a year, so only a scraper or a flood reaches it.
 */
export const PRODUCT_IMAGES_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 60_000 };

/** The bytes under a key never change: any copy may be kept for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names `etag` (or any tag, `*`); weak tags compare as strong ones for a GET. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function createProductImageHandlers(context: AppContext): Required<Pick<OperationHandlers, ImagesOperationId>> {
  const { db, clock } = context;

  return {
    uploadProductImage: async ({ body, session }) => {
      const caller = await requireDirectLoading(db, session);
      if (caller.sellerId === null) throw ApiProblem.forbidden();
      return { status: 201, body: await storeProductImage(db, caller.sellerId, body, clock()) };
    },

    getProductImage: async ({ params, request }) => {
      const decision = await countAttempt(db, clock(), [{ bucket: `product-images:address:${request.ip}`, rule: PRODUCT_IMAGES_RATE_LIMIT, enforce: true }]);
      if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);
      const webp = await readProductImage(db, params.key, params.size);
      if (webp === null) throw new ApiProblem(404, 'IMAGE_NOT_FOUND', 'No image has this key');
      const etag = `"${params.key}-${params.size}"`;
      const headers = { 'cache-control': IMMUTABLE, etag };
      if (matchesTag(request.headers['if-none-match'], etag)) return { status: 304, body: undefined, headers };
      return { status: 200, body: webp, headers: { ...headers, 'content-type': 'image/webp' } };
    },
  };
}
