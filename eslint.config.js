// Lint keeps the folder boundaries of the card: machines are pure, views never call the network,
// the server never reaches into the client, and shared/ depends on nothing but itself.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'openapi/generated/', 'coverage/'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*', '@xstate/react', 'react-intl'], message: 'machines/ are pure statecharts: no UI imports.' },
        { group: ['openapi-fetch', 'msw', 'msw/*', '**/src/**', '../src/**', '../../src/**'], message: 'machines/ receive side effects through provide(); they never reach the network or the app.' },
      ]),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines/ never call the network: declare an actor in setup() instead.' }],
    },
  },
  {
    files: ['src/views/**', 'src/routes/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/api/clients*', 'openapi-fetch', '**/openapi/generated/**'], message: 'Views send events to machines; only actors call the API.' },
      ]),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call the network.' }],
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
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '**/server/**', '**/machines/**', 'react', 'react-dom', 'fastify', 'pg', '@electric-sql/*'], message: 'shared/ is pure code both sides import; it imports neither side.' },
      ]),
    },
  },
);
