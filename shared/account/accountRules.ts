/**
 * The rules of /user/myAccount's three forms (the user's own data, the seller's contact data and
 * the seller's bank account), run by the form on every change and by the server on every save, so
 * both refuse the same values with the same message ids. The bank rules are the sign-up's bank
 * step's: bank and account type required, account number digits only, at most 20. Whether the bank
 * code is a known institution is checked by the server against the reference list.
 */
import { emailError } from '../validation/email.ts';
import { isAccountType } from '../onboarding/accountTypes.ts';
import { hasOnlyDigits, hasOnlyNameCharacters } from '../onboarding/filters.ts';
import { isValidPhone } from '../onboarding/phone.ts';

/** Field limits: contact names 50, account number 20; phone 9 digits starting with 2 or 9. */
export const ACCOUNT_LIMITS = { name: 50, accountNumber: 20, phone: 9 } as const;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** 9 digits after +56; empty = none. */
  phone: string;
}

export interface SellerContactValues {
  contactEmail: string;
  contactPhone: string;
}

export interface BankValues {
  /** 3-digit transfer code of the institution. */
  bankCode: string;
  accountType: string;
  accountNumber: string;
}

export type FieldErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

const required = (value: string): string | null => (value.trim() === '' ? 'validation.required' : null);

function personName(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.required';
  if (trimmed.length > ACCOUNT_LIMITS.name) return 'validation.tooLong';
  return hasOnlyNameCharacters(trimmed) ? null : 'account.error.nameCharacters';
}

const phone = (value: string, { optional }: { optional: boolean }): string | null => {
  if (value.trim() === '') return optional ? null : 'validation.required';
  return isValidPhone(value) ? null : 'account.error.phone';
};

function collect<TValues>(checks: Record<keyof TValues & string, string | null>): FieldErrors<TValues> {
  const errors: FieldErrors<TValues> = {};
  for (const [field, error] of Object.entries(checks) as [keyof TValues & string, string | null][]) {
    if (error) errors[field] = error;
  }
  return errors;
}

/** The user's own data: first and last name (letters and spaces, at most 50), an optional phone. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  return collect<ProfileValues>({
    firstName: personName(values.firstName),
    lastName: personName(values.lastName),
    phone: phone(values.phone, { optional: true }),
  });
}

/** The seller's contact data: the notification e-mail and phone, both required. */
export function validateSellerContact(values: SellerContactValues): FieldErrors<SellerContactValues> {
  return collect<SellerContactValues>({
    contactEmail: emailError(values.contactEmail),
    contactPhone: phone(values.contactPhone, { optional: false }),
  });
}

/**
 * The seller's bank account: the sign-up's bank rules. `isKnownBank` checks the code against the
 * reference list (the server has it; the form only checks the shape).
 */
export function validateBank(values: BankValues, isKnownBank: (code: string) => boolean = () => true): FieldErrors<BankValues> {
  const number = values.accountNumber.trim();
  return collect<BankValues>({
    bankCode: required(values.bankCode) ?? (/^[0-9]{3}$/.test(values.bankCode) && isKnownBank(values.bankCode) ? null : 'account.error.bank'),
    accountType: required(values.accountType) ?? (isAccountType(values.accountType) ? null : 'account.error.accountType'),
    accountNumber:
      required(number) ??
      (number.length > ACCOUNT_LIMITS.accountNumber ? 'validation.tooLong' : hasOnlyDigits(number) ? null : 'account.error.digits'),
  });
}
