/**
 * Creating, editing, disabling and enabling portal users. Each is one transaction that records what
 * changed (who, when, every field from and to) in the user's history. What ends a user's sessions
 * (disabling them, giving them another role) also stamps `tokens_valid_after`, whose trigger tells
 * every server instance to forget the user's cached sessions on commit; this instance forgets them
 * right after the commit too, so the very next call with their token is refused.
 */
import type { components } from '../../openapi/generated/users.ts';
import { grantableRolesOf, userFieldProblems, type UserFields } from '../../shared/users/userRules.ts';
import type { AppContext } from '../app-context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { issuePasswordLink, unusablePasswordHash, WELCOME_LINK_HOURS } from '../auth/password-links.ts';
import { userInvitationMail } from './invitation-mail.ts';
import { findUser, historyOf, recordUserEvent, sellersNamedIn, summaryOf, type UserChange, type UserRecord } from './records.ts';
import { isUniqueViolationOf } from '../db/violations.ts';

type UserInput = components['schemas']['UserInput'];
type UserDetail = components['schemas']['UserDetail'];
type UserStatus = components['schemas']['UserStatus'];
type Role = components['schemas']['Role'];

const roleNotGrantable = () => new ApiProblem(403, 'ROLE_NOT_GRANTABLE', 'Your role may not give this role nor change a user who has it');
const ownAccountProtected = () => new ApiProblem(409, 'OWN_ACCOUNT_PROTECTED', 'Nobody may disable or demote their own account');
const emailTaken = () =>
  new ApiProblem(409, 'USER_EMAIL_TAKEN', 'A portal user already has this e-mail', { details: [{ field: 'body.email', message: 'USER_EMAIL_TAKEN' }] });

const isEmailUniqueViolation = (error: unknown): boolean => isUniqueViolationOf(error, 'users_email');

/** The input as stored: names trimmed, the e-mail trimmed and in lower case. */
const normalised = (input: UserInput): UserInput => ({
  ...input,
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  email: input.email.trim().toLowerCase(),
});

/** Refuses a body that breaks the shared rules (each field named), or names a seller that does not exist. */
async function checkInput(db: Queryable, input: UserInput): Promise<void> {
  const fields: UserFields = input;
  const details: { field: string; message: string }[] = Object.entries(userFieldProblems(fields)).map(([field, problem]) => ({
    field: `body.${field}`,
    message: problem,
  }));
  if (details.length === 0 && input.sellerId !== null) {
    const [seller] = await db.query('select 1 from sellers where id = $1', [input.sellerId]);
    if (!seller) details.push({ field: 'body.sellerId', message: 'SELLER_NOT_FOUND' });
  }
  if (details.length > 0) throw ApiProblem.validation(details, 'The user does not follow the rules');
}

const mayGrant = (caller: Caller, role: Role) => grantableRolesOf(caller.role).includes(role);

/** The user's detail as the caller reads it: the user, the history, and the roles the caller may give them. */
export async function userDetailOf(db: Queryable, caller: Caller, userId: number): Promise<UserDetail> {
  const user = await findUser(db, userId);
  const history = await historyOf(db, userId);
  return {
    user: summaryOf(user),
    history,
    historySellers: await sellersNamedIn(db, history),
    grantableRoles: mayGrant(caller, user.role) ? [...grantableRolesOf(caller.role)] : [],
  };
}

/** Creates the user and mails them the single-use link to choose their password. */
export async function createUser(context: AppContext, caller: Caller, body: UserInput): Promise<UserDetail> {
  const input = normalised(body);
  if (!mayGrant(caller, input.role)) throw roleNotGrantable();
  await checkInput(context.db, input);
  // argon2 is the slow step: done before the transaction. Nobody keeps the secret, so only the link opens the account.
  const unusablePassword = await unusablePasswordHash(context.passwords);
  const now = context.clock();
  let userId: number;
  try {
    userId = await context.db.transaction(async (tx) => {
      const [taken] = await tx.query('select 1 from users where email = $1', [input.email]);
      if (taken) throw emailTaken();
      const [user] = await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, role, seller_id, active, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [input.email, unusablePassword, input.firstName, input.lastName, input.role, input.sellerId, input.status === 'active', now],
      );
      if (!user) throw new Error('users insert returned no row');
      await recordUserEvent(tx, {
        userId: user.id,
        kind: 'created',
        actorId: caller.userId,
        at: now,
        changes: [
          { field: 'firstName', from: null, to: input.firstName },
          { field: 'lastName', from: null, to: input.lastName },
          { field: 'email', from: null, to: input.email },
          { field: 'role', from: null, to: input.role },
          { field: 'status', from: null, to: input.status },
          { field: 'sellerId', from: null, to: input.sellerId },
        ],
      });
      const link = await issuePasswordLink(tx, { publicUrl: context.publicUrl, userId: user.id, now, validMs: WELCOME_LINK_HOURS * 3_600_000 });
      await context.queueMail(
        tx,
        userInvitationMail({ to: input.email, firstName: input.firstName, link, validHours: WELCOME_LINK_HOURS }),
      );
      return user.id;
    });
  } catch (error) {
    // Two administrators creating the same e-mail at once: the unique index decides.
    if (isEmailUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  context.sendQueuedMail();
  return userDetailOf(context.db, caller, userId);
}

const statusOf = (row: UserRecord): UserStatus => (row.active ? 'active' : 'disabled');

function changesBetween(row: UserRecord, input: UserInput): UserChange[] {
  const pairs: UserChange[] = [
    { field: 'firstName', from: row.first_name, to: input.firstName },
    { field: 'lastName', from: row.last_name, to: input.lastName },
    { field: 'email', from: row.email, to: input.email },
    { field: 'role', from: row.role, to: input.role },
    { field: 'status', from: statusOf(row), to: input.status },
    { field: 'sellerId', from: row.seller_id, to: input.sellerId },
  ];
  return pairs.filter((change) => change.from !== change.to);
}

/** Stores the new values of a locked user; answers whether their sessions ended. */
async function applyChanges(tx: Queryable, caller: Caller, row: UserRecord, input: UserInput, now: Date): Promise<boolean> {
  if (!mayGrant(caller, row.role) || !mayGrant(caller, input.role)) throw roleNotGrantable();
  if (row.id === caller.userId && (input.role !== row.role || input.status !== 'active')) throw ownAccountProtected();
  const changes = changesBetween(row, input);
  if (changes.length === 0) return false;
  if (input.email !== row.email) {
    const [taken] = await tx.query('select 1 from users where email = $1 and id <> $2', [input.email, row.id]);
    if (taken) throw emailTaken();
  }
  const endsSessions = input.role !== row.role || (row.active && input.status === 'disabled');
  await tx.query(
    `update users set first_name = $2, last_name = $3, email = $4, role = $5, seller_id = $6, active = $7,
            tokens_valid_after = case when $8::boolean then $9::timestamptz else tokens_valid_after end
      where id = $1`,
    [row.id, input.firstName, input.lastName, input.email, input.role, input.sellerId, input.status === 'active', endsSessions, now],
  );
  // A link mailed before cannot open a disabled account; enabled again, the user asks for a new one.
  if (input.status === 'disabled') {
    await tx.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [row.id, now]);
  }
  await recordUserEvent(tx, { userId: row.id, kind: 'updated', actorId: caller.userId, changes, at: now });
  return endsSessions;
}

async function saveUser(context: AppContext, caller: Caller, userId: number, toInput: (row: UserRecord) => UserInput): Promise<UserDetail> {
  let endedSessions: boolean;
  try {
    endedSessions = await context.db.transaction(async (tx) => {
      const row = await findUser(tx, userId, { forUpdate: true });
      return applyChanges(tx, caller, row, toInput(row), context.clock());
    });
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (endedSessions) context.sessionCache.forgetUser(userId);
  return userDetailOf(context.db, caller, userId);
}

/** Replaces the user's fields (a PUT of the whole form). */
export async function updateUser(context: AppContext, caller: Caller, userId: number, body: UserInput): Promise<UserDetail> {
  const input = normalised(body);
  await checkInput(context.db, input);
  return saveUser(context, caller, userId, () => input);
}

/** Disables or enables the user, everything else as it is. */
export async function setUserStatus(context: AppContext, caller: Caller, userId: number, status: UserStatus): Promise<UserDetail> {
  return saveUser(context, caller, userId, (row) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    status,
    sellerId: row.seller_id,
  }));
}
