/**
 * The whole Spanish catalog as one chunk (messages.ts): the entrance's areas are already in the first
 * load and are shared with it, not copied.
 */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(import.meta.glob<CatalogModule>('./es-CL/*.ts', { eager: true }));
