/**
 * Proof: the server killed with SIGKILL in the middle of 50 concurrent sign-ups and started again on
 * the same data, on PGlite (its data folder) and on PostgreSQL (a database of its own on
 * TEST_DATABASE_URL's server). Every key is then sent again, waiting through 409 + Retry-After as the
 * wizard does. Exits 1 unless every application answered 201 before the crash is replayed with its
 * id, every other one is stored now, and each is stored exactly once.
 */
import { crashRun, type CrashReport } from '../../tests/support/crash/crashRun.ts';
import { scratchDatabase } from '../../tests/support/crash/scratchDatabase.ts';

let held = true;
const show = (database: string, report: CrashReport) => {
  console.log(`${database}: ${report.sent} sign-ups, SIGKILL after ${report.answeredBeforeCrash} answers (${report.cutByCrash} cut off)`);
  console.log(`  after the restart, every key sent again: ${report.replayedSameId} replayed with the same id, ${report.storedAfterRestart} stored now, ${report.replayedDifferentId} with another id`);
  console.log(`  waited through ${report.waitedForDeadClaims} answers 409 (claims of cut-off requests)`);
  console.log(`  stored: ${report.stored} applications, ${report.storedTwice} twice, ${report.missing} missing`);
  const ok =
    report.replayedSameId === report.answeredBeforeCrash &&
    report.replayedDifferentId === 0 &&
    report.stored === report.sent &&
    report.storedTwice === 0 &&
    report.missing === 0;
  if (!ok) held = false;
};

show('PGlite', await crashRun({ count: 50, killAfter: 10 }));
const database = await scratchDatabase();
try {
  show('PostgreSQL', await crashRun({ count: 50, killAfter: 10, env: { DATABASE_URL: database.url } }));
} finally {
  await database.drop();
}
console.log(held ? 'Crash: every application stored exactly once.' : 'Crash: FAILED');
process.exit(held ? 0 : 1);
