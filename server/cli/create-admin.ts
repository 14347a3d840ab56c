/**
 * `npm run create-admin -- correo@empresa.cl`: creates the first administrator of a database that
 * was started without demo data (production). The password comes from ADMIN_PASSWORD or, when that
 * is unset, from the first line of standard input, so it never appears in the shell's history or the
 * process list; it must follow the same rules as any password the portal accepts.
 */
import { createInterface } from 'node:readline';
import { createPasswordHasher } from '../auth/passwords.ts';
import { ConfigError, readConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { emailError } from '../../shared/validation/email.ts';
import { passwordMessages, passwordProblems } from '../../shared/validation/password.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (emailError(email) !== null) fail('Uso: ADMIN_PASSWORD=… npm run create-admin -- correo@empresa.cl (un correo válido)');

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuración inválida: ${error.message}`);
  throw error;
}

const password = process.env.ADMIN_PASSWORD ?? (await firstLineOfStdin());
const problems = passwordProblems(password);
if (problems.length > 0) fail(`Contraseña rechazada: ${problems.map((id) => passwordMessages[id]).join('; ')}`);

const { database } = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const taken = await database.query('select 1 from users where email = $1', [email]);
  if (taken.length > 0) fail(`Ya existe un usuario con el correo ${email}`);
  await database.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id, active, created_at)
     values ($1, $2, 'Administrador', '', 'admin', null, true, now())`,
    [email, await createPasswordHasher().hash(password)],
  );
  console.log(`Administrador ${email} creado.`);
} finally {
  await database.close();
}
