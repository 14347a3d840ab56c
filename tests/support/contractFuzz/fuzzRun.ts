/**
 * A fuzz run on one database: `count` cases drawn from every contract operation, sent as every role
 * and as nobody, each answer judged. Cases are drawn in batches, and what the database holds (ids,
 * files, reset links) is read again before each, so later batches aim at rows earlier ones created.
 * Logging out is left to nobody, so the roles' tokens stay valid for the whole run.
 */
import fc from 'fast-check';
import { loadContracts } from '../../../server/openapi/contracts.ts';
import type { TestApp } from '../../api/harness.ts';
import { buildApplication } from '../../api/support/seller-application.ts';
import { BODY, fuzzCaseArbitrary, judge, send, type ProblemKind, type WeightedCaller } from './fuzzCases.ts';
import { addResetTarget, readKnownValues } from './knownValues.ts';
import type { KnownValues } from './schemaArbitrary.ts';

/** Every demo account, by role (two sellers: one published with history, one new), and how often each calls. */
export const FUZZ_ACCOUNTS: Record<string, { email: string; weight: number }> = {
  admin: { email: 'admin@demo.cl', weight: 3 },
  seller: { email: 'seller@demo.cl', weight: 3 },
  newSeller: { email: 'nuevo@demo.cl', weight: 2 },
  customerService: { email: 'atencion@demo.cl', weight: 1 },
  catalog: { email: 'catalogo@demo.cl', weight: 1 },
  comercial: { email: 'comercial@demo.cl', weight: 1 },
  logistics: { email: 'logistica@demo.cl', weight: 1 },
  store: { email: 'tienda@demo.cl', weight: 1 },
  security: { email: 'seguridad@demo.cl', weight: 1 },
  sysadmin: { email: 'sysadmin@demo.cl', weight: 1 },
};
const NOBODY_WEIGHT = 2;

/**
 * Operations of the users module that may change an account the run calls as (its role, e-mail,
 * status), ending its sessions: after one answers 2xx, the callers' accounts are put back and signed
 * in again, so the rest of the run still calls as every role.
 */
const CHANGES_ACCOUNTS = new Set(['updateUser', 'setUserStatus']);

interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  seller_id: number | null;
  active: boolean;
}

const readAccounts = (t: TestApp) =>
  t.db.query<AccountRow>('select id, email, first_name, last_name, role, seller_id, active from users where email = any($1::text[]) order by id', [
    Object.values(FUZZ_ACCOUNTS).map(({ email }) => email),
  ]);

/** Puts the callers' accounts back as they were, and signs each in again when any had changed. */
async function restoreAccounts(t: TestApp, accounts: readonly AccountRow[], tokens: Map<string, string>): Promise<void> {
  const now = (await t.db.query<AccountRow>('select id, email, first_name, last_name, role, seller_id, active from users where id = any($1::int[]) order by id', [
    accounts.map((account) => account.id),
  ])).map((row) => JSON.stringify(row));
  if (JSON.stringify(now) === JSON.stringify(accounts.map((row) => JSON.stringify(row)))) return;
  for (const account of accounts) {
    await t.db.query('update users set email = $2, first_name = $3, last_name = $4, role = $5, seller_id = $6, active = $7 where id = $1', [
      account.id,
      account.email,
      account.first_name,
      account.last_name,
      account.role,
      account.seller_id,
      account.active,
    ]);
  }
  // Sessions issued in the millisecond their account was changed would still be refused.
  t.clock.advance(1000);
  for (const [role, { email }] of Object.entries(FUZZ_ACCOUNTS)) tokens.set(role, await t.login(email));
}

export interface FuzzReport {
  sent: number;
  byStatusClass: Record<string, number>;
  byStatus: Record<string, number>;
  operations: number;
  /** Answers by operation and status. */
  byOperation: Record<string, Record<string, number>>;
  /** Operations that answered a 2xx at least once: the draw reached what their handlers do. */
  operationsWith2xx: string[];
  problems: { kind: ProblemKind; operationId: string; caller: string | null; url: string; body: unknown; problem: string }[];
}

/** Operations that end the caller's session: fuzzed without a token, or with one signed in for that case alone. */
const NOBODY_ONLY = new Set(['logout']);
const FRESH_SESSION = 'fresh session';
const BATCH = 500;

/**
 * Rows the run starts from besides the demo data (an import job and a sign-up application to aim
 * at), and values only an answer tells: report-page tokens, which the embed call signs.
 */
async function prepare(t: TestApp, tokens: ReadonlyMap<string, string>): Promise<KnownValues> {
  await addResetTarget(t);
  const [andes] = await t.db.query<{ id: number }>(`select seller_id as id from users where email = 'seller@demo.cl'`);
  const job = await t.request({ method: 'GET', url: `/import-start?seller_id=${andes!.id}&code=fuzz-import-code-0001`, token: tokens.get('seller')! });
  const application = await t.request({
    method: 'POST',
    url: '/web-hooks/register-form',
    payload: buildApplication(),
    headers: { 'idempotency-key': 'f2b8c1e9-9d4a-4e6b-8a7c-5b1d0e9f2a34' },
  });
  if (job.statusCode !== 202 || application.statusCode !== 201) throw new Error(`Fuzz set-up answered ${job.statusCode} and ${application.statusCode}`);
  // The learning guide answers only a seller naming its own user: the two demo sellers' ids, not every user's.
  const sellerUsers = (await t.db.query<{ id: number }>(`select id from users where email in ('seller@demo.cl', 'nuevo@demo.cl') order by id`)).map((user) => user.id);
  const reportTokens: string[] = [];
  for (const [caller, name] of [['seller', 'reputation'], ['admin', 'comercial']] as const) {
    const embed = await t.request({ method: 'GET', url: `/metabase/dashboard/${name}`, token: tokens.get(caller)! });
    reportTokens.push(new URL(embed.json<{ url: string }>().url).searchParams.get('token')!);
  }
  return {
    'getDashboardPage.token': reportTokens,
    // A period the report accepts (drawn dates are mostly out of order or too long: its 400 and 422).
    'getDashboardData.from': ['2026-02-01'],
    'getDashboardData.to': ['2026-02-28'],
    // Bodies the handlers' own rules (phone and e-mail formats, bank codes) accept, which a draw from the loose schemas rarely meets.
    [`updateMyProfile.${BODY}`]: [{ firstName: 'Matías', lastName: 'Rojas', phone: '912345678' }, { firstName: 'Ana', lastName: 'Díaz', phone: null }],
    [`updateSellerContact.${BODY}`]: [{ contactEmail: 'ventas@andes.cl', contactPhone: '223456789' }],
    [`updateSellerBankAccount.${BODY}`]: [{ bankCode: '012', accountType: 'vista', accountNumber: '00012345678' }],
    'getLearningGuide.userId': sellerUsers,
    'rateLearningGuideQuestion.userId': sellerUsers,
  };
}

export async function fuzzRun(t: TestApp, count: number, seed: number): Promise<FuzzReport> {
  const tokens = new Map<string, string>();
  for (const [role, { email }] of Object.entries(FUZZ_ACCOUNTS)) tokens.set(role, await t.login(email));
  const prepared = await prepare(t, tokens);
  const accounts = await readAccounts(t);
  const operations = loadContracts();
  const callers: WeightedCaller[] = [{ caller: null, weight: NOBODY_WEIGHT }, ...Object.entries(FUZZ_ACCOUNTS).map(([caller, { weight }]) => ({ caller, weight }))];
  const everyone = operations.filter((operation) => !NOBODY_ONLY.has(operation.operationId));
  const nobodyOnly = operations.filter((operation) => NOBODY_ONLY.has(operation.operationId));
  const report: FuzzReport = { sent: 0, byStatusClass: {}, byStatus: {}, operations: operations.length, byOperation: {}, operationsWith2xx: [], problems: [] };
  const with2xx = new Set<string>();

  for (let batch = 0; report.sent < count; batch++) {
    // Whole bodies known to pass every check, fresh each batch (an application's identity is used once).
    const known = { ...(await readKnownValues(t)), ...prepared, [`submitSellerApplication.${BODY}`]: [buildApplication(), buildApplication()] };
    // Weighted by operation count, so each operation is drawn as often as any other.
    const cases = fc.sample(
      fc.oneof(
        { weight: everyone.length, arbitrary: fuzzCaseArbitrary(everyone, callers, known) },
        { weight: nobodyOnly.length, arbitrary: fuzzCaseArbitrary(nobodyOnly, [{ caller: null, weight: 1 }, { caller: FRESH_SESSION, weight: 1 }], known) },
      ),
      { numRuns: Math.min(BATCH, count - report.sent), seed: seed + batch },
    );
    for (const fuzzCase of cases) {
      if (fuzzCase.caller === FRESH_SESSION) tokens.set(FRESH_SESSION, await t.login(FUZZ_ACCOUNTS.newSeller!.email));
      const response = await send(t, fuzzCase, tokens);
      report.sent++;
      const statusClass = `${String(response.statusCode)[0]}xx`;
      report.byStatusClass[statusClass] = (report.byStatusClass[statusClass] ?? 0) + 1;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      const ofOperation = (report.byOperation[fuzzCase.operation.operationId] ??= {});
      ofOperation[response.statusCode] = (ofOperation[response.statusCode] ?? 0) + 1;
      if (statusClass === '2xx') with2xx.add(fuzzCase.operation.operationId);
      if (statusClass === '2xx' && CHANGES_ACCOUNTS.has(fuzzCase.operation.operationId)) await restoreAccounts(t, accounts, tokens);
      const verdict = judge(fuzzCase, response);
      if (!verdict.ok) report.problems.push({ kind: verdict.kind, operationId: fuzzCase.operation.operationId, caller: fuzzCase.caller, url: fuzzCase.url, body: fuzzCase.body, problem: verdict.problem });
    }
  }
  report.operationsWith2xx = [...with2xx].sort();
  return report;
}
