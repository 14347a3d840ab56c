/**
 * `npm start` builds the client again only when what it is built from changed: the digest of the
 * build's inputs follows their content, names and VITE_ variables, and nothing else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildInputsDigest, buildIsCurrent } from '../../scripts/buildInputs.ts';

let root: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  write('src/main.tsx', 'export const a = 1;\n');
  write('index.html', '<div id="root"></div>\n');
  write('package-lock.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the client build inputs', () => {
  it('give the same digest for the same files, and another when a source changes', () => {
    const first = buildInputsDigest(root, {});
    expect(buildInputsDigest(root, {})).toBe(first);
    write('src/main.tsx', 'export const a = 2;\n');
    expect(buildInputsDigest(root, {})).not.toBe(first);
  });

  it('change with a renamed file, a new dependency lock and a VITE_ variable', () => {
    const first = buildInputsDigest(root, {});
    write('src/other.tsx', 'export const a = 1;\n');
    rmSync(path.join(root, 'src/main.tsx'));
    const renamed = buildInputsDigest(root, {});
    expect(renamed).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}\n');
    const relocked = buildInputsDigest(root, {});
    expect(relocked).not.toBe(renamed);
    expect(buildInputsDigest(root, { VITE_API_URL: 'https://api.example.cl' })).not.toBe(relocked);
  });

  it('ignore what the client is not built from: tests, the server, other variables', () => {
    const first = buildInputsDigest(root, { PORT: '3000' });
    write('tests/unit/x.test.ts', 'it("x", () => {});\n');
    write('server/main.ts', 'console.log(1);\n');
    expect(buildInputsDigest(root, { PORT: '4000' })).toBe(first);
  });

  it('count dist/ as current only when its stamp is the digest of what is there now', () => {
    expect(buildIsCurrent(root, {})).toBe(false);
    write(BUILD_STAMP, `${buildInputsDigest(root, {})}\n`);
    expect(buildIsCurrent(root, {})).toBe(true);
    write('src/main.tsx', 'export const a = 3;\n');
    expect(buildIsCurrent(root, {})).toBe(false);
  });
});
