/**
 * Which home a session gets: a seller not yet in the publish history sees the welcome screen; a
 * published one its reputation card and the three reports; staff roles that may open the reports
 * (comercial and customerService, and admin, who sees every route) only the reports, with the
 * marketplace's figures; every other role a greeting with its role. Whether a role has reports is
 * the permission table's answer for /reports (shared/access/routeAccess.ts), the very rule the
 * server applies to the dashboard call.
 */
import { mayOpenPath, type AccessSubject } from '../../shared/access/routeAccess.ts';

export type HomeVariant = 'welcome' | 'sellerReports' | 'staffReports' | 'greeting';

/** The route whose calls (GET {metrics}/metabase/dashboard/{name}) the reports at home make. */
export const REPORTS_ROUTE = '/reports';

export function homeVariantOf(subject: AccessSubject): HomeVariant {
  if (subject.role === 'seller') return subject.inPublishHistory ? 'sellerReports' : 'welcome';
  return mayOpenPath(subject, REPORTS_ROUTE) ? 'staffReports' : 'greeting';
}
