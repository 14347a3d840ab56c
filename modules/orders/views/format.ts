/**
 * How amounts and dates read on the orders pages: whole pesos in the shown language (es-CL:
 * $12.990), and times on Santiago's wall clock whatever the browser's zone.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

const SANTIAGO = 'America/Santiago';

export interface OrderFormats {
  money: (amount: number) => string;
  /** A moment's day in Santiago (23-11-2026). */
  day: (isoDateTime: string) => string;
  /** A moment's day and time in Santiago (23-11-2026, 12:04). */
  dateTime: (isoDateTime: string) => string;
  /** A calendar day as the server names it (yyyy-mm-dd), with no zone to shift it. */
  calendarDay: (isoDate: string) => string;
}

export function useOrderFormats(): OrderFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }),
      day: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SANTIAGO }),
      dateTime: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SANTIAGO }),
      calendarDay: (day) => intl.formatDate(`${day}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    }),
    [intl],
  );
}
