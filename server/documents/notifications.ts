import type { components } from '../../openapi/generated/documents.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { prepareNotificationContent, unacceptable } from './notification-content.ts';

type Schemas = components['schemas'];
export type Notification = Schemas['Notification'];
export type AdminNotification = Schemas['AdminNotification'];
export type NotificationCreate = Schemas['NotificationCreate'];

/**
 * The notifications a user sees, as SQL over `n` (notifications) and `u` (users): addressed to the
 * user's seller (every seller, or listed), not withdrawn, started and not ended at `$now`.
 * Users of no seller (admins, staff) are never addressed.
 */
const VISIBLE_TO_USER = (now: string) => `u.seller_id is not null
   and (n.all_sellers or exists (select 1 from notification_sellers ns where ns.notification_id = n.id and ns.seller_id = u.seller_id))
   and n.withdrawn_at is null
   and n.start_at <= ${now}
   and (n.end_at is null or n.end_at > ${now})`;

interface UserNotificationRow {
  id: number;
  label: string;
  icon: string;
  size: Notification['size'];
  content: string;
  opened: boolean;
  created_at: Date;
}

/** The user's current notifications, newest first, with the user's own opened flag. */
export async function notificationsFor(db: Queryable, userId: number, now: Date): Promise<Notification[]> {
  const rows = await db.query<UserNotificationRow>(
    `select n.id, n.label, n.icon, n.size, n.content, n.created_at,
            exists (select 1 from notification_opens o where o.notification_id = n.id and o.user_id = u.id) as opened
       from users u cross join notifications n
      where u.id = $1 and ${VISIBLE_TO_USER('$2')}
      order by n.created_at desc, n.id desc`,
    [userId, now],
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    icon: row.icon,
    size: row.size,
    config: { content: row.content },
    opened: row.opened,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Marks a notification opened for this user only (the first opening time is kept). Not in the
 * user's list: 404, whoever else it is addressed to.
 */
export async function openNotification(db: Queryable, userId: number, notificationId: number, now: Date): Promise<void> {
  const [visible] = await db.query<{ id: number }>(
    `select n.id from users u cross join notifications n where u.id = $1 and n.id = $2 and ${VISIBLE_TO_USER('$3')}`,
    [userId, notificationId, now],
  );
  if (!visible) throw ApiProblem.notFound(`There is no notification ${notificationId} for you`);
  await db.query(
    `insert into notification_opens (notification_id, user_id, opened_at) values ($1, $2, $3)
     on conflict (notification_id, user_id) do nothing`,
    [notificationId, userId, now],
  );
}

interface AdminNotificationRow extends Omit<UserNotificationRow, 'opened'> {
  seller_ids: number[] | null;
  all_sellers: boolean;
  start_at: Date;
  end_at: Date | null;
  created_by: number;
  withdrawn_at: Date | null;
  opened_count: number;
}

const ADMIN_SELECT = `select n.id, n.label, n.icon, n.size, n.content, n.all_sellers, n.start_at, n.end_at, n.created_at,
       n.created_by, n.withdrawn_at,
       (select json_agg(ns.seller_id order by ns.seller_id) from notification_sellers ns where ns.notification_id = n.id) as seller_ids,
       (select count(*)::int from notification_opens o where o.notification_id = n.id) as opened_count
  from notifications n`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function adminNotificationOf(row: AdminNotificationRow): AdminNotification {
  return {
    id: row.id,
    label: row.label,
    icon: row.icon,
    size: row.size,
    config: { content: row.content },
    sellerIds: row.all_sellers ? null : (row.seller_ids ?? []),
    startDate: new Date(row.start_at).toISOString(),
    endDate: iso(row.end_at),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    withdrawnAt: iso(row.withdrawn_at),
    openedCount: row.opened_count,
  };
}

export async function listAllNotifications(db: Queryable, limit: number, offset: number): Promise<{ data: AdminNotification[]; total: number }> {
  const rows = await db.query<AdminNotificationRow>(`${ADMIN_SELECT} order by n.created_at desc, n.id desc limit $1 offset $2`, [limit, offset]);
  const [{ total = 0 } = {}] = await db.query<{ total: number }>('select count(*)::int as total from notifications');
  return { data: rows.map(adminNotificationOf), total };
}

/**
 * Creates a notification for every seller or the listed ones. The content is validated as a
 * component reference or sanitised as HTML (notification-content.ts); 422 for an end not after
 * the start or an unknown seller.
 */
export async function createNotification(db: Database | Queryable, body: NotificationCreate, createdBy: number, now: Date): Promise<AdminNotification> {
  const content = prepareNotificationContent(body.config.content);
  const startAt = body.startDate ? new Date(body.startDate) : now;
  const endAt = body.endDate ? new Date(body.endDate) : null;
  if (endAt && endAt.getTime() <= startAt.getTime()) throw unacceptable('body.endDate', 'must be after startDate');
  const sellerIds = body.sellerIds ?? null;

  const work = async (tx: Queryable) => {
    if (sellerIds) {
      const known = new Set(
        (await tx.query<{ id: number }>('select id from sellers where id = any($1::int[])', [sellerIds])).map((row) => row.id),
      );
      const unknown = sellerIds.findIndex((id) => !known.has(id));
      if (unknown !== -1) throw unacceptable(`body.sellerIds.${unknown}`, `is not a seller (${sellerIds[unknown]})`);
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into notifications (label, icon, size, content, all_sellers, start_at, end_at, created_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [body.label, body.icon, body.size, content, sellerIds === null, startAt, endAt, now, createdBy],
    );
    if (!row) throw new Error('The notification was not stored');
    if (sellerIds) {
      await tx.query('insert into notification_sellers (notification_id, seller_id) select $1, unnest($2::int[])', [row.id, sellerIds]);
    }
    const [created] = await tx.query<AdminNotificationRow>(`${ADMIN_SELECT} where n.id = $1`, [row.id]);
    if (!created) throw new Error(`Notification ${row.id} was not stored`);
    return adminNotificationOf(created);
  };
  return 'transaction' in db ? db.transaction(work) : work(db);
}

/** Withdraws a notification (idempotent: the first withdrawal time is kept); 404 if it never existed. */
export async function withdrawNotification(db: Queryable, notificationId: number, now: Date): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    'update notifications set withdrawn_at = coalesce(withdrawn_at, $2) where id = $1 returning id',
    [notificationId, now],
  );
  if (!row) throw ApiProblem.notFound(`There is no notification ${notificationId}`);
}
