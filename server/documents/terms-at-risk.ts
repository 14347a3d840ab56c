import type { components } from '../../openapi/generated/documents.ts';
import type { Queryable } from '../db/database.ts';
import { mandatoryTermsInForce } from './terms-in-force.ts';

export type TermsAtRisk = components['schemas']['TermsAtRisk'];
type ReminderSent = components['schemas']['TermsReminderSent'];

interface AtRiskRow {
  terms_id: number;
  key: string;
  version: number;
  title: string;
  approval_limit_date: string;
  days_left: number;
  seller_id: number;
  seller_name: string;
  published: boolean;
  reminders: { kind: ReminderSent['kind']; sent_at: string }[] | null;
  suspended_at: Date | null;
}

// The mandatory versions in force (./terms-in-force.ts) crossed with the sellers that
// have not accepted them; a suspension for an earlier version of the same key counts, since
// accepting this version is what lifts it.
const AT_RISK_FROM = `
  from ${mandatoryTermsInForce('$1::date')} t
  join sellers s on not exists (select 1 from terms_acceptances a where a.terms_id = t.id and a.seller_id = s.id)
 where $2::int is null or t.id = $2`;

/** One page of the sellers at risk of (or in) suspension for not accepting mandatory terms. */
export async function listTermsAtRisk(
  db: Queryable,
  input: { today: string; termsId: number | null; limit: number; offset: number },
): Promise<{ data: TermsAtRisk[]; total: number }> {
  const rows = await db.query<AtRiskRow>(
    `select t.id as terms_id, t.key, t.version, t.title, to_char(t.approval_limit_date, 'YYYY-MM-DD') as approval_limit_date,
            (t.approval_limit_date - $1::date)::int as days_left, s.id as seller_id, s.name as seller_name, s.publish as published,
            (select json_agg(json_build_object('kind', r.kind, 'sent_at', r.sent_at) order by r.sent_at, r.kind)
               from terms_reminders r where r.terms_id = t.id and r.seller_id = s.id) as reminders,
            (select min(x.suspended_at) from terms_suspensions x join terms xt on xt.id = x.terms_id
              where x.seller_id = s.id and x.lifted_at is null and xt.key = t.key) as suspended_at
     ${AT_RISK_FROM}
     order by t.approval_limit_date, t.id, s.name, s.id
     limit $3 offset $4`,
    [input.today, input.termsId, input.limit, input.offset],
  );
  const [{ total = 0 } = {}] = await db.query<{ total: number }>(`select count(*)::int as total ${AT_RISK_FROM}`, [input.today, input.termsId]);
  return {
    total,
    data: rows.map((row) => ({
      termsId: row.terms_id,
      key: row.key,
      version: row.version,
      title: row.title,
      approvalLimitDate: row.approval_limit_date,
      daysLeft: row.days_left,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      published: row.published,
      reminders: (row.reminders ?? []).map((reminder) => ({ kind: reminder.kind, sentAt: new Date(reminder.sent_at).toISOString() })),
      suspended: row.suspended_at !== null,
      suspendedAt: row.suspended_at ? new Date(row.suspended_at).toISOString() : null,
    })),
  };
}
