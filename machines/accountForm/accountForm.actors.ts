/**
 * The real calls of the account screen, written against a small port (the shape of openapi-fetch
 * results) so this folder never sees the HTTP client. A 400 VALIDATION_FAILED on a save is an
 * expected answer (the server knows the bank list) and comes back as `refused` with each field's id.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { BankValues, ProfileValues, SellerContactValues } from '../../shared/account/accountRules.ts';
import type { AccountFacts, LoadedAccount, SaveSectionInput, SaveSectionOutput } from './accountForm.machine.ts';

export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  sellerId: number | null;
}

export interface SellerAccount {
  sellerId: number;
  name: string;
  legalName: string;
  documentNumber: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  bank: { bankCode: string; accountType: string; accountNumber: string } | null;
}

export interface AccountPort {
  getProfile(): Promise<CallResult<Profile>>;
  updateProfile(body: { firstName: string; lastName: string; phone: string | null }): Promise<CallResult<Profile>>;
  getSellerAccount(sellerId: number): Promise<CallResult<SellerAccount>>;
  updateSellerContact(sellerId: number, body: SellerContactValues): Promise<CallResult<SellerAccount>>;
  updateBankAccount(sellerId: number, body: BankValues): Promise<CallResult<SellerAccount>>;
  listBanks(): Promise<CallResult<ReadonlyArray<{ code: string; name: string }>>>;
}

function dataOf<T>(result: CallResult<T>): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

const profileValuesOf = (profile: Profile): ProfileValues => ({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' });
const contactValuesOf = (account: SellerAccount): SellerContactValues => ({
  contactEmail: account.contactEmail ?? '',
  contactPhone: account.contactPhone ?? '',
});
const bankValuesOf = (account: SellerAccount): BankValues => ({
  bankCode: account.bank?.bankCode ?? '',
  accountType: account.bank?.accountType ?? '',
  accountNumber: account.bank?.accountNumber ?? '',
});

/** The field ids of a 400 VALIDATION_FAILED (details `body.<field>`), or null for any other failure. */
function refusedFields(result: CallResult<unknown>): Record<string, string> | null {
  if (result.response.status !== 400) return null;
  const body = result.error as { code?: string; details?: { field: string; message: string }[] } | undefined;
  if (body?.code !== 'VALIDATION_FAILED' || !body.details) return null;
  return Object.fromEntries(body.details.map(({ field, message }) => [field.replace(/^body\./, ''), message]));
}

export function createAccountFormActors(port: AccountPort) {
  return {
    loadAccount: fromPromise<LoadedAccount>(async () => {
      const profile = dataOf(await port.getProfile());
      const empty = { contact: { contactEmail: '', contactPhone: '' }, bank: { bankCode: '', accountType: '', accountNumber: '' } };
      if (profile.sellerId === null) {
        const facts: AccountFacts = { email: profile.email, role: profile.role, seller: null, banks: [] };
        return { facts, saved: { profile: profileValuesOf(profile), ...empty } };
      }
      const [account, banks] = await Promise.all([port.getSellerAccount(profile.sellerId).then(dataOf), port.listBanks().then(dataOf)]);
      const facts: AccountFacts = {
        email: profile.email,
        role: profile.role,
        seller: { id: account.sellerId, name: account.name, legalName: account.legalName, documentNumber: account.documentNumber },
        banks: banks.map(({ code, name }) => ({ code, name })),
      };
      return { facts, saved: { profile: profileValuesOf(profile), contact: contactValuesOf(account), bank: bankValuesOf(account) } };
    }),

    saveSection: fromPromise<SaveSectionOutput, SaveSectionInput>(async ({ input }) => {
      const { section, sellerId } = input;
      if (section === 'profile') {
        const values = input.values as ProfileValues;
        const phone = values.phone.trim();
        const result = await port.updateProfile({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: phone === '' ? null : phone });
        const errors = refusedFields(result);
        return errors ? { outcome: 'refused', section, errors } : { outcome: 'saved', section, values: profileValuesOf(dataOf(result)) };
      }
      if (sellerId === null) throw new Error(`Only a seller has a ${section} section`);
      const result =
        section === 'contact'
          ? await port.updateSellerContact(sellerId, input.values as SellerContactValues)
          : await port.updateBankAccount(sellerId, input.values as BankValues);
      const errors = refusedFields(result);
      if (errors) return { outcome: 'refused', section, errors };
      const account = dataOf(result);
      return { outcome: 'saved', section, values: section === 'contact' ? contactValuesOf(account) : bankValuesOf(account) };
    }),
  };
}
