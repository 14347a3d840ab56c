/**
 * Search over the SII economic activity catalogue (shared/reference/activities-cl.json), the rules
 * of the sign-up wizard's activity picker:
 * - category 1 (Actividad): the label contains the text, ignoring case and accents. The text is
 *   compared as plain characters, never compiled into a RegExp, so '(' or '.*' match only themselves.
 * - category 2 (Código): the code starts with the digits typed. Codes are 6-digit strings; 94 of
 *   them start with 0 and are often written as 5-digit numbers ('11101' for '011101'), so a 5-digit
 *   text also matches the code equal to it with a 0 in front, besides the codes it is a prefix of.
 * - no category: digits only -> the code rule, anything else -> the label rule.
 * At most `limit` (20) results, ordered by code. Blank text finds nothing.
 */

/** One entry of the catalogue: a 6-digit code and the official upper-case Spanish label. */
export interface Activity {
  code: string;
  label: string;
}

/** "Buscar por": 1 = Actividad (the label), 2 = Código (the code). */
export type ActivityCategory = 1 | 2;

/** At most this many suggestions are shown. */
export const ACTIVITY_RESULTS_LIMIT = 20;

/** Length of every code in the catalogue (and the Código search box's limit). */
export const ACTIVITY_CODE_LENGTH = 6;

interface PreparedEntry {
  activity: Activity;
  /** The label as `normalizeForSearch` writes it, computed once per catalogue. */
  searchLabel: string;
}

const ALL_DIGITS = /^\d+$/;
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;

/**
 * The form both sides of a label comparison take: accents and other diacritics removed (so 'ñ' is
 * 'n' and 'ü' is 'u'), lower case, runs of whitespace collapsed to one space, ends trimmed.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(WHITESPACE_RUN, ' ').trim();
}

// Each catalogue array is prepared once, on its first search; later keystrokes only compare strings.
const prepared = new WeakMap<readonly Activity[], readonly PreparedEntry[]>();

function prepare(catalogue: readonly Activity[]): readonly PreparedEntry[] {
  let entries = prepared.get(catalogue);
  if (!entries) {
    entries = catalogue
      .map((activity) => ({ activity, searchLabel: normalizeForSearch(activity.label) }))
      .sort((a, b) => (a.activity.code < b.activity.code ? -1 : a.activity.code > b.activity.code ? 1 : 0));
    prepared.set(catalogue, entries);
  }
  return entries;
}

function codeMatcher(digits: string): ((code: string) => boolean) | null {
  if (!ALL_DIGITS.test(digits)) return null;
  const padded = digits.length === ACTIVITY_CODE_LENGTH - 1 ? `0${digits}` : null;
  return (code) => code.startsWith(digits) || code === padded;
}

/**
 * The activities matching `text` under `category` (see the module comment), in code order, at most
 * `limit`. The catalogue is normalised once per array (kept in a WeakMap), so a search is one pass
 * of `startsWith`/`includes` over it.
 */
export function searchActivities(
  catalogue: readonly Activity[],
  text: string,
  category?: ActivityCategory | null,
  limit: number = ACTIVITY_RESULTS_LIMIT,
): Activity[] {
  const query = normalizeForSearch(text);
  if (query === '' || limit <= 0) return [];
  const byCode = category === 2 || (category !== 1 && ALL_DIGITS.test(query));
  let matches: (entry: PreparedEntry) => boolean;
  if (byCode) {
    const matchesCode = codeMatcher(query);
    if (!matchesCode) return [];
    matches = (entry) => matchesCode(entry.activity.code);
  } else {
    matches = (entry) => entry.searchLabel.includes(query);
  }
  const results: Activity[] = [];
  for (const entry of prepare(catalogue)) {
    if (matches(entry)) {
      results.push(entry.activity);
      if (results.length === limit) break;
    }
  }
  return results;
}

/** The suggestion's display text, 'code - label', as the picker shows it (splitActivityOption undoes it). */
export function activityOptionText(activity: Activity): string {
  return `${activity.code} - ${activity.label}`;
}

/**
 * The code and label of a 'code - label' suggestion, split on the first ' - ' (a code never holds one).
 * Text without the separator is all code and no label.
 */
export function splitActivityOption(option: string): Activity {
  const at = option.indexOf(' - ');
  return at < 0 ? { code: option, label: '' } : { code: option.slice(0, at), label: option.slice(at + 3) };
}
