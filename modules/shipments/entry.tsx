import type { PortalModule } from '../../src/app/modules/portalModule.ts';

const shipmentsModule: PortalModule = { Root: () => null, messages: { 'es-CL': {}, en: {} } };
export default shipmentsModule;
