/**
 * A PostgreSQL server of its own, in a temporary folder on a free port, that a proof may stop and
 * start at will (the shared server at 5432 is never touched). Built with Debian's PostgreSQL binaries
 * run as the `postgres` user, which the server requires when we are root.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../serverProcess.ts';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  chmodSync(folder, 0o777);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) => {
    const runAs = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
    execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'ignore' });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Immediate: the server vanishes as a crashed or unplugged one would, connections cut.
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
