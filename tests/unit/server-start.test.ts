/**
 * The server as an operator starts it: in production it refuses to start without a shared JWT
 * secret, seeds no demo accounts (so the README's password opens nothing) unless SEED_DEMO=true, says
 * how to create the first administrator, and `npm run create-admin` does it.
 */
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledServer } from '../support/serverBundle.ts';
import { spawnServer, startServer, temporaryDataDir, type ServerProcess } from '../support/serverProcess.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), SERVE_CLIENT: 'false' };

const logIn = (server: ServerProcess, email: string, password: string) =>
  fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.status);

let running: ServerProcess | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

describe('starting the server', () => {
  it('refuses production without JWT_SECRET with one line naming it', async () => {
    const { exited, output } = await spawnServer({ NODE_ENV: 'production', JWT_SECRET: '', PORT: '39999' });
    expect(await exited).toBe(1);
    expect(output().trim()).toBe(
      'Configuración inválida: JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)',
    );
  }, 60_000);

  it('seeds no demo accounts in production and says how to create the first administrator', async () => {
    running = await startServer(PRODUCTION);
    expect(await logIn(running, 'admin@demo.cl', 'Portal2026!')).toBe(401);
    expect(running.output()).not.toContain('Cuentas de demostración');
    expect(running.output()).toContain('ADMIN_PASSWORD=… npm run create-admin -- correo@empresa.cl');
  }, 60_000);

  it('creates that administrator with npm run create-admin, who can then sign in', async () => {
    const dataDir = temporaryDataDir();
    const createAdminFile = await bundledServer('server/cli/create-admin.ts');
    const createAdmin = (password: string) =>
      new Promise<{ code: number | null; text: string }>((resolve) => {
        let text = '';
        const child = spawn(process.execPath, [createAdminFile, 'Jefa@Empresa.cl'], {
          env: { ...process.env, ...PRODUCTION, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk) => (text += chunk));
        child.stderr.on('data', (chunk) => (text += chunk));
        child.once('exit', (code) => resolve({ code, text }));
      });
    expect(await createAdmin('corta')).toEqual({
      code: 1,
      text: 'Contraseña rechazada: Must contain at least 8 characters; Debe contener una mayuscula, una minuscula y un numero\n',
    });
    expect(await createAdmin('Jefatura2026')).toEqual({ code: 0, text: 'Administrador jefa@empresa.cl creado.\n' });
    expect(await createAdmin('Jefatura2026')).toEqual({ code: 1, text: 'Ya existe un usuario con el correo jefa@empresa.cl\n' });

    running = await startServer(PRODUCTION, dataDir);
    expect(await logIn(running, 'jefa@empresa.cl', 'Jefatura2026')).toBe(200);
    expect(running.output()).not.toContain('npm run create-admin');
  }, 120_000);

  it('seeds the demo accounts in production when SEED_DEMO=true', async () => {
    running = await startServer({ ...PRODUCTION, SEED_DEMO: 'true' });
    expect(await logIn(running, 'admin@demo.cl', 'Portal2026!')).toBe(200);
  }, 60_000);
});
