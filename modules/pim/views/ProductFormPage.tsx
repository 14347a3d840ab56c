/**
 * /pim/products/new and /pim/products/<id>/edit: a projection of the product editor's chart. A new
 * product's category is chosen first (departments group their categories; the list narrows by a
 * name); then the form asks the category's attributes, the variants with their SKUs and the price.
 * Each value shows its problem under it (the shared rules, or the server's refusal), and nothing
 * typed is lost to another category, a refusal, a failure or a conflict.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Alert, Badge, Box, Button, chakra, CloseButton, Field, Flex, Heading, Image, Input, Link, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { moduleHome } from '../../../shared/modules/moduleRoutes.ts';
import { FormField } from '../../../src/views/form/FormField.tsx';
import { RefusableSubmitButton } from '../../../src/views/form/RefusableSubmitButton.tsx';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { formatMoney } from '../../../src/views/kit/format.ts';
import { NotFoundPage } from '../../../src/views/kit/NotFoundPage.tsx';
import { plainClick } from '../../../src/views/links/plainClick.ts';
import type { FormSnapshot } from '../../../machines/form/form.selectors.ts';
import { nameKey } from '../machines/catalogText.ts';
import type { Attribute, Category } from '../machines/catalog.types.ts';
import { choosableCategory, chosenCategoryOf, isOffered, type productEditorMachine } from '../machines/productEditor.machine.ts';
import {
  addVariant,
  askedAttributes,
  contentOf,
  droppedAttributeCodes,
  editAttribute,
  editVariant,
  pesosOf,
  productErrors,
  productFormSelectors as selectors,
  removeVariant,
  setVarying,
  variantPath,
  type ProductFormFacts,
  type ProductFormValues,
} from '../machines/productForm.ts';
import type { Product } from '../machines/products.types.ts';
import type { ProductFormFlows } from '../productFormFlows.ts';
import { imagePath, productPath } from '../productFormFlows.ts';
import { Notice, Problem, RetryButton, Waiting } from './parts.tsx';

type EditorRef = ReturnType<typeof useActorRef<typeof productEditorMachine>>;
type Snapshot = ReturnType<EditorRef['getSnapshot']>;
type Form = NonNullable<Snapshot['children']['productForm']>;
type FormState = FormSnapshot<ProductFormValues, ProductFormFacts>;

const selectScreen = (snapshot: Snapshot) => {
  for (const state of ['loading', 'loadFailed', 'notFound', 'underReview', 'choosingCategory', 'confirmingCategory', 'waitingForImages', 'saving', 'saveFailed', 'saved'] as const) {
    if (snapshot.matches(state)) return state;
  }
  if (snapshot.matches({ conflict: 'reloading' })) return 'reloading';
  if (snapshot.matches({ conflict: 'shown' })) return 'conflict';
  return snapshot.matches({ editing: 'refused' }) ? 'refused' : 'editing';
};
const selectTree = (snapshot: Snapshot) => snapshot.context.tree;
const selectChosen = (snapshot: Snapshot) => chosenCategoryOf(snapshot.context);
const selectPending = (snapshot: Snapshot) => choosableCategory(snapshot.context.tree, snapshot.context.pendingCategoryId);
const selectFilter = (snapshot: Snapshot) => snapshot.context.categoryFilter;
const selectProblem = (snapshot: Snapshot) => snapshot.context.problem;
const selectProduct = (snapshot: Snapshot) => snapshot.context.product;
const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
const selectForm = (snapshot: Snapshot) => snapshot.children.productForm;
const selectValues = (snapshot: FormState) => snapshot.context.values;
const selectFacts = (snapshot: FormState) => snapshot.context.facts;
const selectTouched = (snapshot: FormState) => snapshot.context.touched;
const selectImages = (snapshot: Snapshot) => snapshot.context.images;
const selectUploads = (snapshot: Snapshot) => snapshot.context.uploads;
const selectMayGoBack = (snapshot: Snapshot) => snapshot.can({ type: 'category.cancel' }) && snapshot.matches('choosingCategory');

export interface ProductFormPageProps {
  flows: ProductFormFlows;
  /** The product edited; null for a new one. */
  productId: number | null;
  host: ModuleHost;
}

export function ProductFormPage({ flows, productId, host }: ProductFormPageProps) {
  const editor = useActorRef(flows.productEditor, { input: { productId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(editor, selectScreen);
  const problem = useSelector(editor, selectProblem);
  const form = useSelector(editor, selectForm);
  const chosen = useSelector(editor, selectChosen);
  const open = (to: string) => host.navigate(to);
  if (screen === 'notFound') {
    return <NotFoundPage home={moduleHome('pim')} onOpen={open} words={{ title: 'pim.productForm.notFound.title', text: 'pim.productForm.notFound.text' }} />;
  }
  return (
    <Stack gap="5" maxWidth="3xl" minWidth="0">
      <Heading as="h1" size="2xl">
        <FormattedMessage id={productId === null ? 'pim.productForm.new.title' : 'pim.productForm.edit.title'} />
      </Heading>
      {screen === 'loading' && <Waiting id="pim.productForm.loading" />}
      {screen === 'loadFailed' && (
        <Problem titleId="pim.productForm.loadFailed" code={problem}>
          <RetryButton onClick={() => editor.send({ type: 'editor.retry' })} />
        </Problem>
      )}
      {screen === 'underReview' && (
        <Stack gap="3" align="flex-start">
          <Notice status="info">
            <FormattedMessage id="pim.productForm.underReview" />
          </Notice>
          {productId !== null && <PageLink to={productPath(productId)} onOpen={open} textId="pim.productForm.backToProduct" />}
        </Stack>
      )}
      {(screen === 'choosingCategory' || screen === 'confirmingCategory') && <CategoryChooser editor={editor} />}
      {screen === 'waitingForImages' && <Waiting id="pim.productForm.waitingForImages" />}
      {screen === 'saving' && <Waiting id="pim.productForm.saving" />}
      {screen === 'saveFailed' && (
        <Problem titleId="pim.productForm.saveFailed" code={problem}>
          <RetryButton onClick={() => editor.send({ type: 'editor.retry' })} />
          <Button variant="ghost" onClick={() => editor.send({ type: 'editor.edit' })}>
            <FormattedMessage id="pim.productForm.keepEditing" />
          </Button>
        </Problem>
      )}
      {screen === 'reloading' && <Waiting id="pim.productForm.conflict.reloading" />}
      {screen === 'conflict' && <Conflict editor={editor} />}
      {screen === 'refused' && (
        <Notice status="error">
          <FormattedMessage id={problem === 'CATEGORY_NOT_USABLE' ? 'pim.productForm.refused.CATEGORY_NOT_USABLE' : 'pim.productForm.refused'} />
        </Notice>
      )}
      {form && chosen && <ProductFields form={form} editor={editor} category={chosen} refused={screen === 'refused'} />}
    </Stack>
  );
}

/** A link inside the portal: a plain click opens it without reloading. */
function PageLink({ to, onOpen, textId }: { to: string; onOpen: (to: string) => void; textId: string }) {
  return (
    <Link
      href={to}
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(to);
      }}
    >
      <FormattedMessage id={textId} />
    </Link>
  );
}

// The category, first --------------------------------------------------------------------------

/** The departments with their offered categories whose name (or department's) holds `text`, case and accents aside. */
function choicesOf(tree: readonly Category[], text: string): { department: Category; categories: Category[] }[] {
  const wanted = nameKey(text);
  return tree
    .filter((record) => record.parentId === null && record.active)
    .map((department) => {
      const all = tree.filter((record) => record.parentId === department.id && isOffered(tree, record));
      const departmentMatches = nameKey(department.name).includes(wanted);
      return { department, categories: departmentMatches ? all : all.filter((category) => nameKey(category.name).includes(wanted)) };
    })
    .filter((group) => group.categories.length > 0);
}

function CategoryChooser({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const tree = useSelector(editor, selectTree) ?? [];
  const filter = useSelector(editor, selectFilter);
  const pending = useSelector(editor, selectPending);
  const mayGoBack = useSelector(editor, selectMayGoBack);
  const filterId = useId();
  const groups = choicesOf(tree, filter);
  const count = groups.reduce((sum, group) => sum + group.categories.length, 0);
  if (pending) {
    return (
      <Stack gap="3" as="section" aria-labelledby={`${filterId}-confirm`}>
        <Heading as="h2" size="lg" id={`${filterId}-confirm`}>
          <FormattedMessage id="pim.productForm.category.confirm.title" values={{ name: pending.name }} />
        </Heading>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="pim.productForm.category.confirm.text" values={{ name: pending.name }} />
          </Alert.Title>
        </Alert.Root>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={() => editor.send({ type: 'category.confirm' })}>
            <FormattedMessage id="pim.productForm.category.confirm" values={{ name: pending.name }} />
          </Button>
          <Button variant="outline" onClick={() => editor.send({ type: 'category.cancel' })}>
            <FormattedMessage id="pim.productForm.category.chooseAgain" />
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack gap="4" as="section" aria-labelledby={`${filterId}-title`}>
      <Heading as="h2" size="lg" id={`${filterId}-title`}>
        <FormattedMessage id="pim.productForm.category.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="pim.productForm.category.intro" />
      </Text>
      {mayGoBack && (
        <Box>
          <Button variant="outline" onClick={() => editor.send({ type: 'category.cancel' })}>
            <FormattedMessage id="pim.productForm.category.back" />
          </Button>
        </Box>
      )}
      <FormField label={intl.formatMessage({ id: 'pim.productForm.category.filter' })} error={undefined}>
        {() => (
          <Input
            type="search"
            value={filter}
            autoComplete="off"
            maxLength={60}
            aria-controls={`${filterId}-list`}
            onChange={(event) => editor.send({ type: 'category.filter', text: event.currentTarget.value })}
          />
        )}
      </FormField>
      <Text role="status" color="fg.muted">
        {count === 0 ? <FormattedMessage id="pim.productForm.category.noMatch" values={{ text: filter }} /> : <FormattedMessage id="pim.productForm.category.count" values={{ count }} />}
      </Text>
      <Stack gap="4" id={`${filterId}-list`}>
        {groups.map(({ department, categories }) => (
          <Box as="section" key={department.id} aria-labelledby={`${filterId}-d${department.id}`}>
            <Heading as="h3" size="sm" id={`${filterId}-d${department.id}`} marginBottom="2">
              {department.name}
            </Heading>
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Button size="sm" variant="outline" whiteSpace="normal" height="auto" minHeight="8" paddingY="1" onClick={() => editor.send({ type: 'category.choose', categoryId: category.id })}>
                    {category.name}
                  </Button>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

// The form ---------------------------------------------------------------------------------------

/** The id of a value's input, from its path (`variants.v2.sku`), so a refused press can move the focus to it. */
const inputIdOf = (formId: string, path: string) => `${formId}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * A ref to the first input of the attributes or the variants whose value has an error, read when
 * the form asks for the focus (the inputs of those lists come and go with the values).
 */
function nestedRef(form: Form, formId: string, prefix: 'attributes.' | 'variants.'): RefObject<HTMLElement | null> {
  return {
    get current() {
      const { values, facts } = form.getSnapshot().context;
      const paths = Object.keys(productErrors(values, facts)).filter((path) => path.startsWith(prefix));
      const inputs = paths.map((path) => document.getElementById(inputIdOf(formId, path))).filter((input): input is HTMLElement => input !== null);
      // The one met first on the page.
      return inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null;
    },
  };
}

function ProductFields({ form, editor, category, refused }: { form: Form; editor: EditorRef; category: Category; refused: boolean }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save brings the form back with the refusals under their values: the focus goes to the first.
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const formId = useId();
  const values = useSelector(form, selectValues);
  const facts = useSelector(form, selectFacts);
  const touched = useSelector(form, selectTouched);
  const product = useSelector(editor, selectProduct);
  const title = useFormField(form, selectors, 'title');
  const brand = useFormField(form, selectors, 'brandId');
  const description = useFormField(form, selectors, 'description');
  const price = useFormField(form, selectors, 'price');
  const offerPrice = useFormField(form, selectors, 'offerPrice');
  const offerFrom = useFormField(form, selectors, 'offerFrom');
  const offerTo = useFormField(form, selectors, 'offerTo');
  const { canSubmit, onSubmit } = useFormSubmit(form, selectors);
  const refs = {
    title: useRef<HTMLInputElement>(null),
    brandId: useRef<HTMLSelectElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    price: useRef<HTMLInputElement>(null),
    offerPrice: useRef<HTMLInputElement>(null),
    offerFrom: useRef<HTMLInputElement>(null),
    offerTo: useRef<HTMLInputElement>(null),
  };
  useFocusOnInvalid(form, { ...refs, attributes: nestedRef(form, formId, 'attributes.'), variants: nestedRef(form, formId, 'variants.') });
  const change = (patch: Partial<ProductFormValues>) => form.send({ type: 'form.change', values: patch });
  const errors = productErrors(values, facts);
  const attributeError = (path: string) => (touched.attributes ? errors[path] : undefined);
  const variantError = (path: string) => (touched.variants ? errors[path] : undefined);
  const asked = askedAttributes(category);
  const varying = asked.filter((attribute) => values.varying.includes(attribute.code));
  // Only the product's own category can have retired attributes it holds values of; another one chosen was confirmed.
  const dropped = product && product.content.categoryId === category.id ? droppedAttributeCodes(product, category) : [];
  const droppedNames = dropped.map((code) => category.attributes.find((attribute) => attribute.code === code)?.name ?? code);
  const amount = (text: string) => {
    const pesos = pesosOf(text);
    return Number.isInteger(pesos) && pesos > 0 ? t('pim.productForm.price.shown', { amount: formatMoney(intl, pesos) }) : null;
  };
  return (
    <chakra.form ref={formRef} noValidate aria-label={t('pim.productForm.form')} onSubmit={onSubmit} minWidth="0">
      <Stack gap="5">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <Text>
            <FormattedMessage id="pim.productForm.category.label" />: <chakra.strong>{category.name}</chakra.strong>
          </Text>
          <Button size="sm" variant="outline" onClick={() => editor.send({ type: 'category.change' })}>
            <FormattedMessage id="pim.productForm.category.change" />
          </Button>
        </Flex>
        {dropped.length > 0 && (
          <Notice status="info">
            <FormattedMessage id="pim.productForm.dropped" values={{ names: intl.formatList(droppedNames) }} />
          </Notice>
        )}
        <FormField label={t('pim.productForm.field.title')} error={title.error} required after={<Hint>{t('pim.productForm.field.title.hint')}</Hint>}>
          {(errorId) => <Input ref={refs.title} value={title.value} maxLength={120} autoComplete="off" aria-describedby={errorId} onChange={(event) => title.onChange(event.currentTarget.value)} onBlur={title.onBlur} />}
        </FormField>
        <FormField label={t('pim.productForm.field.brand')} error={brand.error} after={<Hint>{t('pim.productForm.field.brand.hint')}</Hint>}>
          {(errorId) => (
            <NativeSelect.Root>
              <NativeSelect.Field ref={refs.brandId} value={brand.value} aria-describedby={errorId} onChange={(event) => brand.onChange(event.currentTarget.value)} onBlur={brand.onBlur}>
                <option value="">{t('pim.productForm.field.brand.none')}</option>
                {facts.brands.map((one) => (
                  <option key={one.id} value={String(one.id)}>
                    {one.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField label={t('pim.productForm.field.description')} error={description.error} after={<Hint>{t('pim.productForm.field.description.hint')}</Hint>}>
          {(errorId) => (
            <Textarea ref={refs.description} value={description.value} rows={5} maxLength={5000} aria-describedby={errorId} onChange={(event) => description.onChange(event.currentTarget.value)} onBlur={description.onBlur} />
          )}
        </FormField>
        <ImagesArea editor={editor} />
        <FormField label={t('pim.productForm.field.price')} error={price.error} required after={<Hint>{amount(price.value) ?? t('pim.productForm.field.price.hint')}</Hint>}>
          {(errorId) => (
            <Input ref={refs.price} value={price.value} inputMode="numeric" maxLength={15} autoComplete="off" aria-describedby={errorId} onChange={(event) => price.onChange(event.currentTarget.value)} onBlur={price.onBlur} />
          )}
        </FormField>
        <Stack gap="3">
          <Checkbox checked={values.offerOn} onChange={(offerOn) => change({ offerOn })}>
            {t('pim.productForm.field.offerOn')}
          </Checkbox>
          {values.offerOn && (
            <Stack gap="3" paddingStart={{ base: '0', md: '6' }}>
              <FormField label={t('pim.productForm.field.offerPrice')} error={offerPrice.error} required after={amount(offerPrice.value) && <Hint>{amount(offerPrice.value)}</Hint>}>
                {(errorId) => (
                  <Input ref={refs.offerPrice} value={offerPrice.value} inputMode="numeric" maxLength={15} autoComplete="off" aria-describedby={errorId} onChange={(event) => offerPrice.onChange(event.currentTarget.value)} onBlur={offerPrice.onBlur} />
                )}
              </FormField>
              <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
                <FormField label={t('pim.productForm.field.offerFrom')} error={offerFrom.error} required>
                  {(errorId) => <Input ref={refs.offerFrom} type="date" value={offerFrom.value} aria-describedby={errorId} onChange={(event) => offerFrom.onChange(event.currentTarget.value)} onBlur={offerFrom.onBlur} />}
                </FormField>
                <FormField label={t('pim.productForm.field.offerTo')} error={offerTo.error} required>
                  {(errorId) => <Input ref={refs.offerTo} type="date" value={offerTo.value} aria-describedby={errorId} onChange={(event) => offerTo.onChange(event.currentTarget.value)} onBlur={offerTo.onBlur} />}
                </FormField>
              </Flex>
            </Stack>
          )}
        </Stack>

        <Box as="section" minWidth="0" aria-labelledby={`${formId}-attributes`}>
          <Heading as="h2" size="md" marginBottom="3" id={`${formId}-attributes`}>
            <FormattedMessage id="pim.productForm.attributes" />
          </Heading>
          {asked.length === 0 && (
            <Text color="fg.muted">
              <FormattedMessage id="pim.productForm.attributes.none" />
            </Text>
          )}
          <Stack gap="4">
            {asked.map((attribute) => {
              const varies = values.varying.includes(attribute.code);
              const path = `attributes.${attribute.code}`;
              return (
                <Stack key={attribute.code} gap="2" borderWidth="1px" borderRadius="md" padding="3">
                  {varies ? (
                    <Text fontWeight="medium">
                      {labelOf(intl, attribute)} <chakra.span color="fg.muted" fontWeight="normal">— {t('pim.productForm.varies.shown')}</chakra.span>
                    </Text>
                  ) : (
                    <AttributeInput
                      attribute={attribute}
                      id={inputIdOf(formId, path)}
                      value={values.attributes[attribute.code] ?? ''}
                      error={attributeError(path)}
                      onChange={(text) => change(editAttribute(values, attribute.code, text))}
                      onBlur={() => form.send({ type: 'form.blur', field: 'attributes' })}
                    />
                  )}
                  <Checkbox checked={varies} onChange={(on) => change(setVarying(values, attribute.code, on, asked.map((one) => one.code)))}>
                    {t('pim.productForm.varies', { name: attribute.name })}
                  </Checkbox>
                </Stack>
              );
            })}
          </Stack>
        </Box>

        <Box as="section" minWidth="0" aria-labelledby={`${formId}-variants`}>
          <Heading as="h2" size="md" marginBottom="1" id={`${formId}-variants`}>
            <FormattedMessage id="pim.productForm.variants" />
          </Heading>
          <Text color="fg.muted" marginBottom="3">
            <FormattedMessage id="pim.productForm.variants.intro" />
          </Text>
          <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
            {values.variants.map((variant, index) => {
              const name = t('pim.productForm.variant', { position: index + 1 });
              return (
                <Box as="li" key={variant.key} borderWidth="1px" borderRadius="md" padding="3" aria-label={name}>
                  <Stack gap="3">
                    <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{name}</Text>
                      {values.variants.length > 1 && (
                        <Button size="xs" variant="outline" onClick={() => change(removeVariant(values, variant.key))}>
                          {t('pim.productForm.variant.remove', { position: index + 1 })}
                        </Button>
                      )}
                    </Flex>
                    <NestedField label={t('pim.productForm.field.sku')} id={inputIdOf(formId, variantPath(variant.key, 'sku'))} error={variantError(variantPath(variant.key, 'sku'))} required>
                      {(props) => (
                        <Input
                          {...props}
                          value={variant.sku}
                          maxLength={64}
                          autoComplete="off"
                          onChange={(event) => change(editVariant(values, variant.key, { sku: event.currentTarget.value }))}
                          onBlur={() => form.send({ type: 'form.blur', field: 'variants' })}
                        />
                      )}
                    </NestedField>
                    {varying.map((attribute) => {
                      const path = variantPath(variant.key, `attributes.${attribute.code}`);
                      return (
                        <AttributeInput
                          key={attribute.code}
                          attribute={attribute}
                          id={inputIdOf(formId, path)}
                          value={variant.values[attribute.code] ?? ''}
                          error={variantError(path)}
                          onChange={(text) => change(editVariant(values, variant.key, { code: attribute.code, value: text }))}
                          onBlur={() => form.send({ type: 'form.blur', field: 'variants' })}
                        />
                      );
                    })}
                  </Stack>
                </Box>
              );
            })}
          </chakra.ol>
          <Button marginTop="3" variant="outline" onClick={() => change(addVariant(values))}>
            <FormattedMessage id="pim.productForm.variant.add" />
          </Button>
        </Box>
        <RefusableSubmitButton canSubmit={canSubmit} submitting={false} label={t('pim.productForm.save')} loadingText={t('pim.productForm.saving')} />
      </Stack>
    </chakra.form>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <chakra.label display="flex" gap="2" alignItems="center" minHeight="8">
      <chakra.input type="checkbox" width="4" height="4" flexShrink="0" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{children}</span>
    </chakra.label>
  );
}

/** An attribute's label: its name, with its unit when it has one. */
const labelOf = (intl: ReturnType<typeof useIntl>, attribute: Attribute) =>
  attribute.unit ? intl.formatMessage({ id: 'pim.productForm.attribute.unit' }, { name: attribute.name, unit: attribute.unit }) : attribute.name;

/**
 * A value inside the attributes or the variants: its input's id comes from the value's path (the
 * focus finds it), its label, hint and error tied to it.
 */
function NestedField({
  label,
  id,
  error,
  required,
  hint,
  children,
}: {
  label: string;
  id: string;
  error: string | undefined;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Field.Root invalid={error !== undefined} required={required ?? false} ids={{ errorText: errorId, helperText: hintId }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <Field.HelperText fontSize="sm" color="fg.muted">
          {hint}
        </Field.HelperText>
      )}
      {error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}

/** An attribute's value, by its kind: text, number, one of a list, yes or no. */
function AttributeInput({ attribute, id, value, error, onChange, onBlur }: { attribute: Attribute; id: string; value: string; error: string | undefined; onChange: (text: string) => void; onBlur: () => void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const hint = attribute.required ? t('pim.productForm.requiredForReview') : undefined;
  const choices = attribute.kind === 'list' ? attribute.allowedValues.map((one) => [one, one]) : attribute.kind === 'boolean' ? [['yes', t('pim.productForm.yes')], ['no', t('pim.productForm.no')]] : null;
  return (
    <NestedField label={labelOf(intl, attribute)} id={id} error={error} {...(hint ? { hint } : {})}>
      {(props) =>
        choices ? (
          <NativeSelect.Root>
            <NativeSelect.Field {...props} value={value} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur}>
              <option value="">{t('pim.productForm.unset')}</option>
              {choices.map(([one, text]) => (
                <option key={one} value={one}>
                  {text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Input {...props} value={value} maxLength={200} autoComplete="off" inputMode={attribute.kind === 'number' ? 'decimal' : 'text'} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} />
        )
      }
    </NestedField>
  );
}

// The images --------------------------------------------------------------------------------------

const IMAGE_PROBLEMS = ['IMAGE_NOT_AN_IMAGE', 'IMAGE_TOO_SMALL', 'IMAGE_TOO_BIG', 'IMAGE_TOO_LARGE', 'PAYLOAD_TOO_LARGE', 'TOO_MANY'];

/** The product's images in order (the first the cover), each moved or removed; files picked are uploaded one by one. */
function ImagesArea({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const images = useSelector(editor, selectImages);
  const uploads = useSelector(editor, selectUploads);
  const headingId = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box as="section" minWidth="0" aria-labelledby={headingId}>
      <Heading as="h2" size="md" marginBottom="1" id={headingId}>
        <FormattedMessage id="pim.productForm.images" />
      </Heading>
      <Text color="fg.muted" marginBottom="3">
        <FormattedMessage id="pim.productForm.images.intro" />
      </Text>
      {images.length > 0 && (
        <chakra.ol listStyleType="none" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="3" marginBottom="3">
          {images.map((key, index) => {
            const position = index + 1;
            return (
              <Stack as="li" key={key} gap="2" borderWidth="1px" borderRadius="md" padding="2" aria-label={t('pim.productForm.image', { position })} minWidth="0">
                <Image src={imagePath(key, 'thumb')} alt={t('pim.productForm.image', { position })} width="full" aspectRatio="1" objectFit="contain" />
                {index === 0 && (
                  <Badge colorPalette="brand" alignSelf="flex-start">
                    <FormattedMessage id="pim.productForm.image.cover" />
                  </Badge>
                )}
                <Flex gap="1" wrap="wrap">
                  <Button size="xs" variant="outline" disabled={index === 0} aria-label={t('pim.productForm.image.earlier', { position })} onClick={() => editor.send({ type: 'image.move', key, by: -1 })}>
                    ←
                  </Button>
                  <Button size="xs" variant="outline" disabled={index === images.length - 1} aria-label={t('pim.productForm.image.later', { position })} onClick={() => editor.send({ type: 'image.move', key, by: 1 })}>
                    →
                  </Button>
                  <Button size="xs" variant="outline" aria-label={t('pim.productForm.image.remove', { position })} onClick={() => editor.send({ type: 'image.remove', key })}>
                    <FormattedMessage id="pim.productForm.image.removeShort" />
                  </Button>
                </Flex>
              </Stack>
            );
          })}
        </chakra.ol>
      )}
      {uploads.length > 0 && (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" marginBottom="3">
          {uploads.map((upload) =>
            upload.status === 'uploading' ? (
              <Flex as="li" key={upload.id} gap="2" align="center" role="status" overflowWrap="anywhere">
                <Spinner size="sm" />
                <Text>{t('pim.productForm.image.uploading', { name: upload.fileName })}</Text>
              </Flex>
            ) : (
              <Alert.Root as="li" key={upload.id} status="error" role="alert" alignItems="center">
                <Alert.Indicator />
                <Alert.Title flex="1" overflowWrap="anywhere">
                  {t('pim.productForm.image.refused', {
                    name: upload.fileName,
                    reason: t(`pim.productForm.image.error.${IMAGE_PROBLEMS.includes(upload.problem ?? '') ? upload.problem : 'other'}`),
                  })}
                </Alert.Title>
                <CloseButton size="sm" aria-label={t('pim.productForm.image.dismiss', { name: upload.fileName })} onClick={() => editor.send({ type: 'image.dismiss', uploadId: upload.id })} />
              </Alert.Root>
            ),
          )}
        </chakra.ul>
      )}
      <chakra.input
        ref={picker}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        display="none"
        aria-label={t('pim.productForm.image.add')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same file may be picked again later (after a refusal, say).
          event.currentTarget.value = '';
          if (files.length > 0) editor.send({ type: 'images.add', files });
        }}
      />
      <Button variant="outline" onClick={() => picker.current?.click()}>
        <FormattedMessage id="pim.productForm.image.add" />
      </Button>
    </Box>
  );
}

// A conflict -------------------------------------------------------------------------------------

function Summary({ label, title, price, skus }: { label: string; title: string; price: number; skus: readonly string[] }) {
  const intl = useIntl();
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderRadius="md" padding="3" flex="1" minWidth="0">
      <Heading as="h2" size="sm" marginBottom="2">
        {label}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" overflowWrap="anywhere">
        <dt>{intl.formatMessage({ id: 'pim.productForm.field.title' })}</dt>
        <dd>{title}</dd>
        <dt>{intl.formatMessage({ id: 'pim.productForm.field.price' })}</dt>
        <dd>{Number.isInteger(price) ? formatMoney(intl, price) : '—'}</dd>
        <dt>{intl.formatMessage({ id: 'pim.productForm.skus' })}</dt>
        <dd>{skus.join(', ')}</dd>
      </chakra.dl>
    </Box>
  );
}

function Conflict({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const theirs: Product | null = useSelector(editor, selectProduct);
  const draft = useSelector(editor, selectDraft);
  const chosen = useSelector(editor, selectChosen);
  const mine = draft && chosen ? contentOf(draft, { category: chosen, brands: [] }) : null;
  return (
    <Stack gap="3">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="pim.productForm.conflict" />
        </Alert.Title>
      </Alert.Root>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        {theirs && (
          <Summary label={intl.formatMessage({ id: 'pim.productForm.theirs' })} title={theirs.content.title} price={theirs.content.price} skus={theirs.content.variants.map((variant) => variant.sku)} />
        )}
        {mine && <Summary label={intl.formatMessage({ id: 'pim.productForm.mine' })} title={mine.title} price={mine.price} skus={mine.variants.map((variant) => variant.sku)} />}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => editor.send({ type: 'conflict.reapply' })}>
          <FormattedMessage id="pim.productForm.reapply" />
        </Button>
        <Button variant="outline" onClick={() => editor.send({ type: 'conflict.takeTheirs' })}>
          <FormattedMessage id="pim.productForm.takeTheirs" />
        </Button>
      </Flex>
    </Stack>
  );
}
