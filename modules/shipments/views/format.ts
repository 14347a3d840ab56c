import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A moment's day on Santiago's wall clock (23-11-2026), whatever the browser's zone. */
export function useSantiagoDay(): (isoDateTime: string) => string {
  const intl = useIntl();
  return useCallback((at: string) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Santiago' }), [intl]);
}
