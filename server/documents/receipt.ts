import { santiagoDateTime } from './dates.ts';
import { renderPdf, type PdfBlock } from './pdf.ts';
import type { StoredAcceptance } from './terms.ts';

/** "Comprobante de aceptación": the stored evidence of one acceptance, as a PDF. */
export function renderAcceptanceReceipt(acceptance: StoredAcceptance, issuedAt: Date): Buffer {
  const field = (label: string, value: string): PdfBlock[] => [
    { text: label, bold: true, size: 9, spaceBefore: 8 },
    { text: value, size: 11 },
  ];
  return renderPdf({
    title: `Comprobante de aceptación ${acceptance.id}`,
    blocks: [
      { text: 'Comprobante de aceptación', bold: true, size: 18 },
      { text: 'Portal Sellers · Términos y condiciones', size: 10, spaceBefore: 2 },
      {
        text: 'Este comprobante certifica que el seller indicado aceptó la versión del documento que se detalla, con los datos registrados en el momento de la aceptación.',
        size: 10,
        spaceBefore: 14,
      },
      ...field('Documento', acceptance.termsTitle),
      ...field('Clave y versión', `${acceptance.termsKey}, versión ${acceptance.termsVersion}`),
      ...field('Seller', `${acceptance.sellerName} (id ${acceptance.sellerId})`),
      ...field('Usuario', `${acceptance.userName} <${acceptance.userEmail}> (id ${acceptance.userId})`),
      ...field('Fecha y hora de aceptación', santiagoDateTime(new Date(acceptance.acceptedAt))),
      ...field('Dirección IP', acceptance.ipAddress),
      ...field('Navegador (user agent)', acceptance.userAgent || '(no informado)'),
      ...field('SHA-256 del contenido aceptado', acceptance.contentSha256),
      ...field('Identificador del comprobante', acceptance.id),
      { text: `Emitido el ${santiagoDateTime(issuedAt)} a partir del registro almacenado.`, size: 8, spaceBefore: 24 },
    ],
  });
}
