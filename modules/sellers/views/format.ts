/** How dates and RUTs read on the sellers pages: Santiago's wall clock whatever the browser's zone. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatRut } from '../../../shared/onboarding/rut.ts';

const SANTIAGO = 'America/Santiago';

export interface SellerFormats {
  /** A moment's day and time in Santiago (23-11-2026, 12:04). */
  dateTime: (isoDateTime: string) => string;
  /** A stored RUT as people write it (76.086.428-5); a dash when there is none. */
  rut: (documentNumber: string | null) => string;
}

export function useSellerFormats(): SellerFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      dateTime: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SANTIAGO }),
      rut: (documentNumber) => (documentNumber ? formatRut(documentNumber) : '—'),
    }),
    [intl],
  );
}
