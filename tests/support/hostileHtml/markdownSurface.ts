/**
 * The learning guide's markdown, tried in Chromium: the Markdown component (bundled as it is, with the
 * portal's markdown module and cleaner, by markdownPage.tsx) draws every payload inside a page the
 * real server serves, under the server's real Content-Security-Policy. The guide's screens are not
 * built yet; when they are, they draw through the same component.
 */
import { build } from 'esbuild';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { armedMarkup } from './audit.ts';
import type { HostilePayload } from './corpus.ts';
import { addMarks, addRequests, emptyResult, type SurfaceResult } from './surfaces.ts';
import { takeMarks, watchContext } from './watch.ts';

async function markdownPageBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, 'markdownPage.tsx')],
    bundle: true,
    format: 'iife',
    globalName: 'MarkdownPage',
    write: false,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  // Evaluated code does not declare globals; the page's module is handed to the page explicitly.
  return `${result.outputFiles[0]!.text}\nwindow.MarkdownPage = MarkdownPage;`;
}

export async function tryMarkdown(browser: Browser, baseUrl: string, payloads: HostilePayload[], batch = 100): Promise<SurfaceResult> {
  const result = emptyResult('learning-guide markdown', payloads.length);
  const bundle = await markdownPageBundle();
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-CL' });
  const watch = await watchContext(context, baseUrl);
  try {
    const page = await context.newPage();
    for (let start = 0; start < payloads.length; start += batch) {
      const part = payloads.slice(start, start + batch);
      // A fresh portal page per batch (the login page: it needs no session), its own marks taken first.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
      addMarks(result, 'login page', await takeMarks(page));
      // Evaluated, not a <script>: the page's CSP would (rightly) refuse an inline script tag.
      await page.evaluate(bundle);
      await page.evaluate((entries) => {
        (window as unknown as { MarkdownPage: { renderMarkdown(entries: { id: string; source: string }[]): void } }).MarkdownPage.renderMarkdown(entries);
      }, part.map((payload) => ({ id: payload.id, source: payload.payload })));
      await page.waitForTimeout(200);
      const surface = page.locator('#markdown-surface');
      result.shown += await surface.locator('section[data-payload]').count();
      result.armed.push(...(await armedMarkup(surface, `markdown ${part[0]!.id} to ${part.at(-1)!.id}`)));
      addMarks(result, `markdown ${part[0]!.id} to ${part.at(-1)!.id}`, await takeMarks(page));
    }
    addRequests(result, watch);
  } finally {
    await context.close();
  }
  return result;
}
