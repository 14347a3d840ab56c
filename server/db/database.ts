/**
 * The only database surface the server uses, so the same code runs on embedded PGlite (a single
 * folder, no server to install) and on PostgreSQL (several instances behind a load balancer).
 */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and answers its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * NOTIFY on `channel` (see {@link Database.listen} for how channels are named). Inside a
   * transaction it is delivered on COMMIT, and not at all on ROLLBACK.
   */
  notify(channel: string, payload: string): Promise<void>;
}

/** What {@link Database.listen} answers. */
export interface Subscription {
  /**
   * False while the connection that receives notifications is down (PostgreSQL, until it is back):
   * notifications sent meanwhile are lost, so whoever relies on them must not trust what it cached.
   */
  readonly live: boolean;
  /** Stops the deliveries to this subscription. */
  close(): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` on one connection inside BEGIN/COMMIT; a throw rolls back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN: calls `onNotification` with the payload of every NOTIFY on `channel`, from any
   * connection (any instance), once its transaction commits. Channels are per schema: the name on
   * the wire is `<schema>.<channel>` (the schema first on the search_path), so portals or test runs
   * sharing one PostgreSQL database in different schemas do not hear each other; SQL triggers
   * notify `tg_table_schema || '.' || channel` to match. `onLiveChange` reports when delivery stops
   * (the connection dropped; PostgreSQL reconnects with backoff) and resumes.
   */
  listen(channel: string, onNotification: (payload: string) => void, onLiveChange?: (live: boolean) => void): Promise<Subscription>;
  close(): Promise<void>;
}

/** The name a channel has on the wire (see {@link Database.listen}). */
export const channelOf = (schema: string, channel: string): string => `${schema}.${channel}`;

/** SQL that sends a NOTIFY on a channel of the current schema; parameters $1 channel, $2 payload. */
export const NOTIFY_SQL = `select pg_notify(current_schema() || '.' || $1::text, $2::text)`;

/** An identifier for LISTEN/UNLISTEN: always quoted, so the dot and letter case are kept. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
