/**
 * Base64 of a file's bytes, as the uploads of boletas and of stock send them in JSON: one copy for
 * every module that reads a chosen file.
 */
/** Base64 of some bytes, in slices so a 5 MB file does not overflow the argument list of fromCharCode. */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  return btoa(binary);
}
