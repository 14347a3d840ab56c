/**
 * A product's own page: its title and status, why it stands there (the reviewer's reason, a revision
 * in progress while the approved one sells, required attributes it now lacks), what its seller may
 * do now (Editar, Enviar a revisión, Pausar, Reanudar) or what is missing before it can be sent, and
 * what it holds: price and offer, category, attributes and variants. A projection of its chart.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Card, chakra, Flex, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { actionButtonsOf, dialogActionOf, sameActionButtons, selectSubmitting, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ProductProblem } from '../../../shared/catalog/productRules.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
import { Fact } from '../../../src/views/kit/Fact.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows } from '../../../src/views/kit/ResultRows.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { Category } from '../machines/catalog.types.ts';
import {
  allowsProduct,
  hasUnsentRevision,
  isSendable,
  PRODUCT_ACTIONS,
  reviewProblemsOf,
  type ProductAction,
  type productDetailMachine,
  type ProductView,
} from '../machines/productDetail.machine.ts';
import type { Product } from '../machines/products.types.ts';
import { imagePath } from '../productFormFlows.ts';

type Variant = Product['content']['variants'][number];
import { ProductStatusBadge } from './ProductStatusBadge.tsx';

type PageRef = ActorRefFrom<typeof productDetailMachine>;
type Snapshot = SnapshotFrom<typeof productDetailMachine>;

const asDetail = (snapshot: Snapshot) => snapshot as unknown as DetailSnapshot<ProductView, ProductAction>;
const PRODUCT_ACTION_ORDER: readonly ProductAction[] = ['submit', 'resume', 'pause'];
/** The operation of the permission table each action calls: a screen offers only what the session's permissions grant. */
const OPERATION: Readonly<Record<ProductAction, string>> = { submit: 'submitProduct', pause: 'pauseProduct', resume: 'resumeProduct' };
const actionButtons = actionButtonsOf<ProductView, ProductAction>(PRODUCT_ACTION_ORDER, allowsProduct);
const selectButtons = (snapshot: Snapshot) => actionButtons(asDetail(snapshot));
const dialogAction = dialogActionOf(PRODUCT_ACTIONS);
const selectDialog = (snapshot: Snapshot) => dialogAction(asDetail(snapshot));
const selectSending = (snapshot: Snapshot) => selectSubmitting(asDetail(snapshot)) !== null;

const LOOK: Record<ProductAction, { colorPalette: string; variant: 'solid' | 'outline' | 'ghost' }> = {
  submit: { colorPalette: 'brand', variant: 'solid' },
  resume: { colorPalette: 'green', variant: 'outline' },
  pause: { colorPalette: 'gray', variant: 'outline' },
};

const NOTICE: ActionNoticeTexts<ProductAction> = {
  done: (action) => `pim.product.done.${action}`,
  conflict: { title: 'pim.product.conflict.title', reloading: 'pim.product.conflict.reloading', reloaded: 'pim.product.conflict.reloaded' },
  refused: (action) => `pim.product.refused.${action ?? 'submit'}`,
};

export interface ProductDetailPageProps {
  logic: typeof productDetailMachine;
  productId: number;
  /** Where "Volver a productos" goes: the list as it was left. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function ProductDetailPage({ logic, productId, backHref, host }: ProductDetailPageProps) {
  const { sellerId, permissions } = host.session;
  const isSeller = sellerId !== null;
  const may = PRODUCT_ACTION_ORDER.filter((action) => permissions.includes(OPERATION[action]));
  const mayEdit = isSeller && permissions.includes('updateProduct');
  return (
    <DetailChartFrame module="pim" logic={logic} input={{ productId, isSeller, may }} backHref={backHref} host={host}>
      {(page) => <LoadedProduct page={page} isSeller={isSeller} mayEdit={mayEdit} mayRequest={isSeller && may.includes('submit')} onOpen={(href) => host.navigate(href)} />}
    </DetailChartFrame>
  );
}

interface LoadedProductProps {
  page: PageRef;
  isSeller: boolean;
  /** The person may edit the product (its "Editar"), and send it to review (what it lacks for that). */
  mayEdit: boolean;
  mayRequest: boolean;
  onOpen: (href: string) => void;
}

function LoadedProduct({ page, isSeller, mayEdit, mayRequest, onOpen }: LoadedProductProps) {
  const intl = useIntl();
  const format = useFormats();
  const { detail, notice, headingRef, noticeRef, actionsRef, finalFocus } = useLoadedDetail(page);
  const buttons = useSelector(page, selectButtons, sameActionButtons);
  if (!detail) return null;
  const { product, category } = detail;
  const content = product.content;
  const missing = mayRequest && isSendable(product) ? reviewProblemsOf(detail) : [];
  return (
    <Stack gap="5">
      <DetailHeading
        headingRef={headingRef}
        title={content.title || intl.formatMessage({ id: 'pim.product.untitled' })}
        badge={<ProductStatusBadge status={product.status} size="lg" />}
        subtitle={
          <FormattedMessage
            id={isSeller ? 'pim.product.subtitle' : 'pim.product.subtitleWithSeller'}
            values={{ updated: format.dateTime(product.updatedAt), seller: product.sellerName, revision: product.revision }}
          />
        }
      />
      <StatusExplanation product={product} category={category} />
      {notice && <ActionNotice ref={noticeRef} module="pim" notice={notice} texts={NOTICE} />}
      <Flex gap="2" wrap="wrap" align="center">
        {mayEdit && product.status !== 'pending' && (
          <PortalLink href={`/pim/products/${product.id}/edit`} onOpen={onOpen}>
            <FormattedMessage id="pim.product.edit" />
          </PortalLink>
        )}
        <DetailActions
          label={intl.formatMessage({ id: 'pim.product.actions' })}
          buttons={buttons}
          look={LOOK}
          textId={(action) => `pim.product.action.${action}`}
          onPress={(action) => page.send({ type: 'action.start', action })}
          buttonRef={actionsRef}
        />
      </Flex>
      {missing.length > 0 && <MissingForReview problems={missing} category={category} />}
      <ProductFacts product={product} category={category} />
      <ConfirmDialog page={page} finalFocus={finalFocus} />
    </Stack>
  );
}

/** Why the product stands where it does, in the seller's words. */
function StatusExplanation({ product, category }: { product: Product; category: Category | null }) {
  const attributeName = (code: string) => category?.attributes.find((attribute) => attribute.code === code)?.name ?? code;
  return (
    <Stack gap="3">
      {product.rejection && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="pim.product.rejected" values={{ reason: product.rejection.text }} />
            </Alert.Title>
            {product.rejection.note && <Alert.Description>{product.rejection.note}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {product.published !== null && hasUnsentRevision(product) && product.status !== 'pending' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="pim.product.revisionInProgress" />
          </Alert.Title>
        </Alert.Root>
      )}
      {product.status === 'pending' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={product.published === null ? 'pim.product.inReview' : 'pim.product.inReviewOnSale'} />
          </Alert.Title>
        </Alert.Root>
      )}
      {product.missingRequired.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="pim.product.missingRequired" values={{ names: product.missingRequired.map(attributeName).join(', ') }} />
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** What a product lacks before it may be sent to review, each named as the form names it. */
function MissingForReview({ problems, category }: { problems: readonly ProductProblem[]; category: Category | null }) {
  const intl = useIntl();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="pim.product.missing.title" />
        </Alert.Title>
        <List.Root ps="4">
          {problems.map((problem) => (
            <List.Item key={`${problem.field}:${problem.rule}`}>{problemLine(intl, problem, category)}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A rule's verdict on a field, as a line a seller reads ("Marca: obligatoria para enviar a revisión"). */
export function problemLine(intl: IntlShape, { field, rule }: ProductProblem, category: Category | null): string {
  const parts = field.split('.');
  const attribute = (code: string) => category?.attributes.find((one) => one.code === code)?.name ?? code;
  let where: string;
  if (parts[0] === 'attributes') where = attribute(parts[1] ?? '');
  else if (parts[0] === 'variants' && parts.length > 1) {
    const variant = intl.formatMessage({ id: 'pim.product.variantNumber' }, { number: Number(parts[1]) + 1 });
    where = parts[2] === 'attributes' ? `${variant}, ${attribute(parts[3] ?? '')}` : `${variant}, ${intl.formatMessage({ id: 'pim.product.field.sku' })}`;
  } else where = intl.formatMessage({ id: `pim.product.field.${parts.join('.')}` });
  return `${where}: ${intl.formatMessage({ id: `pim.product.rule.${rule}` })}`;
}

/** The product's content: price, category, brand, description, attributes and variants. */
function ProductFacts({ product, category }: { product: Product; category: Category | null }) {
  const intl = useIntl();
  const format = useFormats();
  const { content } = product;
  const attributeOf = (code: string) => category?.attributes.find((one) => one.code === code);
  const attributeName = (code: string) => attributeOf(code)?.name ?? code;
  // A number reads in the shown language with its unit (13,5 %, 320 litros), a yes/no in words.
  const valueText = (value: string | number | boolean, code: string) => {
    if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'pim.product.yes' : 'pim.product.no' });
    if (typeof value === 'number') return [intl.formatNumber(value), attributeOf(code)?.unit].filter(Boolean).join(' ');
    return value;
  };
  const variantCodes = [...new Set(content.variants.flatMap((variant) => Object.keys(variant.attributes)))];
  return (
    <Stack gap="4">
      {content.images.length > 0 && (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={intl.formatMessage({ id: 'pim.product.field.images' })}>
          {content.images.map((key, index) => (
            <Box as="li" key={key} width="24" borderWidth="1px" borderRadius="md" padding="1" bg="bg.panel">
              <Image
                src={imagePath(key, 'thumb')}
                alt={intl.formatMessage({ id: index === 0 ? 'pim.product.imageCover' : 'pim.product.image' }, { position: index + 1 })}
                width="full"
                aspectRatio="1"
                objectFit="contain"
              />
            </Box>
          ))}
        </Flex>
      )}
      <Card.Root>
        <Card.Body>
          <Stack as="dl" gap="2">
            <Fact label="pim.product.field.price">
              {content.offer ? (
                <FormattedMessage
                  id="pim.product.offer"
                  values={{ offer: format.money(content.offer.price), price: format.money(content.price), from: format.calendarDay(content.offer.from), to: format.calendarDay(content.offer.to) }}
                />
              ) : (
                format.money(content.price)
              )}
            </Fact>
            <Fact label="pim.product.field.categoryId">{category?.name ?? '—'}</Fact>
            <Fact label="pim.product.field.onSale">
              <FormattedMessage id={product.onSale ? 'pim.product.yes' : 'pim.product.no'} />
            </Fact>
            {Object.entries(content.attributes).map(([code, value]) => (
              <NamedFact key={code} name={attributeName(code)}>
                {valueText(value, code)}
              </NamedFact>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      {content.description && (
        <Box>
          <Heading as="h2" size="md" mb="2">
            <FormattedMessage id="pim.product.field.description" />
          </Heading>
          {/* Plain text, drawn as text: whatever a seller typed never becomes markup. */}
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {content.description}
          </Text>
        </Box>
      )}
      <Box>
        <Heading as="h2" size="md" mb="2">
          <FormattedMessage id="pim.product.variants" values={{ count: content.variants.length }} />
        </Heading>
        <ResultRows
          rows={content.variants}
          rowKey={(variant) => variant.sku}
          columns={[
            { header: 'pim.product.field.sku', nowrap: true, cell: (variant) => variant.sku },
            ...variantCodes.map((code) => ({
              header: `attribute:${code}`,
              headerText: attributeName(code),
              cell: (variant: Variant) => (code in variant.attributes ? valueText(variant.attributes[code]!, code) : '—'),
            })),
          ]}
          caption={intl.formatMessage({ id: 'pim.product.variants' }, { count: content.variants.length })}
          cardHeading="h3"
        />
      </Box>
    </Stack>
  );
}

/**
 * A fact named by the catalogue team (an attribute's name as its category gives it), not by the
 * portal's words: the kit's Fact would look the name up as a message id.
 */
function NamedFact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{name}</chakra.dt>
      <chakra.dd margin="0">{children}</chakra.dd>
    </>
  );
}

/** "Enviar a revisión" and "Pausar" ask first; the dialog stays, disabled, until the answer. */
function ConfirmDialog({ page, finalFocus }: { page: PageRef; finalFocus: () => HTMLElement | null }) {
  const action = useSelector(page, selectDialog);
  const sending = useSelector(page, selectSending);
  const shown = action ?? 'submit';
  return (
    <ActionDialog
      open={action !== null}
      sending={sending}
      onClose={() => page.send({ type: 'action.close' })}
      onConfirm={() => page.send({ type: 'action.confirm' })}
      title={<FormattedMessage id={`pim.product.confirm.${shown}.title`} />}
      description={<FormattedMessage id={`pim.product.confirm.${shown}.text`} />}
      confirmLabel={<FormattedMessage id={`pim.product.action.${shown}`} />}
      confirmPalette={shown === 'pause' ? 'gray' : 'brand'}
      finalFocus={finalFocus}
    />
  );
}
