/** What a build's chunks load, read from the bundle the build hands its plugins. */

/** The fields of a bundle's outputs the walk reads (Rollup's and Rolldown's chunks both have them). */
export interface BundleOutput {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * The chunks `start` loads, themselves included: through their static imports, and through their
 * dynamic imports too when `dynamic` is set. Assets and unknown names are left out.
 */
export function chunkClosure(bundle: Readonly<Record<string, BundleOutput>>, start: readonly string[], { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const output = bundle[file];
    if (seen.has(file) || output?.type !== 'chunk') continue;
    seen.add(file);
    queue.push(...(output.imports ?? []), ...(dynamic ? (output.dynamicImports ?? []) : []));
  }
  return seen;
}
