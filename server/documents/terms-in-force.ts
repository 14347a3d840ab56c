/**
 * Which terms versions bind sellers on a day: per key, the newest version that has started, unless
 * it has ended, and only the mandatory ones (`exception` 0). The same versions the terms check shows
 * sellers; the deadline job, the at-risk list and the seller directory's "terms signed" all read
 * them through this one query.
 */

/** A subquery of those versions (every column of `terms`) on `day`, a SQL expression of type date. */
export const mandatoryTermsInForce = (day: string): string => `(
  select newest.* from (select distinct on (t.key) t.* from terms t where t.start_date <= ${day} order by t.key, t.version desc) newest
   where newest.exception = 0 and (newest.end_date is null or newest.end_date >= ${day}))`;
