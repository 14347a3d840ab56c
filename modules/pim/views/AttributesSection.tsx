/**
 * Configuración PIM > Atributos: a projection of the attribute editor's chart. The category is
 * chosen from the tree (departments group their categories); its attributes are edited as one list
 * (each row's fields, a list's values, the order) and saved as a whole. Every edit is a change of
 * the form's list, made by the form's pure edits; each problem shows on its row's field.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, chakra, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { formatDay } from '../../../src/views/kit/format.ts';
import type { FormSnapshot } from '../../../machines/form/form.selectors.ts';
import { chosenCategoryOf, type attributeEditorMachine } from '../machines/attributeEditor.machine.ts';
import {
  addAttribute,
  addValue,
  ATTRIBUTE_KINDS,
  attributeRowErrors,
  editAttribute,
  moveAttribute,
  moveValue,
  removeAttribute,
  removeValue,
  setAttributeActive,
  type AttributeListFacts,
  type AttributeListValues,
  type AttributeRow,
  type AttributeRowErrors,
} from '../machines/attributeForm.ts';
import { Notice, Problem, RetryButton, Waiting } from './parts.tsx';

type EditorRef = ReturnType<typeof useActorRef<typeof attributeEditorMachine>>;
type Snapshot = ReturnType<EditorRef['getSnapshot']>;
type Form = NonNullable<Snapshot['children']['attributeForm']>;
type FormState = FormSnapshot<AttributeListValues, AttributeListFacts>;

const selectScreen = (snapshot: Snapshot) => {
  for (const state of ['loading', 'loadFailed', 'choosing', 'saving', 'failed'] as const) if (snapshot.matches(state)) return state;
  if (snapshot.matches({ conflict: 'reloading' })) return 'reloading';
  if (snapshot.matches({ conflict: 'shown' })) return 'conflict';
  if (snapshot.matches({ editing: 'saved' })) return 'saved';
  if (snapshot.matches({ editing: 'refused' })) return 'refused';
  return 'editing';
};

export function AttributesSection({ logic, categoryId, host }: { logic: typeof attributeEditorMachine; categoryId: number | null; host: Pick<ModuleHost, 'inspect'> }) {
  const intl = useIntl();
  const editor = useActorRef(logic, { input: { categoryId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(editor, selectScreen);
  const tree = useSelector(editor, (snapshot) => snapshot.context.tree);
  const chosen = useSelector(editor, (snapshot) => chosenCategoryOf(snapshot.context));
  const problem = useSelector(editor, (snapshot) => snapshot.context.problem);
  const form = useSelector(editor, (snapshot) => snapshot.children.attributeForm);
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  const mayChoose = useSelector(editor, (snapshot) => (chosen ? snapshot.can({ type: 'category.choose', categoryId: chosen.id }) : snapshot.matches('choosing')));
  const selectId = useId();
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        <FormattedMessage id="pim.attributes.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="pim.attributes.intro" />
      </Text>
      {screen === 'loading' && <Waiting id="pim.attributes.loading" />}
      {screen === 'loadFailed' && (
        <Problem titleId="pim.attributes.loadFailed" code={problem}>
          <RetryButton onClick={() => editor.send({ type: 'editor.retry' })} />
        </Problem>
      )}
      {/* The field says whether a choice is taken now: a select reads it from its field before its own root. */}
      {tree && (
        <Field.Root maxWidth="md" disabled={!mayChoose}>
          <Field.Label htmlFor={selectId}>
            <FormattedMessage id="pim.attributes.category" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={selectId} value={chosen ? String(chosen.id) : ''} onChange={(event) => editor.send({ type: 'category.choose', categoryId: Number(event.currentTarget.value) })}>
              <option value="" disabled>
                {intl.formatMessage({ id: 'pim.attributes.chooseCategory' })}
              </option>
              {tree
                .filter((record) => record.parentId === null)
                .map((department) => (
                  <optgroup key={department.id} label={department.name}>
                    {tree
                      .filter((record) => record.parentId === department.id)
                      .map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {screen === 'saved' && (
        <Notice status="success">
          <FormattedMessage id="pim.attributes.saved" values={{ name: chosen?.name ?? '' }} />
        </Notice>
      )}
      {screen === 'refused' && (
        <Notice status="error">
          <FormattedMessage id="pim.attributes.refused" />
        </Notice>
      )}
      {screen === 'saving' && <Waiting id="pim.attributes.saving" />}
      {screen === 'reloading' && <Waiting id="pim.conflict.reloading" />}
      {screen === 'failed' && (
        <Problem titleId="pim.attributes.saveFailed" code={problem}>
          <RetryButton onClick={() => editor.send({ type: 'editor.retry' })} />
          <Button variant="ghost" onClick={() => editor.send({ type: 'editor.edit' })}>
            <FormattedMessage id="pim.attributes.keepEditing" />
          </Button>
        </Problem>
      )}
      {screen === 'conflict' && (
        <Stack gap="3">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="pim.attributes.conflict" values={{ name: chosen?.name ?? '' }} />
            </Alert.Title>
          </Alert.Root>
          <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
            <NamedList label={intl.formatMessage({ id: 'pim.attributes.theirs' })} items={(chosen?.attributes ?? []).map(({ code, name, active }) => ({ key: code, name, active }))} />
            <NamedList label={intl.formatMessage({ id: 'pim.attributes.yours' })} items={(draft ?? []).map(({ key, name, active }, index) => ({ key, name: name.trim() || intl.formatMessage({ id: 'pim.attributes.new' }, { position: index + 1 }), active }))} />
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button colorPalette="brand" onClick={() => editor.send({ type: 'conflict.reapply' })}>
              <FormattedMessage id="pim.attributes.reapply" />
            </Button>
            <Button variant="outline" onClick={() => editor.send({ type: 'conflict.takeTheirs' })}>
              <FormattedMessage id="pim.attributes.takeTheirs" />
            </Button>
          </Flex>
        </Stack>
      )}
      {screen === 'choosing' && (
        <Text>
          <FormattedMessage id="pim.attributes.none" />
        </Text>
      )}
      {form && <AttributeList form={form} />}
    </Stack>
  );
}

/** One side of a conflict: the attributes by name, in their order, the retired ones said so. */
function NamedList({ label, items }: { label: string; items: { key: string; name: string; active: boolean }[] }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} flex="1" borderWidth="1px" borderRadius="md" padding="3">
      <Heading as="h3" size="sm" id={headingId}>
        {label}
      </Heading>
      <chakra.ol paddingStart="5" marginTop="2">
        {items.map((item) => (
          <li key={item.key}>
            {item.name}
            {!item.active && (
              <>
                {' '}
                <Badge colorPalette="gray" variant="subtle">
                  <FormattedMessage id="pim.retired" />
                </Badge>
              </>
            )}
          </li>
        ))}
      </chakra.ol>
    </Box>
  );
}

function AttributeList({ form }: { form: Form }) {
  const intl = useIntl();
  const rows = useSelector(form, (snapshot: FormState) => snapshot.context.values.attributes);
  const facts = useSelector(form, (snapshot: FormState) => snapshot.context.facts);
  const revealed = useSelector(form, (snapshot: FormState) => snapshot.context.touched.attributes === true);
  const unchanged = useSelector(form, (snapshot: FormState) => snapshot.context.touched.attributes === true && JSON.stringify(snapshot.context.values) === JSON.stringify(snapshot.context.initial));
  const errors = attributeRowErrors(rows, facts);
  const change = (attributes: AttributeRow[]) => form.send({ type: 'form.change', values: { attributes } });
  // A press the form refused: the focus goes to the first field in error, once the errors are drawn.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const subscription = form.on('form.invalid', () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()));
    return () => subscription.unsubscribe();
  }, [form]);
  return (
    <chakra.form
      ref={formRef}
      noValidate
      aria-label={intl.formatMessage({ id: 'pim.attributes.form' })}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.attempt' });
      }}
      // Leaving the list shows every row's errors, as leaving a field does on any other form.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.send({ type: 'form.blur', field: 'attributes' });
      }}
    >
      <Stack gap="4">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="pim.attributes.requiredNote" />
          </Alert.Description>
        </Alert.Root>
        {rows.length === 0 && (
          <Text>
            <FormattedMessage id="pim.attributes.empty" />
          </Text>
        )}
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
          {rows.map((row, index) => (
            <AttributeEditorRow
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              errors={revealed || row.edited ? errors[index]! : {}}
              edit={(edit) => change(edit(rows))}
            />
          ))}
        </chakra.ol>
        {unchanged && (
          <Text color="fg.muted" role="status">
            <FormattedMessage id="pim.attributes.error.unchanged" />
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => change(addAttribute(rows))}>
            <FormattedMessage id="pim.attributes.add" />
          </Button>
          <Button type="submit" colorPalette="brand">
            <FormattedMessage id="pim.attributes.save" />
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

interface RowProps {
  row: AttributeRow;
  index: number;
  count: number;
  errors: AttributeRowErrors;
  edit: (edit: (rows: AttributeRow[]) => AttributeRow[]) => void;
}

function RowField({ label, error, children }: { label: string; error: string | undefined; children: (props: { id: string; 'aria-describedby'?: string }) => ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {children({ id, ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && <Field.ErrorText id={errorId}>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}

function AttributeEditorRow({ row, index, count, errors, edit }: RowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = row.name.trim() || t('pim.attributes.new', { position: index + 1 });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" padding="3" aria-label={title}>
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Flex gap="2" align="center">
            <Text fontWeight="semibold">{title}</Text>
            {!row.active && (
              <Badge colorPalette="gray" variant="subtle">
                <FormattedMessage id="pim.retired" />
              </Badge>
            )}
          </Flex>
          <Flex gap="1" wrap="wrap">
            <Button size="xs" variant="outline" disabled={index === 0} aria-label={t('pim.attributes.moveUp.named', { name: title })} onClick={() => edit((rows) => moveAttribute(rows, index, -1))}>
              <FormattedMessage id="pim.moveUp" />
            </Button>
            <Button size="xs" variant="outline" disabled={index === count - 1} aria-label={t('pim.attributes.moveDown.named', { name: title })} onClick={() => edit((rows) => moveAttribute(rows, index, 1))}>
              <FormattedMessage id="pim.moveDown" />
            </Button>
            {row.stored ? (
              <Button size="xs" variant="outline" aria-label={t(row.active ? 'pim.attributes.retire.named' : 'pim.attributes.reactivate.named', { name: title })} onClick={() => edit((rows) => setAttributeActive(rows, index, !row.active))}>
                <FormattedMessage id={row.active ? 'pim.retire' : 'pim.reactivate'} />
              </Button>
            ) : (
              <Button size="xs" variant="outline" aria-label={t('pim.attributes.remove.named', { name: title })} onClick={() => edit((rows) => removeAttribute(rows, index))}>
                <FormattedMessage id="pim.attributes.remove" />
              </Button>
            )}
          </Flex>
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <RowField label={t('pim.field.attributeName')} error={errors.name}>
            {(props) => <Input {...props} value={row.name} maxLength={60} autoComplete="off" onChange={(event) => edit((rows) => editAttribute(rows, index, { name: event.currentTarget.value }))} />}
          </RowField>
          <RowField label={t('pim.field.attributeCode')} error={errors.code}>
            {(props) => <Input {...props} value={row.code} maxLength={40} readOnly={row.stored} autoComplete="off" onChange={(event) => edit((rows) => editAttribute(rows, index, { code: event.currentTarget.value }))} />}
          </RowField>
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <RowField label={t('pim.field.kind')} error={errors.kind}>
            {(props) =>
              row.stored ? (
                <Input {...props} value={t(`pim.kind.${row.kind}`)} readOnly />
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field {...props} value={row.kind} onChange={(event) => edit((rows) => editAttribute(rows, index, { kind: event.currentTarget.value as AttributeRow['kind'] }))}>
                    {ATTRIBUTE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`pim.kind.${kind}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )
            }
          </RowField>
          {row.kind === 'number' && (
            <RowField label={t('pim.field.unit')} error={errors.unit}>
              {(props) => <Input {...props} value={row.unit} maxLength={20} autoComplete="off" onChange={(event) => edit((rows) => editAttribute(rows, index, { unit: event.currentTarget.value }))} />}
            </RowField>
          )}
          <chakra.label display="flex" gap="2" alignItems="center" minHeight="10">
            <chakra.input type="checkbox" width="4" height="4" checked={row.required} onChange={(event) => edit((rows) => editAttribute(rows, index, { required: event.currentTarget.checked }))} />
            <FormattedMessage id="pim.field.required" />
          </chakra.label>
        </Flex>
        {row.required && row.requiredSince && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="pim.attributes.requiredSince" values={{ day: formatDay(intl, row.requiredSince) }} />
          </Text>
        )}
        {row.kind === 'list' && <AllowedValues row={row} index={index} error={errors.allowedValues} edit={edit} />}
      </Stack>
    </Box>
  );
}

function AllowedValues({ row, index, error, edit }: { row: AttributeRow; index: number; error: string | undefined; edit: RowProps['edit'] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorId = useId();
  const inputId = useId();
  return (
    <Box as="fieldset" aria-describedby={error ? errorId : undefined}>
      <Text as="legend" fontWeight="medium">
        <FormattedMessage id="pim.field.allowedValues" />
      </Text>
      <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2" marginY="2">
        {row.allowedValues.map((value, valueIndex) => (
          <Flex as="li" key={value} gap="1" align="center" borderWidth="1px" borderRadius="sm" paddingX="2">
            <Text>{value}</Text>
            <Button size="2xs" variant="ghost" disabled={valueIndex === 0} aria-label={t('pim.attributes.value.moveUp', { value })} onClick={() => edit((rows) => moveValue(rows, index, valueIndex, -1))}>
              ↑
            </Button>
            <Button size="2xs" variant="ghost" disabled={valueIndex === row.allowedValues.length - 1} aria-label={t('pim.attributes.value.moveDown', { value })} onClick={() => edit((rows) => moveValue(rows, index, valueIndex, 1))}>
              ↓
            </Button>
            <Button size="2xs" variant="ghost" aria-label={t('pim.attributes.value.remove', { value })} onClick={() => edit((rows) => removeValue(rows, index, valueIndex))}>
              ×
            </Button>
          </Flex>
        ))}
      </chakra.ul>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {t(error)}
        </Text>
      )}
      <Flex gap="2" align="flex-end" maxWidth="md">
        <Field.Root>
          <Field.Label htmlFor={inputId}>
            <FormattedMessage id="pim.field.newValue" />
          </Field.Label>
          <Input
            id={inputId}
            value={row.newValue}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => edit((rows) => editAttribute(rows, index, { newValue: event.currentTarget.value }))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              edit((rows) => addValue(rows, index));
            }}
          />
        </Field.Root>
        <Button variant="outline" onClick={() => edit((rows) => addValue(rows, index))}>
          <FormattedMessage id="pim.attributes.value.add" />
        </Button>
      </Flex>
    </Box>
  );
}
