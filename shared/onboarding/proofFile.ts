/**
 * The bank-account proof file: one png, jpg or pdf of at most 3 MB. Checked by content, not only by
 * name: the first bytes must be the declared type's signature and the file name's extension must
 * agree with it.
 */
import type { SignupErrorCode } from './errors.ts';
import type { ProofFileValue } from './steps.ts';

export const PROOF_FILE_MAX_BYTES = 3 * 1024 * 1024;
export const PROOF_FILE_NAME_MAX_LENGTH = 120;

export type ProofFileContentType = ProofFileValue['contentType'];

/** Accepted types: their extensions and leading bytes. */
export const PROOF_FILE_TYPES: ReadonlyArray<{ contentType: ProofFileContentType; extensions: readonly string[]; signature: readonly number[] }> = [
  { contentType: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
  { contentType: 'application/pdf', extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The value of an `<input type="file" accept>` for the proof. */
export const PROOF_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

const LONGEST_SIGNATURE = Math.max(...PROOF_FILE_TYPES.map((type) => type.signature.length));

const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The accepted content type a file name's extension stands for, or null. */
export function contentTypeOfFileName(fileName: string): ProofFileContentType | null {
  const extension = extensionOf(fileName);
  return PROOF_FILE_TYPES.find((type) => type.extensions.includes(extension))?.contentType ?? null;
}

/** The accepted content type whose signature `bytes` start with, or null. */
export function contentTypeOfBytes(bytes: Uint8Array): ProofFileContentType | null {
  const type = PROOF_FILE_TYPES.find(({ signature }) => signature.every((byte, index) => bytes[index] === byte));
  return type?.contentType ?? null;
}

/**
 * The problem with an uploaded proof file, or null when it may be stored: fileRequired (empty),
 * invalidFileType (type not accepted, a name without a path-free png/jpg/jpeg/pdf name, an extension
 * that disagrees with the declared type, or content that does not start with the declared type's
 * signature), fileTooLarge (over 3 MB).
 */
export function sniffProofFile(bytes: Uint8Array, fileName: string, declared: string): SignupErrorCode | null {
  if (bytes.length === 0) return 'fileRequired';
  const problem = declaredTypeProblem(fileName, declared);
  if (problem) return problem;
  if (contentTypeOfBytes(bytes) !== declared) return 'invalidFileType';
  return bytes.length > PROOF_FILE_MAX_BYTES ? 'fileTooLarge' : null;
}

function declaredTypeProblem(fileName: string, declared: string): SignupErrorCode | null {
  if (!PROOF_FILE_TYPES.some((type) => type.contentType === declared)) return 'invalidFileType';
  if (/[/\\]/.test(fileName) || fileName.length > PROOF_FILE_NAME_MAX_LENGTH) return 'invalidFileType';
  return contentTypeOfFileName(fileName) === declared ? null : 'invalidFileType';
}

/** Bytes a standard base64 text decodes to (without decoding it). */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** The first bytes of a base64 text (enough for the signatures), or null when it is not base64. */
export function base64Head(base64: string, bytes = LONGEST_SIGNATURE): Uint8Array | null {
  // Only the chunk is looked at: the whole text can be 4 MB and this runs on every change.
  const chunk = base64.slice(0, Math.ceil(bytes / 3) * 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(chunk)) return null;
  try {
    const text = atob(chunk);
    return Uint8Array.from(text, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The problem with the proof file as the wizard holds it: the checks of `sniffProofFile`, reading
 * only the first bytes of the base64 text (cheap enough to run on every change). The size is the
 * content's (from the base64 length), as the server measures it; a value without content is no file.
 */
export function proofFileValueProblem(value: ProofFileValue | null): SignupErrorCode | null {
  if (value === null || value.contentBase64 === '') return 'fileRequired';
  const problem = declaredTypeProblem(value.fileName, value.contentType);
  if (problem) return problem;
  const head = base64Head(value.contentBase64);
  if (head === null || contentTypeOfBytes(head) !== value.contentType) return 'invalidFileType';
  return base64DecodedLength(value.contentBase64) > PROOF_FILE_MAX_BYTES ? 'fileTooLarge' : null;
}
