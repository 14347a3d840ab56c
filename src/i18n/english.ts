/** The English catalog as one chunk, fetched only when the portal is shown in English (messages.ts). */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(import.meta.glob<CatalogModule>('./en/*.ts', { eager: true }));
