/**
 * The side effect of the tax-id lookup, built from a port the composition root fills with the typed
 * `onboardingLookups` client (GET /v1/sellers/document-number/{doc}). Both answers of the contract
 * (SELLER_EXISTS, SELLER_NOT_EXISTS) are 200s and become a typed result; any other answer (422, 429,
 * 5xx) is thrown as an ApiError, like the transport failures `guardedFetch` raises, and the machine
 * falls back silently.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/onboarding.ts';

/** GET /v1/sellers/document-number/{doc}, as openapi-fetch answers it. */
export type LookUpTaxIdPort = (
  rut: string,
  signal: AbortSignal,
) => Promise<{ data?: components['schemas']['DocumentNumberLookup']; error?: unknown; response: Response }>;

export interface LookUpTaxIdInput {
  /** The RUT cleaned of dots and hyphen, verifier upper-case. */
  rut: string;
}

/** Whether the RUT already belongs to a seller, with what the modal names when it does. */
export type TaxIdLookupResult =
  | { outcome: 'sellerExists'; legalName: string; documentNumber: string }
  | { outcome: 'sellerNotExists' };

/** The `lookUpTaxId` actor for `taxIdLookupMachine.provide({ actors })`. */
export function createLookUpTaxId(lookUp: LookUpTaxIdPort) {
  return fromPromise<TaxIdLookupResult, LookUpTaxIdInput>(async ({ input, signal }) => {
    const { data, error, response } = await lookUp(input.rut, signal);
    if (!response.ok || !data) throw ApiError.fromBody(error, response.status);
    if (data.statusCode === 'SELLER_NOT_EXISTS') return { outcome: 'sellerNotExists' };
    return { outcome: 'sellerExists', legalName: data.legalName, documentNumber: data.documentNumber };
  });
}
