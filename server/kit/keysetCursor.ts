import { ApiProblem } from '../http/api-problem.ts';
import type { SqlParameters } from './sqlParameters.ts';

/**
 * Keyset paging, written once for every list. A page ends on a row; the next page starts strictly
 * beyond that row's sort values and id, so rows that arrive or leave meanwhile never make a page
 * repeat or skip one, and a deep page costs what the first does.
 *
 * The cursor handed to the client is opaque: base64url JSON of `[...scope, ...key]`. The scope names
 * what the cursor was made for (the list, its sort and direction, its tab) and must match exactly;
 * the key is the last row's sort values and id, each checked against what the list could have
 * written. Anything else (another list's cursor, another sort's, a tampered or malformed one) is a
 * 400 INVALID_CURSOR: paging must never silently restart from the top.
 */

/** A cursor value's check: whether it is a value the list could have written. */
export type CursorValue<T> = (value: unknown) => value is T;

type Values<Checks extends readonly CursorValue<unknown>[]> = { -readonly [K in keyof Checks]: Checks[K] extends CursorValue<infer T> ? T : never };

/** What a cursor was made for: compared as it is, never read back. */
export type CursorScope = readonly (string | number)[];

export interface KeysetCursor<Key extends readonly unknown[]> {
  encode(scope: CursorScope, key: Key): string;
  /** The key of a cursor made for `scope`; anything else is a 400 INVALID_CURSOR. */
  decode(scope: CursorScope, text: string): Key;
}

const MAX_INT = 2_147_483_647;

/** The refusal of every list: the same status and code the contracts name. */
export const invalidCursor = (): ApiProblem =>
  new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list handed out for this view; start again from the first page');

/** A row id: a positive 32-bit integer, as the database's `int` keys are. */
export const rowId: CursorValue<number> = (value): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_INT;

/** A whole amount that fits the database's `int`, zero included. */
export const wholeAmount: CursorValue<number> = (value): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INT;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * An instant as {@link instantKeySql} writes it, with the six decimals the database keeps (a JS Date
 * has three, and a key rounded to them would repeat or skip rows of the same millisecond).
 */
export const instantKey: CursorValue<string> = (value): value is string => {
  if (typeof value !== 'string' || !INSTANT.test(value)) return false;
  // A real instant: JavaScript would roll 30 February over to March; the database would refuse it.
  const milliseconds = `${value.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
};

/** Text the whole of which matches `pattern` (anchor it). */
export const textMatching =
  (pattern: RegExp): CursorValue<string> =>
  (value): value is string =>
    typeof value === 'string' && pattern.test(value);

/** SQL writing a timestamptz column as {@link instantKey} reads it back. */
export const instantKeySql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor whose key holds one value per check, in order (the id last, by convention). */
export function keysetCursor<const Checks extends readonly CursorValue<unknown>[]>(checks: Checks): KeysetCursor<Values<Checks>> {
  return {
    encode: (scope, key) => Buffer.from(JSON.stringify([...scope, ...key])).toString('base64url'),
    decode: (scope, text) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (!Array.isArray(parsed) || parsed.length !== scope.length + checks.length) throw invalidCursor();
      if (scope.some((value, index) => parsed[index] !== value)) throw invalidCursor();
      const key = parsed.slice(scope.length);
      if (!checks.every((check, index) => check(key[index]))) throw invalidCursor();
      return key as Values<Checks>;
    },
  };
}

/**
 * A list whose contract fixes its cursor as a bare id in decimal digits (the invoices list): the
 * same keyset, without the opaque wrapping. The contract already refuses anything but digits.
 */
export const decimalIdCursor = {
  encode: (id: number): string => String(id),
  decode: (text: string): number => {
    const id = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
    if (!rowId(id)) throw invalidCursor();
    return id;
  },
};

export type SortDirection = 'asc' | 'desc';

/** A column of the keyset and the type its cursor value is cast to. */
export interface KeysetColumn {
  sql: string;
  cast: string;
}

/**
 * The condition "strictly beyond the last row" in the page's order: `(sort, id) < ($1::timestamptz,
 * $2::int)` for a descending page. The columns must be the ORDER BY's, in order, all in `direction`,
 * so the index that orders the page also answers the condition.
 */
export function keysetCondition(columns: readonly KeysetColumn[], after: readonly unknown[], direction: SortDirection, parameters: SqlParameters): string {
  if (columns.length !== after.length) throw new Error('keysetCondition: one cursor value per column');
  const comparison = direction === 'desc' ? '<' : '>';
  const values = columns.map((column, index) => `${parameters.add(after[index])}::${column.cast}`);
  if (columns.length === 1) return `${columns[0]!.sql} ${comparison} ${values[0]}`;
  return `(${columns.map((column) => column.sql).join(', ')}) ${comparison} (${values.join(', ')})`;
}

/**
 * A page from rows fetched with `limit + 1`: the extra row only says another page follows, and the
 * next cursor is made from the page's last row.
 */
export function keysetPage<Row>(rows: readonly Row[], limit: number, cursorOf: (last: Row) => string): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
