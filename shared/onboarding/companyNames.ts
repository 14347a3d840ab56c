/**
 * The company-name rules of the company step:
 * - the commercial name (businessName) must not end in SA, LTDA, SPA or EIRL;
 * - the legal name (companyName) starts with Fundación or ends in S.A., L.T.D.A., S.P.A. or E.I.R.L;
 * - the society type matches that ending (or is Fundación);
 * - the commercial name must not look like the legal name.
 * Endings are compared after removing dots and upper-casing, as whole words: the letters may be
 * spaced ('S. A.', 'S A') but must follow a space or punctuation, so 'Ferretería Casa' does not end
 * in SA. Trailing spaces are ignored.
 */
import type { SocietyTypeCode } from './societyTypes.ts';

/** The legal-name endings, by society type. */
export const LEGAL_NAME_SUFFIXES = ['SA', 'LTDA', 'SPA', 'EIRL'] as const;
export type LegalNameSuffix = (typeof LEGAL_NAME_SUFFIXES)[number];

export const BUSINESS_NAME_MAX_LENGTH = 150;
/** The legal name's limit after cleaning (1.2: "max 225 (cleaned)"). */
export const COMPANY_NAME_MAX_LENGTH = 225;

const spaced = (letters: string) => letters.split('').join('\\s*');
/** A suffix as a whole word at the end: the letters, optionally spaced, after the start or a non-letter. */
const SUFFIX_AT_END = new RegExp(`(^|[^\\p{L}\\p{N}])(${LEGAL_NAME_SUFFIXES.map(spaced).join('|')})$`, 'u');
const FUNDACION_PREFIX = /^FUNDACION(?![\p{L}\p{N}])/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Upper case without dots, accents folded off, outer spaces trimmed and inner runs collapsed. */
function comparable(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The legal name as sent (1.2): trimmed, runs of white space collapsed to one space. */
export function cleanCompanyName(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The legal-name ending of `value` (compared without dots, upper-cased, as a whole word), if any. */
export function legalNameSuffixOf(value: string): LegalNameSuffix | null {
  const match = SUFFIX_AT_END.exec(comparable(value));
  if (!match) return null;
  return match[2]!.replace(/\s/g, '') as LegalNameSuffix;
}

/** What precedes the ending (or follows 'Fundación'), in comparable form. */
function coreOf(value: string): string {
  const text = comparable(value);
  const suffix = SUFFIX_AT_END.exec(text);
  const withoutSuffix = suffix ? text.slice(0, suffix.index + suffix[1]!.length) : text;
  return withoutSuffix.replace(FUNDACION_PREFIX, '').trim();
}

/** Whether the legal name starts with 'Fundación' (accents and case ignored) as a whole word. */
export function startsWithFundacion(value: string): boolean {
  return FUNDACION_PREFIX.test(comparable(value));
}

/** A commercial name must not end in SA, LTDA, SPA or EIRL. */
export function isValidBusinessName(value: string): boolean {
  return legalNameSuffixOf(value) === null;
}

/**
 * A legal name starts with Fundación or ends in one of the four endings, and names something besides
 * them ('S.A.' or 'Fundación' alone is not a name).
 */
export function isValidCompanyName(value: string): boolean {
  if (!startsWithFundacion(value) && legalNameSuffixOf(value) === null) return false;
  return LETTER_OR_DIGIT.test(coreOf(value));
}

/**
 * The society types a legal name allows: the type of its ending, and FUNDACION when it starts with
 * Fundación (both for 'Fundación Educa S.A.'). Empty for a name that is not a valid legal name.
 */
export function societyTypesOfCompanyName(value: string): SocietyTypeCode[] {
  if (!isValidCompanyName(value)) return [];
  const types: SocietyTypeCode[] = [];
  const suffix = legalNameSuffixOf(value);
  if (suffix) types.push(suffix);
  if (startsWithFundacion(value)) types.push('FUNDACION');
  return types;
}

/** The society type a legal name implies (its ending first, else FUNDACION), or null. */
export function societyTypeOfCompanyName(value: string): SocietyTypeCode | null {
  return societyTypesOfCompanyName(value)[0] ?? null;
}

/** Whether `societyType` is one the legal name allows: it must match the legal name's ending. */
export function societyTypeMatchesCompanyName(societyType: string, companyName: string): boolean {
  return (societyTypesOfCompanyName(companyName) as string[]).includes(societyType);
}

/** Letters and digits only: punctuation, spaces, accents and case do not tell two names apart. */
function essence(comparableText: string): string {
  return comparableText.replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The commercial name "looks like" the legal name when both are the same name once the legal form is
 * taken away: compared without accents, case, punctuation and spaces, after removing the legal
 * ending (SA, LTDA, SPA, EIRL) and a leading 'Fundación' from each. 'Los Andes' and 'Los-Andes'
 * look like 'LOS ANDES S.P.A.'; 'Ferretería Los Andes' does not look like 'Comercial Los Andes SpA'.
 * Empty names never look alike (the required rule reports them).
 */
export function looksLikeLegalName(businessName: string, companyName: string): boolean {
  const business = essence(coreOf(businessName));
  return business !== '' && business === essence(coreOf(companyName));
}
