/** Runs a command for `npm test`, streaming its output or holding it to be printed later. */
import { spawn } from 'node:child_process';

export interface Finished {
  title: string;
  code: number;
  ms: number;
  /** The output, when held. */
  held: string;
}

export function runCommand(title: string, command: string, args: string[], { hold = false, env = {} }: { hold?: boolean; env?: Record<string, string> } = {}): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    let held = '';
    const child = spawn(command, args, {
      stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env, ...(hold ? { FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } : {}) },
    });
    child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()));
    child.on('error', (error) => (held += `${error.message}\n`));
    child.on('close', (code) => resolve({ title, code: code ?? 1, ms: Date.now() - started, held }));
  });
}
