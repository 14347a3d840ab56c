/** How moments read on the documents pages: Santiago's wall clock whatever the browser's zone (02-05-2026, 08:00). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export function useDateTime(): (isoDateTime: string) => string {
  const intl = useIntl();
  return useCallback(
    (at: string) =>
      intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' }),
    [intl],
  );
}
