/**
 * The side effect of the unique-value check, built from two ports the composition root fills with
 * the typed `onboardingLookups` client: GET /v1/sellers/by-name/{name} for the commercial name and
 * POST /v1/sellers/findByAdminEmail/{email} for the commercial-area e-mail. Both answer `{ exists }`;
 * any other answer (400, 429, 5xx) is thrown as an ApiError, like the transport failures
 * `guardedFetch` raises, and the machine falls back silently.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/onboarding.ts';
import type { UniqueValueKind } from './uniqueCheck.machine.ts';

/** One lookup as openapi-fetch answers it. */
export type UniqueLookupPort = (
  value: string,
  signal: AbortSignal,
) => Promise<{ data?: components['schemas']['ExistsResponse']; error?: unknown; response: Response }>;

export interface CheckUniqueInput {
  kind: UniqueValueKind;
  /** Trimmed, never empty. */
  value: string;
}

export interface CheckUniqueResult {
  /** Whether a seller or a pending application already uses the value. */
  exists: boolean;
}

/** The `checkUnique` actor for `uniqueCheckMachine.provide({ actors })`: one port per kind of value. */
export function createCheckUnique(lookUp: Record<UniqueValueKind, UniqueLookupPort>) {
  return fromPromise<CheckUniqueResult, CheckUniqueInput>(async ({ input, signal }) => {
    const { data, error, response } = await lookUp[input.kind](input.value, signal);
    if (!response.ok || !data) throw ApiError.fromBody(error, response.status);
    return { exists: data.exists };
  });
}
