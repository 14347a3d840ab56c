/**
 * One switch per portal module: key (first path segment of the module), Spanish display name, and
 * whether this build has the module's screens (`released`); the seed writes every one to
 * services_status on every start. The sub-applications of modules/ say all three in their own
 * manifests (modules/<folder>/routes.json, read through shared/modules/manifests.generated.ts), so a module's
 * switch appears with its folder and `released` changes in its manifest. Listed here are only the
 * switches no folder declares: home (eiffel) and the seller's reputation page, built into the shell,
 * and the modules whose screens do not exist yet, whose menu entries show "not available yet".
 * My account (/user/myAccount) belongs to no module. Módulos (key `modules`) is where admins switch
 * the others; it is never switched itself.
 */
import { MODULE_MANIFESTS } from '../../shared/modules/manifests.generated.ts';

export interface PortalModuleSwitch {
  key: string;
  name: string;
  released: boolean;
}

/** The switches of the portal's own pages and of the modules not built yet. */
const OUTSIDE_MODULES: readonly PortalModuleSwitch[] = [
  { key: 'eiffel', name: 'Inicio', released: true },
  { key: 'reputation', name: 'Reputación', released: true },
  { key: 'logistics', name: 'Logística', released: false },
  { key: 'finance', name: 'Finanzas', released: false },
  { key: 'metrics', name: 'Métricas', released: false },
  { key: 'campaigns', name: 'Campañas', released: false },
  { key: 'reports', name: 'Reportes', released: false },
  { key: 'helper', name: 'Guía de uso', released: false },
];

export const PORTAL_MODULES: readonly PortalModuleSwitch[] = [
  ...OUTSIDE_MODULES,
  ...MODULE_MANIFESTS.map((module) => ({ key: module.key, name: module.names['es-CL'], released: module.released })),
];
