/**
 * What a module's effects read of a typed client's answer: its data, or the server's error body as
 * the shared ApiError (so the charts branch on `statusCode` and keep `code`); and the name the
 * server gave a file.
 */
import { ApiError } from '../../../shared/api-error.ts';

/** The data of a successful call; the server's error body as an ApiError otherwise. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** The file name the server gave (Content-Disposition), or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}
