/**
 * The database's refusals of a catalogue write, as the answers that tell a person what to change:
 * a taken code or name is a 409 naming the field.
 */
import { isUniqueViolationOf } from '../db/violations.ts';
import { ApiProblem } from '../http/api-problem.ts';

const taken = (code: string, field: string) => new ApiProblem(409, code, `${field} is taken`, { details: [{ field, message: code }] });

/** The unique rules of the tree, as the 409 that names the field a person must change. */
export function categoryWriteProblem(error: unknown): ApiProblem | null {
  if (isUniqueViolationOf(error, 'catalog_categories_code')) return taken('CATEGORY_CODE_TAKEN', 'body.code');
  if (isUniqueViolationOf(error, 'catalog_categories_sibling_name')) return taken('CATEGORY_NAME_TAKEN', 'body.name');
  return null;
}

export const brandWriteProblem = (error: unknown): ApiProblem | null =>
  isUniqueViolationOf(error, 'catalog_brands_name') ? taken('BRAND_NAME_TAKEN', 'body.name') : null;

/** Runs a write, answering the database's refusals of a taken name or code as their 409. */
export async function writing<T>(work: () => Promise<T>, problemOf: (error: unknown) => ApiProblem | null): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw problemOf(error) ?? error;
  }
}
