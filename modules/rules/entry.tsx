/**
 * The reputation rules module (Configuración > Reglas), mounted by the shell when the path's first
 * segment is `rules`.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createRulesFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { RulesPage } from './views/RulesPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host }: ModuleRootProps) {
  // The chart is provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createRulesFlows(host));
  return <RulesPage logic={flows.rulesPage} host={host} />;
}

const rulesModule: PortalModule = { Root, messages };

export default rulesModule;
