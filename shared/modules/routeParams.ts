/**
 * The kinds of value a module's route may take in a `$name` segment, declared once: a manifest
 * names a kind per parameter, and the route matcher (shared/modules/matchRoute.ts) parses the
 * segment with it, so every module refuses the same malformed ids in the same way.
 */

/** The largest id the contracts take (PostgreSQL's integer). */
export const MAX_INT32 = 2_147_483_647;

/**
 * A parameter's kind: `positiveInt32` (1 to 2147483647, written without sign, zeros in front or
 * spaces), `uuid` (any case, read lower-cased as the contracts write it), or one of a closed set of
 * lower-case words.
 */
export type ParamKind = 'positiveInt32' | 'uuid' | { readonly oneOf: readonly string[] };

/** What a parameter of that kind is once parsed. */
export type ParamValue<Kind> = Kind extends 'positiveInt32' ? number : Kind extends 'uuid' ? string : Kind extends { readonly oneOf: readonly (infer Word)[] } ? Word : never;

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The segment's value for the kind, or undefined when the segment is not one. */
export function parseParam(kind: ParamKind, segment: string): number | string | undefined {
  if (kind === 'positiveInt32') {
    if (!POSITIVE_INT.test(segment)) return undefined;
    const value = Number(segment);
    return value <= MAX_INT32 ? value : undefined;
  }
  if (kind === 'uuid') return UUID.test(segment) ? segment.toLowerCase() : undefined;
  return kind.oneOf.includes(segment) ? segment : undefined;
}
