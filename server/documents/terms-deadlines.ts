import type { Database, Queryable } from '../db/database.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { termsReminderMail } from './terms-reminder-mail.ts';
import { suspendSeller } from './terms-suspensions.ts';
import { mandatoryTermsInForce } from './terms-in-force.ts';

export const TERMS_DEADLINES_JOB = 'terms-deadlines';

/** The reminders, by the days left to the approval limit when they are due. */
export type ReminderKind = 'seven_days' | 'one_day';

/**
 * Which reminder is due with `daysLeft` days to the limit (0 = the limit is today, still in time):
 * the 7-day one from 7 to 2 days left, the 1-day one on the last two days, none otherwise. A range
 * rather than an exact day, so a day the job did not run (every instance down) still sends it late.
 */
export function reminderDue(daysLeft: number): ReminderKind | null {
  if (daysLeft < 0 || daysLeft > 7) return null;
  return daysLeft <= 1 ? 'one_day' : 'seven_days';
}

/** Schedules today's run (a Santiago day): one per day whichever instance asks first. */
export const scheduleDailyTermsDeadlines = (db: Queryable, now: Date): Promise<boolean> =>
  scheduleJob(db, { name: TERMS_DEADLINES_JOB, singletonKey: `day-${santiagoDay(now)}`, runAt: now }, now);

/** Schedules a run now, for a starting instance (the run is idempotent, so an extra one is harmless). */
export const scheduleTermsDeadlinesOnStart = (db: Queryable, now: Date, instanceId: string): Promise<boolean> =>
  scheduleJob(db, { name: TERMS_DEADLINES_JOB, singletonKey: `start-${now.toISOString()}-${instanceId}`, runAt: now }, now);

interface MandatoryVersion {
  id: number;
  title: string;
  version: number;
  approval_limit_date: string;
  days_left: number;
}

/** The mandatory versions in force on `today` (./terms-in-force.ts), with the days left to the limit. */
export async function mandatoryVersionsInForce(db: Queryable, today: string): Promise<MandatoryVersion[]> {
  return db.query<MandatoryVersion>(
    `select t.id, t.title, t.version, to_char(t.approval_limit_date, 'YYYY-MM-DD') as approval_limit_date,
            (t.approval_limit_date - $1::date)::int as days_left
       from ${mandatoryTermsInForce('$1::date')} t
      order by t.approval_limit_date, t.id`,
    [today],
  );
}

const sellersWithout = (db: Queryable, termsId: number) =>
  db.query<{ id: number; name: string }>(
    `select s.id, s.name from sellers s
      where not exists (select 1 from terms_acceptances a where a.terms_id = $1 and a.seller_id = s.id)
      order by s.id`,
    [termsId],
  );

/** Who reads a seller's reminders: its active users, or its commercial address when it has none. */
async function recipientsOf(db: Queryable, seller: { id: number; name: string }): Promise<{ to: string; greeting: string }[]> {
  const users = await db.query<{ email: string; first_name: string }>(
    `select email, first_name from users where seller_id = $1 and role = 'seller' and active order by id`,
    [seller.id],
  );
  if (users.length > 0) return users.map((user) => ({ to: user.email, greeting: user.first_name }));
  const [row] = await db.query<{ commercial_email: string | null }>('select commercial_email from sellers where id = $1', [seller.id]);
  return row?.commercial_email ? [{ to: row.commercial_email, greeting: seller.name }] : [];
}

export interface TermsDeadlinesRun {
  remindersSent: number;
  suspended: number;
}

/**
 * The deadline job: for every mandatory version in force, every seller that has not accepted it
 * gets the reminder due (once per seller, version and kind: the reminder row and its mails commit
 * together, and a concurrent runner's insert waits on the key and then does nothing), and once the
 * limit has passed the seller is suspended (see suspendSeller). Safe to run any number of times.
 */
export async function runTermsDeadlines(
  db: Database,
  input: { now: Date; loginUrl: string; queueMail: (tx: Queryable, mail: OutgoingMail) => Promise<number> },
): Promise<TermsDeadlinesRun> {
  const { now } = input;
  const result: TermsDeadlinesRun = { remindersSent: 0, suspended: 0 };
  for (const version of await mandatoryVersionsInForce(db, santiagoDay(now))) {
    const kind = reminderDue(version.days_left);
    const overdue = version.days_left < 0;
    if (!kind && !overdue) continue;
    for (const seller of await sellersWithout(db, version.id)) {
      if (overdue) {
        const suspended = await db.transaction((tx) =>
          suspendSeller(tx, { termsId: version.id, sellerId: seller.id, approvalLimitDate: version.approval_limit_date, now }),
        );
        if (suspended) result.suspended += 1;
        continue;
      }
      const sent = await db.transaction(async (tx) => {
        const inserted = await tx.query(
          `insert into terms_reminders (terms_id, seller_id, kind, sent_at)
           select $1, $2, $3, $4
            where not exists (select 1 from terms_acceptances a where a.terms_id = $1 and a.seller_id = $2)
           on conflict (terms_id, seller_id, kind) do nothing returning kind`,
          [version.id, seller.id, kind, now],
        );
        if (inserted.length === 0) return false;
        for (const recipient of await recipientsOf(tx, seller)) {
          await input.queueMail(
            tx,
            termsReminderMail({
              ...recipient,
              sellerName: seller.name,
              termsTitle: version.title,
              termsVersion: version.version,
              approvalLimitDate: version.approval_limit_date,
              daysLeft: version.days_left,
              loginUrl: input.loginUrl,
            }),
          );
        }
        return true;
      });
      if (sent) result.remindersSent += 1;
    }
  }
  return result;
}
