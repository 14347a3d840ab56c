/**
 * The alertAccount storage flag: '1' while /user/myAccount has unsaved changes, so a logout asks
 * first. `alertAccountBank` = '1' says the bank account is among them, for the financial-data
 * variant of the question. Both are session keys (flows.ts clears them on logout).
 */
export const ACCOUNT_ALERT_KEY = 'alertAccount';
export const ACCOUNT_ALERT_BANK_KEY = 'alertAccountBank';

export type AccountAlert = 'none' | 'account' | 'financial';

export function writeAccountAlert(storage: Storage, { dirty, bankDirty }: { dirty: boolean; bankDirty: boolean }): void {
  if (dirty) storage.setItem(ACCOUNT_ALERT_KEY, '1');
  else storage.removeItem(ACCOUNT_ALERT_KEY);
  if (dirty && bankDirty) storage.setItem(ACCOUNT_ALERT_BANK_KEY, '1');
  else storage.removeItem(ACCOUNT_ALERT_BANK_KEY);
}

/** Which logout question applies now. */
export function readAccountAlert(storage: Storage): AccountAlert {
  if (storage.getItem(ACCOUNT_ALERT_KEY) !== '1') return 'none';
  return storage.getItem(ACCOUNT_ALERT_BANK_KEY) === '1' ? 'financial' : 'account';
}
