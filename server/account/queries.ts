/**
 * The SQL of /user/myAccount: the signed-in user's own data and a seller's contact and bank data,
 * read and written. The handlers check and authorise first; these only touch the database.
 */
import type { components as AuthComponents } from '../../openapi/generated/auth.ts';
import type { components as SellersComponents } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { BANKS } from '../onboarding/reference.ts';

type Profile = AuthComponents['schemas']['Profile'];
type SellerAccount = SellersComponents['schemas']['SellerAccount'];

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

export async function readProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db.query<ProfileRow>(
    `select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.seller_id, s.name as seller_name
       from users u left join sellers s on s.id = u.seller_id where u.id = $1`,
    [userId],
  );
  if (!row) throw ApiProblem.unauthorized();
  return profileOf(row);
}

export async function readAccount(db: Queryable, sellerId: number): Promise<SellerAccount> {
  const [row] = await db.query<AccountRow>(
    `select s.id, s.name, s.legal_name, s.document_number, a.contact_email, a.contact_phone, a.bank_code,
            a.account_type, a.account_number, a.updated_at
       from sellers s left join seller_accounts a on a.seller_id = s.id where s.id = $1`,
    [sellerId],
  );
  if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);
  return accountOf(row);
}

export async function saveProfile(db: Queryable, userId: number, values: { firstName: string; lastName: string; phone: string | null }): Promise<void> {
  await db.query('update users set first_name = $2, last_name = $3, phone = $4 where id = $1', [userId, values.firstName, values.lastName, values.phone]);
}

export async function saveSellerContact(db: Queryable, sellerId: number, contact: { email: string; phone: string }, userId: number, now: Date): Promise<void> {
  await db.query(
    `insert into seller_accounts (seller_id, contact_email, contact_phone, updated_at, updated_by)
     values ($1, $2, $3, $4, $5)
     on conflict (seller_id) do update
       set contact_email = excluded.contact_email, contact_phone = excluded.contact_phone,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [sellerId, contact.email, contact.phone, now, userId],
  );
}

export interface BankAccount {
  bankCode: string;
  accountType: string;
  accountNumber: string;
}

/** The seller's bank account, and a line of its history (who changed it to what, when). */
export async function saveSellerBankAccount(tx: Queryable, sellerId: number, bank: BankAccount, userId: number, now: Date): Promise<void> {
  await tx.query(
    `insert into seller_accounts (seller_id, bank_code, account_type, account_number, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (seller_id) do update
       set bank_code = excluded.bank_code, account_type = excluded.account_type, account_number = excluded.account_number,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [sellerId, bank.bankCode, bank.accountType, bank.accountNumber, now, userId],
  );
  await tx.query(
    `insert into seller_bank_account_changes (seller_id, bank_code, account_type, account_number, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [sellerId, bank.bankCode, bank.accountType, bank.accountNumber, userId, now],
  );
}
