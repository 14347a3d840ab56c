/** Chromium pages for the browser tests: CSP and error recording, axe. */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromiumLaunch.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

export { launchChromium };

/** A page that records CSP violations and uncaught errors, so tests can assert there were none. */
export async function openPage(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-CL' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until nothing on the page is on its way somewhere: no finite CSS animation or transition
 * running (a spinner's endless one does not count), and no element framer-motion drives left
 * half-faded. Text caught in the middle of a fade has a contrast it never has at rest, which a slow
 * machine catches more often than a fast one. Nor a dialog half gone: a closing dialog leaves the
 * page hidden from assistive technology (`data-aria-hidden`) until its exit has run, a moment a slow
 * machine can catch; the page counts as settled once no element is hidden that way while no dialog
 * is open. A page left hidden for good with nothing open still fails, when the wait runs out.
 */
export async function waitForMotionToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      if (moving) return false;
      const dialogOpen = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
      if (!dialogOpen && document.querySelector('[data-aria-hidden]') !== null) return false;
      return [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((element) => {
        const opacity = Number(element.style.opacity);
        return opacity === 0 || opacity === 1;
      });
    },
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page once its motion has settled and fails with the
 * violations listed.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await waitForMotionToSettle(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string; html: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    // Each node with its markup and axe's reason, so a failure says which element and why.
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')})`);
  });
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** The relative luminance of a computed `rgb(r, g, b)` colour (WCAG 2's formula). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** How far apart two computed colours read, from 1:1 to 21:1 (WCAG asks 4.5:1 of body text). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
