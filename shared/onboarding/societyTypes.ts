/**
 * Society types: the company step lists S.A., L.T.D.A., S.P.A., E.I.R.L and Fundación; the partner
 * blocks of the legal step add Extranjera, Persona natural and Otras.
 *
 * requiresSecondPartner: S.A. and LTDA have two partners plus the legal representative; SPA at
 * least one plus the representative; EIRL one plus the representative; a foreign company's partners
 * are optional. So the two types that show the second-partner block are SA and LTDA.
 */
import type { components } from '../../openapi/generated/onboarding.ts';

export type SocietyType = components['schemas']['SocietyType'];
export type SocietyTypeCode = SocietyType['code'];
export type SocietyTypeScope = SocietyType['scopes'][number];

export const societyTypes = [
  { code: 'SA', name: 'S.A.', scopes: ['company', 'partner'], legalNameSuffix: 'S.A.', requiresSecondPartner: true, naturalPerson: false },
  { code: 'LTDA', name: 'L.T.D.A.', scopes: ['company', 'partner'], legalNameSuffix: 'L.T.D.A.', requiresSecondPartner: true, naturalPerson: false },
  { code: 'SPA', name: 'S.P.A.', scopes: ['company', 'partner'], legalNameSuffix: 'S.P.A.', requiresSecondPartner: false, naturalPerson: false },
  { code: 'EIRL', name: 'E.I.R.L', scopes: ['company', 'partner'], legalNameSuffix: 'E.I.R.L', requiresSecondPartner: false, naturalPerson: false },
  { code: 'FUNDACION', name: 'Fundación', scopes: ['company', 'partner'], legalNameSuffix: null, requiresSecondPartner: false, naturalPerson: false },
  { code: 'EXTRANJERA', name: 'Extranjera', scopes: ['partner'], legalNameSuffix: null, requiresSecondPartner: false, naturalPerson: false },
  { code: 'PERSONA_NATURAL', name: 'Persona natural', scopes: ['partner'], legalNameSuffix: null, requiresSecondPartner: false, naturalPerson: true },
  { code: 'OTRAS', name: 'Otras', scopes: ['partner'], legalNameSuffix: null, requiresSecondPartner: false, naturalPerson: false },
] as const satisfies readonly SocietyType[];

/** The code of the natural-person type (first name and two last names instead of a company name). */
export const NATURAL_PERSON: SocietyTypeCode = 'PERSONA_NATURAL';

/** The types of a scope, in the order the dropdowns show them. */
export function societyTypesOf(scope: SocietyTypeScope): readonly SocietyType[] {
  return societyTypes.filter((type) => (type.scopes as readonly string[]).includes(scope));
}

/** The type with this code, if any. */
export function findSocietyType(code: string): SocietyType | undefined {
  return societyTypes.find((type) => type.code === code);
}

/** Whether `code` is a type of `scope`. */
export function isSocietyTypeOf(scope: SocietyTypeScope, code: string): boolean {
  return findSocietyType(code)?.scopes.includes(scope) ?? false;
}

/** Whether people of this type have first name and two last names. */
export function isNaturalPersonType(code: string): boolean {
  return findSocietyType(code)?.naturalPerson ?? false;
}
