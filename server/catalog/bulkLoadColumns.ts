/**
 * The columns of a category's product template, which the template writes and the bulk load reads
 * back: the product's own (SKU, title, description, brand, price, images) and one per active
 * attribute of the category. A row is one product with one variant, its SKU.
 */
import type { Attribute } from './categories.ts';
import { cellText, normalisedHeader } from '../kit/workbookReader.ts';

export type ProductColumnKey = 'sku' | 'title' | 'description' | 'brand' | 'price' | 'images';

export interface TemplateColumn {
  header: string;
  /** A product field, or the attribute the column gives a value of. */
  field: ProductColumnKey | { attribute: Attribute };
  /** The file is refused without it: what every product needs, and what review asks of the category. */
  required: boolean;
  /** What the template's note and instructions say of it. */
  help: string;
}

export { BULK_LOAD_MAX_BYTES, BULK_LOAD_MAX_ROWS } from '../../shared/catalog/bulkLoadLimits.ts';

const PRODUCT_COLUMNS: readonly TemplateColumn[] = [
  { header: 'SKU', field: 'sku', required: true, help: 'Código único del producto entre los tuyos: letras, números, punto, guion o guion bajo (hasta 64).' },
  { header: 'Título', field: 'title', required: true, help: 'Entre 10 y 120 caracteres.' },
  { header: 'Descripción', field: 'description', required: false, help: 'Texto, hasta 5.000 caracteres. Se muestra tal cual, nunca como HTML.' },
  { header: 'Marca', field: 'brand', required: false, help: 'El nombre de una marca del catálogo. Obligatoria para enviar a revisión.' },
  { header: 'Precio', field: 'price', required: true, help: 'En pesos, sin decimales, por ejemplo 12990.' },
  { header: 'Imágenes', field: 'images', required: false, help: 'Códigos de imágenes que ya subiste, separados por comas; la primera es la portada. Al menos una para enviar a revisión.' },
];

const KIND_HELP: Record<Attribute['kind'], string> = {
  text: 'Texto, hasta 200 caracteres.',
  number: 'Un número.',
  list: 'Uno de los valores de la lista.',
  boolean: 'Sí o No.',
};

/** The template's columns for a category's attributes (retired ones are no longer given). */
export function templateColumns(attributes: readonly Attribute[]): TemplateColumn[] {
  const columns = [...PRODUCT_COLUMNS];
  const taken = new Set(columns.map((column) => normalisedHeader(column.header)));
  for (const attribute of attributes) {
    if (!attribute.active) continue;
    let header = attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
    // Two columns of one name could not be told apart when the file comes back.
    if (taken.has(normalisedHeader(header))) header = `${header} [${attribute.code}]`;
    taken.add(normalisedHeader(header));
    columns.push({ header, field: { attribute }, required: attribute.required, help: KIND_HELP[attribute.kind] });
  }
  return columns;
}

/** Where each column is in a file's header row (index of exceljs's values), by the columns' order; and the required ones it lacks. */
export function locateColumns(columns: readonly TemplateColumn[], header: ReadonlyMap<string, number>): { at: (number | null)[]; missing: string[] } {
  const at = columns.map((column) => header.get(normalisedHeader(column.header)) ?? null);
  const missing = columns.filter((column, index) => column.required && at[index] === null).map((column) => column.header);
  return { at, missing };
}

/** Whether a row has nothing in any of the template's columns (skipped, never counted). */
export const isBlankRow = (values: readonly unknown[], at: readonly (number | null)[]): boolean =>
  at.every((position) => position === null || cellText(values[position]) === '');
