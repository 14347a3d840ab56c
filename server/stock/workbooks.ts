/**
 * The stock service's Excel files: the export of the list (written as its rows are read) and the
 * import's template.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { santiagoExcelDate } from '../kit/santiagoCalendar.ts';
import { availableOf, STOCK_IMPORT_MAX_ROWS, STOCK_IMPORT_MODE_COLUMN, STOCK_IMPORT_REQUIRED_COLUMNS, STOCK_QUANTITY_MAX } from '../../shared/stock/rules.ts';
import type { LevelRow } from './levels.ts';

const EXPORT_HEADERS = ['SKU', 'Producto', 'Bodega', 'Stock físico', 'Reservado', 'Disponible', 'Última modificación'];

/** The export: one sheet, figures as numbers Excel sums and sorts, the last change as a Santiago date. */
export function stockXlsxStream(batches: AsyncIterable<readonly LevelRow[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Stock', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: EXPORT_HEADERS[0], key: 'sku', width: 18 },
    { header: EXPORT_HEADERS[1], key: 'name', width: 40 },
    { header: EXPORT_HEADERS[2], key: 'warehouse', width: 24 },
    { header: EXPORT_HEADERS[3], key: 'onHand', width: 12 },
    { header: EXPORT_HEADERS[4], key: 'reserved', width: 12 },
    { header: EXPORT_HEADERS[5], key: 'available', width: 12 },
    { header: EXPORT_HEADERS[6], key: 'updatedAt', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
  ];
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow({
            sku: row.sku,
            name: row.name,
            warehouse: row.warehouse_name,
            onHand: row.on_hand,
            reserved: row.reserved,
            available: availableOf(row.on_hand, row.reserved),
            updatedAt: santiagoExcelDate(row.updated_at),
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * The import's template: a "Stock" sheet with the three required columns and the optional mode, and
 * an "Instrucciones" sheet. No example rows: a template sent back untouched would load them.
 */
export async function stockTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: STOCK_IMPORT_REQUIRED_COLUMNS[0], key: 'sku', width: 20, style: { numFmt: '@' } },
    { header: STOCK_IMPORT_REQUIRED_COLUMNS[1], key: 'warehouse', width: 26, style: { numFmt: '@' } },
    { header: STOCK_IMPORT_REQUIRED_COLUMNS[2], key: 'quantity', width: 12, style: { numFmt: '0' } },
    { header: STOCK_IMPORT_MODE_COLUMN, key: 'mode', width: 10, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ header: 'Cómo llenar la planilla', key: 'text', width: 110 }];
  help.getRow(1).font = { bold: true };
  for (const text of [
    'Una fila por SKU y bodega, en la hoja "Stock", bajo la fila de títulos (no la borres ni cambies sus nombres).',
    'SKU: el código de la variante, como aparece en tus productos o en Stock.',
    'Bodega: el nombre de una de tus bodegas, como aparece en Stock.',
    `Cantidad: unidades enteras, de 0 a ${STOCK_QUANTITY_MAX.toLocaleString('es-CL')}.`,
    'Modo (opcional): "set" reemplaza el stock físico por la cantidad; "add" la suma (una cantidad negativa descuenta). Si lo dejas vacío se usa el modo elegido al subir el archivo.',
    `Hasta ${STOCK_IMPORT_MAX_ROWS.toLocaleString('es-CL')} filas y 10 MB por archivo. Las filas con errores no se cargan y aparecen en el reporte; el resto sí.`,
  ]) {
    help.addRow({ text });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
