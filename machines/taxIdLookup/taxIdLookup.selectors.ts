/** What the company RUT field shows of the tax-id lookup, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import { formatRut } from '../../shared/onboarding/rut.ts';
import type { taxIdLookupMachine } from './taxIdLookup.machine.ts';

export type TaxIdLookupSnapshot = SnapshotFrom<typeof taxIdLookupMachine>;

/** Whether the "RUT ya registrado" modal is open. */
export const selectIsModalOpen = (snapshot: TaxIdLookupSnapshot): boolean => snapshot.matches('documentExists');

/**
 * The registered company the modal names, its RUT formatted (12.345.678-5): the last one found, so
 * a closing modal keeps its text; null before any.
 */
export const selectRegisteredCompany = (snapshot: TaxIdLookupSnapshot): { legalName: string; rut: string } | null => {
  const { seller } = snapshot.context;
  return seller ? { legalName: seller.legalName, rut: formatRut(seller.documentNumber) } : null;
};

/** Whether a lookup is running (the field may say so quietly; nothing waits for it). */
export const selectIsChecking = (snapshot: TaxIdLookupSnapshot): boolean => snapshot.matches('checking');
