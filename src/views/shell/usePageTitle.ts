import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CrumbLabel } from '../../../machines/shell/shell.breadcrumb.ts';
import { crumbText } from './crumbLabel.ts';

/**
 * Names the browser tab after the page on screen ("Órdenes · Portal Sellers"): the tab, the history
 * list and a screen reader arriving on the page all say where the person is, not only the portal.
 * Leaving the signed-in area puts the portal's bare name back.
 */
export function usePageTitle(label: CrumbLabel | null): void {
  const intl = useIntl();
  const page = label ? crumbText(intl, label) : null;
  const app = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
  useEffect(() => () => void (document.title = app), [app]);
}
