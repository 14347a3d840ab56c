/** The sign-up wizard's Spanish words as a chunk of their own: only the wizard fetches them (messages.ts). */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(import.meta.glob<CatalogModule>(['./es-CL/signup*.ts', './es-CL/activityPicker.ts'], { eager: true }));
