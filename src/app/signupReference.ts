/**
 * The reference lists the sign-up wizard's dropdowns show, loaded once by the route's loader:
 * regions (with their communes) from the geography service, the rest from the onboarding lookups.
 * Types come from the contracts.
 */
import type { ApiClients } from '../api/clients.ts';
import { dataOrThrow } from '../api/clients.ts';
import type { components as GeographyComponents } from '../../openapi/generated/geography.ts';
import type { components as OnboardingComponents } from '../../openapi/generated/onboarding.ts';

type Onboarding = OnboardingComponents['schemas'];

export interface SignupReference {
  regions: GeographyComponents['schemas']['Region'][];
  banks: Onboarding['Bank'][];
  accountTypes: Onboarding['AccountType'][];
  countries: Onboarding['Country'][];
  /** Step 0's society types (scope company). */
  companySocietyTypes: Onboarding['SocietyType'][];
  /** Step 2's society types (scope partner: persons too). */
  partnerSocietyTypes: Onboarding['SocietyType'][];
  productCategories: Onboarding['ProductCategory'][];
  productLoadingModes: Onboarding['ProductLoadingMode'][];
}

/** Every list at once; any failure rejects (the route shows its error with a retry). */
export async function loadSignupReference(api: ApiClients): Promise<SignupReference> {
  const lookups = api.onboardingLookups;
  const [regions, banks, accountTypes, countries, companySocietyTypes, partnerSocietyTypes, productCategories, productLoadingModes] =
    await Promise.all([
      api.geography.GET('/node-giv/regions').then(dataOrThrow),
      lookups.GET('/v1/onboarding/banks').then(dataOrThrow),
      lookups.GET('/v1/onboarding/account-types').then(dataOrThrow),
      lookups.GET('/v1/onboarding/countries').then(dataOrThrow),
      lookups.GET('/v1/onboarding/society-types', { params: { query: { scope: 'company' } } }).then(dataOrThrow),
      lookups.GET('/v1/onboarding/society-types', { params: { query: { scope: 'partner' } } }).then(dataOrThrow),
      lookups.GET('/v1/onboarding/product-categories').then(dataOrThrow),
      lookups.GET('/v1/onboarding/product-loading-modes').then(dataOrThrow),
    ]);
  return { regions, banks, accountTypes, countries, companySocietyTypes, partnerSocietyTypes, productCategories, productLoadingModes };
}
