/**
 * A small PDF 1.4 writer for text documents (the acceptance receipt, the demo terms file), written
 * by hand so no dependency is needed: A4 pages, the standard Helvetica fonts (no embedding) in
 * WinAnsiEncoding, lines wrapped by the fonts' real advance widths, pages added as text flows.
 */

export interface PdfBlock {
  text: string;
  /** Points; 10 unless given. */
  size?: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  spaceBefore?: number;
}

export interface PdfDocument {
  title: string;
  blocks: readonly PdfBlock[];
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const LINE_FACTOR = 1.35;

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters 32..126, from its AFM. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold, same range. */
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** WinAnsiEncoding bytes of the characters outside Latin-1 that Spanish text uses. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99,
};

/** The WinAnsi byte of a character; '?' for what the standard fonts cannot show. */
function winAnsiByte(char: string): number {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 63;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return 63;
}

/** Width in points: accented letters are as wide as their base letter. */
function widthOf(char: string, size: number, bold: boolean): number {
  const base = char.normalize('NFD')[0] ?? char;
  const code = base.codePointAt(0) ?? 0;
  const table = bold ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  const units = code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : 556;
  return (units * size) / 1000;
}

const textWidth = (text: string, size: number, bold: boolean) => [...text].reduce((sum, char) => sum + widthOf(char, size, bold), 0);

/** Splits a paragraph into lines no wider than `maxWidth`; a word longer than a line is cut. */
export function wrapText(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (textWidth(rest, size, bold) > maxWidth) {
        let cut = 1;
        while (cut < rest.length && textWidth(rest.slice(0, cut + 1), size, bold) <= maxWidth) cut += 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF literal string: WinAnsi bytes, with parentheses, backslashes and non-ASCII bytes escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const fixed = (value: number) => value.toFixed(2).replace(/\.?0+$/, '');

/** Lays the blocks out on A4 pages: one content stream per page. */
function layout(blocks: readonly PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  const maxWidth = PAGE_WIDTH - 2 * MARGIN;
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const size = block.size ?? 10;
    const bold = block.bold ?? false;
    const leading = size * LINE_FACTOR;
    y -= block.spaceBefore ?? 0;
    for (const line of wrapText(block.text, size, bold, maxWidth)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      if (line !== '') {
        pages.at(-1)!.push(`BT /${bold ? 'F2' : 'F1'} ${fixed(size)} Tf ${fixed(MARGIN)} ${fixed(y)} Td ${pdfString(line)} Tj ET`);
      }
    }
  }
  return pages.map((operators) => operators.join('\n'));
}

/** The document as PDF bytes: a valid file with a cross-reference table any reader opens. */
export function renderPdf(document: PdfDocument): Buffer {
  const streams = layout(document.blocks);
  // Objects: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const firstPage = 6;
  const pageIds = streams.map((_, index) => firstPage + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(document.title)} /Producer (Portal Sellers) >>`,
  ];
  for (const [index, stream] of streams.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(PAGE_WIDTH)} ${fixed(PAGE_HEIGHT)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }

  // Every character below is one byte (the strings are ASCII but for the binary marker comment).
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
