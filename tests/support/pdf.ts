import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page of a PDF as a reader sees it. */
export interface ReadPage {
  /** Width and height in points. */
  size: [number, number];
  /** The text, one entry per printed line (pieces on one baseline joined by a space), top to bottom. */
  lines: string[];
  /** Every piece of text with where it starts and how wide it is, in points from the left edge. */
  runs: { text: string; x: number; width: number }[];
  /** How many images the page paints (image XObjects). */
  images: number;
}

export interface ReadPdf {
  title: string | undefined;
  pages: ReadPage[];
  /** Every line of every page, joined by newlines. */
  text: string;
}

interface TextRun {
  str: string;
  transform: number[];
  width: number;
}

/**
 * Opens PDF bytes with pdf.js (Mozilla's reader) and answers each page's text lines and images, so
 * tests check what a person would read rather than how the file spells it.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const pages: ReadPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.filter((item): item is TextRun & typeof item => 'str' in item && item.str.trim() !== '');
      // Pieces whose baselines lie within a point of each other (a label beside its value) share a line.
      const byBaseline: { baseline: number; pieces: TextRun[] }[] = [];
      for (const run of [...runs].sort((a, b) => b.transform[5]! - a.transform[5]!)) {
        const line = byBaseline.at(-1);
        if (line && line.baseline - run.transform[5]! <= 1) line.pieces.push(run);
        else byBaseline.push({ baseline: run.transform[5]!, pieces: [run] });
      }
      const lines = byBaseline.map(({ pieces }) =>
        pieces
          .sort((a, b) => a.transform[4]! - b.transform[4]!)
          .map((piece) => piece.str.trim())
          .join(' '),
      );
      const operators = await page.getOperatorList();
      const [, , width, height] = page.view;
      pages.push({
        size: [Math.round(width! * 100) / 100, Math.round(height! * 100) / 100],
        lines,
        runs: runs.map((run) => ({ text: run.str, x: run.transform[4]!, width: run.width })),
        images: operators.fnArray.filter((operator) => operator === OPS.paintImageXObject).length,
      });
    }
    return { title: info.Title, pages, text: pages.map((page) => page.lines.join('\n')).join('\n') };
  } finally {
    await document.destroy();
  }
}
