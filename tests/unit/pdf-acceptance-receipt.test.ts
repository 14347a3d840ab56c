import { describe, expect, it } from 'vitest';
import { renderAcceptanceReceipt } from '../../server/documents/pdf/acceptance-receipt.ts';
import type { StoredAcceptance } from '../../server/documents/terms.ts';
import { readPdf } from '../support/pdf.ts';

const ACCEPTANCE: StoredAcceptance = {
  id: '7f1c2d7e-3b9a-4c55-9d0e-2a51f3c4b6a8',
  termsId: 3,
  termsKey: 'terminos-y-condiciones',
  termsVersion: 2,
  termsTitle: 'Aceptación de términos y condiciones',
  sellerId: 41,
  sellerName: 'Compañía Ñuñoa SpA',
  userId: 7,
  userEmail: 'matias@nunoa.cl',
  userName: 'Matías Rojas',
  acceptedAt: '2026-03-02T12:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: '',
  contentSha256: 'd'.repeat(64),
};
const ISSUED_AT = new Date('2026-03-03T15:30:00Z');

describe('the acceptance receipt', () => {
  it('states the stored facts of the acceptance, in Spanish, on one A4 page', async () => {
    const pdf = await readPdf(await renderAcceptanceReceipt(ACCEPTANCE, ISSUED_AT));
    expect(pdf.title).toBe('Comprobante de aceptación 7f1c2d7e-3b9a-4c55-9d0e-2a51f3c4b6a8');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.size).toEqual([595.28, 841.89]);
    expect(pdf.pages[0]!.lines).toEqual([
      'Comprobante de aceptación',
      'Portal Sellers · Términos y condiciones',
      'Este comprobante certifica que el seller indicado aceptó la versión del documento que se detalla, con los',
      'datos registrados en el momento de la aceptación.',
      'Documento Aceptación de términos y condiciones',
      'Clave y versión terminos-y-condiciones, versión 2',
      'Seller Compañía Ñuñoa SpA (id 41)',
      'Usuario Matías Rojas <matias@nunoa.cl> (id 7)',
      // 12:00Z is 09:00 in Santiago in March (summer time, UTC-3).
      'Fecha y hora de aceptación 02-03-2026 09:00:00 (America/Santiago, GMT-3)',
      'Dirección IP 203.0.113.7',
      'Navegador (user agent) (no informado)',
      // The widest hex digit 64 times still fits one line.
      `SHA-256 del contenido ${'d'.repeat(64)}`,
      'aceptado',
      'Identificador del 7f1c2d7e-3b9a-4c55-9d0e-2a51f3c4b6a8',
      'comprobante',
      'Emitido el 03-03-2026 12:30:00 (America/Santiago, GMT-3) a partir del registro almacenado.',
      'Comprobante de aceptación 7f1c2d7e-3b9a-4c55-9d0e-2a51f3c4b6a8 Página 1 de 1',
    ]);
  });

  it('is the same file every time it is issued for the same moment', async () => {
    const first = await renderAcceptanceReceipt(ACCEPTANCE, ISSUED_AT);
    expect((await renderAcceptanceReceipt(ACCEPTANCE, ISSUED_AT)).equals(first)).toBe(true);
  });
});
