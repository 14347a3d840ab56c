import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { useMessages } from '../i18n/messages.ts';
import { chakraSystem } from './theme.ts';
import { InspectionContext, type Inspect } from '../views/inspection/useFlowActor.ts';

/**
 * Emotion writes Chakra's styles into <style> tags; the server's CSP allows only styles carrying the
 * per-response nonce it put in <meta name="csp-nonce">, so the cache stamps that nonce on them.
 */
export function createStyleCache(doc: Document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  return createCache({ key: 'ps', nonce });
}

export function AppProviders({
  locale,
  styleCache,
  inspect,
  children,
}: {
  locale: Locale;
  styleCache: EmotionCache;
  /** The inspection observer of development; views' own actors report to it (useFlowActor). */
  inspect?: Inspect | undefined;
  children: ReactNode;
}) {
  const messages = useMessages(locale);
  return (
    <InspectionContext.Provider value={inspect}>
    <CacheProvider value={styleCache}>
      <ChakraProvider value={chakraSystem()}>
        {/* Nothing is drawn before the locale's catalog is at hand (main.tsx loads it before rendering). */}
        {messages && (
          <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
            {children}
          </IntlProvider>
        )}
      </ChakraProvider>
    </CacheProvider>
    </InspectionContext.Provider>
  );
}
