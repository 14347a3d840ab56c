-- A rate-limited attempt in one round trip (server/auth/rate-limits.ts). The public lookups, the
-- logins and the reset links all count attempts, so this is the busiest write of the portal; as one
-- statement it needs no client-side transaction and holds no pooled connection while it waits.

-- How long (ms) until every enforced bucket takes one more hit: 0 when all can now. For each, the
-- limit-th newest hit in its window; once it leaves the window, one more attempt fits.
create function rate_limit_wait_ms(
  p_buckets text[], p_limits integer[], p_windows_ms bigint[], p_enforce boolean[], p_now timestamptz
) returns double precision
language sql as $$
  select coalesce(max(extract(epoch from (edge.hit_at - p_now)) * 1000 + b.window_ms), 0)
    from unnest(p_buckets, p_limits, p_windows_ms, p_enforce) as b(bucket, hit_limit, window_ms, enforce)
    cross join lateral (
      select hit_at from rate_limit_hits
       where bucket = b.bucket and hit_at > p_now - b.window_ms * interval '1 millisecond'
       order by hit_at desc offset b.hit_limit - 1 limit 1
    ) edge
   where b.enforce
$$;

-- Refuses (allowed false, with the wait) when an enforced bucket is full; otherwise records one hit
-- per bucket and returns their ids.
-- 1. A full bucket is refused by reads alone: under a guessing attack every attempt after the limit
--    is such a refusal, and none of them waits for a lock.
-- 2. Otherwise the buckets are locked in a fixed order (no deadlock between two attempts), checked
--    again (each statement here reads what committed before it, so after the lock nothing is
--    missed) and the hits recorded. The locks last until this statement's transaction commits, so
--    parallel attempts cannot overshoot a limit.
create function count_rate_limit_attempt(
  p_buckets text[], p_limits integer[], p_windows_ms bigint[], p_enforce boolean[], p_now timestamptz
) returns table (allowed boolean, wait_ms double precision, hit_ids integer[])
language plpgsql as $$
declare
  waiting double precision;
  locked text;
  ids integer[];
begin
  waiting := rate_limit_wait_ms(p_buckets, p_limits, p_windows_ms, p_enforce, p_now);
  if waiting > 0 then
    return query select false, waiting, '{}'::integer[];
    return;
  end if;
  for locked in select distinct bucket from unnest(p_buckets) as bucket order by bucket loop
    perform pg_advisory_xact_lock(hashtext(locked));
  end loop;
  waiting := rate_limit_wait_ms(p_buckets, p_limits, p_windows_ms, p_enforce, p_now);
  if waiting > 0 then
    return query select false, waiting, '{}'::integer[];
    return;
  end if;
  with recorded as (
    insert into rate_limit_hits (bucket, hit_at) select bucket, p_now from unnest(p_buckets) as bucket returning id
  )
  select array_agg(id) into ids from recorded;
  return query select true, 0::double precision, ids;
end;
$$;
