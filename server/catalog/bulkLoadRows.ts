/**
 * One row of a bulk load read as a product, and judged by the same rules as the product form
 * (shared/catalog/productRules.ts): a draft's rules, or also the review's when the seller chose to
 * send the products to review. Each problem is named by the column the seller must fix. The checks
 * that need the database (a SKU of another product, an image that is not the seller's) are the job's.
 */
import { cellText, normalisedHeader } from '../kit/workbookReader.ts';
import { productProblems, type AttributeValue, type CategoryAttributeRule, type ProductContent, type ProductRule } from '../../shared/catalog/productRules.ts';
import type { TemplateColumn } from './bulkLoadColumns.ts';

export type BulkLoadIssueCode = ProductRule | 'skuRepeated' | 'skuTaken' | 'brandUnknown' | 'unknownImage';

export interface RowIssue {
  column: string;
  code: BulkLoadIssueCode;
}

export interface ReadRow {
  /** The row number Excel shows. */
  number: number;
  sku: string;
  content: ProductContent;
  issues: RowIssue[];
}

/** The English message of each code (the portal says it in the seller's language, by code). */
export const ISSUE_MESSAGES: Record<BulkLoadIssueCode, string> = {
  required: 'A value is required',
  tooShort: 'The text is too short',
  tooLong: 'The text is too long',
  positiveInteger: 'Must be a whole number of pesos from 1',
  offerNotBelowPrice: 'The offer must be below the price',
  periodReversed: 'The period ends before it starts',
  variantsRequired: 'A SKU is required',
  skuFormat: 'The SKU holds characters it may not',
  duplicated: 'The value is given twice',
  unknownAttribute: 'The category has no such attribute',
  notANumber: 'Must be a number',
  notAllowed: 'Must be one of the values of the list',
  notYesNo: 'Must be Sí or No',
  missing: 'A value is required to send the product to review',
  skuRepeated: 'An earlier row of the file has this SKU',
  skuTaken: 'Another of your products has this SKU',
  brandUnknown: 'No active brand of the catalogue has this name',
  unknownImage: 'Not one of your uploaded images',
};

/** Control characters other than tabs and line breaks: PostgreSQL's text cannot hold NUL, and none is meant. */
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** A price as a seller writes it: 12990, 12.990 or $12.990. NaN otherwise, which the rules refuse. */
function priceOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const compact = cellText(value).replace(/^\$\s*/, '');
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replaceAll('.', ''));
  return Number.NaN;
}

/** A cell as the attribute's value: what the rules judge (a text that is not a number stays text, and the rules say so). */
function attributeValue(rule: CategoryAttributeRule, value: unknown): AttributeValue {
  const text = clean(cellText(value));
  switch (rule.kind) {
    case 'number': {
      if (typeof value === 'number') return value;
      const number = Number(text.replace(',', '.'));
      return text !== '' && Number.isFinite(number) ? number : text;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const word = normalisedHeader(text);
      return word === 'si' ? true : word === 'no' ? false : text;
    }
    case 'list':
      // The list's own spelling, whatever the case or accents typed.
      return rule.allowedValues.find((allowed) => normalisedHeader(allowed) === normalisedHeader(text)) ?? text;
    case 'text':
      return text;
  }
}

/** The column a rule's field speaks of. */
function columnOf(field: string, columns: readonly TemplateColumn[]): string {
  const [head, second] = field.split('.');
  const byField = (key: string) => columns.find((column) => column.field === key)?.header ?? key;
  if (head === 'attributes' && second) return columns.find((column) => typeof column.field === 'object' && column.field.attribute.code === second)?.header ?? second;
  if (head === 'variants') return byField('sku');
  if (head === 'brandId') return byField('brand');
  return byField(head ?? field);
}

/**
 * The product a row describes, and what is wrong with it for `outcome`. `at` is each column's
 * index in the row's values (null: the file lacks the column); `brands` the active brands by
 * normalised name. Null for a blank row, which is skipped.
 */
export function readProductRow(
  number: number,
  values: readonly unknown[],
  context: { columns: readonly TemplateColumn[]; at: readonly (number | null)[]; categoryId: number; rules: readonly CategoryAttributeRule[]; brands: ReadonlyMap<string, number>; forReview: boolean },
): ReadRow | null {
  const { columns, at } = context;
  const cells = new Map<string, unknown>();
  const attributes: Record<string, AttributeValue> = {};
  let blank = true;
  columns.forEach((column, index) => {
    const position = at[index];
    const value = position === null || position === undefined ? undefined : values[position];
    if (cellText(value) === '') return;
    blank = false;
    if (typeof column.field === 'object') {
      const rule = context.rules.find((candidate) => candidate.code === (column.field as { attribute: { code: string } }).attribute.code);
      if (rule) attributes[rule.code] = attributeValue(rule, value);
    } else {
      cells.set(column.field, value);
    }
  });
  if (blank) return null;

  const text = (key: string) => clean(cellText(cells.get(key)));
  const issues: RowIssue[] = [];
  const brandName = text('brand');
  const brandId = brandName === '' ? null : (context.brands.get(normalisedHeader(brandName)) ?? null);
  if (brandName !== '' && brandId === null) issues.push({ column: columnOf('brandId', columns), code: 'brandUnknown' });
  const sku = text('sku');
  const content: ProductContent = {
    categoryId: context.categoryId,
    title: text('title'),
    description: text('description'),
    brandId,
    price: cells.has('price') ? priceOf(cells.get('price')) : Number.NaN,
    offer: null,
    attributes,
    variants: sku === '' ? [] : [{ sku, attributes: {} }],
    images: text('images').split(/[\s,;]+/).filter(Boolean),
  };
  for (const problem of productProblems(content, context.rules, { forReview: context.forReview })) {
    // An unknown brand is said once, as such, rather than again as a missing one.
    if (problem.field === 'brandId' && brandName !== '') continue;
    issues.push({ column: columnOf(problem.field, columns), code: problem.rule });
  }
  return { number, sku, content, issues };
}
