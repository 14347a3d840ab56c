/**
 * Keystroke and paste filters of the sign-up fields: what an input keeps of what was typed or
 * pasted. `digitsOnly(20)` is a filter; `digitsOnly(value, 20)` applies it at once. The character
 * sets are also the validation rules (`invalidCharacters`), so a value the filters let through is
 * never refused for its characters.
 */

/** A keystroke/paste filter: the text an input keeps. */
export type TextFilter = (input: string) => string;

/** Letters of any language (so á, é, ñ, ü) with their combining accents, and the plain space; not the ordinals º ª. */
const NAME_CHARACTER = /(?![ºª])[\p{L}\p{M} ]/u;
/** Letters, digits, spaces and the punctuation of addresses and legal names (Av. Los Leones 456, depto. 12-B; N° 3; Pérez & Cía.). */
const ALPHANUMERIC_CHARACTER = /[\p{L}\p{M}\p{N} .,;:#°º'"&()/-]/u;
const DIGIT = /[0-9]/;

function keepOnly(pattern: RegExp, input: string, max: number): string {
  let kept = '';
  // Iterating by code point keeps surrogate pairs whole.
  for (const character of input.normalize('NFC')) {
    if (kept.length + character.length > max) break;
    if (pattern.test(character)) kept += character;
  }
  return kept;
}

function filterOrApply(pattern: RegExp, first: number | string, max?: number): TextFilter | string {
  if (typeof first === 'number') return (input: string) => keepOnly(pattern, input, first);
  return keepOnly(pattern, first, max ?? Number.POSITIVE_INFINITY);
}

/** Digits 0-9 only, at most `max` of them. */
export function digitsOnly(max: number): TextFilter;
export function digitsOnly(input: string, max: number): string;
export function digitsOnly(first: number | string, max?: number): TextFilter | string {
  return filterOrApply(DIGIT, first, max);
}

/** Letters (accented letters and ñ included) and spaces, at most `max` characters: people's names. */
export function nameCharacters(max: number): TextFilter;
export function nameCharacters(input: string, max: number): string;
export function nameCharacters(first: number | string, max?: number): TextFilter | string {
  return filterOrApply(NAME_CHARACTER, first, max);
}

/** Letters, digits, spaces and address punctuation (. , ; : # ° º ' " & ( ) / -), at most `max` characters. */
export function alphanumeric(max: number): TextFilter;
export function alphanumeric(input: string, max: number): string;
export function alphanumeric(first: number | string, max?: number): TextFilter | string {
  return filterOrApply(ALPHANUMERIC_CHARACTER, first, max);
}

/** Whether every character of `value` is one `nameCharacters` keeps. */
export function hasOnlyNameCharacters(value: string): boolean {
  return [...value.normalize('NFC')].every((character) => NAME_CHARACTER.test(character));
}

/** Whether every character of `value` is one `alphanumeric` keeps. */
export function hasOnlyAlphanumericCharacters(value: string): boolean {
  return [...value.normalize('NFC')].every((character) => ALPHANUMERIC_CHARACTER.test(character));
}

/** Whether `value` is made of digits only (empty included). */
export function hasOnlyDigits(value: string): boolean {
  return /^[0-9]*$/.test(value);
}
