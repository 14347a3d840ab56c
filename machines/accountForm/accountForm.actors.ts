/**
 * The real calls of the account screen, written against a small port (the shape of openapi-fetch
 * results) so this folder never sees the HTTP client. A 400 VALIDATION_FAILED on a save is an
 * expected answer (the server knows the bank list) and comes back as a refusal of each field named.
 */
import { fromPromise } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';
import type { BankValues, ProfileValues, SellerContactValues } from '../../shared/account/accountRules.ts';
import type { FormFieldErrors, FormSubmitInput, FormSubmitResult } from '../form/form.machine.ts';
import type { AccountFacts, LoadedAccount } from './accountForm.machine.ts';
import type { SectionFacts } from './accountSectionForms.ts';

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

/** A save's answer: the stored values, or the fields the server refused; any other failure throws. */
function answerOf<TValues, TData>(result: CallResult<TData>, valuesOf: (data: TData) => TValues): FormSubmitResult<TValues, TValues> {
  const fields = refusedFields(result);
  if (fields) return { outcome: 'refused', code: null, fields: fields as FormFieldErrors<TValues> };
  const values = valuesOf(dataOf(result));
  return { outcome: 'accepted', output: values };
}

function sellerOf(facts: SectionFacts): number {
  if (facts.sellerId === null) throw new Error('Only a seller has contact and bank sections');
  return facts.sellerId;
}

/**
 * The calls of /user/myAccount. `logFailure` hears every save that reached no verdict (the form
 * keeps what was typed and offers the save again).
 */
export function createAccountFormActors(port: AccountPort, logFailure: (code: string) => void) {
  const saving = <TValues>(save: (input: FormSubmitInput<TValues, SectionFacts>) => Promise<FormSubmitResult<TValues, TValues>>) =>
    fromPromise<FormSubmitResult<TValues, TValues>, FormSubmitInput<TValues, SectionFacts>>(async ({ input }) => {
      try {
        return await save(input);
      } catch (error) {
        logFailure(errorCodeOf(error));
        throw error;
      }
    });
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

    saveProfile: saving(async ({ values }: FormSubmitInput<ProfileValues, SectionFacts>) => {
      const phone = values.phone.trim();
      const result = await port.updateProfile({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: phone === '' ? null : phone });
      return answerOf(result, profileValuesOf);
    }),
    saveContact: saving(async ({ values, facts }: FormSubmitInput<SellerContactValues, SectionFacts>) =>
      answerOf(await port.updateSellerContact(sellerOf(facts), values), contactValuesOf),
    ),
    saveBank: saving(async ({ values, facts }: FormSubmitInput<BankValues, SectionFacts>) =>
      answerOf(await port.updateBankAccount(sellerOf(facts), values), bankValuesOf),
    ),
  };
}
