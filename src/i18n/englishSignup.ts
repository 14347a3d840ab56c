/** The sign-up wizard's English words as a chunk of their own (messages.ts). */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(import.meta.glob<CatalogModule>(['./en/signup*.ts', './en/activityPicker.ts'], { eager: true }));
