import { santiagoStampedTime } from '../../kit/santiagoCalendar.ts';
import type { StoredAcceptance } from '../terms.ts';
import { MUTED, renderA4 } from './layout.ts';

/** "Comprobante de aceptación": the stored evidence of one acceptance, as a PDF issued at `issuedAt`. */
export function renderAcceptanceReceipt(acceptance: StoredAcceptance, issuedAt: Date): Promise<Buffer> {
  return renderA4({ title: `Comprobante de aceptación ${acceptance.id}`, issuedAt }, (page) => {
    page.title('Comprobante de aceptación');
    page.subtitle('Portal Sellers · Términos y condiciones');
    page.paragraph(
      'Este comprobante certifica que el seller indicado aceptó la versión del documento que se detalla, con los datos registrados en el momento de la aceptación.',
      { spaceBefore: 14 },
    );
    page.field('Documento', acceptance.termsTitle);
    page.field('Clave y versión', `${acceptance.termsKey}, versión ${acceptance.termsVersion}`);
    page.field('Seller', `${acceptance.sellerName} (id ${acceptance.sellerId})`);
    page.field('Usuario', `${acceptance.userName} <${acceptance.userEmail}> (id ${acceptance.userId})`);
    page.field('Fecha y hora de aceptación', santiagoStampedTime(new Date(acceptance.acceptedAt)));
    page.field('Dirección IP', acceptance.ipAddress);
    page.field('Navegador (user agent)', acceptance.userAgent || '(no informado)');
    // At 9 pt the 64 hex digits fit the value column whatever they are, so the hash reads as one line.
    page.field('SHA-256 del contenido aceptado', acceptance.contentSha256, { size: 9 });
    page.field('Identificador del comprobante', acceptance.id);
    page.paragraph(`Emitido el ${santiagoStampedTime(issuedAt)} a partir del registro almacenado.`, { size: 8, color: MUTED, spaceBefore: 24 });
  });
}
