-- Every change that ends or alters sessions announces itself, whoever makes it (the portal, an
-- operator in psql): a NOTIFY on '<schema>.portal_session_invalidated' (the channel naming of
-- server/db/database.ts), sent in the writing transaction and so delivered only on its commit.
-- Payload 'jti:<jti>' for a revoked token, 'user:<id>' when an account is disabled, deleted, changes
-- role or ends its sessions (tokens_valid_after). Every instance drops the matching entries of its
-- session cache (server/auth/session-cache.ts).

create function notify_session_invalidated() returns trigger
language plpgsql as $$
declare
  payload text;
begin
  -- Separate branches: a record field is only looked up when its statement runs.
  if tg_table_name = 'revoked_tokens' then
    payload := 'jti:' || new.jti;
  elsif tg_op = 'DELETE' then
    payload := 'user:' || old.id;
  else
    payload := 'user:' || new.id;
  end if;
  perform pg_notify(tg_table_schema || '.portal_session_invalidated', payload);
  return null;
end;
$$;

create trigger revoked_tokens_invalidate_sessions
  after insert on revoked_tokens
  for each row execute function notify_session_invalidated();

create trigger users_invalidate_sessions
  after update of active, role, tokens_valid_after on users
  for each row
  when (old.active is distinct from new.active
        or old.role is distinct from new.role
        or old.tokens_valid_after is distinct from new.tokens_valid_after)
  execute function notify_session_invalidated();

create trigger users_deleted_invalidate_sessions
  after delete on users
  for each row execute function notify_session_invalidated();
