/**
 * A lean HTTP/1.1 client for load generation: keep-alive connections over plain sockets, one request
 * at a time on each (no pipelining, as a browser sends), requests written as one prepared string and
 * answers read by their Content-Length or chunks, without Node's http machinery. The generator shares
 * the 2-core machine with the server and the database; node:http cost it about 0.19 ms of CPU per
 * request in the load proof, which the server then lacked.
 */
import net from 'node:net';

export interface Answer {
  status: number;
}

interface Pending {
  request: string;
  sentAt: number;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Where a complete answer at the start of `data` ends, with its status; null while incomplete. */
export function parseAnswer(data: Buffer): { status: number; length: number; close: boolean } | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd === -1) return null;
  const head = data.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  let contentLength = -1;
  let chunked = false;
  let close = false;
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim().toLowerCase();
    if (name === 'content-length') contentLength = Number(value);
    else if (name === 'transfer-encoding') chunked = value.includes('chunked');
    else if (name === 'connection') close = value === 'close';
  }
  const bodyStart = headerEnd + HEADER_END.length;
  if (!chunked) {
    const length = bodyStart + Math.max(0, contentLength);
    return data.length >= length ? { status, length, close: close || contentLength === -1 } : null;
  }
  let at = bodyStart;
  for (;;) {
    const sizeEnd = data.indexOf(CRLF, at);
    if (sizeEnd === -1) return null;
    const size = parseInt(data.toString('latin1', at, sizeEnd), 16);
    if (size === 0) {
      // The last chunk: then trailers, if any, and an empty line.
      const afterSize = sizeEnd + 2;
      if (data.length < afterSize + 2) return null;
      if (data[afterSize] === 13 && data[afterSize + 1] === 10) return { status, length: afterSize + 2, close };
      const trailersEnd = data.indexOf(HEADER_END, sizeEnd);
      return trailersEnd === -1 ? null : { status, length: trailersEnd + HEADER_END.length, close };
    }
    at = sizeEnd + 2 + size + 2;
    if (data.length < at) return null;
  }
}

class Connection {
  readonly socket: net.Socket;
  pending: Pending | null = null;
  #buffer: Buffer = Buffer.alloc(0);

  constructor(host: string, port: number, onIdle: (connection: Connection) => void, onGone: (connection: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      const answer = parseAnswer(this.#buffer);
      if (!answer || !this.pending) return;
      this.#buffer = this.#buffer.subarray(answer.length);
      const { resolve } = this.pending;
      this.pending = null;
      resolve({ status: answer.status });
      if (answer.close) this.socket.destroy();
      else onIdle(this);
    });
    const gone = (error?: Error) => {
      const pending = this.pending;
      this.pending = null;
      onGone(this);
      pending?.reject(error ?? new Error('connection closed'));
    };
    this.socket.once('error', gone);
    this.socket.once('close', () => gone());
  }

  send(pending: Pending) {
    this.pending = pending;
    this.socket.write(pending.request);
  }
}

/** Up to `maxConnections` keep-alive connections to one origin; requests beyond them wait their turn. */
export class KeepAlivePool {
  readonly #host: string;
  readonly #port: number;
  readonly #maxConnections: number;
  readonly #all = new Set<Connection>();
  readonly #idle: Connection[] = [];
  readonly #waiting: Pending[] = [];
  readonly #timeoutMs: number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(origin: string, { maxConnections, timeoutMs }: { maxConnections: number; timeoutMs: number }) {
    const url = new URL(origin);
    this.#host = url.hostname;
    this.#port = Number(url.port || 80);
    this.#maxConnections = maxConnections;
    this.#timeoutMs = timeoutMs;
    // One sweep a second finds answers overdue, instead of a timer per request.
    this.#sweeper = setInterval(() => this.#sweep(), 1_000);
  }

  /** Sends a request (its whole text, as `requestText` makes it) and resolves with the answer's status. */
  request(request: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { request, sentAt: performance.now(), resolve, reject };
      const connection = this.#idle.pop() ?? (this.#all.size < this.#maxConnections ? this.#open() : null);
      if (connection) connection.send(pending);
      else this.#waiting.push(pending);
    });
  }

  close() {
    clearInterval(this.#sweeper);
    for (const connection of this.#all) connection.socket.destroy();
  }

  #open(): Connection {
    const connection = new Connection(this.#host, this.#port, (idle) => this.#release(idle), (gone) => this.#forget(gone));
    this.#all.add(connection);
    return connection;
  }

  #release(connection: Connection) {
    const next = this.#waiting.shift();
    if (next) connection.send(next);
    else this.#idle.push(connection);
  }

  #forget(connection: Connection) {
    if (!this.#all.delete(connection)) return;
    const index = this.#idle.indexOf(connection);
    if (index !== -1) this.#idle.splice(index, 1);
    const next = this.#waiting.shift();
    if (next) this.#open().send(next);
  }

  #sweep() {
    const overdue = performance.now() - this.#timeoutMs;
    for (const connection of this.#all) {
      if (connection.pending && connection.pending.sentAt < overdue) connection.socket.destroy(new Error('timeout'));
    }
  }
}

/** The whole text of a request. */
export function requestText(host: string, method: string, path: string, headers: Record<string, string>, body?: string): string {
  let text = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  if (body !== undefined) text += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return `${text}\r\n${body ?? ''}`;
}
