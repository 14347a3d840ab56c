/**
 * A Centry product as one of ours: which of its fields are read and what they become (the table in
 * docs/decisions.md, "Centry import"). Pure: the catalogue's categories, brands and rules come in.
 */
import type { components } from '../../../openapi/generated/catalog.ts';
import { normalisedHeader } from '../../kit/workbookReader.ts';
import { DESCRIPTION_MAX_LENGTH, type AttributeValue, type CategoryAttributeRule } from '../../../shared/catalog/productRules.ts';
import type { CentryProduct } from './client.ts';

/** A product's content as the catalogue's contract (and its writer) takes it. */
export type ProductContent = components['schemas']['ProductContent'];

/** Pictures taken of a product: enough for a cover and two views, few enough to keep an import short. */
export const CENTRY_ASSETS_TAKEN = 3;

/** What the mapping needs of our catalogue. */
export interface Catalogue {
  /** Active categories that hold products (not departments), by name compared without accents or case. */
  categoryIds: ReadonlyMap<string, number>;
  /** The 'otro' category: where a product whose category we do not have goes. */
  otherCategoryId: number;
  /** Active brands, by name compared the same way. */
  brandIds: ReadonlyMap<string, number>;
  /** Each category's attributes (what a variant's size and colour may be written as). */
  rulesOf(categoryId: number): readonly CategoryAttributeRule[];
}

/** A string field trimmed, without control characters (PostgreSQL's text cannot hold NUL); '' for anything else. */
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim() : '');

/** Centry's descriptions are often HTML; ours are plain text drawn as written, so tags would show. */
function plainDescription(value: unknown): string {
  const plain = text(value)
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return plain.slice(0, DESCRIPTION_MAX_LENGTH);
}

/** Whole pesos from a number or a numeric string; NaN for anything else (the rules then refuse it). */
function pesos(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.round(number) : Number.NaN;
}

/**
 * A variant's size or colour as the category's attribute `code`, when the category has it: a list
 * attribute takes the allowed value of the same name (no accents or case), a text one the value as
 * written; anything else is left out, and the review rules say what is missing.
 */
function attributeValue(rules: readonly CategoryAttributeRule[], code: string, value: unknown): [string, AttributeValue] | null {
  const written = typeof value === 'number' ? String(value) : text(value);
  const rule = rules.find((attribute) => attribute.code === code && attribute.active);
  if (written === '' || !rule) return null;
  if (rule.kind === 'text') return [code, written];
  if (rule.kind === 'list') {
    const allowed = rule.allowedValues.find((option) => normalisedHeader(option) === normalisedHeader(written));
    return allowed === undefined ? null : [code, allowed];
  }
  return null;
}

/** The product's variants: Centry's, or the product itself as one when it has none. */
function variantsOf(product: CentryProduct, rules: readonly CategoryAttributeRule[]): ProductContent['variants'] {
  const listed = Array.isArray(product.variants) ? product.variants.filter((variant): variant is Record<string, unknown> => typeof variant === 'object' && variant !== null) : [];
  if (listed.length === 0) return text(product.sku) === '' ? [] : [{ sku: text(product.sku), attributes: {} }];
  return listed.map((variant) => {
    const attributes = [attributeValue(rules, 'talla', variant.size), attributeValue(rules, 'color', variant.color)].filter((entry) => entry !== null);
    // A lone variant without a SKU of its own sells under the product's.
    const sku = text(variant.sku) || (listed.length === 1 ? text(product.sku) : '');
    return { sku, attributes: Object.fromEntries(attributes) };
  });
}

/** The addresses of the pictures taken, in Centry's order. */
export function centryAssetUrls(product: CentryProduct): string[] {
  const assets = Array.isArray(product.assets) ? product.assets : [];
  return assets
    .map((asset: unknown) => (typeof asset === 'object' && asset !== null ? text((asset as { url?: unknown }).url) : ''))
    .filter((url) => url !== '')
    .slice(0, CENTRY_ASSETS_TAKEN);
}

/** The product's content in our terms, with `images` the keys of its pictures as stored. */
export function centryProductContent(product: CentryProduct, catalogue: Catalogue, images: readonly string[]): ProductContent {
  const categoryId = catalogue.categoryIds.get(normalisedHeader(text(product.category_name))) ?? catalogue.otherCategoryId;
  return {
    categoryId,
    title: text(product.name),
    description: plainDescription(product.description),
    brandId: catalogue.brandIds.get(normalisedHeader(text(product.brand_name))) ?? null,
    price: pesos(product.price_compare),
    // Our offer has a period, which Centry's offer price does not give: the seller sets it here.
    offer: null,
    attributes: {},
    variants: variantsOf(product, catalogue.rulesOf(categoryId)),
    images: [...images],
  };
}
