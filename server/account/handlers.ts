/**
 * /user/myAccount's server side: the signed-in user's own data (openapi/auth.yaml /auth/me) and the
 * seller's contact and bank data (openapi/sellers.yaml /sellers/{sellerId}/account and
 * /bank-account). Values are checked with the very rules the form runs (shared/account), and the
 * bank code against the reference list. Who may change what: any signed-in user its own data; a
 * seller's users their seller's contact and bank data, never another seller's (403); admins read.
 */
import { validateBank, validateProfile, validateSellerContact, type FieldErrors } from '../../shared/account/accountRules.ts';
import type { AppContext } from '../app-context.ts';
import { signedIn } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { isBankCode } from '../onboarding/reference.ts';
import { callerOf, forbiddenSeller, requireSellerAccess } from '../sellers/access.ts';
import { readAccount, readProfile, saveProfile, saveSellerBankAccount, saveSellerContact } from './queries.ts';

type AccountOperationId = 'getMyProfile' | 'updateMyProfile' | 'getSellerAccount' | 'updateSellerContact' | 'updateSellerBankAccount';

/** 400 VALIDATION_FAILED naming each field (body.<field>) with the rule's message id. */
function refuseInvalid(errors: FieldErrors<object>): void {
  const details = Object.entries(errors).map(([field, message]) => ({ field: `body.${field}`, message: String(message) }));
  if (details.length > 0) throw new ApiProblem(400, 'VALIDATION_FAILED', 'Some fields are not valid', { details });
}

/** Writes to a seller's account are its own users' only (admins included are refused). */
function requireOwnSeller(session: Parameters<typeof callerOf>[0], sellerId: number): number {
  const caller = callerOf(session);
  if (caller.role !== 'seller' || caller.sellerId !== sellerId) throw forbiddenSeller();
  return caller.userId;
}

/** Handlers of /auth/me (auth.yaml) and the seller account calls (sellers.yaml). */
export function createAccountHandlers(context: AppContext): Required<Pick<OperationHandlers, AccountOperationId>> {
  const { db, clock } = context;

  return {
    getMyProfile: async ({ session }) => ({ status: 200, body: await readProfile(db, signedIn(session).userId) }),

    updateMyProfile: async ({ session, body }) => {
      const { userId } = signedIn(session);
      const values = { firstName: body.firstName, lastName: body.lastName, phone: body.phone ?? '' };
      refuseInvalid(validateProfile(values));
      const phone = values.phone.trim() === '' ? null : values.phone.trim();
      await saveProfile(db, userId, { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone });
      return { status: 200, body: await readProfile(db, userId) };
    },

    getSellerAccount: async ({ session, params }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },

    updateSellerContact: async ({ session, params, body }) => {
      const userId = requireOwnSeller(session, params.sellerId);
      refuseInvalid(validateSellerContact(body));
      await saveSellerContact(db, params.sellerId, { email: body.contactEmail.trim().toLowerCase(), phone: body.contactPhone.trim() }, userId, clock());
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },

    updateSellerBankAccount: async ({ session, params, body }) => {
      const userId = requireOwnSeller(session, params.sellerId);
      refuseInvalid(validateBank(body, isBankCode));
      const accountNumber = body.accountNumber.trim();
      const bank = { bankCode: body.bankCode, accountType: body.accountType, accountNumber };
      const now = clock();
      await db.transaction((tx) => saveSellerBankAccount(tx, params.sellerId, bank, userId, now));
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },
  };
}
