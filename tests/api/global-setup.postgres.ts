/**
 * The PostgreSQL API suite's demo database, seeded once for the run (tests/api/seededDatabase.ts):
 * every test file clones it with CREATE DATABASE ... TEMPLATE, and the run drops it at its end.
 */
import { createSeededPostgres, DEFAULT_POSTGRES_URL, dropPostgresDatabase, postgresHelp, SEEDED_POSTGRES_ENV } from './seededDatabase.ts';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  let name: string;
  try {
    name = await createSeededPostgres(url);
  } catch (error) {
    throw postgresHelp(url, error);
  }
  process.env[SEEDED_POSTGRES_ENV] = name;
  return () => dropPostgresDatabase(url, name);
}
