/**
 * Lighthouse performance of the portal's first pages, mobile and desktop, and of an anchor page.
 *
 * The production server starts as `npm start` runs it (server/main.ts over the built dist/, a fresh
 * PGlite data dir, NODE_ENV=production). Debian's Chromium is launched by playwright-core with a
 * remote-debugging port and a fresh profile (cold cache, nothing stored), and Lighthouse audits one
 * page on that port with `disableStorageReset`, so that a session stored before the audit survives:
 *  - /login and /registrate-ahora signed out (no token stored; the audit must end on the same path);
 *  - /eiffel for the published demo seller: the seller's token is put where the app keeps it (local
 *    storage `token`, src/app/session.ts) from a page of the origin that loads no app asset, then the
 *    HTTP cache is cleared. The review-later flag is set: the optional terms the seed leaves pending for
 *    this seller would otherwise open their modal one second after load (a returning seller who chose
 *    "Revisar más tarde"), and the seller's reputation level is recorded as seen (markLevelSeen), so
 *    the level-change modal of a first visit does not open either.
 * Each page is audited with Lighthouse's default config (mobile: Moto G Power, simulated slow 4G and
 * 4x CPU) and with its desktop config (lighthouse/core/config/desktop-config.js), `runs` times each in a
 * fresh browser; the median run by score is the figure.
 *
 * The anchor: a plain React 19 + Chakra UI v3 login form (scripts/bench/anchor/), built and served with
 * the same compression as ours (scripts/bench/anchorServer.ts) and audited with the same mobile
 * settings, so the distance between the two scores is what the portal's own first load costs.
 *
 * Run alone: `npx tsx scripts/bench/lighthouse.ts [--runs N]` (needs `npm run build` first). Prints,
 * asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { seenLevelOf, type ReputationCategory } from '../../machines/reputation/reputation.rules.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromiumLaunch.ts';
import { startAnchorSite } from './anchorServer.ts';

export const PUBLISHED_SELLER = 'seller@demo.cl';
const DEMO_PASSWORD = 'Portal2026!';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface PortalServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The production server over dist/, on a free port with a fresh embedded database (demo seed). */
export async function startPortalServer(): Promise<PortalServer> {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Production refuses to start without a signing key, and seeds the demo sellers only when asked.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The portal server exited (${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}/services-status`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The portal server did not answer within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The demo seller's token (POST /auth/login). */
export async function sellerToken(baseUrl: string, email = PUBLISHED_SELLER): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Records the seller's current reputation level as seen, as "Entendido" on the level-change modal
 * does (PUT /v1/sellers/reputation-modal/{id}; tests/browser/support/portal.ts does the same). The seed
 * scores the demo seller from its orders and nobody has seen that level yet, so on every fresh server
 * the modal would open over /eiffel (and reload it when closed): a first visit's event, which a
 * returning seller does not meet and which would cover the page being measured.
 */
export async function markLevelSeen(baseUrl: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const read = async <T>(pathname: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${pathname}`, { headers });
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { seller_id: sellerId } = await read<{ seller_id: number | null }>('/auth/session');
  if (sellerId === null) return;
  const { categoriaReputacion } = await read<{ categoriaReputacion: ReputationCategory }>(`/v1/sellers/status-reputation/${sellerId}`);
  const response = await fetch(`${baseUrl}/v1/sellers/reputation-modal/${sellerId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ modalShow: false, reputation: seenLevelOf(categoriaReputacion) }),
  });
  if (!response.ok) throw new Error(`PUT reputation-modal answered ${response.status}`);
}

/** The published demo seller's token, its current reputation level already seen (markLevelSeen). */
export async function publishedSellerToken(baseUrl: string): Promise<string> {
  const token = await sellerToken(baseUrl);
  await markLevelSeen(baseUrl, token);
  return token;
}

/**
 * Stores the session in the context the way the app does after a login (local storage),
 * from a page of the origin that loads no app asset, then empties the HTTP cache.
 */
export async function storeSessionInBrowser(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/services-status`);
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('reviewLater', '1');
  }, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's own configs: the default one is mobile; desktop extends it with desktop settings. */
const CONFIGS = { mobile: undefined, desktop: desktopConfig } as const;

export interface LighthouseRoute {
  path: string;
  /** Audited with the published demo seller signed in, or with nothing stored. */
  signedIn: boolean;
}

/** The portal's first pages: the entrance, the sign-up wizard, and a published seller's home. */
export const LIGHTHOUSE_ROUTES: readonly LighthouseRoute[] = [
  { path: '/login', signedIn: false },
  { path: '/registrate-ahora', signedIn: false },
  { path: '/eiffel', signedIn: true },
];

/**
 * One Lighthouse performance audit of `url` in a fresh Chromium: signed in when a token is given
 * (stored before the audit), otherwise with nothing stored. The audit must end on `url`'s path: a
 * redirect (to /login for a lost session, away from /login for a found one) would measure another page.
 */
async function auditOnce(url: string, { token, formFactor }: { token: string | null; formFactor: FormFactor }): Promise<LighthouseRun> {
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const { origin, pathname } = new URL(url);
    if (token !== null) await storeSessionInBrowser(context, origin, token);
    const result = await lighthouse(
      url,
      { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      CONFIGS[formFactor],
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== pathname) throw new Error(`Lighthouse ended on ${finalPath}, not ${pathname}: ${token ? 'the session was not used' : 'a session was found'}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface LighthouseFigure {
  /** The median run by score: the figure. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

async function auditRuns(url: string, options: { token: string | null; formFactor: FormFactor }, runs: number): Promise<LighthouseFigure> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(url, options));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}

export interface RouteFigures {
  route: LighthouseRoute;
  figures: Record<FormFactor, LighthouseFigure>;
}

/**
 * `runs` audits of each route, mobile then desktop (fresh browser each), against `baseUrl` (a server
 * started here when absent).
 */
export async function measureLighthouse({
  baseUrl,
  runs = 3,
  routes = LIGHTHOUSE_ROUTES,
}: { baseUrl?: string; runs?: number; routes?: readonly LighthouseRoute[] } = {}): Promise<RouteFigures[]> {
  const server = baseUrl ? null : await startPortalServer();
  const origin = baseUrl ?? server!.baseUrl;
  try {
    const token = routes.some((route) => route.signedIn) ? await publishedSellerToken(origin) : null;
    const measured: RouteFigures[] = [];
    for (const route of routes) {
      const url = `${origin}${route.path}`;
      const session = route.signedIn ? token : null;
      measured.push({
        route,
        figures: {
          mobile: await auditRuns(url, { token: session, formFactor: 'mobile' }, runs),
          desktop: await auditRuns(url, { token: session, formFactor: 'desktop' }, runs),
        },
      });
    }
    return measured;
  } finally {
    await server?.stop();
  }
}

/** The anchor page (scripts/bench/anchor/), built and served here, `runs` mobile audits. */
export async function measureAnchorLighthouse({ runs = 3 }: { runs?: number } = {}): Promise<LighthouseFigure> {
  const site = await startAnchorSite();
  try {
    return await auditRuns(`${site.baseUrl}/`, { token: null, formFactor: 'mobile' }, runs);
  } finally {
    await site.stop();
  }
}

export const ANCHOR_LABEL = 'anchor: plain React 19 + Chakra v3 login form';
export const LIGHTHOUSE_TARGETS: Record<FormFactor, string> = { mobile: '>= 90', desktop: '>= 98' };

export const describeRun = (run: LighthouseRun) =>
  `FCP ${(run.fcpMs / 1000).toFixed(1)} s, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, SI ${(run.speedIndexMs / 1000).toFixed(1)} s`;

const routeLabel = (route: LighthouseRoute) => `${route.path} (${route.signedIn ? 'published seller' : 'signed out'})`;

/**
 * The Lighthouse block of the bench: a table of route x mobile/desktop (median scores, targets in
 * the heading), then each median run's metrics, then the anchor beside our mobile figures.
 */
export function printLighthouse(measured: RouteFigures[], anchor: LighthouseFigure | Error, runs: number): void {
  console.log(`Lighthouse performance, median of ${runs} (mobile target ${LIGHTHOUSE_TARGETS.mobile}, desktop ${LIGHTHOUSE_TARGETS.desktop}):`);
  console.log(`  ${'route'.padEnd(46)} ${'mobile'.padStart(7)} ${'desktop'.padStart(8)}`);
  for (const { route, figures } of measured) {
    console.log(`  ${routeLabel(route).padEnd(46)} ${String(figures.mobile.median.score).padStart(7)} ${String(figures.desktop.median.score).padStart(8)}`);
  }
  if (anchor instanceof Error) console.log(`  ${ANCHOR_LABEL}: not measured (${anchor.message})`);
  else console.log(`  ${ANCHOR_LABEL.padEnd(46)} ${String(anchor.median.score).padStart(7)} ${'-'.padStart(8)}`);
  for (const { route, figures } of measured) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figure = figures[formFactor];
      console.log(`  ${route.path} ${formFactor}: ${figure.median.score} (${describeRun(figure.median)}; scores ${figure.runs.map((run) => run.score).join(', ')})`);
    }
  }
  if (!(anchor instanceof Error)) {
    console.log(`  anchor mobile: ${anchor.median.score} (${describeRun(anchor.median)}; scores ${anchor.runs.map((run) => run.score).join(', ')})`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  const measured = await measureLighthouse({ runs });
  const anchor = await measureAnchorLighthouse({ runs }).catch((error: unknown) => error as Error);
  printLighthouse(measured, anchor, runs);
}
