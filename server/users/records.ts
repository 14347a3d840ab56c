/**
 * A portal user as the users service shows them, and the history of changes made to them.
 */
import type { components } from '../../openapi/generated/users.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Role } from '../auth/roles.ts';

type UserSummary = components['schemas']['UserSummary'];
type UserEvent = components['schemas']['UserEvent'];
export type UserChange = components['schemas']['UserChange'];

export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  active: boolean;
  seller_id: number | null;
  seller_name: string | null;
  created_at: Date;
}

export const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.role, u.active, u.seller_id, s.name as seller_name, u.created_at`;
export const USER_FROM = `users u left join sellers s on s.id = u.seller_id`;

export const userNotFound = (): ApiProblem => new ApiProblem(404, 'USER_NOT_FOUND', 'No user has this id');

export const summaryOf = (row: UserRecord): UserSummary => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
  status: row.active ? 'active' : 'disabled',
  seller: row.seller_id === null ? null : { id: row.seller_id, name: row.seller_name ?? '' },
  createdAt: row.created_at.toISOString(),
});

/** The user's row (locked until the transaction ends with `forUpdate`), or 404. */
export async function findUser(db: Queryable, userId: number, { forUpdate = false } = {}): Promise<UserRecord> {
  const [row] = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from ${USER_FROM} where u.id = $1 ${forUpdate ? 'for update of u' : ''}`,
    [userId],
  );
  if (!row) throw userNotFound();
  return row;
}

/** Every change made to the user, newest first, with who made it. */
export async function historyOf(db: Queryable, userId: number): Promise<UserEvent[]> {
  const rows = await db.query<{
    id: number;
    kind: UserEvent['kind'];
    changes: UserChange[];
    created_at: Date;
    actor_id: number | null;
    actor_first_name: string | null;
    actor_last_name: string | null;
    actor_email: string | null;
  }>(
    `select e.id, e.kind, e.changes, e.created_at, a.id as actor_id, a.first_name as actor_first_name,
            a.last_name as actor_last_name, a.email as actor_email
       from user_events e left join users a on a.id = e.actor_id
      where e.user_id = $1 order by e.created_at desc, e.id desc`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(), email: row.actor_email ?? '' },
    changes: row.changes,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The sellers a history names by id (from or to of a seller change), with their names now, by id. */
export async function sellersNamedIn(db: Queryable, history: readonly UserEvent[]): Promise<Array<{ id: number; name: string }>> {
  const ids = new Set<number>();
  for (const event of history) {
    for (const change of event.changes) {
      if (change.field !== 'sellerId') continue;
      for (const value of [change.from, change.to]) if (typeof value === 'number') ids.add(value);
    }
  }
  if (ids.size === 0) return [];
  return db.query<{ id: number; name: string }>('select id, name from sellers where id = any($1::int[]) order by id', [[...ids]]);
}

/** Records a change (in the caller's transaction). */
export async function recordUserEvent(
  tx: Queryable,
  event: { userId: number; kind: UserEvent['kind']; actorId: number; changes: readonly UserChange[]; at: Date },
): Promise<void> {
  await tx.query('insert into user_events (user_id, kind, actor_id, changes, created_at) values ($1, $2, $3, $4::jsonb, $5)', [
    event.userId,
    event.kind,
    event.actorId,
    JSON.stringify(event.changes),
    event.at,
  ]);
}
