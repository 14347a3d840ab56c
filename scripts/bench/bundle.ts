/**
 * First-load JavaScript of a route, in KB gzip, read from the Vite manifest of the production build:
 * the entry chunk, everything it imports statically, and the lazily loaded chunks of the route's
 * modules (with their static imports) — what the browser fetches before the route can paint.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = 'dist';

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The shell's entries: every entry of the build but the sub-applications' (modules/<name>/entry.tsx). */
const shellEntries = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry && !key.startsWith('modules/'));

/**
 * What each sub-application loads beyond the shell for a reader in Spanish, in KB gzip
 * (dist/.vite/modules.json, written by the build): its code and its Spanish words, not the words of
 * a language it loads only for a page in that language.
 */
export function moduleOwnKb(): { name: string; kb: number; files: number }[] {
  const report = JSON.parse(readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8')) as Record<string, { ownFiles: string[]; localeFiles?: Record<string, string[]> }>;
  return Object.entries(report).map(([name, { ownFiles, localeFiles = {} }]) => {
    const otherLocales = new Set(Object.entries(localeFiles).flatMap(([locale, files]) => (locale === 'es-CL' ? [] : files)));
    const loaded = ownFiles.filter((file) => !otherLocales.has(file));
    return { name, kb: Math.round(loaded.reduce((sum, file) => sum + gzipKb(file), 0) * 10) / 10, files: loaded.length };
  });
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** The login route's lazy pieces: its route file and its views. */
export const LOGIN_ROUTE = (key: string) => /src\/(routes|views)\/login/.test(key);

/** The Spanish catalog beyond the entrance's messages: every page past the entrance waits for it. */
const PORTAL_CATALOG = /src\/i18n\/spanish\.ts/;
/** The wizard's own Spanish words, which only the wizard waits for. */
const WIZARD_CATALOG = /src\/i18n\/spanishSignup\.ts/;

/**
 * The home of the published seller: the protected area's layout with the shell (header, menu,
 * notifications button, terms gate: all in its chunk), the /eiffel route's view, the home flow its
 * loader brings and the whole Spanish catalog. The chunks are named one by one, not by folder: the
 * shell's and the home's overlays (the notifications list, the modals, the phone menu, the
 * reputation drawer) are chunks of their own fetched when they open, not before the first paint.
 */
export const EIFFEL_ROUTE = (key: string) =>
  PORTAL_CATALOG.test(key) || /src\/(views\/layout\/AuthenticatedLayout|routes\/eiffel|app\/homeFlow)/.test(key);

/** The wizard's route: its lazy view, its flow (machines, lookups, step views) and both parts of the catalog. */
export const WIZARD_ROUTE = (key: string) => PORTAL_CATALOG.test(key) || WIZARD_CATALOG.test(key) || /src\/(routes\/signup|app\/signupFlow)/.test(key);

/** `routeModules`: manifest keys (source paths) whose lazy chunks the route needs on first paint. */
export function firstLoadKb(manifest: Manifest, routeModules: (key: string) => boolean) {
  const entry = shellEntries(manifest);
  const lazy = Object.keys(manifest).filter((key) => !manifest[key]?.isEntry && routeModules(key));
  const chunks = staticClosure(manifest, [...entry, ...lazy]);
  const files = [...chunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const kb = sizes.reduce((sum, size) => sum + size.kb, 0);
  return { kb: Math.round(kb * 10) / 10, files: files.length, sizes };
}

/** Every JavaScript chunk of the build with its size in KB gzip, biggest first. */
export function chunkSizes(manifest: Manifest): { file: string; isEntry: boolean; kb: number }[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, isEntry: chunk.isEntry === true, kb: gzipKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb);
}

/**
 * JavaScript a route or chunk adds beyond the shared first load (the entry and its static imports):
 * the chunks of the modules `matches` selects, with their static imports, minus what the entry
 * already brought. This is what a visitor downloads when they move to that route.
 */
export function beyondFirstLoadKb(manifest: Manifest, matches: (key: string) => boolean) {
  const entry = shellEntries(manifest);
  const shared = staticClosure(manifest, entry);
  const own = staticClosure(manifest, Object.keys(manifest).filter((key) => !manifest[key]?.isEntry && matches(key)));
  const files = [...own].filter((key) => !shared.has(key)).map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  return { kb: Math.round(kb * 10) / 10, files: files.length };
}
