/** How dates read on the applications pages: Santiago's wall clock whatever the browser's zone. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

const SANTIAGO = 'America/Santiago';

export interface ApplicationFormats {
  /** A moment's day in Santiago (23-11-2026). */
  day: (isoDateTime: string) => string;
  /** A moment's day and time in Santiago (23-11-2026, 12:04). */
  dateTime: (isoDateTime: string) => string;
}

export function useApplicationFormats(): ApplicationFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      day: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SANTIAGO }),
      dateTime: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SANTIAGO }),
    }),
    [intl],
  );
}
