/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/precompile-messages.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { portalModules } from './scripts/modules/vitePlugin.ts';
import { bundleReport } from './scripts/bundleReport.ts';
import { prerenderPages } from './scripts/prerender/vitePlugin.ts';
import { compileHints } from './scripts/compileHints.ts';
import { chakraBundleAliases } from './scripts/test/chakraBundle.ts';

/** Every suite `npm test` runs. The API suite runs twice: on PGlite and on the PostgreSQL server. */
/**
 * The API files also run on the embedded database (PGlite), which `npm start` uses when no
 * DATABASE_URL is given. Every API file runs on PostgreSQL, the production engine and the faster of
 * the two here (361 s of work against 638 s); on PGlite run the files where the engines could part:
 * the migrations and the demo seed, sign-in on every demo account, the job queue's row locking,
 * idempotency under concurrent requests, the accent- and trigram-backed searches (extensions PGlite
 * loads itself), keyset paging with jsonb, and the import jobs. Both engines share one SQL, so the
 * rest would only prove twice what PostgreSQL proves once, at a fifth of the whole run.
 * PGLITE_EVERY_API_FILE=1 runs them all on PGlite too (the authorisation proof does).
 */
const EMBEDDED_DATABASE_FILES = [
  'tests/api/migrations.test.ts',
  'tests/api/auth-session.test.ts',
  'tests/api/job-queue.test.ts',
  'tests/api/onboarding-idempotency.test.ts',
  'tests/api/catalog-products.test.ts',
  'tests/api/seller-directory.test.ts',
  'tests/api/orders.test.ts',
  'tests/api/import-jobs.test.ts',
  // bytea comes back as another kind of buffer from each driver.
  'tests/api/catalog-images.test.ts',
  // LISTEN/NOTIFY and a second instance behave differently in one in-process session.
  'tests/api/session-cache.test.ts',
  'tests/api/users.test.ts',
  // A bulk load's file is bytea and its job takes row locks on the queue's and the load's rows.
  'tests/api/catalog-bulk-load.test.ts',
  // Settlements write their lines through unnest() of arrays and read bigint sums: both drivers' own encodings.
  'tests/api/finance.test.ts',
];

export default defineConfig({
  plugins: [react(), precompileMessages(), portalModules(), bundleReport(), compileHints(), prerenderPages(), precompressAssets()],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config (every component's recipe) through
        // `defineConfig`, an identity function the bundler cannot see is pure: marked so, the unused
        // config and the recipes only it references leave the bundle (src/app/theme.ts picks recipes).
        manualPureFunctions: ['defineConfig'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The dev server forwards every backend path to the API server started by `npm run dev`; the
      // flow viewer (/dev/flows, dev/flows.html) is the dev server's own page.
      '^/(auth|services-status|documents|document|document-seller|user-notification|sellers|seller-names|seller-publish-history|v1|metabase|import-start|import-jobs|learning-guide|node-giv|web-hooks|dev(?!/flows))(/|$)':
        { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        // Shares two cores with the other suites: a slow second is no finding.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          // Chakra UI loaded as one bundle instead of 1,500 modules in every file (scripts/test/chakraBundle.ts).
          alias: chakraBundleAliases,
          globalSetup: ['tests/model/global-setup.ts'],
          // happy-dom draws and queries the same screens in less than half of jsdom's time (the whole
          // tier measured 330 s against about 700 s, back to back). A file whose finding happy-dom
          // cannot make says `@vitest-environment jsdom` at its top, with why: DOMPurify does not clean
          // under happy-dom (its NodeIterator stops at a node removed under it, and Node.prototype's
          // nodeName answers '' for elements), so what sanitised HTML draws is judged in jsdom.
          // tests/model/domFidelity.test.tsx is the control of both DOMs.
          environment: 'happy-dom',
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                disableIframePageLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
                // A phone, still: the layout the views draw where nothing says otherwise (the tests of a
                // wide screen or of motion answer matchMedia themselves), with no fade to wait for.
                viewport: { width: 360, height: 740 },
                device: { prefersReducedMotion: 'reduce' },
              },
            },
          },
          setupFiles: ['tests/model/setup.ts'],
          // Axe over a whole rendered portal takes seconds on a busy 2-core machine, and over 20 s while
          // the browser suite runs beside it on a slow day: a timeout is no finding.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api:pglite',
          include: process.env.PGLITE_EVERY_API_FILE === '1' ? ['tests/api/**/*.test.ts'] : EMBEDDED_DATABASE_FILES,
          environment: 'node',
          globalSetup: ['tests/api/global-setup.pglite.ts'],
          setupFiles: ['tests/api/setup.ts'],
          // Each file builds its own app on its own database, so the files of a worker can share its
          // modules: importing the server's code once per worker instead of once per file took the
          // PGlite suite from minutes of imports to seconds.
          isolate: false,
          // The suites share two cores with the model and browser suites: a slow second is no finding.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'api:postgres',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.postgres.ts'],
          setupFiles: ['tests/api/setup.ts'],
          // Each file builds its own app on its own database, so the files of a worker can share its
          // modules: importing the server's code once per worker instead of once per file took the
          // PGlite suite from minutes of imports to seconds.
          isolate: false,
          // The suites share two cores with the model and browser suites: a slow second is no finding.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: 'postgres' },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
