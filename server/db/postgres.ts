import { createHash } from 'node:crypto';
import pg from 'pg';
import { NOTIFY_SQL, channelOf, quoteIdentifier, type Database, type Queryable, type Subscription } from './database.ts';
import { DatabaseUnavailableError, whileConnected } from './unavailable.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on every connection's search_path (tests use a throwaway schema per file). */
  searchPath?: string;
  max?: number;
  /** Delays between attempts to reconnect the LISTEN connection: doubling from the first to the last. */
  reconnectDelayMs?: { first: number; last: number };
}

/** PostgreSQL through a `pg` pool; transactions hold one pooled connection from BEGIN to COMMIT. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid schema name for search_path: ${options.searchPath}`);
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  // A server that does not answer fails the call within 5 s (a 503), instead of holding it for ever.
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener it would crash the process.
  pool.on('error', () => undefined);
  // Fail at start-up, not at the first request, when the server does not answer.
  const probe = await pool.connect();
  probe.release();

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await whileConnected(() => target.query(withName(sql, params)));
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await whileConnected(() => target.query(sql));
    },
    async notify(channel: string, payload: string) {
      await whileConnected(() => target.query(NOTIFY_SQL, [channel, payload]));
    },
  });

  const listener = createListener(clientConfig, options.reconnectDelayMs ?? { first: 100, last: 5_000 });

  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await whileConnected(() => pool.connect());
      let broken = false;
      try {
        await whileConnected(() => client.query('BEGIN'));
        const result = await work(wrap(client));
        await whileConnected(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        broken = error instanceof DatabaseUnavailableError;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A connection that failed is dropped from the pool rather than handed to the next request.
        client.release(broken);
      }
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Statements longer than this (bulk inserts of generated rows) run unnamed: each is used once or twice. */
const PREPARED_MAX_LENGTH = 8_000;
/** A bound on the texts named, so a process cannot grow the backends' prepared statements without end. */
const PREPARED_MAX_COUNT = 1_000;
const statementNames = new Map<string, string>();

/**
 * A statement is prepared once per connection under a name derived from its text, so PostgreSQL
 * parses it once instead of at every call, and plans it once when one plan serves every parameter
 * (it keeps planning per call where the parameters matter). For the short queries that answer a page
 * that is most of the database's work: under the load proof it spent about a quarter less CPU per
 * request. The server's statements are fixed texts with parameters (filters add conditions from a
 * small set), so few names are ever made; the bounds keep it so.
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && sql.length <= PREPARED_MAX_LENGTH && statementNames.size < PREPARED_MAX_COUNT) {
    name = `s${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function withName(sql: string, params: readonly unknown[]): pg.QueryConfig {
  const name = statementName(sql);
  return name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] };
}

interface Subscriber {
  onNotification(payload: string): void;
  onLiveChange?: ((live: boolean) => void) | undefined;
}

/**
 * One dedicated connection (outside the pool, which would recycle it) carries every LISTEN of the
 * Database. When it drops, subscribers hear `live = false` at once, and it reconnects with doubling
 * delays (± 20 % jitter, so instances do not reconnect in step), LISTENs again, then reports
 * `live = true`. TCP keep-alive lets the OS notice a peer that vanished without closing the socket.
 * Changes to the connection (connect, LISTEN, UNLISTEN, close) run one at a time.
 */
function createListener(clientConfig: pg.ClientConfig, delays: { first: number; last: number }) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let schema = '';
  let listening = new Set<string>();
  let live = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const run = queue.then(step);
    queue = run.catch(() => undefined);
    return run;
  };

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.onLiveChange?.(next);
  };

  const scheduleConnect = () => {
    if (closed || retry || client) return;
    const delay = Math.min(delays.last, delays.first * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void serially(connect);
    }, delay);
    retry.unref();
  };

  const dropped = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    listening = new Set();
    setLive(false);
    lost.end().catch(() => undefined);
    scheduleConnect();
  };

  async function connect(): Promise<void> {
    if (closed || client) return;
    const candidate = new pg.Client({ ...clientConfig, keepAlive: true, connectionTimeoutMillis: 10_000, application_name: 'portal-sellers-listen' });
    let lost = false;
    const onLost = () => {
      lost = true;
      dropped(candidate);
    };
    // 'error' comes when the idle connection breaks; without a listener it would crash the process.
    candidate.on('error', onLost);
    candidate.on('end', onLost);
    candidate.on('notification', (message) => {
      if (client !== candidate || !message.channel.startsWith(`${schema}.`)) return;
      const set = subscribers.get(message.channel.slice(schema.length + 1));
      for (const subscriber of set ?? []) subscriber.onNotification(message.payload ?? '');
    });
    try {
      await candidate.connect();
      const { rows } = await candidate.query<{ schema: string }>('select current_schema() as schema');
      schema = rows[0]?.schema ?? 'public';
      for (const channel of subscribers.keys()) await candidate.query(`LISTEN ${quoteIdentifier(channelOf(schema, channel))}`);
    } catch {
      lost = true;
    }
    if (lost || closed) {
      candidate.end().catch(() => undefined);
      scheduleConnect();
      return;
    }
    client = candidate;
    listening = new Set(subscribers.keys());
    failures = 0;
    setLive(true);
  }

  const listen: Database['listen'] = (channel, onNotification, onLiveChange) =>
    serially(async (): Promise<Subscription> => {
      if (closed) throw new Error('The database is closed');
      const subscriber: Subscriber = { onNotification, onLiveChange };
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set.add(subscriber));
      if (!client && !retry) await connect();
      else if (client && !listening.has(channel)) {
        // A failure here means the connection is going down: 'end' follows, and the reconnection LISTENs again.
        await client.query(`LISTEN ${quoteIdentifier(channelOf(schema, channel))}`).then(
          () => listening.add(channel),
          () => undefined,
        );
      }
      let active = true;
      return {
        get live() {
          return active && live && listening.has(channel);
        },
        close: () =>
          serially(async () => {
            if (!active) return;
            active = false;
            set.delete(subscriber);
            if (set.size > 0) return;
            subscribers.delete(channel);
            if (client && listening.delete(channel)) {
              await client.query(`UNLISTEN ${quoteIdentifier(channelOf(schema, channel))}`).catch(() => undefined);
            }
          }),
      };
    });

  return {
    listen,
    close: () =>
      serially(async () => {
        closed = true;
        clearTimeout(retry);
        const open = client;
        client = null;
        setLive(false);
        await open?.end().catch(() => undefined);
      }),
  };
}
