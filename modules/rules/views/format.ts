import type { IntlShape } from 'react-intl';

const SANTIAGO = 'America/Santiago';

/** A day (YYYY-MM-DD) as the portal writes it, 01/03/2026. */
export const formatDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(`${day}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** An instant in Santiago time, 02/03/2026 09:00. */
export const formatDateTime = (intl: IntlShape, at: string): string =>
  intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SANTIAGO });

/** The catalog id explaining a failure's code: its own when the module has one, a general one otherwise. */
export function problemMessageId(intl: IntlShape, code: string | null): string {
  const own = `rules.error.${code ?? 'UNEXPECTED'}`;
  return own in intl.messages ? own : 'rules.error.UNEXPECTED';
}
