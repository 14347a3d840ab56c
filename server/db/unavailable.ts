/**
 * The database being away (stopped, restarting, unreachable, out of connections) is not a bug in a
 * request: it is answered 503 with Retry-After, and the server carries on, reconnecting on its own.
 * The driver's failures are recognised here and rethrown as one error the HTTP layer knows.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going or gone: class 08 (connection exception), 57P01-57P03
 * (administrator or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  // node-postgres reports a dropped connection or a pool that could not connect in time by message only.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message);
}

/** Runs `work`, turning a connection failure into DatabaseUnavailableError. */
export async function whileConnected<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}
