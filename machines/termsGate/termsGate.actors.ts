/**
 * The side effects of the terms gate, written against a port the composition root fills with the
 * typed `documents` client, the clock and local storage. Calls reject with an ApiError on failure.
 */
import { fromPromise } from 'xstate';
import type { PendingTerms, TermsCheck, TermsCheckResult } from './termsGate.rules.ts';

export interface TermsGatePort {
  /** GET {documents}/document-seller/check. */
  checkTerms(signal: AbortSignal): Promise<TermsCheck>;
  /** GET {documents}/document/approve/{id}. */
  approveTerms(id: number): Promise<void>;
  /** GET {documents}/document/termsfile/{file}: the PDF's bytes (the bearer token is needed). */
  loadTermsFile(file: string, signal: AbortSignal): Promise<ArrayBuffer>;
  /** Today in America/Santiago, yyyy-mm-dd, from the portal's clock. */
  today(): string;
  /** Whether the review-later flag is set in storage. */
  reviewLaterIsSet(): boolean;
}

/** A PDF starts with these bytes; anything else is refused rather than embedded. */
const PDF_MAGIC = '%PDF-';

export function createTermsGateActors(port: TermsGatePort) {
  return {
    checkTerms: fromPromise<TermsCheckResult>(async ({ signal }) => {
      const check = await port.checkTerms(signal);
      return { check, today: port.today(), reviewLater: port.reviewLaterIsSet() };
    }),
    // No signal: an acceptance asked for is not cancelled by the view.
    approveTerms: fromPromise<void, { term: PendingTerms }>(({ input }) => port.approveTerms(input.term.id)),
    loadTermsFile: fromPromise<Blob, { file: string }>(async ({ input, signal }) => {
      const bytes = await port.loadTermsFile(input.file, signal);
      const head = String.fromCharCode(...new Uint8Array(bytes, 0, Math.min(PDF_MAGIC.length, bytes.byteLength)));
      if (head !== PDF_MAGIC) throw new Error('The terms file is not a PDF');
      // Typed here, whatever the answer said: the frame only ever shows it as a PDF, never as a page.
      return new Blob([bytes], { type: 'application/pdf' });
    }),
  };
}
