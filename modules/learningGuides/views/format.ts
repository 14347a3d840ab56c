import type { IntlShape } from 'react-intl';

/** An instant in Santiago time, 02-03-2026, 09:00. */
export const formatDateTime = (intl: IntlShape, at: string): string =>
  intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' });

/** The catalog id explaining a failure's code: its own when the module has one, a general one otherwise. */
export function problemMessageId(intl: IntlShape, code: string | null): string {
  const own = `learningGuides.error.${code ?? 'UNEXPECTED'}`;
  return own in intl.messages ? own : 'learningGuides.error.UNEXPECTED';
}

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
