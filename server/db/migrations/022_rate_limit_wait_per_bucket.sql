-- The wait of a rate-limited attempt (see 008_rate_limit_attempt.sql), bucket by bucket. As one SQL
-- statement over unnest() and a lateral join, PostgreSQL planned it anew on every call (its array
-- parameters kept the plan custom), which made it most of the cost of every lookup and login
-- attempt: 0.27 ms a call against 0.08 ms now, measured with pgbench on one connection. Each bucket's
-- read here is a simple statement whose plan PL/pgSQL keeps for the session. Same answer: for each
-- enforced bucket the limit-th newest hit in its window; the wait until the latest of them leaves it,
-- or 0.
create or replace function rate_limit_wait_ms(
  p_buckets text[], p_limits integer[], p_windows_ms bigint[], p_enforce boolean[], p_now timestamptz
) returns double precision
language plpgsql stable as $$
declare
  waiting double precision := 0;
  edge timestamptz;
begin
  for i in 1 .. coalesce(array_length(p_buckets, 1), 0) loop
    continue when not p_enforce[i];
    select hit_at into edge from rate_limit_hits
     where bucket = p_buckets[i] and hit_at > p_now - p_windows_ms[i] * interval '1 millisecond'
     order by hit_at desc offset p_limits[i] - 1 limit 1;
    if found then
      waiting := greatest(waiting, extract(epoch from (edge - p_now)) * 1000 + p_windows_ms[i]);
    end if;
  end loop;
  return waiting;
end;
$$;
