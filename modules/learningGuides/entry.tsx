/**
 * Configuración > Guías de aprendizaje (modules/learningGuides): its screens land in the next change;
 * until then the module mounts and draws nothing.
 */
import type { PortalModule } from '../../src/app/modules/portalModule.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';

const learningGuidesModule: PortalModule = { Root: () => null, messages: { 'es-CL': esCL, en } };

export default learningGuidesModule;
