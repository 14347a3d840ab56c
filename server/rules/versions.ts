/**
 * The stored versions of the reputation rules (migration 020): reading them, choosing the one a
 * month is scored with, and adding the next. A version never changes once written.
 */
import type { components } from '../../openapi/generated/rules.ts';
import type { Queryable } from '../db/database.ts';
import { santiagoInstantSql } from '../kit/santiagoCalendar.ts';
import { ruleValuesSchema, type RuleValues } from '../../shared/rules/ruleSet.ts';

export type RuleVersion = components['schemas']['RuleVersion'];
export type RuleVersionSummary = components['schemas']['RuleVersionSummary'];

interface VersionRow {
  version: number;
  effectiveFrom: string;
  note: string;
  savedBy: string | null;
  savedAt: Date | string;
  ruleValues: unknown;
}

const SELECT_VERSION = `
  select v.version, to_char(v.effective_from, 'YYYY-MM-DD') as "effectiveFrom", v.note,
         case when u.id is null then null else u.first_name || ' ' || u.last_name end as "savedBy",
         v.created_at as "savedAt", v.rule_values as "ruleValues"
    from reputation_rule_versions v left join users u on u.id = v.created_by`;

// PGlite and node-postgres both parse jsonb; the schema still checks what the database gave back,
// so a hand-edited row cannot reach the scoring as something else than rules.
const valuesOf = (row: VersionRow): RuleValues => ruleValuesSchema.parse(typeof row.ruleValues === 'string' ? JSON.parse(row.ruleValues) : row.ruleValues);

const summaryOf = (row: VersionRow): RuleVersionSummary => ({
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  note: row.note,
  savedBy: row.savedBy,
  savedAt: new Date(row.savedAt).toISOString(),
});

const versionOf = (row: VersionRow): RuleVersion => ({ ...summaryOf(row), values: valuesOf(row) });

/** The newest version: the one in force for the month still open. */
export async function currentRuleVersion(db: Queryable): Promise<RuleVersion> {
  const [row] = await db.query<VersionRow>(`${SELECT_VERSION} order by v.version desc limit 1`);
  if (!row) throw new Error('reputation_rule_versions has no version: migration 020 writes the first');
  return versionOf(row);
}

export async function findRuleVersion(db: Queryable, version: number): Promise<RuleVersion | null> {
  const [row] = await db.query<VersionRow>(`${SELECT_VERSION} where v.version = $1`, [version]);
  return row ? versionOf(row) : null;
}

/** Every version, the newest first. */
export async function ruleHistory(db: Queryable): Promise<RuleVersionSummary[]> {
  const rows = await db.query<VersionRow>(`${SELECT_VERSION} order by v.version desc`);
  return rows.map(summaryOf);
}

/**
 * The rules a month is scored with: the newest version in force on its first day. A version saved
 * during a month is in force from that month's first day, so the month still open takes it and a
 * month already closed keeps the one it had.
 */
export async function rulesForMonth(db: Queryable, firstDay: string): Promise<RuleValues> {
  return (await ruleVersionForMonth(db, firstDay)).values;
}

/** The same choice with the version's number, for answers that say which version explains a month. */
export async function ruleVersionForMonth(db: Queryable, firstDay: string): Promise<RuleVersion> {
  const [row] = await db.query<VersionRow>(`${SELECT_VERSION} where v.effective_from <= $1::date order by v.version desc limit 1`, [firstDay]);
  if (!row) throw new Error(`no reputation rules in force on ${firstDay}`);
  return versionOf(row);
}

/**
 * The versions two months are scored with, in one read: the reputation summary explains the month
 * closed with one and projects the month open with the other, and asks for both on every home.
 */
export async function ruleVersionsForMonths(db: Queryable, first: string, second: string): Promise<[RuleVersion, RuleVersion]> {
  const rows = await db.query<VersionRow & { n: number }>(
    `select m.n, x.* from (values ($1::date, 1), ($2::date, 2)) as m(first_day, n)
       cross join lateral (${SELECT_VERSION} where v.effective_from <= m.first_day order by v.version desc limit 1) x
      order by m.n`,
    [first, second],
  );
  const [one, two] = rows;
  if (!one || !two || rows.length !== 2) throw new Error(`no reputation rules in force on ${first} or ${second}`);
  return [versionOf(one), versionOf(two)];
}

/**
 * The instant the Seller Conference invitation ends by the version in force now: its cutoff is a
 * Santiago day and time, which the database turns into an instant with Chile's offset of that day
 * (summer time or not), as the scoring does with its days.
 */
export async function conferenceCutoffInForce(db: Queryable): Promise<string> {
  const { values } = await currentRuleVersion(db);
  const [row] = await db.query<{ cutoff: Date | string }>(`select ${santiagoInstantSql('$1', '$2')} as cutoff`, [
    values.conferenceCutoffDay,
    values.conferenceCutoffTime,
  ]);
  if (!row) throw new Error('the cutoff instant could not be computed');
  return new Date(row.cutoff).toISOString();
}

/**
 * Adds the version after `basedOnVersion`, in force from `effectiveFrom`; null when that version is
 * no longer the newest (someone saved first). The primary key settles two saves racing on the same
 * base: one row is written, the other finds the number taken.
 */
export async function addRuleVersion(
  db: Queryable,
  save: { basedOnVersion: number; values: RuleValues; note: string; savedBy: number; savedAt: Date; effectiveFrom: string },
): Promise<number | null> {
  const rows = await db.query<{ version: number }>(
    `insert into reputation_rule_versions (version, effective_from, rule_values, note, created_by, created_at)
     select $1::int + 1, $2::date, $3::jsonb, $4, $5, $6
      where (select max(version) from reputation_rule_versions) = $1::int
     on conflict (version) do nothing
     returning version`,
    [save.basedOnVersion, save.effectiveFrom, JSON.stringify(save.values), save.note.trim(), save.savedBy, save.savedAt.toISOString()],
  );
  return rows[0]?.version ?? null;
}
