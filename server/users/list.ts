/**
 * The users list: every filter given narrows it (none lists everyone), newest user first, paged by
 * keyset on the id (ids only grow, so the newest have the highest).
 */
import type { components, operations } from '../../openapi/generated/users.ts';
import type { Queryable } from '../db/database.ts';
import { keysetCondition, keysetCursor, keysetPage, rowId } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
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

const SCOPE = ['users'];
const cursor = keysetCursor([rowId]);

export const encodeUserCursor = (id: number): string => cursor.encode(SCOPE, [id]);

export async function listUsersPage(db: Queryable, query: ListQuery): Promise<UserPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  const name = foldText(cleaned(query.name));
  if (name !== '') {
    const start = parameters.add(`${likeEscaped(name)}%`);
    conditions.push(
      `(${folded('u.first_name')} like ${start} or ${folded('u.last_name')} like ${start} or ${folded(`u.first_name || ' ' || u.last_name`)} like ${start})`,
    );
  }
  const email = cleaned(query.email).toLowerCase();
  if (email !== '') conditions.push(`u.email like ${parameters.add(`%${likeEscaped(email)}%`)}`);
  if (query.role !== undefined) conditions.push(`u.role = ${parameters.add(query.role)}`);
  if (query.status !== undefined) conditions.push(`u.active = ${parameters.add(query.status === 'active')}`);
  if (query.sellerId !== undefined) conditions.push(`u.seller_id = ${parameters.add(query.sellerId)}`);
  if (query.cursor !== undefined) conditions.push(keysetCondition([{ sql: 'u.id', cast: 'int' }], cursor.decode(SCOPE, query.cursor), 'desc', parameters));

  // One row more than the page tells whether another page follows.
  const rows = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from ${USER_FROM} ${whereOf(conditions)} order by u.id desc limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => encodeUserCursor(last.id));
  return { items: page.rows.map(summaryOf), nextCursor: page.nextCursor };
}
