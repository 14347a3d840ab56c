/**
 * /user/myAccount's server side: the signed-in user's own data (openapi/auth.yaml /auth/me) and the
 * seller's contact and bank data (openapi/sellers.yaml /sellers/{sellerId}/account and
 * /bank-account). Values are checked with the very rules the form runs (shared/account), and the
 * bank code against the reference list. Who may change what: any signed-in user its own data; a
 * seller's users their seller's contact and bank data, never another seller's (403); admins read.
 */
import type { components as AuthComponents } from '../../openapi/generated/auth.ts';
import type { components as SellersComponents } from '../../openapi/generated/sellers.ts';
import { validateBank, validateProfile, validateSellerContact, type FieldErrors } from '../../shared/account/accountRules.ts';
import type { AppContext } from '../app-context.ts';
import { signedIn } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { BANKS, isBankCode } from '../onboarding/reference.ts';
import { callerOf, forbiddenSeller, requireSellerAccess } from '../sellers/access.ts';

type Profile = AuthComponents['schemas']['Profile'];
type SellerAccount = SellersComponents['schemas']['SellerAccount'];

type AccountOperationId = 'getMyProfile' | 'updateMyProfile' | 'getSellerAccount' | 'updateSellerContact' | 'updateSellerBankAccount';

interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Profile['role'];
  seller_id: number | null;
  seller_name: string | null;
}

interface AccountRow {
  id: number;
  name: string;
  legal_name: string | null;
  document_number: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  bank_code: string | null;
  account_type: 'corriente' | 'vista' | 'ahorro' | null;
  account_number: string | null;
  updated_at: Date | null;
}

const bankNames = new Map(BANKS.map((bank) => [bank.code, bank.name]));

const profileOf = (row: ProfileRow): Profile => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  role: row.role,
  sellerId: row.seller_id,
  sellerName: row.seller_name,
});

const accountOf = (row: AccountRow): SellerAccount => ({
  sellerId: row.id,
  name: row.name,
  legalName: row.legal_name ?? row.name,
  documentNumber: row.document_number,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  bank:
    row.bank_code && row.account_type && row.account_number
      ? { bankCode: row.bank_code, bankName: bankNames.get(row.bank_code) ?? row.bank_code, accountType: row.account_type, accountNumber: row.account_number }
      : null,
  updatedAt: row.updated_at?.toISOString() ?? null,
});

/** 400 VALIDATION_FAILED naming each field (body.<field>) with the rule's message id. */
function refuseInvalid(errors: FieldErrors<object>): void {
  const details = Object.entries(errors).map(([field, message]) => ({ field: `body.${field}`, message: String(message) }));
  if (details.length > 0) throw new ApiProblem(400, 'VALIDATION_FAILED', 'Some fields are not valid', { details });
}

async function readProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db.query<ProfileRow>(
    `select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.seller_id, s.name as seller_name
       from users u left join sellers s on s.id = u.seller_id where u.id = $1`,
    [userId],
  );
  if (!row) throw ApiProblem.unauthorized();
  return profileOf(row);
}

async function readAccount(db: Queryable, sellerId: number): Promise<SellerAccount> {
  const [row] = await db.query<AccountRow>(
    `select s.id, s.name, s.legal_name, s.document_number, a.contact_email, a.contact_phone, a.bank_code,
            a.account_type, a.account_number, a.updated_at
       from sellers s left join seller_accounts a on a.seller_id = s.id where s.id = $1`,
    [sellerId],
  );
  if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);
  return accountOf(row);
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
      await db.query('update users set first_name = $2, last_name = $3, phone = $4 where id = $1', [
        userId,
        values.firstName.trim(),
        values.lastName.trim(),
        phone,
      ]);
      return { status: 200, body: await readProfile(db, userId) };
    },

    getSellerAccount: async ({ session, params }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },

    updateSellerContact: async ({ session, params, body }) => {
      const userId = requireOwnSeller(session, params.sellerId);
      refuseInvalid(validateSellerContact(body));
      await db.query(
        `insert into seller_accounts (seller_id, contact_email, contact_phone, updated_at, updated_by)
         values ($1, $2, $3, $4, $5)
         on conflict (seller_id) do update
           set contact_email = excluded.contact_email, contact_phone = excluded.contact_phone,
               updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [params.sellerId, body.contactEmail.trim().toLowerCase(), body.contactPhone.trim(), clock(), userId],
      );
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },

    updateSellerBankAccount: async ({ session, params, body }) => {
      const userId = requireOwnSeller(session, params.sellerId);
      refuseInvalid(validateBank(body, isBankCode));
      const accountNumber = body.accountNumber.trim();
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into seller_accounts (seller_id, bank_code, account_type, account_number, updated_at, updated_by)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (seller_id) do update
             set bank_code = excluded.bank_code, account_type = excluded.account_type, account_number = excluded.account_number,
                 updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [params.sellerId, body.bankCode, body.accountType, accountNumber, now, userId],
        );
        await tx.query(
          `insert into seller_bank_account_changes (seller_id, bank_code, account_type, account_number, changed_by, changed_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [params.sellerId, body.bankCode, body.accountType, accountNumber, userId, now],
        );
      });
      return { status: 200, body: await readAccount(db, params.sellerId) };
    },
  };
}
