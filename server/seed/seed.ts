import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { PORTAL_MODULES } from '../services-status/modules.ts';
import { seedDemoApplications } from './applications.ts';
import { seedDemoCatalogue } from './catalogue.ts';
import { seedDemoDocuments } from './documents.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SELLERS } from './demo-accounts.ts';
import { seedDemoOrders } from './orders.ts';
import { seedSellerExtras } from './sellers-extra.ts';
import { seedDemoReturns } from './returns.ts';
import { seedDemoInvoiceFiles } from './invoices.ts';
import { seedDemoSpid35 } from './spid35.ts';
import { seedDemoSettlements } from './settlements.ts';
import { seedDemoStock, seedDemoWarehouses } from './stock.ts';

const SEED_LOCK_KEY = 8_015_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds a switch for every portal module that has none (open), and writes every module's `released`
 * (the code's truth: whether this build has its screens). `active` stays the operators'. Runs on every start.
 */
export async function seedServiceModules(db: Database, now: Date): Promise<void> {
  for (const module of PORTAL_MODULES) {
    await db.query(
      `insert into services_status (key_module, active, released, count_to_close_page, module, updated_at)
       values ($1, true, $3, 0, $2, $4)
       on conflict (key_module) do update set released = excluded.released
        where services_status.released is distinct from excluded.released`,
      [module.key, module.name, module.released, now],
    );
  }
}

/** What a start seeds beyond the data every test suite counts on. */
export interface DemoSeedOptions {
  /**
   * Sign-up applications in every review status, for Configuración > Solicitudes. Only `npm start`
   * asks for them: the API suites count the queue from empty, so the harness leaves this off.
   */
  applications?: boolean;
  /**
   * The products of the catalogue (150 of the published seller, with its orders' SKUs, and a new
   * seller's first ones in review). Only `npm start` asks for them: the API suites count products
   * from none.
   */
  catalogue?: boolean;
}

/**
 * Demo sellers and one account per role, on first start only (no users yet). Several instances
 * starting together agree through an advisory lock. Answers whether it seeded.
 */
export async function seedDemoData(db: Database, passwords: PasswordHasher, now: Date, options: DemoSeedOptions = {}): Promise<boolean> {
  const [{ users = 0 } = {}] = await db.query<{ users: number }>('select count(*)::int as users from users');
  if (users > 0) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => passwords.hash(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [{ again = 0 } = {}] = await tx.query<{ again: number }>('select count(*)::int as again from users');
    if (again > 0) return false;

    const sellerIds = new Map<string, number>();
    for (const seller of DEMO_SELLERS) {
      const [row] = await tx.query<{ id: number }>(
        `insert into sellers (name, legal_name, document_number, commercial_email, publish, vendor_code_801_provider,
                              vendor_code_801_client, terms_conditions_signed, seller_type, is_collector, api_key, sap_client,
                              sap_provider, facility_id, created_at, pickup_street, pickup_commune, pickup_region)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
        [
          seller.name,
          seller.legalName,
          seller.documentNumber,
          seller.commercialEmail,
          seller.publish,
          seller.vendorCodeProvider,
          seller.vendorCodeClient,
          seller.termsSigned,
          seller.sellerType,
          randomBytes(24).toString('base64url'),
          seller.sapClient,
          seller.sapProvider,
          seller.facilityId,
          now,
          seller.pickup.street,
          seller.pickup.commune,
          seller.pickup.region,
        ],
      );
      if (!row) throw new Error(`Could not seed seller ${seller.name}`);
      sellerIds.set(seller.key, row.id);
      for (const movement of seller.history) {
        await tx.query('insert into seller_publish_history (seller_id, published, reason, created_at) values ($1, $2, $3, $4)', [
          row.id,
          movement.published,
          movement.reason,
          new Date(now.getTime() - movement.daysAgo * DAY_MS),
        ]);
      }
    }

    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await tx.query(
        `insert into users (email, password_hash, first_name, last_name, role, seller_id, active, created_at)
         values ($1, $2, $3, $4, $5, $6, true, $7)`,
        [account.email, hashes[index], account.firstName, account.lastName, account.role, account.seller ? sellerIds.get(account.seller) : null, now],
      );
    }
    await seedDemoDocuments(tx, now);
    await seedSellerExtras(tx, sellerIds, now);
    // Every published demo seller has orders; the seller's own movements are its first user's.
    const published = [];
    for (const seller of DEMO_SELLERS.filter((candidate) => candidate.publish)) {
      const sellerId = sellerIds.get(seller.key)!;
      const [user] = await tx.query<{ id: number }>('select id from users where seller_id = $1 order by id limit 1', [sellerId]);
      published.push({ sellerId, userId: user?.id ?? null });
    }
    // The warehouses before the orders: the open ones reserve their units there.
    await seedDemoWarehouses(tx, sellerIds, now);
    await seedDemoOrders(tx, published, now);
    // Returns of the published sellers' delivered orders; the escalated ones CS took over are the
    // customer-service demo account's.
    const [customerService] = await tx.query<{ id: number }>("select id from users where role = 'customerService' order by id limit 1");
    await seedDemoReturns(tx, published, customerService?.id ?? null, now);
    // Boletas: the PDFs of each published seller's latest ones (the others pending or loaded in bulk).
    await seedDemoInvoiceFiles(tx, published, now);
    // Stock of every SKU the published sellers' orders carry, counted beside what those orders hold.
    await seedDemoStock(tx, published, now);
    // Spid35: the stores, the store account's own, their express stock and orders in every status.
    await seedDemoSpid35(tx, now);
    if (options.applications) {
      const [admin] = await tx.query<{ id: number }>("select id from users where role = 'admin' order by id limit 1");
      const austral = sellerIds.get('austral')!;
      const [australUser] = await tx.query<{ id: number }>('select id from users where seller_id = $1 order by id limit 1', [austral]);
      if (!admin || !australUser) throw new Error('The demo applications need the demo admin and Emporio Austral\'s user');
      await seedDemoApplications(tx, { reviewerId: admin.id, australSellerId: austral, australUserId: australUser.id }, now);
    }
    if (options.catalogue) {
      const [reviewer] = await tx.query<{ id: number }>("select id from users where role = 'catalog' order by id limit 1");
      const starting = DEMO_SELLERS.filter((seller) => !seller.publish).map((seller) => sellerIds.get(seller.key)!);
      await seedDemoCatalogue(tx, { published: published.map(({ sellerId }) => sellerId), starting }, reviewer?.id ?? null, now);
    }
    // Settlements last: their commissions read the catalogue's products, their refunds the returns.
    const [settler] = await tx.query<{ id: number }>("select id from users where role = 'admin' order by id limit 1");
    await seedDemoSettlements(tx, published, settler?.id ?? null, now);
    return true;
  });
}
