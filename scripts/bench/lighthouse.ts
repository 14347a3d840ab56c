/**
 * Lighthouse mobile performance of /eiffel for the published demo seller.
 *
 * The production server starts as `npm start` runs it (server/main.ts over the built dist/, a fresh
 * PGlite data dir, NODE_ENV=production). Debian's Chromium is launched by playwright-core with a
 * remote-debugging port; the seller's token is put where the app keeps it (local storage `token`,
 * src/app/session.ts) from a page of the origin that loads no app asset, the
 * HTTP cache is cleared, and Lighthouse (default config: mobile, simulated throttling) audits /eiffel
 * on that port with `disableStorageReset` so the session survives (the cache is cold anyway).
 * The review-later flag is set: the optional terms the seed leaves pending for this seller would
 * otherwise open their modal one second after load (a returning seller who chose "Revisar más tarde"),
 * and the seller's reputation level is recorded as seen (markLevelSeen), so the level-change modal of
 * a first visit does not open over the page either.
 *
 * Run alone: `npx tsx scripts/bench/lighthouse.ts` (needs `npm run build` first). Prints, asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { seenLevelOf, type ReputationCategory } from '../../machines/reputation/reputation.rules.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromiumLaunch.ts';

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

/** One Lighthouse mobile performance audit of `url` in a fresh Chromium where the seller is signed in. */
async function auditOnce(baseUrl: string, token: string, url: string): Promise<LighthouseRun> {
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    await storeSessionInBrowser(context, baseUrl, token);
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (!finalUrl.endsWith('/eiffel')) throw new Error(`Lighthouse ended on ${finalUrl}, not /eiffel: the session was not used`);
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

/**
 * `runs` audits (fresh browser each) against `baseUrl` (a server started here when absent); the
 * median run by score is the figure, the others are printed beside it.
 */
export async function measureLighthouse({ baseUrl, runs = 3 }: { baseUrl?: string; runs?: number } = {}): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const server = baseUrl ? null : await startPortalServer();
  const origin = baseUrl ?? server!.baseUrl;
  try {
    const token = await publishedSellerToken(origin);
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await auditOnce(origin, token, `${origin}/eiffel`));
    const sorted = [...results].sort((a, b) => a.score - b.score);
    return { median: sorted[Math.floor(sorted.length / 2)]!, runs: results };
  } finally {
    await server?.stop();
  }
}

export const describeRun = (run: LighthouseRun) =>
  `FCP ${(run.fcpMs / 1000).toFixed(1)} s, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, SI ${(run.speedIndexMs / 1000).toFixed(1)} s`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { median, runs } = await measureLighthouse();
  console.log(`Lighthouse mobile performance of /eiffel (published seller): ${median.score}   target >= 90`);
  console.log(`  median run: ${describeRun(median)}`);
  console.log(`  all scores: ${runs.map((run) => run.score).join(', ')}`);
}
