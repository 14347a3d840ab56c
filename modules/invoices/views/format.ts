/**
 * How amounts and dates read on the Boletas pages: whole pesos in the shown language (es-CL:
 * $12.990), a purchase's day on Santiago's calendar, a boleta's day as written (no zone to shift it).
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface InvoiceFormats {
  money: (amount: number) => string;
  /** A moment's day in Santiago (23-11-2026). */
  day: (isoDateTime: string) => string;
  /** A calendar day as the server names it (yyyy-mm-dd). */
  calendarDay: (isoDate: string) => string;
}

export function useInvoiceFormats(): InvoiceFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }),
      day: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Santiago' }),
      calendarDay: (day) => intl.formatDate(`${day}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    }),
    [intl],
  );
}
