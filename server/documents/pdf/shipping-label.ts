import { code128Png } from './barcode.ts';
import { createPdf, finishPdf, useFont, type PdfPageSetup } from './document.ts';
import type { FontName } from './fonts.ts';
import { INK, MUTED, RULE } from './layout.ts';

/** One end of a shipment as the label prints it. */
export interface LabelParty {
  name: string;
  /** Street, number and unit. */
  street: string;
  commune: string;
  region: string;
  phone?: string | null;
}

/** What a shipping label shows. */
export interface ShippingLabel {
  orderNumber: string;
  /** The carrier's tracking number; while there is none the barcode carries the order number. */
  trackingNumber: string | null;
  sender: LabelParty;
  recipient: LabelParty;
  /** Packages in the shipment: each gets its own page, "Bulto n de N". */
  packageCount: number;
}

const MM = 72 / 25.4;
/** 10 x 15 cm, the thermal label of Chilean carriers, with 5 mm margins. */
const LABEL: PdfPageSetup = { size: [100 * MM, 150 * MM], margin: 5 * MM };
const BARCODE_HEIGHT = 60;

/**
 * The shipping label of a shipment: one 10 x 15 cm page per package with the order number, the
 * package's place in the shipment, the recipient (large, for sorting by commune), the sender, and
 * a Code 128 barcode of the tracking number, or of the order number while there is none.
 */
export function renderShippingLabel(label: ShippingLabel, printedAt: Date): Promise<Buffer> {
  return renderShippingLabels([label], printedAt, `Etiqueta de despacho, orden ${label.orderNumber}`);
}

/**
 * The labels of several shipments as one document to print at once (the dispatch desk's selection),
 * in the order given: each shipment's pages as renderShippingLabel draws them.
 */
export async function renderShippingLabels(labels: readonly ShippingLabel[], printedAt: Date, title = `Etiquetas de despacho, ${labels.length} órdenes`): Promise<Buffer> {
  if (labels.length === 0) throw new RangeError('A document of labels has at least one label');
  for (const label of labels) {
    if (!Number.isInteger(label.packageCount) || label.packageCount < 1) {
      throw new RangeError(`A shipment has at least one package, not ${label.packageCount}`);
    }
  }
  const doc = createPdf({ title, issuedAt: printedAt }, LABEL);
  const [pageWidth, pageHeight] = LABEL.size;
  const left = LABEL.margin;
  const width = pageWidth - 2 * LABEL.margin;

  const write = (text: string, font: FontName, size: number, options: { color?: string; maxLines?: number; align?: 'left' | 'right' | 'center'; y?: number } = {}) => {
    useFont(doc, font, size).fillColor(options.color ?? INK);
    const maxLines = options.maxLines ?? 1;
    doc.text(text, left, options.y ?? doc.y, { width, align: options.align ?? 'left', height: doc.currentLineHeight(true) * maxLines, ellipsis: true });
  };
  const rule = (gap = 6) => {
    doc.y += gap;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.y += gap;
  };
  const party = (heading: string, who: LabelParty, large: boolean) => {
    write(heading, 'bold', 7, { color: MUTED });
    write(who.name, 'bold', large ? 14 : 9, { maxLines: 2 });
    write(who.street, 'regular', large ? 11 : 8, { maxLines: large ? 3 : 2 });
    if (large) {
      write(who.commune, 'bold', 16);
      write(who.region, 'regular', 10);
    } else {
      // A sender without a registered commune (a seller that gave no pick-up address) prints none.
      const place = [who.commune, who.region].filter((part) => part !== '').join(', ');
      if (place !== '') write(place, 'regular', 8, { maxLines: 2 });
    }
    if (who.phone) write(`Tel. ${who.phone}`, 'regular', large ? 9 : 8);
  };

  for (const [position, label] of labels.entries()) {
    const barcodeValue = label.trackingNumber ?? label.orderNumber;
    // A data URL is cached by pdfkit under its text, so every page of a shipment shows the one embedded image.
    const barcode = `data:image/png;base64,${(await code128Png(barcodeValue)).toString('base64')}`;
    for (let index = 0; index < label.packageCount; index += 1) {
      if (position > 0 || index > 0) doc.addPage();
      const top = LABEL.margin;
      write(`Orden N° ${label.orderNumber}`, 'bold', 12, { y: top });
      write(`Bulto ${index + 1} de ${label.packageCount}`, 'bold', 12, { y: top, align: 'right' });
      rule();
      party('DESTINATARIO', label.recipient, true);
      rule();
      party('REMITENTE', label.sender, false);

      const barcodeTop = pageHeight - LABEL.margin - BARCODE_HEIGHT - 34;
      doc.moveTo(left, barcodeTop - 6).lineTo(left + width, barcodeTop - 6).lineWidth(0.75).strokeColor(RULE).stroke();
      write(label.trackingNumber ? 'N° de seguimiento' : 'N° de orden', 'bold', 7, { color: MUTED, y: barcodeTop, align: 'center' });
      doc.image(barcode, left, barcodeTop + 10, { fit: [width, BARCODE_HEIGHT], align: 'center', valign: 'center' });
      write(barcodeValue, 'bold', 11, { y: barcodeTop + 12 + BARCODE_HEIGHT, align: 'center' });
    }
  }
  return finishPdf(doc);
}
