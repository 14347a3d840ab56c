/**
 * The form of a product, to create one or edit one (the portal's form chart, machines/form): a title,
 * a brand, a description, a price with an optional offer, the values of its category's attributes and
 * its variants, each with its SKU and its own values of the attributes the seller says vary per
 * variant (a size, a colour). Everything is held as typed; `contentOf` turns it into the contract's
 * content, and the rules are the ones the server runs (shared/catalog/productRules.ts) on that
 * content, so the form and the server say the same thing. The server's refusals of an earlier save
 * are kept beside the values (`refusedValues`, by the value's path) until that value is edited. A
 * valid press hands the values to the editor's chart, which saves them.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { productProblems, type AttributeValue, type ProductContent } from '../../../shared/catalog/productRules.ts';
import type { Attribute, Brand, Category } from './catalog.types.ts';
import type { Product } from './products.types.ts';

/** One variant as typed: its SKU and its values of the varying attributes, by code. */
export interface VariantRow {
  /** Stable while the row lives, so a refusal follows its variant when another is removed. */
  key: string;
  sku: string;
  values: Record<string, string>;
}

export interface ProductFormValues {
  title: string;
  description: string;
  /** The chosen brand's id as the select holds it; '' for none. */
  brandId: string;
  /** Whole pesos as typed ("12.990"). */
  price: string;
  offerOn: boolean;
  offerPrice: string;
  /** Days as the date inputs hold them (yyyy-mm-dd). */
  offerFrom: string;
  offerTo: string;
  /**
   * The product's own values by attribute code: a text or number as typed, a list's chosen value,
   * a yes/no as 'yes' or 'no'; '' for none.
   */
  attributes: Record<string, string>;
  /** The codes of the attributes each variant gives for itself, in the category's order. */
  varying: string[];
  variants: VariantRow[];
  /**
   * What the server refused of the last save, by the path of the value (`title`, `offer.price`,
   * `attributes.color`, `variants.<key>.sku`), kept until that value is edited.
   */
  refusedValues: Record<string, string>;
}

export interface ProductFormFacts {
  /** The category the product goes in. */
  category: Category;
  /** The active brands, by name. */
  brands: readonly Brand[];
}

/** A message id of the form's words. */
export type ProductErrorId = `pim.product.error.${string}`;

/** The attributes the form asks for: the category's offered ones, in its order. */
export const askedAttributes = (category: Category): Attribute[] => category.attributes.filter((attribute) => attribute.active);

/** The form's fields, in the order a seller meets them. */
export const PRODUCT_FIELDS = ['title', 'brandId', 'description', 'price', 'offerPrice', 'offerFrom', 'offerTo', 'attributes', 'variants'] as const;
type ProductField = (typeof PRODUCT_FIELDS)[number];

/** The contract's path of each plain field's value. */
const PATH_OF: Record<Exclude<ProductField, 'attributes' | 'variants'>, string> = {
  title: 'title',
  brandId: 'brandId',
  description: 'description',
  price: 'price',
  offerPrice: 'offer.price',
  offerFrom: 'offer.from',
  offerTo: 'offer.to',
};

export const variantPath = (key: string, part: string): string => `variants.${key}.${part}`;

/** A new variant's key: after the highest the rows hold. */
const newVariantKey = (rows: readonly VariantRow[]) => `v${Math.max(0, ...rows.map((row) => Number(row.key.slice(1)))) + 1}`;

/** A new product of `category`: nothing typed, one variant to give a SKU. */
export const newProductValues = (): ProductFormValues => ({
  title: '',
  description: '',
  brandId: '',
  price: '',
  offerOn: false,
  offerPrice: '',
  offerFrom: '',
  offerTo: '',
  attributes: {},
  varying: [],
  variants: [{ key: 'v1', sku: '', values: {} }],
  refusedValues: {},
});

// Text as typed, and back -------------------------------------------------------------------------

/**
 * Whole pesos as typed: digits, with Spanish thousands points when written ("12.990"), an optional
 * "$" and spaces around; NaN for anything else (the rules then say it is not a price).
 */
export function pesosOf(text: string): number {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(plain)) return Number(plain.replaceAll('.', ''));
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * A number attribute as typed: a decimal comma or point ("15,6", "15.6"), thousands points when
 * grouped by three ("1.200" is 1200); null when it is no number.
 */
export function numberOf(text: string): number | null {
  const plain = text.trim();
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(plain)) return Number(plain.replaceAll('.', '').replace(',', '.'));
  if (/^-?\d+([.,]\d+)?$/.test(plain)) return Number(plain.replace(',', '.'));
  return null;
}

/** A stored value as the form holds it (a number with a decimal comma, a yes/no as 'yes' or 'no'). */
function textOf(value: AttributeValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return value;
}

/** A value as the contract holds it, by its attribute's kind; undefined when none is given. */
function valueOf(attribute: Attribute, text: string): AttributeValue | undefined {
  if (attribute.kind === 'boolean') return text === 'yes' ? true : text === 'no' ? false : undefined;
  if (text.trim() === '') return undefined;
  // A number that cannot be read is sent as written, so the rules name it as not a number.
  if (attribute.kind === 'number') return numberOf(text) ?? text;
  return attribute.kind === 'text' ? text.trim() : text;
}

function valuesOf(texts: Readonly<Record<string, string>>, attributes: readonly Attribute[]): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = {};
  for (const attribute of attributes) {
    const value = valueOf(attribute, texts[attribute.code] ?? '');
    if (value !== undefined) values[attribute.code] = value;
  }
  return values;
}

/** The values as the contract's content (what a save sends, with the editor's images, and what the rules read). */
export function contentOf(values: ProductFormValues, facts: ProductFormFacts): ProductContent {
  const asked = askedAttributes(facts.category);
  const own = asked.filter((attribute) => !values.varying.includes(attribute.code));
  const varying = asked.filter((attribute) => values.varying.includes(attribute.code));
  return {
    categoryId: facts.category.id,
    title: values.title.trim(),
    description: values.description,
    brandId: values.brandId === '' ? null : Number(values.brandId),
    price: pesosOf(values.price),
    offer: values.offerOn ? { price: pesosOf(values.offerPrice), from: values.offerFrom, to: values.offerTo } : null,
    attributes: valuesOf(values.attributes, own),
    variants: values.variants.map((variant) => ({ sku: variant.sku.trim(), attributes: valuesOf(variant.values, varying) })),
    // The images are the editor's (each upload is its own actor): it sends them with the values.
    images: [],
  };
}

/**
 * A stored product as the form holds it, in `category`: an attribute a variant gives is one that
 * varies. Values of attributes the category no longer offers are left out (a save could not keep
 * them: the rules refuse a retired attribute's value).
 */
export function valuesOfProduct(product: Product, category: Category): ProductFormValues {
  const { content } = product;
  const asked = askedAttributes(category).map((attribute) => attribute.code);
  const pick = (source: Readonly<Record<string, AttributeValue>>) =>
    Object.fromEntries(Object.entries(source).filter(([code]) => asked.includes(code)).map(([code, value]) => [code, textOf(value)]));
  const given = new Set(content.variants.flatMap((variant) => Object.keys(variant.attributes)));
  return {
    title: content.title,
    description: content.description,
    brandId: content.brandId === null ? '' : String(content.brandId),
    price: String(content.price),
    offerOn: content.offer !== null,
    offerPrice: content.offer ? String(content.offer.price) : '',
    offerFrom: content.offer?.from ?? '',
    offerTo: content.offer?.to ?? '',
    attributes: pick(content.attributes),
    varying: asked.filter((code) => given.has(code)),
    variants: (content.variants.length > 0 ? content.variants : [{ sku: '', attributes: {} }]).map((variant, index) => ({ key: `v${index + 1}`, sku: variant.sku, values: pick(variant.attributes) })),
    refusedValues: {},
  };
}

/** The names of the attributes whose values the product holds but `category` no longer offers. */
export function droppedAttributeCodes(product: Product, category: Category): string[] {
  const asked = new Set(askedAttributes(category).map((attribute) => attribute.code));
  const held = [product.content.attributes, ...product.content.variants.map((variant) => variant.attributes)].flatMap((values) => Object.keys(values));
  return [...new Set(held.filter((code) => !asked.has(code)))];
}

// Errors ------------------------------------------------------------------------------------------

/** The rules' and the server's problems by path, each as its message id (a variant by its key). */
export function productErrors(values: ProductFormValues, facts: ProductFormFacts): Record<string, ProductErrorId> {
  const errors: Record<string, ProductErrorId> = {};
  for (const [path, code] of Object.entries(values.refusedValues)) errors[path] = `pim.product.error.${code}`;
  for (const { field, rule } of productProblems(contentOf(values, facts), facts.category.attributes, { forReview: false })) {
    // The rules name a variant by its place; the form by its key.
    const path = field.replace(/^variants\.(\d+)\./, (_, index: string) => `variants.${values.variants[Number(index)]?.key ?? index}.`);
    errors[path] ??= `pim.product.error.${rule}`;
  }
  // A day the contract needs that the rules take for granted: an offer has both.
  if (values.offerOn && values.offerFrom === '') errors['offer.from'] ??= 'pim.product.error.required';
  if (values.offerOn && values.offerTo === '') errors['offer.to'] ??= 'pim.product.error.required';
  return errors;
}

/** Whether a path belongs to the attributes or the variants (their errors show on those fields). */
const fieldOfPath = (path: string): ProductField | undefined => {
  if (path.startsWith('attributes.')) return 'attributes';
  if (path === 'variants' || path.startsWith('variants.')) return 'variants';
  return (Object.entries(PATH_OF) as [ProductField, string][]).find(([, own]) => own === path)?.[0];
};

// Edits, each the values after a seller's change ---------------------------------------------------

const withoutPaths = (refused: Readonly<Record<string, string>>, edited: (path: string) => boolean) =>
  Object.fromEntries(Object.entries(refused).filter(([path]) => !edited(path)));

/** The paths whose values differ between two versions of the values (an edit forgets their refusals). */
function editedPaths(before: ProductFormValues, after: ProductFormValues): Set<string> {
  const paths = new Set<string>();
  for (const [field, path] of Object.entries(PATH_OF) as [keyof typeof PATH_OF, string][]) if (before[field] !== after[field]) paths.add(path);
  if (before.offerOn !== after.offerOn) ['offer.price', 'offer.from', 'offer.to'].forEach((path) => paths.add(path));
  for (const code of new Set([...Object.keys(before.attributes), ...Object.keys(after.attributes)])) {
    if (before.attributes[code] !== after.attributes[code]) paths.add(`attributes.${code}`);
  }
  for (const variant of after.variants) {
    const old = before.variants.find((row) => row.key === variant.key);
    if (old?.sku !== variant.sku) paths.add(variantPath(variant.key, 'sku'));
    for (const code of new Set([...Object.keys(old?.values ?? {}), ...Object.keys(variant.values)])) {
      if (old?.values[code] !== variant.values[code]) paths.add(variantPath(variant.key, `attributes.${code}`));
    }
  }
  return paths;
}

/** A change as the form applies it: the refusals of the values it edits are forgotten. */
export function applyProductChange(values: ProductFormValues, change: Partial<ProductFormValues>): ProductFormValues {
  const next = { ...values, ...change };
  const edited = editedPaths(values, next);
  // A variant taken out takes its refusals with it.
  const gone = values.variants.filter((variant) => !next.variants.some((row) => row.key === variant.key)).map((variant) => `variants.${variant.key}.`);
  return { ...next, refusedValues: change.refusedValues ?? withoutPaths(values.refusedValues, (path) => edited.has(path) || gone.some((prefix) => path.startsWith(prefix))) };
}

/**
 * An attribute said to vary per variant, or no longer: its value moves from the product to every
 * variant (each starts with the product's), or back from the first variant.
 */
export function setVarying(values: ProductFormValues, code: string, varies: boolean, order: readonly string[]): Partial<ProductFormValues> {
  if (varies === values.varying.includes(code)) return {};
  if (varies) {
    const { [code]: shared = '', ...attributes } = values.attributes;
    return {
      varying: order.filter((one) => one === code || values.varying.includes(one)),
      attributes,
      variants: values.variants.map((variant) => ({ ...variant, values: { ...variant.values, [code]: variant.values[code] ?? shared } })),
    };
  }
  const first = values.variants[0]?.values[code] ?? '';
  return {
    varying: values.varying.filter((one) => one !== code),
    attributes: { ...values.attributes, [code]: first },
    variants: values.variants.map((variant) => {
      const { [code]: _dropped, ...rest } = variant.values;
      return { ...variant, values: rest };
    }),
  };
}

/** One more variant, after the last. */
export const addVariant = (values: ProductFormValues): Partial<ProductFormValues> => ({
  variants: [...values.variants, { key: newVariantKey(values.variants), sku: '', values: Object.fromEntries(values.varying.map((code) => [code, ''])) }],
});

/** A variant taken out (the last one stays: a product sells at least one). */
export const removeVariant = (values: ProductFormValues, key: string): Partial<ProductFormValues> =>
  values.variants.length > 1 ? { variants: values.variants.filter((variant) => variant.key !== key) } : {};

/** A variant's SKU or one of its values typed or chosen. */
export function editVariant(values: ProductFormValues, key: string, patch: { sku?: string; code?: string; value?: string }): Partial<ProductFormValues> {
  return {
    variants: values.variants.map((variant) => {
      if (variant.key !== key) return variant;
      if (patch.sku !== undefined) return { ...variant, sku: patch.sku };
      return patch.code !== undefined ? { ...variant, values: { ...variant.values, [patch.code]: patch.value ?? '' } } : variant;
    }),
  };
}

/** The product's own value of an attribute. */
export const editAttribute = (values: ProductFormValues, code: string, text: string): Partial<ProductFormValues> => ({ attributes: { ...values.attributes, [code]: text } });

// Another category --------------------------------------------------------------------------------

/** Whether a value typed for an attribute still means something in `category` (same code, same kind, an allowed value). */
function keeps(category: Category, from: Category | null, code: string, text: string): boolean {
  const attribute = askedAttributes(category).find((one) => one.code === code);
  const before = from?.attributes.find((one) => one.code === code);
  if (!attribute || (before && before.kind !== attribute.kind)) return false;
  return attribute.kind !== 'list' || text === '' || attribute.allowedValues.includes(text);
}

/** The values carried to another category: everything but the attribute values it has no place for. */
export function valuesForCategory(values: ProductFormValues, from: Category | null, to: Category): ProductFormValues {
  const kept = (texts: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(texts).filter(([code, text]) => keeps(to, from, code, text)));
  return {
    ...values,
    attributes: kept(values.attributes),
    varying: values.varying.filter((code) => keeps(to, from, code, '')),
    variants: values.variants.map((variant) => ({ ...variant, values: kept(variant.values) })),
    // The server's refusals were of the values in the other category.
    refusedValues: from?.id === to.id ? values.refusedValues : {},
  };
}

/** Whether moving the values to `to` would lose something the seller typed. */
export function losesValues(values: ProductFormValues, from: Category | null, to: Category): boolean {
  const lost = (texts: Readonly<Record<string, string>>) => Object.entries(texts).some(([code, text]) => text !== '' && !keeps(to, from, code, text));
  return lost(values.attributes) || values.variants.some((variant) => lost(variant.values));
}

// The server's refusals ---------------------------------------------------------------------------

/** The codes the form words; any other refusal of a value reads as "not valid". */
const WORDED = ['required', 'tooShort', 'tooLong', 'positiveInteger', 'offerNotBelowPrice', 'periodReversed', 'variantsRequired', 'skuFormat', 'duplicated', 'unknownAttribute', 'notANumber', 'notAllowed', 'notYesNo', 'SKU_TAKEN', 'BRAND_NOT_USABLE'];

/**
 * The server's refusals of a save (`body.content.variants.1.sku` with the rule's code) beside the
 * values sent, each under the path the form shows it on; null when none names a value the form
 * shows (the page then says the whole refusal).
 */
export function withRefusals(values: ProductFormValues, details: readonly { field: string; message: string }[]): ProductFormValues | null {
  const refusedValues: Record<string, string> = { ...values.refusedValues };
  for (const detail of details) {
    const raw = detail.field.replace(/^body\.(content\.)?/, '');
    const path = raw.replace(/^variants\.(\d+)(?=\.|$)/, (whole, index: string) => {
      const key = values.variants[Number(index)]?.key;
      return key ? `variants.${key}` : whole;
    });
    if (!fieldOfPath(path) || (path.startsWith('variants.') && /^variants\.\d/.test(path))) continue;
    refusedValues[path] ??= WORDED.includes(detail.message) ? detail.message : 'invalid';
  }
  return Object.keys(refusedValues).length > Object.keys(values.refusedValues).length ? { ...values, refusedValues } : null;
}

// The form ----------------------------------------------------------------------------------------

export const productForm: FormDefinition<ProductFormValues, ProductFormFacts, ProductErrorId> = {
  id: 'productForm',
  fields: PRODUCT_FIELDS,
  validate: (values, facts) => {
    const byField: Partial<Record<ProductField, ProductErrorId>> = {};
    for (const [path, id] of Object.entries(productErrors(values, facts))) {
      const field = fieldOfPath(path);
      // The attributes and the variants say "check the marked values"; each value shows its own.
      if (field) byField[field] ??= field === 'attributes' || field === 'variants' ? 'pim.product.error.some' : id;
    }
    return byField;
  },
  // A field shows its error once left, every field's after a press.
  touchOn: 'blur',
  revealOnPress: true,
  applyChange: applyProductChange,
  handsValuesToOwner: true,
};

/** Ends with the values, for the editor's chart to save. */
export const productFormMachine = createFormMachine<ProductFormValues, ProductFormFacts, ProductErrorId, ProductFormValues>(productForm);
export const productFormSelectors = createFormSelectors(productForm);

/** Every field touched: a form brought back after a refusal shows its errors again. */
export const EVERY_FIELD_TOUCHED = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, true as const])) as Partial<Record<keyof ProductFormValues, true>>;
