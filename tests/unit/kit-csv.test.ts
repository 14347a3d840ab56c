/**
 * The one CSV writer (shared/csv/csvCells.ts, streamed by server/kit/csv.ts): Excel's dialect as
 * Chile opens it, and the guard that keeps a typed cell from running as a spreadsheet formula.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvStream } from '../../server/kit/csv.ts';

describe('the formula guard', () => {
  it('puts an apostrophe before text a spreadsheet would run', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+56 9 1234 5678')).toBe("'+56 9 1234 5678");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
  });

  it('guards first and quotes after, so the apostrophe ends up inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
  });

  it('leaves other text alone, formula characters inside included', () => {
    expect(csvCell('José Muñoz')).toBe('José Muñoz');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('')).toBe('');
  });

  it('writes the app’s own numbers as they are, negative ones too, and nothing as empty', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });
});

describe('quoting', () => {
  it('quotes the separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Muñoz; Pérez')).toBe('"Muñoz; Pérez"');
    expect(csvCell('El "Tata"')).toBe('"El ""Tata"""');
    expect(csvCell('uno\ndos')).toBe('"uno\ndos"');
    expect(csvCell('a,b')).toBe('a,b');
  });
});

describe('a file', () => {
  it('is a byte-order mark, the header and CRLF-ended lines of ;-separated cells', () => {
    expect(csvDocument(['Fila', 'Mensaje'], [[2, '=evil()'], [3, 'bien']])).toBe("\uFEFFFila;Mensaje\r\n2;'=evil()\r\n3;bien\r\n");
    expect(csvDocument(['Fila'], [])).toBe('\uFEFFFila\r\n');
  });

  it('streams the same bytes as its batches come', async () => {
    async function* batches() {
      yield [{ name: '+cmd', amount: 10 }];
      yield [{ name: 'Ana', amount: -5 }];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(['Nombre', 'Monto'], batches(), (row) => [row.name, row.amount])) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe("\uFEFFNombre;Monto\r\n'+cmd;10\r\nAna;-5\r\n");
  });
});
