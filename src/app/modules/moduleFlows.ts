/**
 * What every module's entry does before it draws a page: provide its charts once per mount, and
 * read the navigation state a detail page was opened with.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/** A catalogue text, read in the language shown when it is asked for (not when the charts were made). */
export type ShownText = (id: string, values?: Record<string, string | number>) => string;

/**
 * The module's charts, provided once per mount (`create` runs once), with `text` for what a chart
 * words itself (the breadcrumb's name of an entity, read when the entity arrives).
 */
export function useModuleFlows<TFlows>(create: (text: ShownText) => TFlows): TFlows {
  const intl = useIntl();
  const shownIntl = useRef(intl);
  useEffect(() => {
    shownIntl.current = intl;
  }, [intl]);
  const [flows] = useState(() => create((id, values) => shownIntl.current.formatMessage({ id }, values)));
  return flows;
}

/** The query of the list a detail page was opened from (kept in the navigation state), or '' for none. */
export const listQueryOf = (state: Record<string, unknown> | undefined): string => (typeof state?.listQuery === 'string' ? state.listQuery : '');
