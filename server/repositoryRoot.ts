/**
 * The repository's folder, where the server finds its migrations, its contracts and the built client.
 * Found by walking up from this module to the nearest package.json rather than by counting `..`, so
 * the server reads the same files whether it runs from its sources or bundled into one file somewhere
 * else inside the repository (as the tests that start real servers run it).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function findRepositoryRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}: the server runs from inside its repository`);
  }
}

export const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
