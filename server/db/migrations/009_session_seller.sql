-- Authorisation reads the seller of a session from the session cache (server/auth/session-cache.ts),
-- so moving a user to another seller must end its cached sessions like a change of role does.
drop trigger users_invalidate_sessions on users;

create trigger users_invalidate_sessions
  after update of active, role, tokens_valid_after, seller_id on users
  for each row
  when (old.active is distinct from new.active
        or old.role is distinct from new.role
        or old.tokens_valid_after is distinct from new.tokens_valid_after
        or old.seller_id is distinct from new.seller_id)
  execute function notify_session_invalidated();
