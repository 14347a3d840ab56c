/**
 * A category's product template: the "Productos" sheet the seller fills (the one read back), with a
 * column per product field and per active attribute, list and yes/no attributes offering their
 * values as a drop-down, and a note on each required column's header; "Instrucciones" explains the
 * columns and the limits; the hidden "Listas" holds each list's values (a list written inside the
 * validation itself may not pass 255 characters).
 */
import ExcelJS from 'exceljs';
import type { Category } from './categories.ts';
import { BULK_LOAD_MAX_ROWS, templateColumns } from './bulkLoadColumns.ts';

/** "A", "B", ... "Z", "AA": the letters of a column number (1 = A). */
export function columnLetters(number: number): string {
  let letters = '';
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const YES_NO = '"Sí,No"';

/** exceljs writes a validation over a range of cells, which its types do not declare. */
type RangeValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

export async function productTemplate(category: Category): Promise<Buffer> {
  const columns = templateColumns(category.attributes);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos', { views: [{ state: 'frozen', ySplit: 1 }] });
  const validations = (sheet as unknown as RangeValidations).dataValidations;
  const help = workbook.addWorksheet('Instrucciones');
  const lists = workbook.addWorksheet('Listas', { state: 'hidden' });

  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(14, Math.min(40, column.header.length + 4)),
    // SKUs and codes stay text: Excel would turn 00123 into 123.
    style: column.field === 'sku' || column.field === 'images' ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  const lastRow = BULK_LOAD_MAX_ROWS + 1;
  let listColumn = 0;
  columns.forEach((column, index) => {
    const letter = columnLetters(index + 1);
    if (column.required) header.getCell(index + 1).note = `Obligatoria. ${column.help}`;
    if (typeof column.field !== 'object') return;
    const { attribute } = column.field;
    if (attribute.kind === 'boolean') {
      validations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: !attribute.required,
        formulae: [YES_NO],
        showErrorMessage: true,
        errorTitle: column.header,
        error: 'Elige Sí o No.',
      });
    } else if (attribute.kind === 'list' && attribute.allowedValues.length > 0) {
      listColumn += 1;
      const listLetter = columnLetters(listColumn);
      lists.getCell(1, listColumn).value = column.header;
      attribute.allowedValues.forEach((value, position) => {
        lists.getCell(position + 2, listColumn).value = value;
      });
      validations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: !attribute.required,
        formulae: [`Listas!$${listLetter}$2:$${listLetter}$${attribute.allowedValues.length + 1}`],
        showErrorMessage: true,
        errorTitle: column.header,
        error: 'Elige uno de los valores de la lista.',
      });
    }
  });

  help.columns = [
    { header: 'Columna', key: 'column', width: 30 },
    { header: 'Obligatoria', key: 'required', width: 12 },
    { header: 'Cómo llenarla', key: 'help', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns) help.addRow({ column: column.header, required: column.required ? 'Sí' : 'No', help: column.help });
  help.addRow({});
  for (const text of [
    `Categoría: ${category.name}. Una fila por producto en la hoja "Productos", bajo la fila de títulos (no cambies sus nombres).`,
    `Columnas obligatorias: ${columns.filter((column) => column.required).map((column) => column.header).join(', ')}.`,
    `Hasta ${BULK_LOAD_MAX_ROWS.toLocaleString('es-CL')} filas y 20 MB por archivo. Las filas correctas se crean y las que tienen errores se informan por fila y columna: corrígelas y súbelas en otro archivo.`,
  ]) {
    help.addRow({ column: text });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
