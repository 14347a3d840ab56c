/**
 * What a product under review shows: the working revision as a buyer would see it, its values
 * checked against its category's rules (each attribute by its name, with its verdict, and every
 * other rule it breaks), the changes from the published revision field by field, and every decision
 * taken on it. Codes are never shown: fields, rules and statuses are read in the module's words.
 */
import type { ReactNode } from 'react';
import { Badge, chakra, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Fact } from '../../../src/views/kit/Fact.tsx';
import { ResultRows } from '../../../src/views/kit/ResultRows.tsx';
import { useFormats, type Formats } from '../../../src/views/kit/format.ts';
import type { AttributeCheck, DecisionRecord, FieldChange, Offer, ProductReview } from '../machines/reviews.types.ts';

/** The contract's address of an image's size (served without a token, as a CDN would). */
const imagePath = (key: string, size: 'thumb' | 'full'): string => `/v1/catalog/images/${encodeURIComponent(key)}/${size}`;

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" padding="4" borderWidth="1px" borderRadius="md">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The working revision as a buyer would see it. */
export function BuyerPreview({ review }: { review: ProductReview }) {
  const intl = useIntl();
  const format = useFormats();
  const { content } = review;
  const offer = content.offer;
  return (
    <Section title={<FormattedMessage id="catalogApproval.preview.title" />}>
      {content.images.length > 0 && (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={intl.formatMessage({ id: 'catalogApproval.preview.images' })}>
          {content.images.map((key, index) => (
            <li key={key}>
              <Image
                src={imagePath(key, 'thumb')}
                alt={intl.formatMessage({ id: 'catalogApproval.preview.image' }, { position: index + 1, total: content.images.length })}
                width="24"
                height="24"
                objectFit="cover"
                borderRadius="sm"
              />
            </li>
          ))}
        </Flex>
      )}
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <Fact label="catalogApproval.preview.price">
          {offer
            ? intl.formatMessage(
                { id: 'catalogApproval.preview.offer' },
                { price: format.money(offer.price), regular: format.money(content.price), from: format.calendarDay(offer.from), to: format.calendarDay(offer.to) },
              )
            : format.money(content.price)}
        </Fact>
        <Fact label="catalogApproval.preview.brand">{review.brandName ?? intl.formatMessage({ id: 'catalogApproval.preview.noBrand' })}</Fact>
        <Fact label="catalogApproval.preview.category">{review.categoryName}</Fact>
      </chakra.dl>
      <Heading as="h3" size="md">
        <FormattedMessage id="catalogApproval.preview.description" />
      </Heading>
      {/* Plain text as the seller wrote it: never drawn as HTML. */}
      <Text whiteSpace="pre-line">{content.description || intl.formatMessage({ id: 'catalogApproval.preview.noDescription' })}</Text>
      <Heading as="h3" size="md">
        <FormattedMessage id="catalogApproval.preview.variants" values={{ count: content.variants.length }} />
      </Heading>
      <chakra.ul paddingStart="4">
        {content.variants.map((variant) => (
          <li key={variant.sku}>{variant.sku}</li>
        ))}
      </chakra.ul>
    </Section>
  );
}

/** A value as people read it: yes or no, a number with its unit, text as written, a dash for none. */
function valueText(intl: IntlShape, value: AttributeCheck['value'], unit: string | null = null): string {
  if (value === null) return intl.formatMessage({ id: 'catalogApproval.value.none' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'catalogApproval.value.yes' : 'catalogApproval.value.no' });
  const text = typeof value === 'number' ? intl.formatNumber(value) : value;
  return unit ? intl.formatMessage({ id: 'catalogApproval.value.unit' }, { value: text, unit }) : text;
}

const RULES = new Set(['required', 'missing', 'tooShort', 'tooLong', 'positiveInteger', 'offerNotBelowPrice', 'periodReversed', 'variantsRequired', 'skuFormat', 'duplicated', 'unknownAttribute', 'notANumber', 'notAllowed', 'notYesNo']);
const ruleText = (intl: IntlShape, rule: string) => intl.formatMessage({ id: `catalogApproval.rule.${RULES.has(rule) ? rule : 'other'}` });

/** A field the rules name (`variants.1.sku`, `attributes.pantalla`), in the module's words. */
function fieldText(intl: IntlShape, field: string, attributes: readonly AttributeCheck[]): string {
  const nameOf = (code: string) => attributes.find((attribute) => attribute.code === code)?.name ?? intl.formatMessage({ id: 'catalogApproval.checks.unknownAttribute' });
  const variant = /^variants\.(\d+)\.(sku|attributes\.(.+))$/.exec(field);
  if (variant) {
    const position = Number(variant[1]) + 1;
    return variant[3] === undefined
      ? intl.formatMessage({ id: 'catalogApproval.field.sku' }, { position })
      : intl.formatMessage({ id: 'catalogApproval.field.variantAttribute' }, { name: nameOf(variant[3]), position });
  }
  if (field.startsWith('attributes.')) return nameOf(field.slice('attributes.'.length));
  const [head] = field.split('.');
  const known = ['title', 'description', 'brandId', 'price', 'offer', 'images', 'variants'];
  return intl.formatMessage({ id: `catalogApproval.field.${known.includes(head ?? '') ? head : 'other'}` });
}

/** The category's attributes with the product's values and each verdict, then what else the revision breaks. */
export function RulesCheck({ review }: { review: ProductReview }) {
  const intl = useIntl();
  const { attributes, problems } = review;
  // The attributes' own verdicts are in the table; the rest is listed under it.
  const others = problems.filter((problem) => !problem.field.startsWith('attributes.'));
  return (
    <Section title={<FormattedMessage id="catalogApproval.checks.title" />}>
      {/* The darker shades: the lighter success and error colours are below 4.5:1 on white. */}
      <Text fontWeight="semibold" color={problems.length === 0 ? 'green.700' : 'red.700'}>
        <FormattedMessage id={problems.length === 0 ? 'catalogApproval.checks.ok' : 'catalogApproval.checks.broken'} />
      </Text>
      {others.length > 0 && (
        <chakra.ul paddingStart="4">
          {others.map((problem) => (
            <li key={`${problem.field}:${problem.rule}`}>
              {intl.formatMessage({ id: 'catalogApproval.checks.problem' }, { field: fieldText(intl, problem.field, attributes), rule: ruleText(intl, problem.rule) })}
            </li>
          ))}
        </chakra.ul>
      )}
      {attributes.length > 0 && (
        <ResultRows
          rows={attributes}
          rowKey={(attribute) => attribute.code}
          columns={[
            {
              header: 'catalogApproval.checks.attribute',
              cell: (attribute) => {
                const name = attribute.name ?? intl.formatMessage({ id: 'catalogApproval.checks.unknownAttribute' });
                return attribute.required ? intl.formatMessage({ id: 'catalogApproval.checks.requiredMark' }, { name }) : name;
              },
            },
            { header: 'catalogApproval.checks.value', cell: (attribute) => valueText(intl, attribute.value, attribute.unit) },
            {
              header: 'catalogApproval.checks.verdict',
              card: 'badge',
              cell: (attribute) => (
                <Badge colorPalette={attribute.problem ? 'red' : 'green'} variant="subtle">
                  {attribute.problem ? ruleText(intl, attribute.problem) : intl.formatMessage({ id: 'catalogApproval.checks.passes' })}
                </Badge>
              ),
            },
          ]}
          caption={intl.formatMessage({ id: 'catalogApproval.checks.caption' })}
          cardHeading="h3"
        />
      )}
    </Section>
  );
}

/** One side of a change, as people read it. */
function changeValue(intl: IntlShape, format: Formats, change: FieldChange, value: FieldChange['before']): string {
  if (value === null) return intl.formatMessage({ id: 'catalogApproval.value.none' });
  if (change.field === 'price' && typeof value === 'number') return format.money(value);
  if (change.field === 'offer' && typeof value === 'object' && !Array.isArray(value)) {
    const offer = value as Offer;
    return intl.formatMessage({ id: 'catalogApproval.changes.offerValue' }, { price: format.money(offer.price), from: format.calendarDay(offer.from), to: format.calendarDay(offer.to) });
  }
  if (change.field === 'images' && Array.isArray(value)) return intl.formatMessage({ id: 'catalogApproval.changes.images' }, { count: value.length });
  if (Array.isArray(value)) return value.join(', ');
  return valueText(intl, value as AttributeCheck['value']);
}

const CHANGE_FIELDS: Record<string, string> = {
  title: 'catalogApproval.field.title',
  description: 'catalogApproval.field.description',
  category: 'catalogApproval.changes.category',
  brand: 'catalogApproval.changes.brand',
  price: 'catalogApproval.field.price',
  offer: 'catalogApproval.field.offer',
  images: 'catalogApproval.field.images',
  variants: 'catalogApproval.changes.variants',
};

/** What the revision changes from the one on sale; a new product has nothing to compare with. */
export function RevisionChanges({ review }: { review: ProductReview }) {
  const intl = useIntl();
  const format = useFormats();
  const { changes } = review;
  return (
    <Section title={<FormattedMessage id="catalogApproval.changes.title" />}>
      {changes === null ? (
        <Text>
          <FormattedMessage id="catalogApproval.changes.new" />
        </Text>
      ) : changes.length === 0 ? (
        <Text>
          <FormattedMessage id="catalogApproval.changes.none" />
        </Text>
      ) : (
        <ResultRows
          rows={changes}
          rowKey={(change) => change.field}
          columns={[
            {
              header: 'catalogApproval.changes.field',
              cell: (change) =>
                CHANGE_FIELDS[change.field]
                  ? intl.formatMessage({ id: CHANGE_FIELDS[change.field] })
                  : (change.name ?? intl.formatMessage({ id: 'catalogApproval.checks.unknownAttribute' })),
            },
            { header: 'catalogApproval.changes.before', cell: (change) => <chakra.span whiteSpace="pre-line">{changeValue(intl, format, change, change.before)}</chakra.span> },
            { header: 'catalogApproval.changes.after', cell: (change) => <chakra.span whiteSpace="pre-line">{changeValue(intl, format, change, change.after)}</chakra.span> },
          ]}
          caption={intl.formatMessage({ id: 'catalogApproval.changes.caption' })}
          cardHeading="h3"
        />
      )}
    </Section>
  );
}

/** Every decision on the product, the latest first, with why and (for staff) who. */
export function Decisions({ decisions }: { decisions: readonly DecisionRecord[] }) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <Section title={<FormattedMessage id="catalogApproval.decisions.title" />}>
      {decisions.length === 0 ? (
        <Text>
          <FormattedMessage id="catalogApproval.decisions.none" />
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0">
          {decisions.map((decision) => (
            <chakra.li key={decision.revision} borderStartWidth="2px" borderColor={decision.decision === 'approved' ? 'green.solid' : 'red.solid'} paddingStart="3">
              <Text fontWeight="semibold">
                <FormattedMessage id={`catalogApproval.decisions.${decision.decision}`} values={{ revision: decision.revision }} />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {decision.reviewerName
                  ? intl.formatMessage({ id: 'catalogApproval.decisions.whenBy' }, { at: format.dateTime(decision.decidedAt), name: decision.reviewerName })
                  : intl.formatMessage({ id: 'catalogApproval.decisions.when' }, { at: format.dateTime(decision.decidedAt) })}
              </Text>
              {decision.reasonText && <Text fontSize="sm">{decision.reasonText}</Text>}
              {decision.note && <Text fontSize="sm">{decision.note}</Text>}
            </chakra.li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
