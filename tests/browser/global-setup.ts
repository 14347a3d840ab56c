/**
 * Starts the production server exactly as `npm start` does (server/main.ts over the built dist/),
 * on a free port with a fresh embedded database, for the browser suite.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` (npm test does it first).');
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);

  return () => server.stop();
}
