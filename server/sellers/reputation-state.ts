/**
 * The SQL of what the portal remembers about a seller's reputation pop-up: the level the seller last
 * saw (and whether to show it again), and the log of the level met at each month's first sign-in.
 */
import type { components } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import type { DisplayLevel } from './reputation.ts';

type ReputationLog = components['schemas']['ReputationLog'];
type ReputationLogValue = components['schemas']['ReputationLogValue'];
type ReputationModalRecord = components['schemas']['ReputationModalRecord'];

/** The level the seller last saw, and whether the pop-up is to be shown again; null if never saved. */
export async function readModalState(db: Queryable, sellerId: number): Promise<{ modalShow: boolean; reputation: DisplayLevel } | null> {
  const [saved] = await db.query<{ modal_show: boolean; reputation: DisplayLevel }>('select modal_show, reputation from reputation_modal_state where seller_id = $1', [
    sellerId,
  ]);
  return saved ? { modalShow: saved.modal_show, reputation: saved.reputation } : null;
}

export async function saveModalState(db: Queryable, sellerId: number, state: { modalShow: boolean; reputation: DisplayLevel }, now: Date): Promise<ReputationModalRecord> {
  const [row] = await db.query<{ modal_show: boolean; reputation: DisplayLevel; updated_at: Date }>(
    `insert into reputation_modal_state (seller_id, modal_show, reputation, updated_at) values ($1, $2, $3, $4)
     on conflict (seller_id) do update
       set modal_show = excluded.modal_show, reputation = excluded.reputation, updated_at = excluded.updated_at
     returning modal_show, reputation, updated_at`,
    [sellerId, state.modalShow, state.reputation, now],
  );
  if (!row) throw new Error('reputation_modal_state upsert returned nothing');
  return { sellerId, modalShow: row.modal_show, reputation: row.reputation, updatedAt: row.updated_at.toISOString() };
}

/** Whether the seller's level was logged in `period` (YYYY-MM): a sign-in of that month was not its first. */
export async function hasReputationLog(db: Queryable, sellerId: number, period: string): Promise<boolean> {
  const [logged] = await db.query('select 1 from reputation_logs where seller_id = $1 and period = $2', [sellerId, period]);
  return logged !== undefined;
}

interface LogRow {
  id: number;
  seller_id: number;
  reputation: ReputationLogValue;
  period: string;
  created_at: Date;
}

const LOG_COLUMNS = 'id, seller_id, reputation, period, created_at';

const logOf = (row: LogRow): ReputationLog => ({
  id: row.id,
  sellerId: row.seller_id,
  reputation: row.reputation,
  period: row.period,
  createdAt: row.created_at.toISOString(),
});

/** The month's log: the one written now (`created`), or the one an earlier sign-in wrote. */
export async function logReputation(db: Queryable, sellerId: number, reputation: ReputationLogValue, period: string, now: Date): Promise<{ log: ReputationLog; created: boolean }> {
  const [created] = await db.query<LogRow>(
    `insert into reputation_logs (seller_id, reputation, period, created_at) values ($1, $2, $3, $4)
     on conflict (seller_id, period) do nothing returning ${LOG_COLUMNS}`,
    [sellerId, reputation, period, now],
  );
  if (created) return { log: logOf(created), created: true };
  const [existing] = await db.query<LogRow>(`select ${LOG_COLUMNS} from reputation_logs where seller_id = $1 and period = $2`, [sellerId, period]);
  if (!existing) throw new Error('reputation log vanished');
  return { log: logOf(existing), created: false };
}
