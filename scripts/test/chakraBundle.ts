/**
 * Chakra UI for the model tests, bundled. Chakra, Ark UI and Zag arrive as about 1,500 ES modules,
 * and every model test file runs in a fresh process that loads them one by one: about 2 s a file, a
 * third of what the tier spent importing. Bundled once into three entry files with shared chunks, as
 * the production build bundles them, a file loads them in a fraction of that (the import time of a
 * 14-file sample went from 49 s to 24 s).
 * React and Emotion stay outside the bundle: the page must hold one React, and the model tests give
 * Emotion's cache their own style filter (tests/model/setup.ts).
 * The bundle sits under node_modules, so vitest loads it natively like the packages it replaces, in a
 * folder named by the versions it was made from: a new version makes a new bundle, and runs started at
 * once share one.
 */
import { build } from 'esbuild';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Each import the portal makes of these packages, and the bundle's entry that answers it. */
const ENTRIES = {
  'chakra-react': '@chakra-ui/react',
  'chakra-theme': '@chakra-ui/react/theme',
  'ark-tour': '@ark-ui/react/tour',
} as const;

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const folder = path.join(
  root,
  'node_modules/.cache/portal-model-chakra',
  ['@chakra-ui/react', '@ark-ui/react', 'esbuild'].map((name) => `${name.replace('/', '+')}@${versionOf(name)}`).join('_'),
);

/** The model project's aliases: each package import, answered by its bundled entry. */
export const chakraBundleAliases = Object.entries(ENTRIES).map(([file, specifier]) => ({
  find: new RegExp(`^${specifier.replaceAll('/', '\\/')}$`),
  replacement: path.join(folder, `${file}.mjs`),
}));

/** Builds the bundle unless a run before made it. */
export async function buildChakraBundle(): Promise<void> {
  if (existsSync(folder)) return;
  // Built aside and renamed, so a run that starts meanwhile never loads half a bundle.
  const partial = `${folder}.${process.pid}`;
  await build({
    entryPoints: ENTRIES,
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*'],
    absWorkingDir: root,
    logLevel: 'error',
  });
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another run renamed its identical bundle first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
}
