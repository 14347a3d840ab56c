/** Shared by the documents-*.test.ts files: signing in per role, and a PDF too large for the default body limit. */
import PDFDocument from 'pdfkit';
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
 * A PDF of one line per entry in the standard Helvetica font, left uncompressed so that many lines
 * make a file larger than the server's default body limit.
 */
export function bulkyPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: false, info: { Title: 'Anexo', CreationDate: new Date('2026-03-01T12:00:00Z') } });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line);
  doc.end();
  return ended;
}
