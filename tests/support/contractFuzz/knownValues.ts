/**
 * What the fuzzer knows of the database, by parameter or body property name: ids, file names,
 * module keys, learning-guide questions, e-mails that exist. Read again between batches, since the
 * run itself creates rows (notifications, terms, import jobs, applications, reset links, ratings). A
 * name prefixed with an operation id (`login.email`) applies to that operation only and wins over
 * the bare name.
 *
 * Password-reset links go to one account made for the fuzzer alone: using one changes its password
 * and ends its sessions, which must not happen to the roles the run calls as.
 */
import { createPasswordHasher } from '../../../server/auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import type { TestApp } from '../../api/harness.ts';
import type { KnownValues } from './schemaArbitrary.ts';

export const RESET_TARGET_EMAIL = 'olvido@fuzz.cl';

/** Makes the account whose password the fuzzer may reset. */
export async function addResetTarget(t: TestApp): Promise<void> {
  const hash = await createPasswordHasher().hash(DEMO_PASSWORD);
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, active, created_at) values ($1, $2, 'Olvido', 'Fuzz', 'store', true, now())`,
    [RESET_TARGET_EMAIL, hash],
  );
}

const column = async <T>(t: TestApp, sql: string, parameters: unknown[] = []): Promise<T[]> =>
  (await t.db.query<{ value: T }>(sql, parameters)).map((row) => row.value);

export async function readKnownValues(t: TestApp): Promise<KnownValues> {
  const sellerIds = await column<number>(t, 'select id as value from sellers order by id');
  const resetLinks = await column<string>(t, 'select text_body as value from mail_outbox where recipient = $1', [RESET_TARGET_EMAIL]);
  const resetHashes = resetLinks.flatMap((text) => [...text.matchAll(/\/change\/password\/([A-Za-z0-9_-]{22,128})/g)].map((match) => match[1]!));
  // Orders still in the sellers' hands, one and several at a time, so the dispatch desk's actions reach their handlers.
  const dispatchable = await column<number>(t, `select id as value from orders where status in ('awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship') order by created_at desc limit 6`);
  const known: Record<string, unknown[]> = {
    id: [
      ...(await column<number>(t, 'select id as value from notifications order by id desc limit 20')),
      ...(await column<number>(t, 'select id as value from terms order by id desc limit 20')),
    ],
    sellerId: sellerIds,
    seller_id: sellerIds,
    sellerIds: [sellerIds],
    userId: await column<number>(t, 'select id as value from users order by id'),
    jobId: await column<string>(t, 'select id::text as value from import_jobs order by created_at desc limit 20'),
    acceptanceId: await column<string>(t, 'select id::text as value from terms_acceptances limit 20'),
    applicationId: await column<string>(t, 'select id::text as value from seller_applications limit 20'),
    file: await column<string>(t, 'select file_name as value from terms_files'),
    keyModule: await column<string>(t, 'select key_module as value from services_status'),
    learningGuideQuestionId: await column<number>(t, 'select id as value from learning_guide_questions order by id'),
    // The newest orders: most are still being prepared, so actions and labels reach their handlers.
    orderId: await column<number>(t, 'select id as value from orders order by created_at desc limit 40'),
    // Returns in process first: decisions and take-overs reach their handlers.
    returnId: await column<number>(t, "select id as value from returns order by (status = 'return_in_process') desc, id limit 40"),
    orderIds: [dispatchable.slice(0, 1), dispatchable.slice(0, 3), dispatchable],
    'lookupSellerByDocumentNumber.doc': await column<string>(t, 'select document_number as value from sellers'),
    'lookupSellerByName.name': await column<string>(t, 'select name as value from sellers'),
    hash: resetHashes,
    path: ['/eiffel', '/orders', '/shipments', '/sellers', '/reports/orders', '/finance/settlements/2024-05', '/user/myAccount'],
    code: ['fuzz-import-code-0001'],
    'login.email': DEMO_ACCOUNTS.map((account) => account.email),
    'login.password': [DEMO_PASSWORD],
    'forgotPassword.email': [RESET_TARGET_EMAIL],
    'lookupSellerByAdminEmail.email': await column<string>(t, 'select commercial_email as value from sellers'),
  };
  return known;
}

/** The values for `name` in `operationId`: the operation's own list first, else the shared one. */
export function knownFor(known: KnownValues, operationId: string): KnownValues {
  const own = Object.entries(known)
    .filter(([key]) => key.startsWith(`${operationId}.`))
    .map(([key, values]) => [key.slice(operationId.length + 1), values] as const);
  return { ...Object.fromEntries(Object.entries(known).filter(([key]) => !key.includes('.'))), ...Object.fromEntries(own) };
}
