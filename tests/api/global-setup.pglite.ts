/**
 * The PGlite API suite's demo database, seeded once for the run (tests/api/seededDatabase.ts): its
 * data folder is written under .tmp/ and every test file loads a copy of it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SEEDED_PGLITE_ENV, writeSeededPglite } from './seededDatabase.ts';

export default async function setup() {
  const file = path.resolve('.tmp', `pglite-seeded-${process.pid}.tar`);
  await writeSeededPglite(file);
  process.env[SEEDED_PGLITE_ENV] = file;
  return () => rm(file, { force: true });
}
