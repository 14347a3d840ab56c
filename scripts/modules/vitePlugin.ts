/**
 * Builds every folder of modules/ as a sub-application: its entry becomes a chunk of its own (sharing
 * React, Chakra, XState and the router with the shell: one copy of each, in the shared chunks), and
 * beside it the build writes modules/<name>/manifest.json (the entry chunk's URL and CSS) and copies
 * the module's routes.json and permissions.json, which the shell fetches uncached when the path
 * enters the module. The dev server answers the same three files, its manifest naming the source entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ModuleManifest } from '../../shared/modules/moduleFiles.ts';
import { readModuleFolders, type ModuleFolder } from './folders.ts';
import { chunkClosure } from '../chunkGraph.ts';

/** What the build says of a module: its entry chunk, and the chunks and source modules only it loads. */
export interface ModuleBuildReport {
  entry: string;
  ownFiles: string[];
  /** Source modules in those chunks, relative to the project (node_modules/... for libraries). */
  ownModules: string[];
  /**
   * Own chunks that hold nothing but one locale's words (a catalog the entry loads only for a page
   * in that locale), by locale: a reader of another language never downloads them.
   */
  localeFiles: Record<string, string[]>;
}

/** A module's catalog file (modules/<name>/i18n/<locale>.ts or <area>.<locale>.ts) and its locale. */
const MODULE_CATALOG = /(?:^|\/)modules\/[^/]+\/i18n\/(?:[a-zA-Z]+\.)?([a-z]{2}(?:-[A-Z]{2})?)\.ts$/;

/** The one locale a chunk's catalogs are in, when the chunk holds only words (catalogs and the file merging them). */
function localeOfChunk(moduleIds: readonly string[]): string | null {
  if (!moduleIds.every((id) => /(?:^|\/)modules\/[^/]+\/i18n\//.test(id))) return null;
  const locales = new Set(moduleIds.flatMap((id) => MODULE_CATALOG.exec(id)?.[1] ?? []));
  return locales.size === 1 ? [...locales][0]! : null;
}

const MODULE_FILE = /^\/modules\/([a-zA-Z][a-zA-Z0-9-]*)\/(manifest|routes|permissions)\.json$/;

export function portalModules(): Plugin {
  let folders: ModuleFolder[] = [];
  let base = '/';
  let root = process.cwd();
  let building = false;
  const chunkRefs = new Map<string, string>();
  return {
    name: 'portal:modules',
    configResolved(config) {
      folders = readModuleFolders(path.join(config.root, 'modules'));
      base = config.base;
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!building) return;
      for (const folder of folders) {
        chunkRefs.set(
          folder.name,
          this.emitFile({ type: 'chunk', id: folder.entry, name: `module-${folder.name}`, preserveSignature: 'exports-only' }),
        );
      }
    },
    generateBundle(_options, bundle) {
      const report: Record<string, ModuleBuildReport> = {};
      const moduleEntries = new Set([...chunkRefs.values()].map((ref) => this.getFileName(ref)));
      const shellFiles = chunkClosure(
        bundle,
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isEntry && !moduleEntries.has(output.fileName) ? [output.fileName] : [])),
        { dynamic: true },
      );
      for (const folder of folders) {
        const ref = chunkRefs.get(folder.name);
        if (!ref) continue;
        const fileName = this.getFileName(ref);
        const chunk = bundle[fileName];
        const css = chunk && chunk.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        const ownFiles = [...chunkClosure(bundle, [fileName], { dynamic: true })].filter((file) => !shellFiles.has(file));
        const localeFiles = ownFiles.reduce<Record<string, string[]>>((byLocale, file) => {
          const own = bundle[file];
          const locale = own?.type === 'chunk' ? localeOfChunk(own.moduleIds) : null;
          if (locale) byLocale[locale] = [...(byLocale[locale] ?? []), file];
          return byLocale;
        }, {});
        const catalogs = Object.fromEntries(Object.entries(localeFiles).map(([locale, files]) => [locale, files.map((file) => `${base}${file}`)]));
        const manifest: ModuleManifest = {
          entry: `${base}${fileName}`,
          css: css.map((file) => `${base}${file}`),
          ...(Object.keys(catalogs).length > 0 ? { catalogs } : {}),
        };
        const emit = (name: string, source: string) => this.emitFile({ type: 'asset', fileName: `modules/${folder.name}/${name}`, source });
        emit('manifest.json', JSON.stringify(manifest));
        emit('routes.json', readFileSync(path.join(folder.dir, 'routes.json'), 'utf8'));
        emit('permissions.json', readFileSync(path.join(folder.dir, 'permissions.json'), 'utf8'));
        report[folder.name] = {
          entry: fileName,
          ownFiles,
          ownModules: ownFiles.flatMap((file) => {
            const own = bundle[file];
            return own?.type === 'chunk' ? own.moduleIds.map((id) => path.relative(root, id)) : [];
          }),
          localeFiles,
        };
      }
      // What each module brings beyond the shell, for the bundle test and the bench.
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report, null, 2) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = MODULE_FILE.exec((request.url ?? '').split('?')[0] ?? '');
        const folder = match && folders.find((candidate) => candidate.name === match[1]);
        if (!match || !folder) return next();
        const body =
          match[2] === 'manifest'
            ? JSON.stringify({ entry: `/modules/${folder.name}/entry.tsx`, css: [] } satisfies ModuleManifest)
            : readFileSync(path.join(folder.dir, `${match[2]}.json`), 'utf8');
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(body);
      });
    },
  };
}
