/**
 * The documents module (Configuración > Comunicaciones), mounted by the shell when the path's first
 * segment is `documents`: /documents and /documents/notifications are the notifications sellers
 * read, anything else a "not found" with a way back. Its texts are its own catalogs, which the
 * shell merges over its own for the shown language.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createDocumentsFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { NotFoundPage } from './views/NotFoundPage.tsx';
import { NotificationsPage } from './views/NotificationsPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createDocumentsFlows(host));
  if (routeOf(path).page === 'notifications') return <NotificationsPage logic={flows.notificationsAdmin} host={host} />;
  return <NotFoundPage onOpenNotifications={() => host.navigate('/documents/notifications')} />;
}

const documentsModule: PortalModule = { Root, messages };

export default documentsModule;
