/**
 * The reputation rules module (Configuración > Reglas), mounted by the shell when the path's first
 * segment is `rules`: /rules is the rules' editor; anything else a "not found" with a way back.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createRulesFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { RulesPage } from './views/RulesPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path }: ModuleRootProps) {
  // The chart is provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createRulesFlows(host));
  if (matchModuleRoute('rules', path)?.route === '/rules') return <RulesPage logic={flows.rulesPage} host={host} />;
  return <NotFoundPage home={moduleHome('rules')} onOpen={(to) => host.navigate(to)} />;
}

const rulesModule: PortalModule = { Root, messages };

export default rulesModule;
