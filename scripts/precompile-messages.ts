import type { Plugin } from 'vite';
// react-intl's own ICU parser (a dependency of react-intl, pinned by the lockfile): the messages are
// parsed at build time by the very code that would parse them in the browser.
import { parse } from '@formatjs/icu-messageformat-parser';

const MESSAGE_PARSER = '@formatjs/icu-messageformat-parser';
/**
 * The shell's catalogs (src/i18n/<locale>/<area>.ts) and each module's (modules/<name>/i18n/<locale>.ts,
 * or <area>.<locale>.ts for a module whose words come in parts: the catalogue's products, its form).
 */
const CATALOG_MODULE = /\/src\/i18n\/([^/]+)\/[^/]+\.ts$|\/modules\/[^/]+\/i18n\/(?:[a-zA-Z]+\.)?([a-z]{2}(?:-[A-Z]{2})?)\.ts$/;

/**
 * Production builds ship the catalogs (src/i18n/<locale>/*.ts, modules/<name>/i18n/<locale>.ts) already parsed into ICU message ASTs,
 * which react-intl formats as they are, and replace the parser by its `no-parser` build: the parser
 * (about 8 KB gzip) leaves the first load. The parse options are those intl-messageformat uses in the
 * browser (the message's locale), so every message formats the same. A message that does not parse
 * fails the build instead of showing its id at runtime. Dev server and tests keep the text catalogs.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'portal:precompile-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${MESSAGE_PARSER}$`), replacement: `${MESSAGE_PARSER}/no-parser.js` }] },
    }),
    async transform(code, id) {
      const match = CATALOG_MODULE.exec(id);
      const locale = match?.[1] ?? match?.[2];
      if (!locale) return null;
      // A catalog is one object of string literals (`export default {...} satisfies ...`, types stripped by now).
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: Record<string, string>;
      };
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, message]) => {
          try {
            return [key, parse(message, { locale: new Intl.Locale(locale) })];
          } catch (error) {
            throw new Error(`${id}: message ${key} does not parse: ${String(error)}`, { cause: error });
          }
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
