/**
 * The documents module (Configuración > Comunicaciones), mounted by the shell when the path's first
 * segment is `documents`: /documents and /documents/notifications are the notifications sellers
 * read, /documents/terms the terms versions with the sellers at risk, anything else a "not found" with a way back. Its texts are its own catalogs, which the
 * shell merges over its own for the shown language.
 */
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createDocumentsFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { DocumentsTabs } from './views/DocumentsTabs.tsx';
import { NotFoundPage } from './views/NotFoundPage.tsx';
import { NotificationsPage } from './views/NotificationsPage.tsx';
import { TermsPage } from './views/TermsPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createDocumentsFlows(host));
  const { page } = routeOf(path);
  if (page === 'notifications' || page === 'terms') {
    return (
      <Stack gap="4">
        <DocumentsTabs current={page} onOpen={(to) => host.navigate(to)} />
        {page === 'notifications' ? <NotificationsPage logic={flows.notificationsAdmin} host={host} /> : <TermsPage key="terms" logic={flows.termsAdmin} host={host} />}
      </Stack>
    );
  }
  return <NotFoundPage onOpenNotifications={() => host.navigate('/documents/notifications')} />;
}

const documentsModule: PortalModule = { Root, messages };

export default documentsModule;
