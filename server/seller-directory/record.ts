/**
 * One seller's whole record for the directory: its row, what it brought from its application
 * (contacts, warehouses), the bank account it is paid into, its publish history with who made each
 * movement, and the audited changes of its settings.
 */
import type { components } from '../../openapi/generated/seller-directory.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { BANKS } from '../onboarding/reference.ts';
import { directoryColumns, directorySellerOf, type DirectoryRow } from './rows.ts';

type SellerRecord = components['schemas']['SellerRecord'];
type Actor = components['schemas']['Actor'];

const bankNames = new Map(BANKS.map((bank) => [bank.code, bank.name]));
const AREA_ORDER = ['commercial', 'finance', 'postSale', 'warehouse'] as const;

/** The name a person is shown by; an account without one is shown by its e-mail. */
const ACTOR_NAME = `coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)`;

const actorOf = (id: number | null, name: string | null): Actor | null => (id !== null && name !== null ? { id, name } : null);

export const sellerNotFound = (sellerId: number) => new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);

export async function readSellerRecord(db: Queryable, sellerId: number, today: string): Promise<SellerRecord> {
  const [row] = await db.query<DirectoryRow & { settings_version: number; commercial_email: string | null; created_at: Date }>(
    `select ${directoryColumns('$2')}, s.settings_version, s.commercial_email, s.created_at from sellers s where s.id = $1`,
    [sellerId, today],
  );
  if (!row) throw sellerNotFound(sellerId);

  const contacts = await db.query<{ area: (typeof AREA_ORDER)[number]; first_name: string; last_name: string; email: string; position: string; phone: string }>(
    'select area, first_name, last_name, email, position, phone from seller_contacts where seller_id = $1',
    [sellerId],
  );
  const [account] = await db.query<{ bank_code: string | null; account_type: 'corriente' | 'vista' | 'ahorro' | null; account_number: string | null }>(
    'select bank_code, account_type, account_number from seller_accounts where seller_id = $1',
    [sellerId],
  );
  const warehouses = await db.query<{
    id: number; name: string; node_number: string | null; address: string; region_name: string; commune_name: string; technical_service: boolean;
  }>(
    `select id, name, node_number, address, region_name, commune_name, technical_service
       from seller_warehouses where seller_id = $1 order by created_at, id`,
    [sellerId],
  );
  const movements = await db.query<{ id: number; published: boolean; reason: string; created_at: Date; actor_id: number | null; actor_name: string | null }>(
    `select h.id, h.published, h.reason, h.created_at, u.id as actor_id, ${ACTOR_NAME} as actor_name
       from seller_publish_history h left join users u on u.id = h.created_by
      where h.seller_id = $1 order by h.created_at desc, h.id desc`,
    [sellerId],
  );
  const changes = await db.query<{
    id: number; changed_at: Date; actor_id: number | null; actor_name: string | null;
    seller_type_before: string | null; seller_type_after: string | null; is_collector_before: boolean; is_collector_after: boolean;
  }>(
    `select c.id, c.changed_at, u.id as actor_id, ${ACTOR_NAME} as actor_name, c.seller_type_before, c.seller_type_after,
            c.is_collector_before, c.is_collector_after
       from seller_settings_changes c left join users u on u.id = c.changed_by
      where c.seller_id = $1 order by c.changed_at desc, c.id desc`,
    [sellerId],
  );

  return {
    seller: await directorySellerOf(db, row, today),
    version: row.settings_version,
    commercialEmail: row.commercial_email,
    createdAt: row.created_at.toISOString(),
    contacts: [...contacts]
      .sort((a, b) => AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area))
      .map((contact) => ({
        area: contact.area,
        firstName: contact.first_name,
        lastName: contact.last_name,
        email: contact.email,
        position: contact.position,
        phone: contact.phone,
      })),
    bank:
      account?.bank_code && account.account_type && account.account_number
        ? { bankCode: account.bank_code, bankName: bankNames.get(account.bank_code) ?? account.bank_code, accountType: account.account_type, accountNumber: account.account_number }
        : null,
    warehouses: warehouses.map((warehouse) => ({
      id: warehouse.id,
      name: warehouse.name,
      nodeNumber: warehouse.node_number,
      address: warehouse.address,
      regionName: warehouse.region_name,
      communeName: warehouse.commune_name,
      technicalService: warehouse.technical_service,
    })),
    publishHistory: movements.map((movement) => ({
      id: movement.id,
      publish: movement.published,
      reason: movement.reason,
      createdAt: movement.created_at.toISOString(),
      actor: actorOf(movement.actor_id, movement.actor_name),
    })),
    settingsChanges: changes.map((change) => ({
      id: change.id,
      changedAt: change.changed_at.toISOString(),
      actor: actorOf(change.actor_id, change.actor_name),
      sellerTypeBefore: change.seller_type_before,
      sellerTypeAfter: change.seller_type_after,
      isCollectorBefore: change.is_collector_before,
      isCollectorAfter: change.is_collector_after,
    })),
  };
}
