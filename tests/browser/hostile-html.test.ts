/**
 * Hostile HTML, the fast variant (`npx tsx scripts/proof/hostile-html.ts` runs every payload): a
 * fixed sample of the two public corpora and all of the portal's own payloads, stored as notification
 * HTML, as notification JSON content and as terms HTML, then opened by the seller in Chromium; and
 * drawn by the learning guide's Markdown component inside a portal page. None may run, none may be
 * stopped only by the CSP (the sanitisers must have removed it first), none may reach another origin,
 * and nothing may be left armed for a click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { armedMarkup } from '../support/hostileHtml/audit.ts';
import { samplePayloads } from '../support/hostileHtml/corpus.ts';
import { hostileHtmlRun } from '../support/hostileHtml/run.ts';
import { takeMarks, watchContext } from '../support/hostileHtml/watch.ts';
import { launchChromium } from './support/chromium.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('hostile HTML on every surface', () => {
  it('the watch sees what runs, what the CSP stops, what leaves and what is left armed (the control)', async () => {
    const context = await browser.newContext();
    try {
      const watch = await watchContext(context, 'http://portal.test');
      const page = await context.newPage();
      await page.route('http://portal.test/csp', (route) =>
        route.fulfill({
          contentType: 'text/html',
          headers: { 'content-security-policy': "script-src 'none'; img-src 'self'" },
          body: '<img src=x onerror=alert(1)><img src="https://attacker.example/a.png"><script>prompt(1)</script>',
        }),
      );
      await page.goto('http://portal.test/csp');
      // Settled when the three violations the page holds (two scripts, one image) have been reported.
      await page.waitForFunction(() => ((window as unknown as { __xssViolations?: unknown[] }).__xssViolations?.length ?? 0) >= 3);
      await expect.poll(() => watch.blockedRequests()).toEqual(['https://attacker.example/a.png']);
      const stopped = await takeMarks(page);
      expect(stopped.ran).toEqual([]);
      expect(stopped.scriptViolations).toHaveLength(2);
      expect(stopped.loadViolations).toEqual(['img-src https://attacker.example/a.png ']);
      expect(watch.blockedRequests()).toEqual(['https://attacker.example/a.png']);
      expect(watch.sentRequests()).toEqual([]);

      await page.route('http://portal.test/open', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<div id="box"><img src=x onerror=alert(1)><img src="https://attacker.example/b.png"><a href="javascript:__xss(2)" onmouseover="x()">x</a></div><script>__xss(3)</script>',
        }),
      );
      await page.goto('http://portal.test/open');
      // Settled when both handlers the page holds have run and the foreign image was asked for.
      await page.waitForFunction(() => ((window as unknown as { __xssRan?: unknown[] }).__xssRan?.length ?? 0) >= 2);
      await expect.poll(() => watch.sentRequests()).toEqual(['https://attacker.example/b.png']);
      // The inline script runs while the page is parsed, the broken image's handler after it.
      expect((await takeMarks(page)).ran).toEqual(['__xss() at /open', 'alert() at /open']);
      expect(watch.sentRequests()).toEqual(['https://attacker.example/b.png']);
      expect(await armedMarkup(page.locator('#box'), 'control')).toEqual([
        'control: <img onerror="alert(1)">',
        'control: <img src="https://attacker.example/b.png"> (loads from elsewhere)',
        'control: <a href="javascript:__xss(2)">',
        'control: <a onmouseover="x()">',
      ]);
    } finally {
      await context.close();
    }
  });

  it('runs none of the sample on notification HTML, notification JSON, terms HTML and markdown', async () => {
    const payloads = samplePayloads(72);
    expect(payloads).toHaveLength(72);
    expect(payloads.filter((payload) => payload.id.startsWith('portal-'))).toHaveLength(48);
    const results = await hostileHtmlRun(browser, payloads);
    expect(results.map((result) => result.surface)).toEqual(['notification HTML', 'notification JSON', 'terms HTML', 'learning-guide markdown']);
    for (const result of results) {
      expect(result.tried, result.surface).toBe(72);
      expect({
        surface: result.surface,
        ran: result.ran,
        scriptViolations: result.scriptViolations,
        loadViolations: result.loadViolations,
        sentRequests: result.sentRequests,
        blockedRequests: result.blockedRequests,
        armed: result.armed,
      }).toEqual({ surface: result.surface, ran: [], scriptViolations: [], loadViolations: [], sentRequests: [], blockedRequests: [], armed: [] });
    }
    // The pages really showed the payloads: 25 HTML ones leave nothing once sanitised (refused as
    // empty), 6 of ours are JSON components the contract refuses (on both notification surfaces), every
    // other campaign name is stored, every terms section and markdown box is drawn.
    const shown = Object.fromEntries(results.map((result) => [result.surface, result.shown]));
    expect(shown).toEqual({ 'notification HTML': 41, 'notification JSON': 66, 'terms HTML': 72, 'learning-guide markdown': 72 });
  }, 300_000);
});
