/**
 * What the catalogue's configuration accepts as typed text, as the contract writes it: codes made
 * from a name (a category's kebab-case, an attribute's or a reason's snake_case), names without
 * outer spaces, commissions typed as percents and stored in basis points. Pure, so the forms and
 * the tests read the same rules.
 */

/** Case and accents aside, as the database compares names (portal_name_key). */
export const nameKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * A code made from a name: lowercase letters and digits joined by `separator`, at most `max`
 * characters, cut where a word ends ("Tamaño de pantalla" is tamano_de_pantalla).
 */
export function codeOf(name: string, separator: '-' | '_', max: number): string {
  const words = nameKey(name).split(/[^a-z0-9]+/).filter((word) => word !== '');
  let code = '';
  for (const word of words) {
    const next = code === '' ? word : `${code}${separator}${word}`;
    if (next.length > max) return code === '' ? word.slice(0, max) : code;
    code = next;
  }
  return code;
}

export const CATEGORY_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SNAKE_CODE = /^[a-z0-9]+(_[a-z0-9]+)*$/;

/** The first problem of a required name of at most `max` characters (spaces around it are dropped when sent). */
export function nameProblem(text: string, max: number): 'required' | 'tooLong' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
}

/** The first problem of a code a person may edit. */
export function codeProblem(code: string, pattern: RegExp, max: number): 'required' | 'tooLong' | 'codeInvalid' | undefined {
  if (code === '') return 'required';
  if (code.length > max) return 'tooLong';
  return pattern.test(code) ? undefined : 'codeInvalid';
}

/**
 * A percent as typed ("12,5", "12.5", "8") in basis points (1250), or null when it is not a share
 * of a sale with at most two decimals.
 */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10000 ? points : null;
}

/** Basis points as a person types the percent, with the reader's decimal separator (1250 is "12,5"). */
export function percentTextOf(points: number, decimalSeparator = ','): string {
  const whole = Math.trunc(points / 100);
  const cents = points % 100;
  if (cents === 0) return String(whole);
  return `${whole}${decimalSeparator}${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
