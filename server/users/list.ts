/**
 * The users list: every filter given narrows it (none lists everyone), newest user first, paged by
 * keyset on the id (ids only grow, so the newest have the highest).
 */
import type { components, operations } from '../../openapi/generated/users.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { summaryOf, USER_COLUMNS, USER_FROM, type UserRecord } from './records.ts';

type ListQuery = NonNullable<operations['listUsers']['parameters']['query']>;
type UserPage = components['schemas']['UserPage'];

const DEFAULT_LIMIT = 25;

/** Text compared without case or the accents of Spanish (PGlite has no unaccent extension). */
const folded = (sql: string) => `lower(translate(${sql}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** LIKE's own characters typed in a search are only themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
/** Control characters match nothing a person typed (and PostgreSQL refuses NUL in text). */
const cleaned = (text: string | undefined) => (text ?? '').replace(/\p{Cc}/gu, '').trim();

const invalidCursor = () => new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list gave; start again from the first page');

export const encodeUserCursor = (id: number): string => Buffer.from(JSON.stringify(['users', id])).toString('base64url');

function decodeUserCursor(text: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== 'users') throw invalidCursor();
  const id: unknown = parsed[1];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw invalidCursor();
  return id;
}

export async function listUsersPage(db: Queryable, query: ListQuery): Promise<UserPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  const name = foldText(cleaned(query.name));
  if (name !== '') {
    const start = add(`${likeEscaped(name)}%`);
    conditions.push(
      `(${folded('u.first_name')} like ${start} or ${folded('u.last_name')} like ${start} or ${folded(`u.first_name || ' ' || u.last_name`)} like ${start})`,
    );
  }
  const email = cleaned(query.email).toLowerCase();
  if (email !== '') conditions.push(`u.email like ${add(`%${likeEscaped(email)}%`)}`);
  if (query.role !== undefined) conditions.push(`u.role = ${add(query.role)}`);
  if (query.status !== undefined) conditions.push(`u.active = ${add(query.status === 'active')}`);
  if (query.sellerId !== undefined) conditions.push(`u.seller_id = ${add(query.sellerId)}`);
  if (query.cursor !== undefined) conditions.push(`u.id < ${add(decodeUserCursor(query.cursor))}`);

  // One row more than the page tells whether another page follows.
  const rows = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from ${USER_FROM} ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
      order by u.id desc limit ${add(limit + 1)}`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(summaryOf), nextCursor: rows.length > limit && last ? encodeUserCursor(last.id) : null };
}
