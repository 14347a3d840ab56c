import { useMemo, useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlConfig } from 'react-intl';
import type { FlashMessage } from '../../../machines/flash/flash.machine.ts';
import type { ModuleCatalogSource } from '../../app/modules/moduleCatalogs.ts';

const cache = createIntlCache();

/**
 * The flash message's text in the shown language. The shell's catalog first; an id it lacks is a
 * module's, looked up in the catalogs of the modules imported so far (the flash is drawn outside
 * the module's own messages and may outlive its page).
 */
export function useFlashText(message: FlashMessage | null, moduleCatalogs: ModuleCatalogSource): string | null {
  const intl = useIntl();
  const catalogs = useSyncExternalStore(moduleCatalogs.subscribe, moduleCatalogs.snapshot, moduleCatalogs.snapshot);
  const withModules = useMemo(() => {
    const merged = Object.assign({}, intl.messages, ...catalogs.map((messages) => (intl.locale === 'en' ? messages.en : messages['es-CL'])));
    return createIntl({ locale: intl.locale, defaultLocale: intl.defaultLocale, messages: merged as IntlConfig['messages'], onError: intl.onError }, cache);
  }, [intl, catalogs]);
  if (!message) return null;
  const formatter = message.messageId in intl.messages ? intl : withModules;
  return formatter.formatMessage({ id: message.messageId }, message.values);
}
