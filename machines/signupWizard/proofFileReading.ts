import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import {
  contentTypeOfBytes,
  contentTypeOfFileName,
  PROOF_FILE_MAX_BYTES,
  sniffProofFile,
} from '../../shared/onboarding/proofFile.ts';
import type { ProofFileValue } from '../../shared/onboarding/steps.ts';

/** What choosing a file gives: the value the form stores, or why the file is refused. */
export type ProofFileReading = { value: ProofFileValue } | { error: SignupErrorCode };

/**
 * Reads a chosen proof file (one png, jpg or pdf of at most 3 MB). The size is
 * checked before reading; the content must be what the name says (magic bytes), since the server
 * refuses a renamed file anyway.
 */
export async function readProofFile(file: File): Promise<ProofFileReading> {
  if (file.size > PROOF_FILE_MAX_BYTES) return { error: 'fileTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Some systems give no type for a file: the name's extension stands for it, and the bytes decide.
  const declared = file.type || contentTypeOfFileName(file.name) || '';
  const refused = sniffProofFile(bytes, file.name, declared);
  if (refused) return { error: refused };
  const contentType = contentTypeOfBytes(bytes);
  if (!contentType) return { error: 'invalidFileType' };
  return { value: { fileName: file.name, contentType, size: bytes.byteLength, contentBase64: toBase64(bytes) } };
}

/** Base64 of some bytes, in slices so a 3 MB file does not overflow the argument list of fromCharCode. */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}
