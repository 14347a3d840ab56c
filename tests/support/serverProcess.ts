/**
 * The real server started the way `npm start` starts it (`server/main.ts` in a child process), on a
 * free port with a fresh embedded database, for tests of what an operator sees: start messages,
 * refusals to start, and the browser suite's portal. It runs bundled (serverBundle.ts): the same
 * sources, loaded as one file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledServer } from './serverBundle.ts';

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  baseUrl: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL, as a crash would, and leaves its data folder as it was. */
  crash(): Promise<void>;
}

/** A new temporary data folder (PGlite and the generated JWT secret). */
export const temporaryDataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-server-'));

/** Runs `server/main.ts` with `env` over a clean environment of its own (no DATABASE_URL, a temporary DATA_DIR). */
export async function spawnServer(env: Record<string, string>, dataDir = temporaryDataDir()) {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [await bundledServer('server/main.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, dataDir, output: () => log, exited };
}

/**
 * Starts the server and waits until it answers; fails with its output if it exits or stays silent for
 * 60 s. `dataDir`: an existing data folder (removed on stop like a fresh one, unless `keepData`).
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string, { keepData = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output, exited, dataDir: folder } = await spawnServer({ PORT: String(port), ...env }, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/services-status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The start message is printed right after listening; wait for it so tests can read it.
  while (!output().includes('escuchando en') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    baseUrl,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(folder, { recursive: true, force: true });
    },
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
