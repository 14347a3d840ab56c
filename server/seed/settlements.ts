/**
 * The demo settlements: for each published demo seller, the twelve fortnights (six months) before
 * the seed's fortnight, computed from the demo orders, returns, catalogue and reputation and closed
 * the morning after each ended (04:00 Santiago), those whose payment date has passed paid on it;
 * and the current fortnight, open. Everything is relative to the seed's `now`, so every seed of the
 * same `now` writes the same settlements.
 */
import type { Queryable } from '../db/database.ts';
import { recomputeLocked } from '../finance/compute.ts';
import { closeInTransaction, ensurePeriod, payInTransaction } from '../finance/periods.ts';
import { addDays, santiagoDay, santiagoInstantSql } from '../kit/santiagoCalendar.ts';
import { fortnightOf, paymentDueOn, previousFortnight } from '../../shared/finance/settlement.ts';

/** Six months of fortnights before the current one. */
const CLOSED_FORTNIGHTS = 12;

async function santiagoInstant(tx: Queryable, day: string, time: string): Promise<Date> {
  const [row] = await tx.query<{ at: Date }>(`select ${santiagoInstantSql('$1', '$2')} as at`, [day, time]);
  return row!.at;
}

export async function seedDemoSettlements(tx: Queryable, sellers: readonly { sellerId: number }[], adminId: number | null, now: Date): Promise<void> {
  const today = santiagoDay(now);
  const current = fortnightOf(today);
  const fortnights: { start: string; end: string }[] = [];
  for (let fortnight = previousFortnight(current.start); fortnights.length < CLOSED_FORTNIGHTS; fortnight = previousFortnight(fortnight.start)) fortnights.unshift(fortnight);
  for (const { sellerId } of sellers) {
    for (const fortnight of fortnights) {
      await ensurePeriod(tx, sellerId, fortnight, now);
      const [row] = await tx.query<{ id: number }>('select id from settlement_periods where seller_id = $1 and start_day = $2', [sellerId, fortnight.start]);
      const closedAt = await santiagoInstant(tx, addDays(fortnight.end, 1), '04:00');
      // Closed the morning after it ended (today's early hours count only once they are past).
      if (closedAt > now) continue;
      await closeInTransaction(tx, row!.id, closedAt);
      const due = paymentDueOn(fortnight.end);
      if (due < today) {
        const paidAt = await santiagoInstant(tx, due, '10:00');
        await payInTransaction(tx, adminId, row!.id, { paidOn: due, reference: `TRF-${sellerId}-${fortnight.start.replaceAll('-', '')}` }, paidAt);
      }
    }
    await ensurePeriod(tx, sellerId, current, now);
    const [open] = await tx.query<{ id: number }>('select id from settlement_periods where seller_id = $1 and start_day = $2', [sellerId, current.start]);
    await recomputeLocked(tx, { id: open!.id, sellerId, start: current.start, end: current.end }, now);
  }
}
