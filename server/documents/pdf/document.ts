import PDFDocument from 'pdfkit';
import { FONT_FILES, type FontName } from './fonts.ts';

/** What every PDF of the portal records about itself. */
export interface PdfMetadata {
  title: string;
  /** When the document was issued: its creation date, so the same data always gives the same bytes. */
  issuedAt: Date;
}

/** Page size in points (1/72 in) and the margin on every side. */
export interface PdfPageSetup {
  size: readonly [width: number, height: number];
  margin: number;
}

const PRODUCER = 'Portal Sellers';

/**
 * A pdfkit document in the portal's regular font, Spanish as its language and the title shown by
 * viewers. Pages stay buffered so footers can be written once the page count is known.
 */
export function createPdf(metadata: PdfMetadata, page: PdfPageSetup): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [...page.size],
    margin: page.margin,
    bufferPages: true,
    lang: 'es-CL',
    displayTitle: true,
    font: FONT_FILES.regular,
    info: { Title: metadata.title, Author: PRODUCER, Creator: PRODUCER, Producer: PRODUCER, CreationDate: metadata.issuedAt },
  });
  return doc;
}

/**
 * Switches to one of the portal's fonts. Fonts are named by their file: pdfkit keeps a font it opened
 * under that name, whereas an alias given with registerFont is read and parsed again on every switch.
 */
export function useFont(doc: PDFKit.PDFDocument, font: FontName, size: number): PDFKit.PDFDocument {
  return doc.font(FONT_FILES[font]).fontSize(size);
}

/** Ends the document and answers its bytes. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
