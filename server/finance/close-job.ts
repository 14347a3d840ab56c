/**
 * The daily closing of settlements on the job queue: once a day (Santiago), every seller in the
 * publish history gets its current fortnight's period, and every open period whose last day is over
 * is closed, each in its own transaction. A period closed meanwhile (by admin, or by another
 * instance's run) answers 409 and is skipped: closing twice closes once.
 */
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { closePeriod, endedOpenPeriods, ensureCurrentPeriods, settledSellers } from './periods.ts';

export const SETTLEMENT_CLOSE_JOB = 'settlement-close';

/** One run per Santiago day, whichever instance schedules it first. */
export const scheduleDailySettlementClose = (db: Queryable, now: Date): Promise<boolean> =>
  scheduleJob(db, { name: SETTLEMENT_CLOSE_JOB, singletonKey: `day-${santiagoDay(now)}`, runAt: now }, now);

/** Opens the current periods and closes the ended ones; answers how many it closed. */
export async function runSettlementClose(db: Database, now: Date): Promise<{ closed: number }> {
  for (const sellerId of await settledSellers(db)) await ensureCurrentPeriods(db, sellerId, now);
  let closed = 0;
  for (const periodId of await endedOpenPeriods(db, now)) {
    try {
      await closePeriod(db, periodId, now);
      closed += 1;
    } catch (error) {
      if (!(error instanceof ApiProblem && error.statusCode === 409)) throw error;
    }
  }
  return { closed };
}
