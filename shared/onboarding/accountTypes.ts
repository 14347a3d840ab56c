/** Bank account types of the bank step (5.2), in the contract's order. */
import type { components } from '../../openapi/generated/onboarding.ts';

export type AccountType = components['schemas']['AccountType'];

export const accountTypes = [
  { code: 'corriente', name: 'Cuenta Corriente' },
  { code: 'vista', name: 'Cuenta Vista' },
  { code: 'ahorro', name: 'Cuenta de Ahorro' },
] as const satisfies readonly AccountType[];

/** Whether `code` is an account type. */
export function isAccountType(code: string): boolean {
  return accountTypes.some((type) => type.code === code);
}
