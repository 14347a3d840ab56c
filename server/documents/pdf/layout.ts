import { createPdf, finishPdf, useFont, type PdfMetadata, type PdfPageSetup } from './document.ts';
import type { FontName } from './fonts.ts';

/** A4 portrait with 48 pt (17 mm) margins: the page of every office document of the portal. */
export const A4: PdfPageSetup = { size: [595.28, 841.89], margin: 48 };

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#9a9a9a';
const HEADER_FILL = '#e8e8e8';

export interface TextStyle {
  /** Points; 10 unless given. */
  size?: number;
  font?: FontName;
  color?: string;
  /** Space above the text, in points. */
  spaceBefore?: number;
}

/** One column of a table: its header, its share of the width and how a row fills it. */
export interface TableColumn<Row> {
  header: string;
  /** Share of the table's width, relative to the other columns' weights. */
  weight: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

export interface TableOptions {
  /** A last row in bold below a rule, one cell per column ('' leaves a cell empty). */
  totals?: readonly string[];
}

/** A box to sign by hand: a title and the labelled lines to fill in (name, RUT, signature…). */
export interface SignatureBox {
  title: string;
  lines: readonly string[];
}

const FIELD_LABEL_WIDTH = 130;
const FIELD_GAP = 10;
const CELL_PADDING = 4;
const TABLE_TEXT_SIZE = 9;

/**
 * Writes an office document top to bottom on A4 pages: titles, paragraphs, key/value rows, tables
 * and signature boxes, each starting a new page when it would not fit. Tables repeat their header
 * row on every page they reach, so a printed page can be read on its own.
 */
export class A4Layout {
  readonly #doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc;
  }

  get #left(): number {
    return this.#doc.page.margins.left;
  }

  get #width(): number {
    const { page } = this.#doc;
    return page.width - page.margins.left - page.margins.right;
  }

  get #bottom(): number {
    const { page } = this.#doc;
    return page.height - page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  #ensureSpace(height: number): void {
    if (this.#doc.y + height > this.#bottom) this.#doc.addPage();
  }

  #style({ size = 10, font = 'regular', color = INK }: TextStyle): PDFKit.PDFDocument {
    return useFont(this.#doc, font, size).fillColor(color);
  }

  #text(text: string, style: TextStyle): void {
    const doc = this.#style(style);
    doc.y += style.spaceBefore ?? 0;
    this.#ensureSpace(doc.currentLineHeight(true));
    doc.text(text, this.#left, doc.y, { width: this.#width });
  }

  /** The document's title, large and bold. */
  title(text: string): void {
    this.#text(text, { size: 18, font: 'bold' });
  }

  /** A line in grey under the title. */
  subtitle(text: string): void {
    this.#text(text, { size: 10, color: MUTED, spaceBefore: 2 });
  }

  /** A section heading, kept on the same page as the first lines that follow it. */
  heading(text: string): void {
    this.#doc.y += 12;
    this.#ensureSpace(50);
    this.#text(text, { size: 11, font: 'bold' });
  }

  /** Running text, wrapped to the page width and continued on the next page when long. */
  paragraph(text: string, style: TextStyle = {}): void {
    this.#text(text, { spaceBefore: 6, ...style });
  }

  /**
   * A label in the left column and its value beside it (10 pt unless `valueStyle` says otherwise);
   * a long value wraps, cutting words longer than the column.
   */
  field(label: string, value: string, valueStyle: TextStyle = {}): void {
    const doc = this.#doc;
    const valueX = this.#left + FIELD_LABEL_WIDTH + FIELD_GAP;
    const valueWidth = this.#width - FIELD_LABEL_WIDTH - FIELD_GAP;
    const valueHeight = this.#style(valueStyle).heightOfString(value, { width: valueWidth });
    doc.y += 6;
    this.#ensureSpace(Math.min(valueHeight, this.#bottom - this.#doc.page.margins.top));
    const top = doc.y;
    const page = doc.page;
    // One point lower, the 9 pt label shares the baseline of the 10 pt value beside it.
    this.#style({ size: 9, font: 'bold', color: MUTED }).text(label, this.#left, top + 1, { width: FIELD_LABEL_WIDTH });
    const labelBottom = doc.y;
    this.#style(valueStyle).text(value, valueX, top, { width: valueWidth });
    if (doc.page === page) doc.y = Math.max(doc.y, labelBottom);
  }

  /**
   * A table with a shaded header row. A row that does not fit starts a new page, which repeats the
   * header first. Cells wrap within their column.
   */
  table<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[], options: TableOptions = {}): void {
    const doc = this.#doc;
    const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
    const widths = columns.map((column) => (column.weight / totalWeight) * this.#width);
    const header = columns.map((column) => column.header);

    const heightOf = (cells: readonly string[], font: FontName) =>
      Math.max(...cells.map((cell, index) => this.#style({ size: TABLE_TEXT_SIZE, font }).heightOfString(cell || ' ', { width: widths[index]! - 2 * CELL_PADDING }))) +
      2 * CELL_PADDING;

    const drawRow = (cells: readonly string[], font: FontName, look: 'header' | 'body' | 'totals', height = heightOf(cells, font)) => {
      const top = doc.y;
      const left = this.#left;
      if (look === 'header') doc.rect(left, top, this.#width, height).fill(HEADER_FILL);
      if (look === 'totals') doc.moveTo(left, top).lineTo(left + this.#width, top).lineWidth(1).strokeColor(INK).stroke();
      let x = left;
      for (const [index, cell] of cells.entries()) {
        const width = widths[index]!;
        this.#style({ size: TABLE_TEXT_SIZE, font }).text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, align: columns[index]!.align ?? 'left' });
        x += width;
      }
      doc.moveTo(left, top + height).lineTo(left + this.#width, top + height).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.y = top + height;
    };

    const headerHeight = heightOf(header, 'bold');
    const place = (cells: readonly string[], font: FontName, look: 'body' | 'totals') => {
      const height = heightOf(cells, font);
      if (doc.y + height > this.#bottom) {
        doc.addPage();
        drawRow(header, 'bold', 'header', headerHeight);
      }
      drawRow(cells, font, look, height);
    };

    doc.y += 8;
    const firstRow = rows[0] ? columns.map((column) => column.value(rows[0]!)) : header;
    this.#ensureSpace(headerHeight + heightOf(firstRow, 'regular'));
    drawRow(header, 'bold', 'header', headerHeight);
    for (const row of rows) place(columns.map((column) => column.value(row)), 'regular', 'body');
    if (options.totals) place(options.totals, 'bold', 'totals');
  }

  /**
   * Boxes side by side to sign by hand, all on one page, under the statement the signatures
   * endorse (kept on the same page, so no one signs below a sentence they cannot see).
   */
  signatureBoxes(statement: string, boxes: readonly SignatureBox[]): void {
    const doc = this.#doc;
    const gap = 24;
    const boxWidth = (this.#width - gap * (boxes.length - 1)) / boxes.length;
    const height = 44 + Math.max(...boxes.map((box) => box.lines.length)) * 26;
    doc.y += 14;
    const statementHeight = this.#style({}).heightOfString(statement, { width: this.#width });
    this.#ensureSpace(statementHeight + 16 + height);
    this.#text(statement, {});
    doc.y += 16;
    const top = doc.y;
    for (const [index, box] of boxes.entries()) {
      const x = this.#left + index * (boxWidth + gap);
      doc.rect(x, top, boxWidth, height).lineWidth(0.75).strokeColor(RULE).stroke();
      this.#style({ size: 9, font: 'bold' }).text(box.title, x + 8, top + 8, { width: boxWidth - 16 });
      for (const [line, label] of box.lines.entries()) {
        const y = top + 40 + line * 26;
        this.#style({ size: 8, color: MUTED }).text(label, x + 8, y, { width: 50 });
        doc.moveTo(x + 60, y + 9).lineTo(x + boxWidth - 8, y + 9).lineWidth(0.5).strokeColor(RULE).stroke();
      }
    }
    doc.y = top + height;
  }
}

/** Writes "title · Página x de y" in the bottom margin of every page, once the count is known. */
function addFooters(doc: PDFKit.PDFDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    const { margins } = doc.page;
    const width = doc.page.width - margins.left - margins.right;
    const y = doc.page.height - margins.bottom + 16;
    // Writing below the bottom margin would make pdfkit start a page; the footer belongs to this one.
    const bottom = margins.bottom;
    margins.bottom = 0;
    useFont(doc, 'regular', 8).fillColor(MUTED);
    doc.text(title, margins.left, y, { width: width * 0.7, height: 10, ellipsis: true });
    doc.text(`Página ${index + 1} de ${count}`, margins.left, y, { width, align: 'right' });
    margins.bottom = bottom;
  }
}

/** An A4 document drawn by `draw`, with the page footer on every page, as PDF bytes. */
export function renderA4(metadata: PdfMetadata, draw: (layout: A4Layout) => void): Promise<Buffer> {
  const doc = createPdf(metadata, A4);
  draw(new A4Layout(doc));
  addFooters(doc, metadata.title);
  return finishPdf(doc);
}
