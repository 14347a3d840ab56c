/**
 * Telling which rule the database refused a write for, the same way on PostgreSQL (whose error
 * names the constraint) and PGlite (whose message does).
 */

/** A unique violation of `constraint` (an index or constraint name, or part of it). */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return code === '23505' && String(name ?? message).includes(constraint);
}
