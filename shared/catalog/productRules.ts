/**
 * The rules a product follows, for the product form (which says what is wrong before anything is
 * sent) and the server (which refuses what breaks them), so both say the same thing. A draft only
 * has to be well formed; a product sent to review must also have an image and give every required
 * attribute of its category. Each problem names the field as the contract's body does
 * (`variants.1.sku`) with the rule's code. Whether an image key is one of the seller's uploads only
 * the server can tell (`unknownImage`).
 */
import type { AttributeKind } from './attributeSetRules.ts';

export type AttributeValue = string | number | boolean;

export interface ProductContent {
  categoryId: number;
  title: string;
  description: string;
  brandId: number | null;
  /** CLP, whole pesos. */
  price: number;
  offer: { price: number; from: string; to: string } | null;
  /** What the whole product is (values of the category's attributes, by code). */
  attributes: Readonly<Record<string, AttributeValue>>;
  /** What is sold: each with its own SKU and the attributes it varies in (size, colour). */
  variants: readonly { sku: string; attributes: Readonly<Record<string, AttributeValue>> }[];
  /** Keys of the seller's uploaded images, in the order buyers see them: the first is the cover. */
  images: string[];
}

/** An attribute of the product's category, as the rules need it. */
export interface CategoryAttributeRule {
  code: string;
  kind: AttributeKind;
  required: boolean;
  allowedValues: readonly string[];
  active: boolean;
}

export type ProductRule =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'positiveInteger'
  | 'offerNotBelowPrice'
  | 'periodReversed'
  | 'variantsRequired'
  | 'skuFormat'
  | 'duplicated'
  | 'unknownAttribute'
  | 'notANumber'
  | 'notAllowed'
  | 'notYesNo'
  | 'missing';

export interface ProductProblem {
  field: string;
  rule: ProductRule;
}

export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_PRICE = 999_999_999;
export const MAX_VARIANTS = 100;
/** The most images a product shows (the contract's limit too). */
export const MAX_IMAGES = 10;
export const TEXT_ATTRIBUTE_MAX_LENGTH = 200;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const isPrice = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_PRICE;

/** What is wrong with one attribute's value, by its kind; null when nothing is. */
function valueProblem(attribute: CategoryAttributeRule, value: AttributeValue): ProductRule | null {
  switch (attribute.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'notANumber';
    case 'list':
      return typeof value === 'string' && attribute.allowedValues.includes(value) ? null : 'notAllowed';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'notYesNo';
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') return 'required';
      return value.length > TEXT_ATTRIBUTE_MAX_LENGTH ? 'tooLong' : null;
  }
}

function attributeProblems(values: Readonly<Record<string, AttributeValue>>, byCode: ReadonlyMap<string, CategoryAttributeRule>, prefix: string): ProductProblem[] {
  return Object.entries(values).flatMap(([code, value]): ProductProblem[] => {
    const attribute = byCode.get(code);
    // A retired attribute's value is kept (the product had it) but no new one is given.
    if (!attribute || !attribute.active) return [{ field: `${prefix}.${code}`, rule: 'unknownAttribute' }];
    const rule = valueProblem(attribute, value);
    return rule ? [{ field: `${prefix}.${code}`, rule }] : [];
  });
}

/**
 * What is wrong with `content` for a product of a category with `attributes`; `forReview` adds what a
 * product sent to review must also have (every required attribute, on the product or on every
 * variant).
 */
export function productProblems(content: ProductContent, attributes: readonly CategoryAttributeRule[], { forReview }: { forReview: boolean }): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const title = content.title.trim();
  if (title === '') problems.push({ field: 'title', rule: 'required' });
  else if (title.length < TITLE_MIN_LENGTH) problems.push({ field: 'title', rule: 'tooShort' });
  else if (title.length > TITLE_MAX_LENGTH) problems.push({ field: 'title', rule: 'tooLong' });
  if (content.description.length > DESCRIPTION_MAX_LENGTH) problems.push({ field: 'description', rule: 'tooLong' });
  if (!isPrice(content.price)) problems.push({ field: 'price', rule: 'positiveInteger' });
  if (content.offer) {
    if (!isPrice(content.offer.price)) problems.push({ field: 'offer.price', rule: 'positiveInteger' });
    else if (isPrice(content.price) && content.offer.price >= content.price) problems.push({ field: 'offer.price', rule: 'offerNotBelowPrice' });
    if (content.offer.to < content.offer.from) problems.push({ field: 'offer.to', rule: 'periodReversed' });
  }

  // The same image twice would show buyers one picture twice; the order is the seller's to choose.
  const images = new Set<string>();
  content.images.forEach((key, index) => {
    if (images.has(key)) problems.push({ field: `images.${index}`, rule: 'duplicated' });
    images.add(key);
  });

  if (content.variants.length === 0) problems.push({ field: 'variants', rule: 'variantsRequired' });
  const skus = new Set<string>();
  content.variants.forEach((variant, index) => {
    if (!SKU_PATTERN.test(variant.sku)) problems.push({ field: `variants.${index}.sku`, rule: 'skuFormat' });
    else if (skus.has(variant.sku)) problems.push({ field: `variants.${index}.sku`, rule: 'duplicated' });
    skus.add(variant.sku);
  });

  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  problems.push(...attributeProblems(content.attributes, byCode, 'attributes'));
  content.variants.forEach((variant, index) => problems.push(...attributeProblems(variant.attributes, byCode, `variants.${index}.attributes`)));

  if (forReview) {
    if (content.brandId === null) problems.push({ field: 'brandId', rule: 'required' });
    if (content.images.length === 0) problems.push({ field: 'images', rule: 'missing' });
    for (const attribute of attributes) {
      if (!attribute.active || !attribute.required || attribute.code in content.attributes) continue;
      const everyVariant = content.variants.length > 0 && content.variants.every((variant) => attribute.code in variant.attributes);
      if (!everyVariant) problems.push({ field: `attributes.${attribute.code}`, rule: 'missing' });
    }
  }
  return problems;
}
