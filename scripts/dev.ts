/**
 * `npm run dev`: the API server (tsx watch, restarts on server changes) and the Vite dev server
 * (hot reload; it proxies API paths to the API server). Ctrl-C stops both; if one exits, so does
 * the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const apiPort = process.env.API_PORT ?? '3000';
const vitePort = '5173';

const children: ChildProcess[] = [];
let stopping = false;

function start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n[dev] ${label} stopped (${signal ?? `code ${code}`}); stopping the rest.`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Ctrl-C reaches the whole process group, so the children already got SIGINT: a second signal
 * would make tsx watch kill the API server before it closes PGlite. Only stragglers get SIGTERM,
 * then SIGKILL.
 */
async function stop(exitCode: number, alreadySignalled = false): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(async (child) => {
      if (alreadySignalled && (await waitForExit(child, 5_000))) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5_000))) child.kill('SIGKILL');
    }),
  );
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0, true));
process.on('SIGTERM', () => void stop(0));

start('API (tsx watch server/main.ts)', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: apiPort,
  SERVE_CLIENT: 'false',
  // Mailed links open the Vite server, which serves the client in development.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
});
start('Vite', bin('vite'), ['--port', vitePort, '--strictPort'], { API_PORT: apiPort });
console.log(`[dev] Visor de flujos (sin internet): http://localhost:${vitePort}/dev/flows`);
