import type { components } from '../../openapi/generated/auth.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { loadJwtPayload } from './jwt-payload.ts';
import { RATE_LIMITS, countAttempt, forgetAttempt, rateBuckets } from './rate-limits.ts';

type LoginRequest = components['schemas']['LoginRequest'];
type LoginResponse = components['schemas']['LoginResponse'];

interface LoginUserRow {
  id: number;
  password_hash: string;
  active: boolean;
  known_address: boolean;
}

/**
 * Signs in. Wrong e-mail, wrong password and a disabled account get the same 401 after the same argon2 work; a failure
 * counts against the address and the account. The account's limit is not applied to addresses the
 * account signed in from before, so an attacker elsewhere cannot lock the owner out.
 */
export async function signIn(context: AppContext, request: LoginRequest, address: string): Promise<LoginResponse> {
  const { db, passwords, tokens } = context;
  const email = request.email.toLowerCase();
  const [user] = await db.query<LoginUserRow>(
    `select u.id, u.password_hash, u.active,
            exists (select 1 from user_known_addresses k where k.user_id = u.id and k.address = $2) as known_address
       from users u where u.email = $1`,
    [email, address],
  );

  const decision = await countAttempt(db, context.clock(), [
    { bucket: rateBuckets.loginAddress(address), rule: RATE_LIMITS.loginFailuresPerAddress, enforce: true },
    { bucket: rateBuckets.loginAccount(email), rule: RATE_LIMITS.loginFailuresPerAccount, enforce: !user?.known_address },
  ]);
  if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);

  const passwordMatches = user
    ? await passwords.verify(user.password_hash, request.password)
    : await passwords.verifyDummy(request.password);
  // A disabled account gets the wrong password's answer, after the same work: whoever holds its
  // password learns nothing, not even that the account exists.
  if (!user || !passwordMatches || !user.active) throw new ApiProblem(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

  // The attempt was counted in advance (so parallel guesses cannot overshoot); a right password is no guess.
  await forgetAttempt(db, decision.hitIds);

  const now = context.clock();
  await db.query(
    `insert into user_known_addresses (user_id, address, first_seen_at, last_seen_at) values ($1, $2, $3, $3)
     on conflict (user_id, address) do update set last_seen_at = excluded.last_seen_at`,
    [user.id, address, now],
  );
  const issued = await tokens.issue(user.id);
  const jwtPayload = await loadJwtPayload(db, user.id);
  if (!jwtPayload) throw new ApiProblem(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
  return { accessToken: issued.token, jwtPayload };
}
