/**
 * Cumulative layout shift of /eiffel for the published demo seller while its notifications, the
 * reputation card and the three report frames mount (target <= 0.01).
 *
 * Debian's Chromium (playwright-core) with the seller's session stored before the app starts (as
 * scripts/bench/lighthouse.ts does); a PerformanceObserver for 'layout-shift' (buffered) is installed
 * before any page script runs. The figure is the sum of the shifts without recent input, read after
 * the three report pages have loaded in their frames, the reputation card shows its level and the
 * notifications button its count, plus a settle second. Measured at a desktop (1280x900) and a phone
 * (Lighthouse's mobile device, 412x823 at 1.75 DPR) viewport, fresh context (cold cache) each, `runs` times; the worst run is the figure.
 *
 * Run alone: `npx tsx scripts/bench/cls.ts [--verbose]` (needs `npm run build` first). Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromiumLaunch.ts';
import { publishedSellerToken, startPortalServer } from './lighthouse.ts';

const REPORT_TITLES = ['Reputación', 'Quiebres de stock y penalizaciones', 'Resumen comercial'];

export interface ClsRun {
  cls: number;
  /** Each counted shift: its value, when (ms since navigation start) and what moved. */
  shifts: { value: number; at: number; sources: string[] }[];
}

async function measureOnce(browser: Browser, baseUrl: string, token: string, device: Device): Promise<ClsRun> {
  const { width, height, ...emulation } = device;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, locale: 'es-CL', ...emulation });
  try {
    // A string, not a function: tsx (esbuild keepNames) would wrap inner functions in a `__name`
    // helper the page does not have, and the observer would silently never start.
    await context.addInitScript(`
      localStorage.setItem('token', ${JSON.stringify(token)});
      // The optional terms the seed leaves pending would open their modal (no shift, but it covers the page).
      localStorage.setItem('reviewLater', '1');
      window.__shifts = [];
      const describeNode = (node) => {
        if (!(node instanceof Element)) return String(node && node.nodeName ? node.nodeName : '?');
        const label = node.getAttribute('aria-label') || node.getAttribute('aria-labelledby') || node.getAttribute('title');
        const text = (node.textContent || '').trim().slice(0, 40);
        return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (label ? '[' + label + ']' : '') + ' "' + text + '"';
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((source) => describeNode(source.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    const page = await context.newPage();
    await page.goto('/eiffel');
    await page.getByRole('region', { name: 'Tu reputación' }).getByText(/^Nivel /).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notificaciones/ }).waitFor({ timeout: 30_000 });
    for (const title of REPORT_TITLES) {
      await page.frameLocator(`iframe[title="Reporte: ${title}"]`).getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    }
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: ClsRun['shifts'] }).__shifts);
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  } finally {
    await context.close();
  }
}

export const CLS_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  /** Lighthouse's mobile device (Moto G Power): 412x823 CSS px at 1.75 DPR, touch. */
  phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
} as const;

type Device = { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean };

/** CLS of /eiffel per viewport (worst of `runs`), against `baseUrl` or a server started here. */
export async function measureCls({ baseUrl, runs = 3 }: { baseUrl?: string; runs?: number } = {}): Promise<Record<keyof typeof CLS_VIEWPORTS, ClsRun>> {
  const server = baseUrl ? null : await startPortalServer();
  const origin = baseUrl ?? server!.baseUrl;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const token = await publishedSellerToken(origin);
    const result = {} as Record<keyof typeof CLS_VIEWPORTS, ClsRun>;
    for (const [name, viewport] of Object.entries(CLS_VIEWPORTS) as [keyof typeof CLS_VIEWPORTS, Device][]) {
      const all: ClsRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, origin, token, viewport));
      result[name] = all.reduce((worst, run) => (run.cls > worst.cls ? run : worst));
    }
    return result;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const verbose = process.argv.includes('--verbose');
  const result = await measureCls();
  for (const [name, run] of Object.entries(result)) {
    console.log(`CLS of /eiffel while notifications and reports mount, ${name}: ${run.cls.toFixed(4)}   target <= 0.01`);
    if (verbose) for (const shift of run.shifts) console.log(`  ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
  }
}
