import { ApiProblem } from '../http/api-problem.ts';

/** Standard base64 decoded, or null when it is not exactly that (a browser's FileReader writes canonical base64). */
export function decodeBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

/** Bytes a standard base64 text decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** 413 when the file is larger than `maxBytes` (measured before decoding it). */
export function refuseOversize(base64: string, maxBytes: number, what: string): void {
  if (decodedLength(base64) > maxBytes) {
    throw new ApiProblem(413, 'INVOICE_FILE_TOO_LARGE', `The ${what} holds more than ${maxBytes} bytes`, {
      details: [{ field: 'body.file', message: `at most ${maxBytes} bytes` }],
    });
  }
}
