/**
 * An app on a database seeded as a start seeds it (server/main.ts: migrations, the module switches,
 * the demo data with what only a start asks for), not from the harness's shared seeded copy: for the
 * suites that check what `npm start` gives and the harness leaves out.
 */
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemoData, seedServiceModules, type DemoSeedOptions } from '../../server/seed/seed.ts';
import { openTestApp, openTestDatabase, TestClock, type TestApp } from './harness.ts';

export interface StartedDemo {
  app: TestApp;
  close(): Promise<void>;
}

export async function openStartedDemo(options: DemoSeedOptions): Promise<StartedDemo> {
  const database = await openTestDatabase();
  const now = new TestClock().now();
  await migrate(database.db);
  await seedServiceModules(database.db, now);
  if (!(await seedDemoData(database.db, createPasswordHasher(), now, options))) throw new Error('A fresh database was not seeded');
  const app = await openTestApp({ sharedDatabase: database });
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
