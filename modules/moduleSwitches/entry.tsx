/**
 * The Módulos module (Configuración > Módulos, admins only), mounted by the shell when the path's
 * first segment is `modules`: /modules is the list of module switches; anything under it is a
 * "not found" with a way back to the list. Its texts are its own catalogs, which the shell merges over its own for the shown
 * language.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createModuleSwitchesFlow } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { ModuleSwitchesPage } from './views/ModuleSwitchesPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the chart is provided once per mount with the host it was mounted with. */
function Root({ host, path }: ModuleRootProps) {
  const [logic] = useState(() => createModuleSwitchesFlow(host));
  if (matchModuleRoute('modules', path)?.route === '/modules') return <ModuleSwitchesPage logic={logic} host={host} />;
  return <NotFoundPage home={moduleHome('modules')} onOpen={(to) => host.navigate(to)} />;
}

const moduleSwitchesModule: PortalModule = { Root, messages };

export default moduleSwitchesModule;
