/**
 * Chilean RUT (rol único tributario): a body of 7 or 8 digits and a modulo-11 verifier (0-9 or K).
 * Written as 12.345.678-5; sent and stored cleaned (123456785).
 */

/** Longest RUT as shown: '12.345.678-5'. */
export const RUT_MAX_LENGTH = 12;
/** Longest cleaned RUT: 8 digits and the verifier. */
export const CLEAN_RUT_MAX_LENGTH = 9;
/** The input is formatted once its cleaned value is longer than this. */
export const RUT_FORMAT_AFTER = 7;
/**
 * SII numbers legal entities from 50.000.000 up; bodies below belong to natural persons (the
 * convention the SII has followed since companies got their own range).
 */
export const NATURAL_PERSON_RUT_LIMIT = 50_000_000;

const PUNCTUATION = /[.\s-]/g;
const CLEAN_SHAPE = /^[1-9][0-9]{6,7}[0-9K]$/;

/** Drops dots, hyphens, spaces and every other character but digits and K; upper-cases k. */
export function cleanRut(input: string): string {
  return input.toUpperCase().replace(/[^0-9K]/g, '');
}

/**
 * Drops only dots, hyphens and white space, upper-casing k: what is sent as the RUT's answer. Unlike
 * `cleanRut` it keeps stray characters, so the server refuses exactly what the form refused.
 */
export function stripRutPunctuation(input: string): string {
  return input.replace(PUNCTUATION, '').toUpperCase();
}

/** The verifier of a body of digits: 11 - (sum of digits x 2,3,4,5,6,7,2,... from the right) mod 11. */
export function rutVerifier(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/**
 * A valid RUT: besides dots, hyphens and spaces only digits and a final K; a body of 7 or 8 digits not
 * starting with 0 (1.000.000 to 99.999.999) and the matching verifier.
 */
export function isValidRut(input: string): boolean {
  const cleaned = stripRutPunctuation(input);
  if (!CLEAN_SHAPE.test(cleaned)) return false;
  return rutVerifier(cleaned.slice(0, -1)) === cleaned.slice(-1);
}

/** '123456785' -> '12.345.678-5' (cleans first); a value of fewer than two characters is returned cleaned. */
export function formatRut(input: string): string {
  const cleaned = cleanRut(input);
  if (cleaned.length < 2) return cleaned;
  const body = cleaned.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${cleaned.slice(-1)}`;
}

/**
 * What the RUT input shows after a keystroke or a paste: only digits and K, K only as the last
 * character, at most 9 cleaned characters (12 shown), formatted once longer than 7.
 */
export function rutInputValue(typed: string): string {
  const kept = cleanRut(typed);
  // A K anywhere but last is a typing slip; cutting to 9 then drops a K that ends up past the end.
  const cleaned = kept.replace(/K(?!$)/g, '').slice(0, CLEAN_RUT_MAX_LENGTH);
  return cleaned.length > RUT_FORMAT_AFTER ? formatRut(cleaned) : cleaned;
}

/** A valid RUT whose body is below 50.000.000 (a natural person's, by the SII convention). */
export function isNaturalPersonRut(input: string): boolean {
  return isValidRut(input) && Number(stripRutPunctuation(input).slice(0, -1)) < NATURAL_PERSON_RUT_LIMIT;
}

/** Whether two inputs are the same RUT once cleaned (and not empty). */
export function sameRut(a: string, b: string): boolean {
  const left = cleanRut(a);
  return left !== '' && left === cleanRut(b);
}
