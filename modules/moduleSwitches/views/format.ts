/** How moments read on the Módulos screen: Santiago's wall clock whatever the browser's zone. */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SWITCH_TIME_ZONE } from '../../../shared/moduleSwitches/rules.ts';

export interface SwitchFormats {
  /** A moment's day and time in Santiago (27-11-2026, 10:00). */
  dateTime: (isoDateTime: string) => string;
}

export function useSwitchFormats(): SwitchFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      dateTime: (at) => intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SWITCH_TIME_ZONE }),
    }),
    [intl],
  );
}

/** The catalog id that explains a failure's code: its own when the module has one, a general one otherwise. */
export function problemMessageId(intl: IntlShape, code: string): string {
  const own = `moduleSwitches.error.${code}`;
  return own in intl.messages ? own : 'moduleSwitches.error.UNEXPECTED';
}
