/**
 * The Spanish catalog of the portal as one chunk (messages.ts), without the sign-up wizard's words
 * (spanishSignup.ts), which only the wizard fetches. The entrance's areas are already in the first
 * load and are shared with it, not copied.
 */
import { mergeCatalog, type CatalogModule } from './locales.ts';

export default mergeCatalog(
  import.meta.glob<CatalogModule>(['./es-CL/*.ts', '!./es-CL/signup*.ts', '!./es-CL/activityPicker.ts'], { eager: true }),
);
