/**
 * What the seller reads when a Centry import ends: how many products came and where they stand, or
 * why it stopped. The import runs in the background long after the seller came back from Centry, so
 * its end reaches them as a notification, in the portal's words, never as a code.
 */
import { escapeHtml } from '../../../shared/richText/escapeHtml.ts';

/** Why an import stopped, as a seller reads it (the codes the importer ends a job with). */
const STOP_REASONS: Readonly<Record<string, string>> = {
  CENTRY_CODE_REFUSED: 'Centry no aceptó la autorización (puede haber vencido). Vuelve a conectar tu cuenta de Centry para intentarlo de nuevo.',
  CENTRY_TOKEN_REFUSED: 'Centry retiró el acceso a tu cuenta mientras copiábamos los productos. Vuelve a conectar tu cuenta de Centry.',
  CENTRY_UNAVAILABLE: 'Centry no respondió durante varios intentos. Vuelve a conectar tu cuenta de Centry más tarde.',
  CENTRY_TIMEOUT: 'Centry tardó demasiado en responder durante varios intentos. Vuelve a conectar tu cuenta de Centry más tarde.',
  CENTRY_ANSWER_INVALID: 'Centry respondió algo que no pudimos leer como una lista de productos. Si se repite, escríbenos.',
  CENTRY_NOT_CONFIGURED: 'La conexión con Centry no está disponible por ahora. Si se repite, escríbenos.',
};
const UNKNOWN_STOP = 'La importación se interrumpió. Vuelve a conectar tu cuenta de Centry para continuar.';

export interface FinishedImport {
  imported: number;
  failed: number;
  /** Null when it ended well; the importer's code when it stopped. */
  failure: string | null;
}

const products = (count: number) => (count === 1 ? '1 producto' : `${count.toLocaleString('es-CL')} productos`);

/** The notification's label and HTML content (plain sentences, the only markup the portal's own). */
export function importNotice({ imported, failed, failure }: FinishedImport): { label: string; content: string } {
  const link = '<p><a href="/pim">Ver mis productos</a></p>';
  const notImported = failed > 0 ? `<p>${escapeHtml(products(failed))} no se pudieron importar: revisa que sus SKU no estén ya en tu catálogo.</p>` : '';
  if (failure === null) {
    return {
      label: 'Importación desde Centry terminada',
      content: `<p>Importamos ${escapeHtml(products(imported))} desde Centry. Los completos quedaron en revisión; a los demás les falta algo para enviarlos y quedaron como borradores.</p>${notImported}${link}`,
    };
  }
  const kept = imported > 0 ? `<p>Los ${escapeHtml(products(imported))} ya importados se mantienen; al reintentar no se duplican.</p>` : '';
  return {
    label: 'Importación desde Centry interrumpida',
    content: `<p>${escapeHtml(STOP_REASONS[failure] ?? UNKNOWN_STOP)}</p>${kept}${notImported}${link}`,
  };
}
