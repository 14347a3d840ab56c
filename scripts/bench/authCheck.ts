/**
 * GET /auth/check under load: the portal's Fastify app against a bare node:http server doing the
 * very same work (scripts/bench/check-server.ts), and the app's p99 at a fixed rate.
 *
 * The ratio is taken over alternating pairs (app, bare, app, bare, ...), each side measured for 8 s
 * after a 2 s warm-up, both servers up the whole time: on a shared 2-core machine a single pair
 * swings with whatever else runs, and alternating spreads that noise over both sides. The figure is
 * the median of the per-pair ratios, printed with their spread (min and max) and each side's median
 * requests/s.
 *
 * Run alone: `npx tsx scripts/bench/authCheck.ts [--pairs N]`. Prints, asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { runFixedRate } from '../load/fixedRate.ts';

type Mode = 'portal' | 'bare';

interface CheckServer {
  url: string;
  token: string;
  child: ChildProcess;
}

async function startCheckServer(mode: Mode): Promise<CheckServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/check-server.ts', mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  const { port, token } = JSON.parse(firstLine) as { port: number; token: string };
  return { url: `http://127.0.0.1:${port}/auth/check`, token, child };
}

const stopCheckServer = async ({ child }: CheckServer) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
};

const load = (server: CheckServer, options: Partial<autocannon.Options>) =>
  autocannon({ url: server.url, headers: { authorization: `Bearer ${server.token}` }, connections: 32, pipelining: 1, duration: 8, ...options });

/** Requests/s over 8 s after a 2 s warm-up (JIT, PGlite caches, the other server's leftovers). */
async function throughput(server: CheckServer, mode: Mode): Promise<number> {
  await load(server, { duration: 2 });
  const result = await load(server, {});
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${mode}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface ThroughputPairs {
  pairs: { app: number; bare: number; ratio: number }[];
  medianRatio: number;
  minRatio: number;
  maxRatio: number;
  medianAppRps: number;
  medianBareRps: number;
}

/** `pairs` alternating app/bare measurements (at least 5 for a median worth the name). */
export async function measureThroughputPairs({ pairs = 5 }: { pairs?: number } = {}): Promise<ThroughputPairs> {
  const app = await startCheckServer('portal');
  const bare = await startCheckServer('bare').catch(async (error: unknown) => {
    await stopCheckServer(app);
    throw error;
  });
  try {
    const measured: ThroughputPairs['pairs'] = [];
    for (let i = 0; i < pairs; i++) {
      const appRps = await throughput(app, 'portal');
      const bareRps = await throughput(bare, 'bare');
      measured.push({ app: appRps, bare: bareRps, ratio: appRps / bareRps });
    }
    const ratios = measured.map((pair) => pair.ratio);
    return {
      pairs: measured,
      medianRatio: median(ratios),
      minRatio: Math.min(...ratios),
      maxRatio: Math.max(...ratios),
      medianAppRps: median(measured.map((pair) => pair.app)),
      medianBareRps: median(measured.map((pair) => pair.bare)),
    };
  } finally {
    await Promise.all([stopCheckServer(app), stopCheckServer(bare)]);
  }
}

/**
 * The app's latency at a fixed 2,000 req/s for 10 s, evenly spaced and timed from when each request
 * was due (scripts/load/fixedRate.ts says why not autocannon's rate), after a 2 s warm-up.
 */
export async function measureFixedRateP99() {
  const server = await startCheckServer('portal');
  try {
    await load(server, { duration: 2 });
    const url = new URL(server.url);
    const kind = { name: 'session check', rate: 2000, requests: [{ method: 'GET' as const, path: url.pathname, headers: { authorization: `Bearer ${server.token}` } }] };
    const { results, seconds } = await runFixedRate({ baseUrl: url.origin, seconds: 10, kinds: [kind] });
    const [result] = results;
    if (!result) throw new Error('the fixed-rate run answered nothing');
    return { p99: result.latency.p99, p50: result.latency.p50, rate: result.sent / seconds, non2xx: result.sent - (result.statusClasses['2xx'] ?? 0) };
  } finally {
    await stopCheckServer(server);
  }
}

type Row = (label: string, figure: string, target: string) => void;

export function printThroughputPairs(result: ThroughputPairs, row: Row): void {
  row(`GET /auth/check, Fastify app, median of ${result.pairs.length} (req/s)`, result.medianAppRps.toFixed(0), '');
  row(`GET /auth/check, bare node:http, same work, median (req/s)`, result.medianBareRps.toFixed(0), '');
  row(
    `  ratio app / node:http, median of ${result.pairs.length} pairs (${result.minRatio.toFixed(2)}-${result.maxRatio.toFixed(2)})`,
    result.medianRatio.toFixed(2),
    '>= 0.85',
  );
  console.log(`  pairs (app/bare req/s): ${result.pairs.map((pair) => `${pair.app.toFixed(0)}/${pair.bare.toFixed(0)}`).join(', ')}`);
}

export function printFixedRate(fixed: Awaited<ReturnType<typeof measureFixedRateP99>>, row: Row): void {
  row(`GET /auth/check at 2,000 req/s: p99 (p50 ${fixed.p50} ms)`, `${fixed.p99} ms`, '<= 10 ms');
  row('  rate sent (req/s), not answered 2xx', `${fixed.rate.toFixed(0)}, ${fixed.non2xx}`, '2,000, 0');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const pairsFlag = process.argv.indexOf('--pairs');
  const pairs = pairsFlag > 0 ? Number(process.argv[pairsFlag + 1]) : 5;
  const row: Row = (label, figure, target) => console.log(`${label.padEnd(60)} ${figure.padStart(10)}   target ${target}`);
  printThroughputPairs(await measureThroughputPairs({ pairs }), row);
  printFixedRate(await measureFixedRateP99(), row);
}
