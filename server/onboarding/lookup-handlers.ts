import { searchActivities as searchCatalogue } from '../../shared/onboarding/activitySearch.ts';
import { accountTypes } from '../../shared/onboarding/accountTypes.ts';
import { productCategories } from '../../shared/onboarding/productCategories.ts';
import { productLoadingModes } from '../../shared/onboarding/productLoadingModes.ts';
import { cleanRut, isValidRut } from '../../shared/onboarding/rut.ts';
import { societyTypes, societyTypesOf } from '../../shared/onboarding/societyTypes.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { businessNameTaken, commercialEmailTaken, findSellerByDocumentNumber } from './applications.ts';
import { ONBOARDING_RATE_LIMITS, limitByAddress, onboardingBuckets } from './rate-limits.ts';
import { ACTIVITIES, BANKS, COUNTRIES } from './reference.ts';

type LookupOperationId =
  | 'lookupSellerByDocumentNumber'
  | 'lookupSellerByName'
  | 'lookupSellerByAdminEmail'
  | 'searchActivities'
  | 'listBanks'
  | 'listAccountTypes'
  | 'listCountries'
  | 'listSocietyTypes'
  | 'listProductCategories'
  | 'listProductLoadingModes';

/** Reference data changes rarely (openapi/onboarding.yaml). */
const REFERENCE_HEADERS = { 'cache-control': 'public, max-age=3600' };

/**
 * Handlers of the public lookups and reference lists of openapi/onboarding.yaml. Every call counts
 * against one per-address limit (60 per minute across them): the lookups reveal registrations.
 */
export function createOnboardingLookupHandlers(context: AppContext): Required<Pick<OperationHandlers, LookupOperationId>> {
  const limit = (address: string) => limitByAddress(context, onboardingBuckets.lookupAddress(address), ONBOARDING_RATE_LIMITS.lookupsPerAddress);
  const reference = <T>(body: T) => ({ status: 200 as const, body, headers: REFERENCE_HEADERS });

  return {
    lookupSellerByDocumentNumber: async ({ params, request }) => {
      await limit(request.ip);
      if (!isValidRut(params.doc)) {
        throw new ApiProblem(422, 'INVALID_RUT', 'The RUT verifier digit does not match', {
          details: [{ field: 'params.doc', message: 'invalidRut' }],
        });
      }
      const seller = await findSellerByDocumentNumber(context.db, cleanRut(params.doc));
      return {
        status: 200,
        body: seller ? { statusCode: 'SELLER_EXISTS', legalName: seller.legalName, documentNumber: seller.documentNumber } : { statusCode: 'SELLER_NOT_EXISTS' },
      };
    },

    lookupSellerByName: async ({ params, request }) => {
      await limit(request.ip);
      return { status: 200, body: { exists: await businessNameTaken(context.db, params.name) } };
    },

    lookupSellerByAdminEmail: async ({ params, request }) => {
      await limit(request.ip);
      return { status: 200, body: { exists: await commercialEmailTaken(context.db, params.email) } };
    },

    searchActivities: async ({ query, request }) => {
      await limit(request.ip);
      if (query.category === 2 && !/^\d{1,6}$/.test(query.q.trim())) {
        throw ApiProblem.validation([{ field: 'query.q', message: 'must be 1 to 6 digits when category is 2 (Código)' }]);
      }
      return reference(searchCatalogue(ACTIVITIES, query.q, query.category ?? null, query.limit ?? 20));
    },

    listBanks: async ({ request }) => {
      await limit(request.ip);
      return reference([...BANKS]);
    },

    listAccountTypes: async ({ request }) => {
      await limit(request.ip);
      return reference([...accountTypes]);
    },

    listCountries: async ({ request }) => {
      await limit(request.ip);
      return reference([...COUNTRIES]);
    },

    listSocietyTypes: async ({ query, request }) => {
      await limit(request.ip);
      return reference((query.scope ? societyTypesOf(query.scope) : societyTypes).map((type) => ({ ...type, scopes: [...type.scopes] })));
    },

    listProductCategories: async ({ request }) => {
      await limit(request.ip);
      return reference([...productCategories]);
    },

    listProductLoadingModes: async ({ request }) => {
      await limit(request.ip);
      return reference([...productLoadingModes]);
    },
  };
}
