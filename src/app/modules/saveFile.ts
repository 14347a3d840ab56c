/**
 * Hands a fetched file to the browser as a download (an export, labels, a manifest, a boleta, an
 * error report): a link to the blob with the file's name, clicked once. The blob's URL is released
 * a while later, once the browser has surely started reading it. Every module's downloads go through
 * here.
 */
const RELEASE_AFTER_MS = 60_000;

export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
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
