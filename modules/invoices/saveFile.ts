/**
 * Hands a file to the browser as a download (the template, a boleta, the error report): a link to
 * the blob with the file's name, clicked once. The blob's URL is released a while later, once the
 * browser has surely started reading it.
 */
import type { DownloadedFile } from './machines/invoices.types.ts';

const RELEASE_AFTER_MS = 60_000;

export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
