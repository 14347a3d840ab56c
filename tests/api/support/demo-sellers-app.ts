import { afterAll, beforeAll } from 'vitest';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from '../harness.ts';

/** A test app with the demo seed, the two demo sellers' ids, and a token per demo account asked for. */
export interface DemoSellersApp {
  t: TestApp;
  /** Tienda Andes SpA: published, in the publish history. */
  andes: number;
  /** Emporio Austral Ltda: new. */
  austral: number;
  /** Bearer tokens by the key the test chose. */
  tokens: Record<string, string>;
}

/**
 * Opens the app before the file's tests (signing in `accounts`, key -> demo e-mail) and closes it
 * after; `ready` receives it once open.
 */
export function openDemoSellersApp(accounts: Record<string, string>, ready: (app: DemoSellersApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await openTestApp();
    const sellers = await t.db.query<{ id: number; name: string }>('select id, name from sellers');
    const idOf = (name: string) => sellers.find((seller) => seller.name === name)!.id;
    const tokens: Record<string, string> = {};
    for (const [key, email] of Object.entries(accounts)) tokens[key] = await t.login(email);
    ready({ t, andes: idOf('Tienda Andes SpA'), austral: idOf('Emporio Austral Ltda'), tokens });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });
}
