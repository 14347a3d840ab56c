import { passwordMessages, passwordProblems } from '../../shared/validation/password.ts';
import type { components } from '../../openapi/generated/auth.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { issuePasswordLink, tokenSha256 } from './password-links.ts';
import { RATE_LIMITS, clearBucket, countAttempt, rateBuckets } from './rate-limits.ts';

type ResetHashResponse = components['schemas']['ResetHashResponse'];

export const RESET_LINK_MINUTES = 30;

const linkExpired = () => new ApiProblem(410, 'RESET_LINK_EXPIRED', 'Your password change attempt has expired. Please try again.');

async function limitResetLinkUse(context: AppContext, address: string): Promise<void> {
  const decision = await countAttempt(context.db, context.clock(), [
    { bucket: rateBuckets.resetLinkAddress(address), rule: RATE_LIMITS.resetLinkUsesPerAddress, enforce: true },
  ]);
  if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);
}

/**
 * Mails a single-use link when the e-mail belongs to an active account. The caller answers the
 * same either way; the token is random (32 bytes) and only its SHA-256 is stored.
 */
export async function requestPasswordReset(context: AppContext, email: string, address: string): Promise<void> {
  const decision = await countAttempt(context.db, context.clock(), [
    { bucket: rateBuckets.resetRequestAddress(address), rule: RATE_LIMITS.resetRequestsPerAddress, enforce: true },
  ]);
  if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);

  const now = context.clock();
  const queued = await context.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; email: string; first_name: string }>(
      'select id, email, first_name from users where email = $1 and active',
      [email.toLowerCase()],
    );
    if (!user) return false;
    const link = await issuePasswordLink(tx, { publicUrl: context.publicUrl, userId: user.id, now, validMs: RESET_LINK_MINUTES * 60_000 });
    await context.queueMail(tx, passwordResetMail({ to: user.email, firstName: user.first_name, link, validMinutes: RESET_LINK_MINUTES }));
    return true;
  });
  if (queued) context.sendQueuedMail();
}

/** Whether the link may still be used (unused, not expired, its account active); does not consume it. */
export async function checkResetLink(context: AppContext, token: string, address: string): Promise<ResetHashResponse> {
  await limitResetLinkUse(context, address);
  const [row] = await context.db.query<{ expires_at: Date }>(
    `select t.expires_at from password_reset_tokens t join users u on u.id = t.user_id
      where t.token_sha256 = $1 and t.used_at is null and t.expires_at > $2 and u.active`,
    [tokenSha256(token), context.clock()],
  );
  if (!row) throw linkExpired();
  return { hash: token, expiresAt: row.expires_at.toISOString() };
}

/**
 * Sets the new password and consumes the link in one transaction. Every session of the user ends
 * (tokens_valid_after), the user's other reset links die, and failed-login counts for the account
 * are cleared: whoever holds the mailbox is the owner. The update's trigger tells every instance to
 * forget the user's cached sessions (on commit); this instance forgets them at once.
 */
export async function changePasswordWithLink(
  context: AppContext,
  input: { hash: string; password: string },
  address: string,
): Promise<void> {
  await limitResetLinkUse(context, address);
  const problems = passwordProblems(input.password);
  if (problems.length > 0) {
    throw ApiProblem.validation(
      problems.map((id) => ({ field: 'body.password', message: passwordMessages[id] })),
      'The password does not follow the rules',
    );
  }
  const tokenHash = tokenSha256(input.hash);
  const isUsable = async () => {
    const [row] = await context.db.query<{ id: number }>(
      `select t.id from password_reset_tokens t join users u on u.id = t.user_id
        where t.token_sha256 = $1 and t.used_at is null and t.expires_at > $2 and u.active`,
      [tokenHash, context.clock()],
    );
    return row !== undefined;
  };
  // Hash only for a live link: argon2 is the expensive step, an unknown link should not buy it.
  if (!(await isUsable())) throw linkExpired();
  const passwordHash = await context.passwords.hash(input.password);

  const now = context.clock();
  const changed = await context.db.transaction(async (tx) => {
    // A disabled account's link opens nothing (the account was disabled after it was mailed).
    const [consumed] = await tx.query<{ user_id: number }>(
      `update password_reset_tokens t set used_at = $2
        where t.token_sha256 = $1 and t.used_at is null and t.expires_at > $2
          and exists (select 1 from users u where u.id = t.user_id and u.active)
        returning t.user_id`,
      [tokenHash, now],
    );
    if (!consumed) return null;
    const [user] = await tx.query<{ email: string }>(
      'update users set password_hash = $2, tokens_valid_after = $3 where id = $1 returning email',
      [consumed.user_id, passwordHash, now],
    );
    await tx.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [consumed.user_id, now]);
    return user ? { userId: consumed.user_id, email: user.email } : null;
  });
  if (changed === null) throw linkExpired();
  context.sessionCache.forgetUser(changed.userId);
  await clearBucket(context.db, rateBuckets.loginAccount(changed.email));
}
