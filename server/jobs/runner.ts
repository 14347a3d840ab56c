import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { retryDelayMs, type Backoff } from './backoff.ts';
import { claimDueJobs, completeJob, retryJobLater, type ClaimedJob } from './queue.ts';

/** What a job of one name does, and how it waits between failed attempts (it never gives up). */
export interface JobHandler {
  run(job: ClaimedJob, now: Date): Promise<void>;
  backoff: Backoff;
  /** Called after a failed attempt with the time of the next one (e.g. to show it elsewhere). */
  onFailure?(job: ClaimedJob, error: unknown, retryAt: Date): Promise<void>;
}

export interface JobRunner {
  /** Runs every job due now (of the handled names) on this instance; answers how many succeeded. */
  runDue(names?: readonly string[]): Promise<number>;
  /** Asks for a round of these jobs soon, without waiting for it (after something was scheduled). */
  wake(names?: readonly string[]): void;
  /**
   * Starts polling every `intervalMs`, each poll first scheduling the recurring jobs (`beforeRound`).
   * The server calls it once listening; tests drive runDue instead, with their clock.
   */
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 10;
/** An attempt longer than this is taken for dead (its instance crashed) and claimed again. */
const LEASE_MS = 2 * 60 * 1000;

/**
 * Runs the jobs of `handlers` on this instance, on the shared tables: any number of instances may
 * run it at once (see claimDueJobs). `beforeRound` lets the owner schedule recurring jobs before each
 * poll (daily ones, with a singleton key per day).
 */
export function createJobRunner(options: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  handlers: Readonly<Record<string, JobHandler>>;
  beforeRound?: (now: Date) => Promise<void>;
  intervalMs?: number;
}): JobRunner {
  const { db, clock, log, handlers } = options;
  const allNames = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const attempt = async (job: ClaimedJob, handler: JobHandler): Promise<boolean> => {
    try {
      await handler.run(job, clock());
      await completeJob(db, job.id, clock());
      return true;
    } catch (error) {
      const retryAt = new Date(clock().getTime() + retryDelayMs(job.attempts, handler.backoff));
      await retryJobLater(db, job.id, String(error), retryAt);
      await handler.onFailure?.(job, error, retryAt);
      return false;
    }
  };

  const round = async (asked: readonly string[]): Promise<number> => {
    // A name without a handler here (mail without a mailer) is left for an instance that has one.
    const names = asked.filter((name) => name in handlers);
    let succeeded = 0;
    for (;;) {
      const batch = await claimDueJobs(db, names, clock(), BATCH, LEASE_MS);
      for (const job of batch) {
        const handler = handlers[job.name];
        if (handler && (await attempt(job, handler))) succeeded += 1;
      }
      if (batch.length < BATCH || stopped) return succeeded;
    }
  };

  // Rounds of this instance run one after another; other instances are kept apart by the claims.
  let queue: Promise<unknown> = Promise.resolve();
  const runDue = (names: readonly string[] = allNames): Promise<number> => {
    const next = queue.then(() => (stopped ? 0 : round(names)));
    queue = next.catch(() => undefined);
    return next;
  };

  const inBackground = (work: () => Promise<unknown>) => {
    if (!stopped) void work().catch((error: unknown) => log.error({ err: error }, 'job round failed'));
  };
  const poll = async () => {
    await options.beforeRound?.(clock());
    return runDue();
  };

  return {
    runDue,
    wake: (names) => inBackground(() => runDue(names)),
    start() {
      if (timer || stopped) return;
      inBackground(poll);
      timer = setInterval(() => inBackground(poll), options.intervalMs ?? 30_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
