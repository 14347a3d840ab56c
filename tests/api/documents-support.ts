/** Shared by the documents-*.test.ts files: signing in per role, and a structural PDF check. */
import { expect } from 'vitest';
import { freshAddress, type TestApp } from './harness.ts';

/** The demo account of each kind of caller (server/seed/demo-accounts.ts). */
export const ACCOUNTS = {
  admin: 'admin@demo.cl',
  /** Tienda Andes SpA, published. */
  seller: 'seller@demo.cl',
  /** Emporio Austral Ltda, new. */
  newSeller: 'nuevo@demo.cl',
  customerService: 'atencion@demo.cl',
  comercial: 'comercial@demo.cl',
  sysadmin: 'sysadmin@demo.cl',
} as const;

/** Signs in (a fresh address each time, so login limits never interfere) and answers the token. */
export const tokenOf = (t: TestApp, email: string): Promise<string> => t.login(email, { address: freshAddress() });

export async function sellerIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.query<{ seller_id: number }>('select seller_id from users where email = $1', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.seller_id;
}

/**
 * Fails unless `bytes` is a well-formed PDF as a reader walks it: header, `startxref` pointing at
 * the cross-reference table, every in-use entry pointing at its `N 0 obj`, a trailer whose /Size
 * counts the entries and whose /Root is an object of /Type /Catalog, and `%%EOF` at the end.
 * Answers the text of the file (latin1) for content checks.
 */
export function expectWellFormedPdf(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref![1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  expect(header).not.toBeNull();
  const count = Number(header![1]);
  const entries = text.slice(xrefAt + header![0].length).split('\n').slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let id = 1; id < count; id += 1) {
    const entry = /^(\d{10}) 00000 n $/.exec(entries[id] ?? '');
    expect(entry, `xref entry ${id}`).not.toBeNull();
    const offset = Number(entry![1]);
    expect(text.slice(offset, offset + `${id} 0 obj`.length), `object ${id} at ${offset}`).toBe(`${id} 0 obj`);
  }
  const trailer = /trailer\s*<<(.*?)>>/s.exec(text);
  expect(trailer?.[1]).toContain(`/Size ${count}`);
  const root = /\/Root (\d+) 0 R/.exec(trailer![1]!);
  const rootObject = new RegExp(`(?:^|\\n)${root![1]} 0 obj\\n<< /Type /Catalog`).test(text);
  expect(rootObject).toBe(true);
  // Every stream's /Length is the exact byte count between `stream\n` and `\nendstream`.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + '\nendstream'.length)).toBe('\nendstream');
  }
  return text;
}

/** How the PDF writer encodes a string (WinAnsi, non-ASCII as octal escapes), to look for it in a file. */
export function pdfLiteral(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return out;
}
