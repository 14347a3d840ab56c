/**
 * The English catalog of the portal as one chunk, fetched only when the portal is shown in English
 * (messages.ts); the wizard's English words are englishSignup.ts.
 */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(
  import.meta.glob<CatalogModule>(['./en/*.ts', '!./en/signup*.ts', '!./en/activityPicker.ts'], { eager: true }),
);
