/**
 * `npm run bench`: prints the project's performance figures. Nothing here asserts; the target of
 * each figure is printed beside it so a regression is visible.
 *
 *  - login route first-load JS, KB gzip (Vite manifest of a fresh production build)      <= 150
 *  - GET /auth/check requests/s, Fastify app vs bare node:http doing the same work: the median ratio
 *    of 5 alternating pairs, its spread and each side's median (scripts/bench/authCheck.ts) >= 0.85
 *  - p99 latency of GET /auth/check at a fixed 2,000 req/s                               <= 10 ms
 *  - argon2id verify p50 (19 MiB, t=2, p=1)                                               <= 25 ms
 *  - sign-up wizard route JS and the activity catalogue chunk beyond the first load     <= 40 KB each
 *  - each sub-application's own JS beyond the shell (dist/.vite/modules.json)              <= 40 KB
 *  - activity search time per keystroke over the 674 SII codes                          < 1 ms
 *  - /eiffel first-load JS for the published seller (entry, protected layout and shell, home)  KB gzip
 *  - Lighthouse performance, median of 3, of /login and /registrate-ahora signed out and /eiffel for
 *    the published seller: mobile (default config) >= 90, desktop (desktop config) >= 98; with FCP,
 *    LCP, TBT and CLS; and beside them an anchor, a plain React 19 + Chakra v3 login form built and
 *    served with the same compression, mobile (scripts/bench/lighthouse.ts)
 *  - INP at 4x CPU throttle, median of 3: a word typed in the sign-up wizard (worst keystroke), the
 *    wizard's first "Siguiente", opening the notifications on /eiffel (scripts/bench/inp.ts) <= 100 ms
 *  - CLS of /eiffel while notifications and reports mount (scripts/bench/cls.ts)         <= 0.01
 *  - orders list p95 with 100,000 orders of one seller: first and deep keyset pages, a tab, a month,
 *    searches; PGlite and PostgreSQL (scripts/bench/ordersList.ts; BENCH_DATABASE_URL)     <= 30 ms
 *  - invoice bulk upload of a 10,000-row workbook, read, checked and stored, with the peak RSS and
 *    heap; PGlite and PostgreSQL (scripts/bench/invoiceUpload.ts; BENCH_DATABASE_URL)      <= 5 s
 *  - stock list p95 with 200,000 levels of one seller: first and deep keyset pages, out of stock,
 *    low stock, one warehouse, searches; and an import of 50,000 rows with its peak RSS and heap;
 *    PostgreSQL (scripts/bench/stock.ts; BENCH_DATABASE_URL)                              <= 30 ms
 *  - products by Excel: a 10,000-row workbook of a category with 20 attributes, judged whole by the
 *    upload and stored by its job, with the peak RSS and heap; PostgreSQL and PGlite
 *    (scripts/bench/productBulkLoad.ts; BENCH_DATABASE_URL)                               <= 10 s
 *  - products list p95 with 100,000 products of one seller: first and deep keyset pages, a tab (first
 *    and deep), a category, a brand, searches by part of a title without accents and by a whole SKU;
 *    PGlite and PostgreSQL (scripts/bench/productsList.ts; BENCH_DATABASE_URL)              <= 30 ms
 *  - product image upload of a 4000x3000 JPEG, decoded, checked, re-encoded as the two WebP sizes
 *    and stored: p95 of 20, with the peak RSS (scripts/bench/productImages.ts)           <= 1 s
 *  - settlements: one open period of a seller with 20,000 delivered orders computed and stored as a
 *    read does it; PostgreSQL and PGlite (scripts/bench/settlements.ts)                  <= 2 s
 *
 * Each piece under scripts/bench/ also runs alone (`npx tsx scripts/bench/<file>.ts`).
 */
import { execFileSync } from 'node:child_process';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../server/auth/passwords.ts';
import { beyondFirstLoadKb, EIFFEL_ROUTE, firstLoadKb, LOGIN_ROUTE, moduleOwnKb, readManifest, WIZARD_ROUTE } from './bench/bundle.ts';
import { measureActivitySearch } from './bench/activitySearch.ts';
import { measureFixedRateP99, measureThroughputPairs, printFixedRate, printThroughputPairs } from './bench/authCheck.ts';
import { measureAnchorLighthouse, measureLighthouse, printLighthouse, startPortalServer } from './bench/lighthouse.ts';
import { measureInp, printInp } from './bench/inp.ts';
import { measureCls } from './bench/cls.ts';
import { benchPostgresUrl } from './bench/benchDatabase.ts';
import { measureOrdersListPglite, measureOrdersListPostgres, printOrdersList } from './bench/ordersList.ts';
import { measureInvoiceUploadPglite, measureInvoiceUploadPostgres, printInvoiceUpload } from './bench/invoiceUpload.ts';
import { measureProductImageUpload, printProductImageUpload } from './bench/productImages.ts';
import { measureProductBulkLoadPglite, measureProductBulkLoadPostgres, printProductBulkLoad } from './bench/productBulkLoad.ts';
import { measureStockPostgres, printStock } from './bench/stock.ts';
import { measureProductsListPglite, measureProductsListPostgres, printProductsList } from './bench/productsList.ts';
import { measureSettlementsPglite, measureSettlementsPostgres, printSettlements } from './bench/settlements.ts';

const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(52)} ${figure.padStart(14)}   target ${target}`);

async function argon2VerifyP50() {
  const stored = await hash('Portal2026!', ARGON2_OPTIONS);
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    await verify(stored, 'Portal2026!');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

console.log('Building the production bundle…');
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
const manifest = readManifest();
const login = firstLoadKb(manifest, LOGIN_ROUTE);

console.log('\nPortal Sellers benchmark (2 cores; figures vary ±5% between runs)\n');
row('Login route first-load JS (KB gzip)', `${login.kb} KB`, '<= 150 KB');

const wizard = beyondFirstLoadKb(manifest, WIZARD_ROUTE);
const catalogue = beyondFirstLoadKb(manifest, (key) => key.endsWith('activities-cl.json'));
row('Sign-up wizard route JS beyond the first load (KB gzip)', `${wizard.kb} KB`, '<= 40 KB');
row('Activity catalogue chunk (KB gzip)', `${catalogue.kb} KB`, '<= 40 KB');
for (const module of moduleOwnKb()) row(`Module ${module.name}: own JS beyond the shell (KB gzip, ${module.files} files)`, `${module.kb} KB`, '<= 40 KB');
const search = measureActivitySearch();
row(
  `Activity search per keystroke, ${search.catalogueSize} codes (p99 ${search.p99KeystrokeMs.toFixed(3)} ms)`,
  `${search.perKeystrokeMs.toFixed(3)} ms`,
  '< 1 ms',
);

printThroughputPairs(await measureThroughputPairs({ pairs: 5 }), row);
printFixedRate(await measureFixedRateP99(), row);

row('argon2id verify p50 (19 MiB, t=2, p=1)', `${(await argon2VerifyP50()).toFixed(1)} ms`, '<= 25 ms');

console.log('Orders list, p95 of one request (a keyset page and the tabs’ counts):');
printOrdersList(await measureOrdersListPglite(), row);
try {
  printOrdersList(await measureOrdersListPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 30 ms');
  console.log(`  ${(error as Error).message}`);
}

console.log('Invoice bulk upload, one 10,000-row workbook (read, checked, stored):');
printInvoiceUpload(await measureInvoiceUploadPglite(), row);
try {
  printInvoiceUpload(await measureInvoiceUploadPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 5 s');
  console.log(`  ${(error as Error).message}`);
}

console.log('Stock list, p95 of one request (a keyset page and the threshold), and an import of 50,000 rows:');
try {
  printStock(await measureStockPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 30 ms');
  console.log(`  ${(error as Error).message}`);
}

console.log('Products by Excel, one 10,000-row workbook of 20 attributes (judged, read, checked, stored):');
try {
  printProductBulkLoad(await measureProductBulkLoadPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 10 s');
  console.log(`  ${(error as Error).message}`);
}
printProductBulkLoad(await measureProductBulkLoadPglite(), row);

console.log('Products list, p95 of one request (a keyset page and the tabs\' counts) with 100,000 products of one seller:');
printProductsList(await measureProductsListPglite(), row);
try {
  printProductsList(await measureProductsListPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 30 ms');
  console.log(`  ${(error as Error).message}`);
}

console.log('Settlements, one open period of 20,000 delivered orders computed and stored (p50 of 5):');
try {
  printSettlements(await measureSettlementsPostgres(), row);
} catch (error) {
  row(`  PostgreSQL (${benchPostgresUrl().replace(/\/\/[^@/]*@/, '//***@')})`, 'not measured', '<= 2 s');
  console.log(`  ${(error as Error).message}`);
}
if (process.env.BENCH_SKIP_PGLITE !== '1') printSettlements(await measureSettlementsPglite(), row);

console.log('Product image upload, one 4000x3000 JPEG (decoded, checked, two WebP sizes, stored on PGlite):');
printProductImageUpload(await measureProductImageUpload(), row);

const eiffel = firstLoadKb(manifest, EIFFEL_ROUTE);
row(`/eiffel first-load JS, published seller (KB gzip, ${eiffel.files} files)`, `${eiffel.kb} KB`, '<= 200 KB');
// One production server for the browser figures: Lighthouse, INP and CLS.
const portal = await startPortalServer();
try {
  try {
    const measured = await measureLighthouse({ baseUrl: portal.baseUrl, runs: 3 });
    const anchor = await measureAnchorLighthouse({ runs: 3 }).catch((error: unknown) => error as Error);
    printLighthouse(measured, anchor, 3);
  } catch (error) {
    row('Lighthouse performance (mobile, desktop)', 'not measured', '>= 90, >= 98');
    console.log(`  ${(error as Error).message}`);
  }
  try {
    printInp(await measureInp({ baseUrl: portal.baseUrl, runs: 3 }), row);
  } catch (error) {
    row('INP at 4x CPU throttle', 'not measured', '<= 100 ms');
    console.log(`  ${(error as Error).message}`);
  }
  const cls = await measureCls({ baseUrl: portal.baseUrl, runs: 3 });
  row('CLS of /eiffel as notifications and reports mount, desktop', cls.desktop.cls.toFixed(4), '<= 0.01');
  row('  the same on a phone (412x823, 1.75 DPR; worst of 3)', cls.phone.cls.toFixed(4), '<= 0.01');
} finally {
  await portal.stop();
}
