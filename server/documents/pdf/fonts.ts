import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The typefaces every PDF embeds: Open Sans regular and bold, TrueType files shipped by the
 * `@expo-google-fonts/open-sans` package. Embedding a real font (subset to the glyphs used) is what
 * lets the documents show every Spanish letter and sign (ñ, ¿, «, “, –, €…), which the PDF standard
 * fonts cannot.
 */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf'),
} as const;

export type FontName = keyof typeof FONT_FILES;

/** The SIL Open Font License 1.1 of Open Sans, kept beside the font files it covers. */
export const FONT_LICENSE_FILE = require.resolve('@expo-google-fonts/open-sans/LICENSE_FONT');
