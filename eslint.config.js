// Lint keeps the folder boundaries of the card: machines are pure, views never call the network,
// the server never reaches into the client, and shared/ depends on nothing but itself. Only the typed
// clients of src/api/ talk to the network; no module imports one that imports it back; and a promise
// is never dropped or handed to something that does not wait for it.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

const NETWORK = 'Only the typed clients of src/api/ call the network (analytics goes through src/app/analytics.ts, which pushes to the data layer).';
const networkGlobals = ['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: NETWORK }));
const networkProperties = [
  ...['globalThis', 'window', 'self'].flatMap((object) => [
    { object, property: 'fetch', message: NETWORK },
    { object, property: 'XMLHttpRequest', message: NETWORK },
  ]),
  { object: 'navigator', property: 'sendBeacon', message: NETWORK },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.tmp/', 'openapi/generated/', 'coverage/'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The browser side: the network only through src/api/ (the dev-only flow viewer talks to no server).
    files: ['src/**', 'machines/**', 'shared/**', 'modules/**'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals],
      'no-restricted-properties': ['error', ...networkProperties],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'modules/**/*.tsx', 'modules/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A module's own charts are as pure as the shell's.
    files: ['machines/**', 'modules/*/machines/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*', '@xstate/react', 'react-intl'], message: 'machines/ are pure statecharts: no UI imports.' },
        { group: ['openapi-fetch', 'msw', 'msw/*', '**/src/**', '../src/**', '../../src/**'], message: 'machines/ receive side effects through provide(); they never reach the network or the app.' },
      ]),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines/ never call the network: declare an actor in setup() instead.' }, { name: 'XMLHttpRequest', message: NETWORK }],
    },
  },
  {
    files: ['src/views/**', 'src/routes/**', 'modules/*/views/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/api/clients*', 'openapi-fetch', '**/openapi/generated/**'], message: 'Views send events to machines; only actors call the API.' },
      ]),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call the network.' }, { name: 'XMLHttpRequest', message: NETWORK }],
    },
  },
  {
    // Views are projections: what the composition root builds reaches them through props and context,
    // so from src/app/ they may name types only.
    files: ['src/views/**', 'modules/*/views/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '!**/app/*.css'], allowTypeImports: true, message: 'Views import only types from src/app/; values come through props, context or the router.' },
          ],
        },
      ],
    },
  },
  {
    // Views are projections of charts: a flow's state (a step, a result, a refusal, a reading under
    // way) lives in its chart. useState only where the state is truly the view's own, each file with why.
    files: ['src/views/**', 'modules/*/views/**'],
    ignores: [
      'src/views/notifications/NotificationsPopover.tsx', // whether the popover has mounted once, so zag moves the focus on its first open
      'src/views/signup/SignupWizardView.tsx', // the saved draft read once, on the first render
      'src/views/signup/taxId/UniqueField.tsx', // the check's chart provided once with the latest callback
      'src/views/terms/TermsModal.tsx', // an object URL that lives and is revoked with its blob
      'src/views/tooltip/HoverTip.tsx', // the tip's measured position on screen
      'src/views/kit/FoldingFilters.tsx', // whether a list's filters are unfolded on a phone
      'modules/applications/views/ProofFile.tsx', // an object URL that lives and is revoked with its blob
      'modules/documents/views/TermsContentPreview.tsx', // an object URL that lives and is revoked with its blob
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='useState'], CallExpression[callee.property.name='useState']", message: 'Flow state lives in a chart (machines/): select it with useSelector. Allow-list a file in eslint.config.js only for state truly its own.' },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '../src/**', '../../src/**', '**/machines/**', '../machines/**', '../../machines/**', 'react', 'react-dom'], message: 'server/ imports nothing from src/ or machines/.' },
      ]),
    },
  },
  {
    // A handler validates, authorises and calls its feature's query module; the SQL lives there, where
    // the next module's author finds it and a test can reach it without HTTP.
    files: ['server/**/handlers.ts', 'server/**/*-handlers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/db/*'], message: 'Handlers never touch the database: call the feature\'s query module.' }] }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='query']", message: 'Handlers never run SQL: move the statement into the feature\'s query module.' }],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '**/server/**', '**/machines/**', 'react', 'react-dom', 'fastify', 'pg', '@electric-sql/*'], message: 'shared/ is pure code both sides import; it imports neither side.' },
      ]),
    },
  },
);
