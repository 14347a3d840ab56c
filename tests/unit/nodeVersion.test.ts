/**
 * The Node the README states is the Node every installed package accepts: a dependency that asks
 * for a newer Node (as cookie 2 and content-disposition 3 ask for Node 22) fails here, naming it,
 * before it reaches a machine that has Node 20.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

describe('the Node version', () => {
  it('is stated by the project as 20.19 or later, and the README says the same', () => {
    expect(manifest.engines.node).toBe('>=20.19');
    expect(readFileSync('README.md', 'utf8')).toContain('Needs Node 20.19 or later');
  });

  it('is accepted by every locked package', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    expect(oldest).toBe('20.19.0');
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name.replace(/^node_modules\//, '')}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
