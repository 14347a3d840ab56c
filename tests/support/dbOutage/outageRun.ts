/**
 * The database goes away under load: the real server on a private PostgreSQL, a steady stream of
 * signed-in calls (session check, notifications, publish history), PostgreSQL stopped abruptly, then
 * started again. Counts answers by phase; the server itself is never restarted.
 */
import { randomBytes } from 'node:crypto';
import { startServer } from '../serverProcess.ts';
import { privatePostgres } from './privatePostgres.ts';

export interface PhaseCounts {
  ok: number;
  unavailable: number;
  /** Any other answer: a 500, a 401 that should have been a 503, a dropped connection. */
  other: Record<string, number>;
}

export interface OutageReport {
  before: PhaseCounts;
  away: PhaseCounts;
  after: PhaseCounts;
  /** Milliseconds from PostgreSQL accepting connections again to the server's first 2xx answer. */
  recoveryMs: number;
  serverStillRunning: boolean;
}

const emptyCounts = (): PhaseCounts => ({ ok: 0, unavailable: 0, other: {} });

export async function outageRun({ awayMs, concurrency }: { awayMs: number; concurrency: number }): Promise<OutageReport> {
  const database = await privatePostgres();
  const server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'true', JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'fatal' });
  try {
    const login = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.cl', password: 'Portal2026!' }),
    });
    const { accessToken, jwtPayload } = (await login.json()) as { accessToken: string; jwtPayload: { seller_id: number } };
    const paths = ['/auth/check', '/user-notification', `/seller-publish-history/get-movements/${jwtPayload.seller_id}`];
    let phase: PhaseCounts = emptyCounts();
    let running = true;
    let firstOkAfter: number | null = null;
    let restartedAt = 0;
    const after = emptyCounts();
    const worker = async (index: number) => {
      for (let call = index; running; call++) {
        const counts = phase;
        try {
          const response = await fetch(`${server.baseUrl}${paths[call % paths.length]}`, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.ok) {
            counts.ok++;
            if (counts === after && firstOkAfter === null) firstOkAfter = Date.now();
          } else if (response.status === 503) counts.unavailable++;
          else counts.other[response.status] = (counts.other[response.status] ?? 0) + 1;
        } catch (error) {
          const name = (error as Error).name;
          counts.other[name] = (counts.other[name] ?? 0) + 1;
        }
      }
    };
    const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const before = phase;
    await pause(3_000);
    const away = emptyCounts();
    database.stop();
    phase = away;
    await pause(awayMs);
    database.start();
    restartedAt = Date.now();
    phase = after;
    for (let waited = 0; firstOkAfter === null && waited < 30_000; waited += 100) await pause(100);
    await pause(3_000);
    running = false;
    await Promise.all(workers);
    const health = await fetch(`${server.baseUrl}/services-status`).then(
      (response) => response.ok,
      () => false,
    );
    return { before, away, after, recoveryMs: firstOkAfter === null ? -1 : (firstOkAfter as number) - restartedAt, serverStillRunning: health };
  } finally {
    await server.stop();
    database.destroy();
  }
}
