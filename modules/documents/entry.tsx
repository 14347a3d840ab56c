/**
 * The documents module (Configuración > Comunicaciones), mounted by the shell when the path's first
 * segment is `documents`: /documents and /documents/notifications are the notifications sellers
 * read, /documents/terms the terms versions with, per version, who accepted it and who is at risk, /documents/terms/new
 * publishing a version, anything else a "not found" with a way back. Its texts are its own catalogs, which the
 * shell merges over its own for the shown language.
 */
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome, type ModuleRouteMatch } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createDocumentsFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { DocumentsTabs } from './views/DocumentsTabs.tsx';
import { NotificationsPage } from './views/NotificationsPage.tsx';
import { TermsPage } from './views/TermsPage.tsx';
import { TermsPublishPage } from './views/TermsPublishPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page each route draws: /documents opens the notifications, as its first tab does. */
const PAGE_OF_ROUTE = {
  '/documents': 'notifications',
  '/documents/notifications': 'notifications',
  '/documents/terms': 'terms',
  '/documents/terms/new': 'publishTerms',
} as const satisfies Record<ModuleRouteMatch<'documents'>['route'], string>;

function Root({ host, path }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createDocumentsFlows(host));
  const match = matchModuleRoute('documents', path);
  const page = match ? PAGE_OF_ROUTE[match.route] : null;
  if (page) {
    return (
      <Stack gap="4">
        <DocumentsTabs current={page === 'notifications' ? 'notifications' : 'terms'} onOpen={(to) => host.navigate(to)} />
        {page === 'notifications' && <NotificationsPage logic={flows.notificationsAdmin} host={host} />}
        {page === 'terms' && <TermsPage key="terms" logic={flows.termsAdmin} host={host} />}
        {page === 'publishTerms' && <TermsPublishPage key="publish" logic={flows.termsPublish} host={host} />}
      </Stack>
    );
  }
  return <NotFoundPage home={moduleHome('documents')} onOpen={(to) => host.navigate(to)} />;
}

const documentsModule: PortalModule = { Root, messages };

export default documentsModule;
