/**
 * Proof: PostgreSQL stopped abruptly under load and started again, with the server running on it
 * throughout (a private PostgreSQL on a free port; the shared one is never touched). Prints answers by
 * phase and the time from PostgreSQL's return to the server's first 2xx; exits 1 on any answer but
 * 2xx or 503 in any phase, a 2xx-less recovery, or a server that stopped answering.
 */
import { outageRun, type PhaseCounts } from '../../tests/support/dbOutage/outageRun.ts';

const report = await outageRun({ awayMs: 10_000, concurrency: 16 });
const line = (name: string, counts: PhaseCounts) =>
  console.log(`  ${name.padEnd(28)} 2xx ${String(counts.ok).padStart(6)}   503 ${String(counts.unavailable).padStart(6)}   other ${JSON.stringify(counts.other)}`);
console.log('16 concurrent callers (session check, notifications, publish history):');
line('before (3 s)', report.before);
line('PostgreSQL away (10 s)', report.away);
line('after it is back (3 s more)', report.after);
console.log(`  first 2xx ${report.recoveryMs} ms after PostgreSQL accepted connections again; the server was never restarted`);
const clean = (counts: PhaseCounts) => Object.keys(counts.other).length === 0;
const held = clean(report.before) && clean(report.away) && clean(report.after) && report.away.unavailable > 0 && report.after.ok > 0 && report.recoveryMs >= 0 && report.serverStillRunning;
console.log(held ? 'Database restart: 503 while away, recovered on its own.' : 'Database restart: FAILED');
process.exit(held ? 0 : 1);
