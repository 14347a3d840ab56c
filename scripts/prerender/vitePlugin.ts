/**
 * Draws the entrance pages ahead of the script. After the client is written, the app is built once
 * more for Node (src/prerender/entrance.tsx), each page of PRERENDERED_PAGES is drawn with it, and the
 * build writes `dist/<page>.html`: index.html with the drawn markup inside #root and the rules it used
 * as a stylesheet of its own (hashed under assets/, so cached like the rest and compressed with
 * them). A phone on a slow link paints the page once the HTML and that stylesheet arrive, instead
 * of after the whole first load of JavaScript has come and run.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from '../precompile-messages.ts';
import { PRERENDERED_PAGES } from '../../shared/prerenderedPages.ts';
import type { DrawnPage } from '../../src/prerender/entrance.tsx';

const ENTRY = 'src/prerender/entrance.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with `page` drawn inside #root and its stylesheet linked before the scripts. The scripts
 * are fetched at low priority: the drawn page needs only the stylesheet to paint, so on a slow link
 * the stylesheet goes first and the JavaScript follows, instead of the two sharing the bandwidth
 * while nothing is on the screen.
 */
export function withDrawnPage(indexHtml: string, page: { html: string; stylesheetHref: string }): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to draw into`);
  const link = `<link rel="stylesheet" href="${page.stylesheetHref}" data-prerendered>`;
  return indexHtml
    .replace(/(\s*)<script type="module"/, (match, space: string) => `${space}${link}${match}`)
    .replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`)
    .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`);
}

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'portal:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    // writeBundle, not closeBundle: the stylesheets must exist before precompressAssets (a closeBundle) looks.
    async writeBundle() {
      if (isServerBuild) return;
      const serverDir = path.join(root, 'node_modules/.prerender');
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), precompileMessages()],
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, target: 'node20' },
        // The router draws differently on a server (no Suspense around its matches, no transitions),
        // which the browser could not adopt: bundled here in its browser build, it draws as it will there.
        ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['browser', 'import', 'default'] } },
      });
      const { drawEntrancePage } = (await import(pathToFileURL(path.join(serverDir, 'entrance.js')).href)) as {
        drawEntrancePage: (pagePath: string) => Promise<DrawnPage>;
      };
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const [pagePath, file] of Object.entries(PRERENDERED_PAGES)) {
        const { html, css } = await drawEntrancePage(pagePath);
        const stylesheet = `assets/${path.basename(file, '.html')}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
        await writeFile(path.join(outDir, stylesheet), css);
        await writeFile(path.join(outDir, file), withDrawnPage(indexHtml, { html, stylesheetHref: `/${stylesheet}` }));
      }
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
