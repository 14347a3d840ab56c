/**
 * An open-loop load generator: each kind of request is sent at a fixed rate, evenly spaced (request
 * i of a kind is due at i / rate seconds), whether or not earlier answers have come back, and each
 * latency runs from the moment the request was due, not from when it left. A server (or a generator)
 * that falls behind therefore shows its lag in the figures instead of hiding it, and requests that
 * were never sent in time count as slow, not as missing.
 *
 * Why not autocannon's `overallRate`: it gives each connection a quota per second, which the
 * connection spends back to back as soon as the second starts and then idles, so "800 req/s" arrives
 * as 800 requests in the first ~200 ms of every second; and its correction for coordinated omission
 * assumes one request every millisecond per connection, so an answer of 30 ms is recorded as thirty
 * answers of 30, 29, ... 1 ms. Against a handler that answers in 2 ms, 800 req/s through it reported
 * a p99 of 100 ms. autocannon stays in use where it is right: closed-loop throughput.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { KeepAlivePool, requestText } from './keepAliveClient.ts';

export interface FixedRateRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateKind {
  name: string;
  /** Requests per second, spread evenly over each second. */
  rate: number;
  /** Sent in turn, round robin. */
  requests: readonly FixedRateRequest[];
  /** Headers made anew for each request (a client's address, say), laid over the request's own. */
  perRequestHeaders?: () => Record<string, string>;
}

export interface FixedRateResult {
  name: string;
  rate: number;
  sent: number;
  /** Answers by status class ('2xx', '4xx', ...). */
  statusClasses: Record<string, number>;
  /** Statuses seen, with how many of each. */
  statuses: Record<number, number>;
  /** Connection errors (refused, reset). */
  errors: number;
  /** No answer within the timeout. */
  timeouts: number;
  /** Milliseconds from the moment each request was due to its whole answer, answered requests only. */
  latency: { p50: number; p99: number; max: number };
}

export interface FixedRateRun {
  results: FixedRateResult[];
  /** The generator's own event-loop delay, p99 in ms: high means the generator, not the server, was late. */
  generatorDelayP99: number;
  seconds: number;
}

export interface FixedRateOptions {
  baseUrl: string;
  seconds: number;
  kinds: readonly FixedRateKind[];
  /** An answer slower than this counts as a timeout. */
  timeoutMs?: number;
  /** Connections per kind at most; requests beyond them wait (and their wait counts). */
  maxConnectionsPerKind?: number;
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The delay monitor's timer period; what it records includes it, so it is taken off. */
const DELAY_RESOLUTION_MS = 10;

const roundTenth = (ms: number) => Math.round(ms * 10) / 10;

interface KindState {
  kind: FixedRateKind;
  pool: KeepAlivePool;
  /** Requests this kind sends in the run: its rate times the seconds. */
  total: number;
  sent: number;
  latencies: number[];
  statuses: Record<number, number>;
  errors: number;
  timeouts: number;
}

export async function runFixedRate(options: FixedRateOptions): Promise<FixedRateRun> {
  const { baseUrl, seconds, kinds, timeoutMs = 10_000, maxConnectionsPerKind = 64 } = options;
  const host = new URL(baseUrl).host;
  const states: KindState[] = kinds.map((kind) => ({
    kind,
    pool: new KeepAlivePool(baseUrl, { maxConnections: maxConnectionsPerKind, timeoutMs }),
    total: Math.floor(kind.rate * seconds),
    sent: 0,
    latencies: [],
    statuses: {},
    errors: 0,
    timeouts: 0,
  }));
  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  let outstanding = 0;
  let allSent = false;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const settle = () => {
    outstanding -= 1;
    if (allSent && outstanding === 0) finish();
  };

  const send = (state: KindState, dueAt: number) => {
    const template = state.kind.requests[state.sent % state.kind.requests.length]!;
    state.sent += 1;
    outstanding += 1;
    const headers = { ...template.headers, ...state.kind.perRequestHeaders?.() };
    state.pool.request(requestText(host, template.method, template.path, headers, template.body)).then(
      (answer) => {
        state.latencies.push(performance.now() - dueAt);
        state.statuses[answer.status] = (state.statuses[answer.status] ?? 0) + 1;
        settle();
      },
      (error: Error) => {
        if (error.message === 'timeout') state.timeouts += 1;
        else state.errors += 1;
        settle();
      },
    );
  };

  delay.enable();
  const start = performance.now();
  const stopAt = start + seconds * 1000;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (const state of states) {
        // Everything due by now goes out now; its latency still counts from when it was due.
        for (let dueAt = start + (state.sent * 1000) / state.kind.rate; state.sent < state.total && dueAt <= now; dueAt = start + (state.sent * 1000) / state.kind.rate) {
          send(state, dueAt);
        }
      }
      if (now >= stopAt && states.every((state) => state.sent >= state.total)) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  allSent = true;
  if (outstanding > 0) await finished;
  delay.disable();
  for (const state of states) state.pool.close();

  return {
    seconds,
    generatorDelayP99: roundTenth(Math.max(0, delay.percentile(99) / 1e6 - DELAY_RESOLUTION_MS)),
    results: states.map((state) => {
      const sorted = state.latencies.sort((a, b) => a - b);
      const statusClasses: Record<string, number> = {};
      for (const [status, count] of Object.entries(state.statuses)) {
        const statusClass = `${String(status)[0]}xx`;
        statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + count;
      }
      return {
        name: state.kind.name,
        rate: state.kind.rate,
        sent: state.sent,
        statusClasses,
        statuses: state.statuses,
        errors: state.errors,
        timeouts: state.timeouts,
        latency: { p50: roundTenth(percentile(sorted, 0.5)), p99: roundTenth(percentile(sorted, 0.99)), max: roundTenth(sorted.at(-1) ?? 0) },
      };
    }),
  };
}
