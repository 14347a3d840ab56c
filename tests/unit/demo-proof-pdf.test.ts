/**
 * The demo applications carry a bank certificate as their proof: a reviewer opening one sees a page
 * to read, not the viewer's "could not load" (an empty PDF without pages did that).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICANTS, demoApplicationRequest } from '../../server/seed/applications.ts';
import { readPdf } from '../support/pdf.ts';

describe('the demo proof of a bank account', () => {
  it('is a one-page certificate naming the account holder', async () => {
    const { proofFile } = demoApplicationRequest(DEMO_APPLICANTS.approved);
    expect(proofFile).toMatchObject({ fileName: 'certificado-cuenta-corriente.pdf', contentType: 'application/pdf' });
    const pdf = await readPdf(Buffer.from(proofFile!.contentBase64, 'base64'));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.lines).toEqual([
      'BANCO SANTANDER-CHILE',
      'CERTIFICADO DE CUENTA CORRIENTE',
      'Titular: EMPORIO AUSTRAL LTDA',
      expect.stringMatching(/^RUT: \d{7,8}[\dK]$/),
      'Cuenta corriente N 0071234567',
      'Documento de demostracion del portal, sin validez.',
    ]);
  });
});
