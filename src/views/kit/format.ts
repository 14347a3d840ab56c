/**
 * How the modules' pages write amounts, dates and shares, once for every module: whole Chilean
 * pesos in the shown language (es-CL: $12.990), moments on Santiago's wall clock whatever the
 * browser's zone (23-11-2026, 12:04), calendar days as the server names them, with no zone to shift
 * them, and shares as people read them.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatRut } from '../../../shared/onboarding/rut.ts';

/** The portal's calendar: every moment a module shows is read on Santiago's clock. */
export const SANTIAGO = 'America/Santiago';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A moment's day in Santiago (23-11-2026). */
export const formatDay = (intl: IntlShape, at: string): string => intl.formatDate(at, { ...DAY, timeZone: SANTIAGO });

/** A moment's day and time in Santiago (23-11-2026, 12:04). */
export const formatDateTime = (intl: IntlShape, at: string): string => intl.formatDate(at, { ...DAY, ...TIME, timeZone: SANTIAGO });

/** A calendar day as the server names it (yyyy-mm-dd): noon UTC, so no zone moves it to another day. */
export const formatCalendarDay = (intl: IntlShape, day: string): string => intl.formatDate(`${day}T12:00:00Z`, { ...DAY, timeZone: 'UTC' });

/** The decimal separator of the reader's language: a comma in Spanish (95,01), a point in English. */
export const decimalSeparator = (intl: IntlShape): string => intl.formatNumber(1.5).charAt(1);

/** Whole pesos (es-CL: $12.990). */
export const formatMoney = (intl: IntlShape, amount: number): string => intl.formatNumber(amount, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/**
 * A share as people read it: whole percents, one decimal only below 10 % where a whole number would
 * hide a difference (0.4 % is not 0 %), and nothing at all when there is nothing to divide by.
 */
export function formatShare(intl: IntlShape, count: number, total: number): string | null {
  if (total === 0) return null;
  const share = count / total;
  const digits = share > 0 && share < 0.1 ? 1 : 0;
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** A stored RUT as people write it (76.086.428-5); a dash when there is none. */
export const formatStoredRut = (documentNumber: string | null): string => (documentNumber ? formatRut(documentNumber) : '—');

export interface Formats {
  money: (amount: number) => string;
  /** A moment's day in Santiago (23-11-2026). */
  day: (isoDateTime: string) => string;
  /** A moment's day and time in Santiago (23-11-2026, 12:04). */
  dateTime: (isoDateTime: string) => string;
  /** A calendar day as the server names it (yyyy-mm-dd). */
  calendarDay: (isoDate: string) => string;
  /** A whole number in the shown language (1.234). */
  number: (value: number) => string;
  /** A stored RUT as people write it; a dash when there is none. */
  rut: (documentNumber: string | null) => string;
}

/** Every format, bound to the shown language (for a view that writes several). */
export function useFormats(): Formats {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (amount) => formatMoney(intl, amount),
      day: (at) => formatDay(intl, at),
      dateTime: (at) => formatDateTime(intl, at),
      calendarDay: (day) => formatCalendarDay(intl, day),
      number: (value) => intl.formatNumber(value),
      rut: formatStoredRut,
    }),
    [intl],
  );
}
