/**
 * Proof: forged, misplaced and ended bearer credentials, every variant against four operations, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Prints one line
 * per variant and the totals; exits 1 if any answer is not 401.
 */
import { openTestApp } from '../../tests/api/harness.ts';
import { buildForgeryScene, tryCredential } from '../../tests/support/forgery/forgeryScene.ts';

let failures = 0;
for (const database of ['pglite', 'postgres'] as const) {
  process.env.TEST_DB = database;
  const t = await openTestApp();
  try {
    const scene = await buildForgeryScene(t);
    const byStatus = new Map<number, number>();
    console.log(`\n${database}: ${scene.credentials.length} credentials x ${scene.targets.length} operations (${scene.targets.map((target) => target.operationId).join(', ')}); every answer must be 401`);
    for (const credential of scene.credentials) {
      const statuses: number[] = [];
      for (const target of scene.targets) {
        const { statusCode } = await tryCredential(t, credential, target);
        statuses.push(statusCode);
        byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
      }
      const refused = statuses.every((status) => status === 401);
      if (!refused) failures++;
      console.log(`  ${refused ? 'ok  ' : 'FAIL'} ${credential.name.padEnd(60)} ${statuses.join(' ')}`);
    }
    console.log(`  answers by status: ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')}`);
  } finally {
    await t.close();
  }
}
console.log(failures === 0 ? '\nForged tokens: every variant refused with 401.' : `\nForged tokens: ${failures} variants NOT refused.`);
process.exit(failures === 0 ? 0 : 1);
