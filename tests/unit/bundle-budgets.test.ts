/**
 * Byte budgets of the production build, read from the Vite manifest (`npm test` builds before this
 * runs). Sizes are deterministic, so growth past a budget fails here with the chunks and their
 * biggest modules named; timings stay in `npm run bench`.
 *
 * The first loads are held at today's sizes with a little room: that stops them growing while the
 * goals (login 150 KB, /eiffel 200 KB, printed by the bench beside the figures) are worked toward.
 * A change that shrinks a first load should lower its budget here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChunkReport } from '../../scripts/bundleReport.ts';
import { chunkSizes, EIFFEL_ROUTE, firstLoadKb, LOGIN_ROUTE, readManifest } from '../../scripts/bench/bundle.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** KB gzip. */
const BUDGETS = {
  /**
   * 197 until the module list came to be written once: the shell's first load now carries each built
   * module's menu entries from its manifest (the generated registry, +0.2) and the entities its
   * routes name for the breadcrumb (+0.1), which it used to have written by hand in less; 197.9 with
   * the session's order of the seller's aids (terms, level change, tour: a region of its chart, +0.3)
   * and page views for the pages outside the shell (+0.1); 198.0 with the learning guide's failure
   * toast in the flows and the orders module's Spid35 route in the manifests; 198.2 with the loaders
   * of the wizard's words as a catalog part of their own (which take 3.5 KB off the home below);
   * 198.9 once the staff lists' seller filter (its combobox, a lazy chunk) came: the close button
   * and the combobox's anatomy, shared by that chunk and the first load, became chunks of their own,
   * each carrying its own import and compression overhead (+0.5), and the kit's shared detail pieces
   * of the modules written once (+0.2); 199.0 with the catalogue's configuration pages, whose use of
   * kit pieces the first load also holds split one more of them into a chunk of its own; 199.2 with
   * the signed-in area's idle fetch of the modules' kit (the names of the kit's chunks it asks for,
   * in the route that decides who is signed in), which takes 10 to 20 KB off every module opened;
   * 199.7 with the modules' words loaded by language (the manifest naming each language's chunk and
   * the loader fetching the page's beside the entry: 5.8 KB off the catalogue) and this session's
   * kit pieces that module chunks share (progress bar, row report, multipart of the uploads); 199.8
   * with the Spid35 and settlements operations in the permission table and each module's released
   * flag in the registry (the shell mounts a module only once it is released).
   */
  loginFirstLoad: 199.8,
  /**
   * 228 until the compile hint's line on the three big shared chunks (0.1 KB gzip in all); 229.1 with
   * the manifests' menu entries and route entities above, and the kit's shared list pieces; 229.3
   * with the terms gate's and the tour's settled signals (their phase on the page, which the browser
   * tests wait for instead of sleeping seconds); 229.7 with the aids' order and the guest page views;
   * 229.8 with the reputation card's rates kept on their side of the goal; 229.9 with the tour's
   * rule that leaves out the steps of modules not released yet; 230.2 with the learning guide's
   * failure toast, the Spid35 route and the guide button drawn as a round icon on a phone; 230.4
   * with the browser tab named after the page on screen; 226.9 once the wizard's words (its steps,
   * errors and lists, in a part of the catalog of their own) no longer came with the portal's;
   * 228.7 with the "what needs doing now" panel under the greeting, for sellers and for the staff
   * roles with queues (its chart, its view and the lists' calls: the home's first content, so not a
   * chunk fetched after it); 229.9 with the seller filter's shared chunks as above (+0.7), the
   * home's reputation report saying which months its figures cover (+0.2) and the kit's shared
   * detail pieces (+0.3); 230.0 with the catalogue's configuration pages (a kit piece split out, as
   * for the login); 230.1 with the shell's idle fetch of the modules' kit, which takes 10 to 20 KB
   * off every module opened afterwards (orders 31.3 -> 13.3 KB beyond the shell); 230.6 with the
   * modules' words loaded by language and the new shared kit pieces (as for the login); 230.7 with
   * the new operations and the released flags (as for the login).
   */
  eiffelFirstLoad: 230.7,
  /** Any chunk fetched after the first load: a lazy route, a drawer, a module, a catalog. */
  lazyChunk: 40,
};

function readChunkReport(): Record<string, ChunkReport> {
  const file = path.join(DIST, '.vite/chunks.json');
  if (!existsSync(file)) throw new Error('dist/.vite/chunks.json is missing: run `npx vite build` first (npm test does).');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkReport>;
}

/** "assets/x.js 39.8 KB (node_modules/xstate/... 40.1 KB, ...)" for the failure messages. */
function describeChunk(report: Record<string, ChunkReport>, file: string, kb: number): string {
  const modules = (report[file]?.biggestModules ?? []).slice(0, 4).map(([id, bytes]) => `${id} ${(bytes / 1024).toFixed(1)} KB`);
  return `${file} ${kb.toFixed(1)} KB gzip (biggest modules before compression: ${modules.join(', ')})`;
}

describe('bundle budgets', () => {
  const manifest = readManifest();
  const report = readChunkReport();

  it(`the login's first load is at most ${BUDGETS.loginFirstLoad} KB gzip`, () => {
    const login = firstLoadKb(manifest, LOGIN_ROUTE);
    const chunks = login.sizes.slice(0, 4).map(({ file, kb }) => describeChunk(report, file, kb));
    expect(login.kb, `login first load ${login.kb} KB gzip; biggest chunks:\n${chunks.join('\n')}`).toBeLessThanOrEqual(BUDGETS.loginFirstLoad);
  });

  it(`the published seller's home (/eiffel) first load is at most ${BUDGETS.eiffelFirstLoad} KB gzip`, () => {
    const eiffel = firstLoadKb(manifest, EIFFEL_ROUTE);
    const chunks = eiffel.sizes.slice(0, 4).map(({ file, kb }) => describeChunk(report, file, kb));
    expect(eiffel.kb, `/eiffel first load ${eiffel.kb} KB gzip; biggest chunks:\n${chunks.join('\n')}`).toBeLessThanOrEqual(BUDGETS.eiffelFirstLoad);
  });

  it(`every chunk but the entry is at most ${BUDGETS.lazyChunk} KB gzip`, () => {
    const over = chunkSizes(manifest)
      .filter((chunk) => !chunk.isEntry && chunk.kb > BUDGETS.lazyChunk)
      .map(({ file, kb }) => describeChunk(report, file, kb));
    expect(over).toEqual([]);
  });

  it('the report names what a chunk is made of', () => {
    // The budget failures are only useful if they can say what grew: the entry holds React's DOM.
    const entry = chunkSizes(manifest).find((chunk) => chunk.isEntry && chunk.file.startsWith('assets/index-'));
    expect(report[entry!.file]?.biggestModules.some(([id]) => id.startsWith('node_modules/react-dom/'))).toBe(true);
  });
});
