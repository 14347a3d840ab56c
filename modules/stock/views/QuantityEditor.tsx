/**
 * A row's quantity on hand, set in place: the figure with "Editar", or, for the row being edited, a
 * field with "Guardar" and "Cancelar" bound to the quantity form (the one form pattern). After a
 * conflict the field comes back with the person's figure under a note that says what changed
 * meanwhile, with the row's new figures: "Guardar" applies the figure again against the new version.
 */
import { Alert, Button, chakra, Field, Flex, Input } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import type { quantityEditorMachine } from '../machines/quantityEditor.machine.ts';
import { selectCanOpen, selectConflict, selectOpenLevelId, selectQuantityForm, type QuantityFormRef } from '../machines/quantityEditor.selectors.ts';
import { quantityFormSelectors } from '../machines/quantityForm.ts';
import type { StockLevel } from '../machines/stock.types.ts';

export type EditorRef = ActorRefFrom<typeof quantityEditorMachine>;

/** The on-hand cell: the figure, with "Editar" for whoever may set it, or the open field. */
export function OnHandCell({ row, editor, mayEdit }: { row: StockLevel; editor: EditorRef; mayEdit: boolean }) {
  const intl = useIntl();
  const openId = useSelector(editor, selectOpenLevelId);
  const canOpen = useSelector(editor, selectCanOpen);
  const form = useSelector(editor, selectQuantityForm);
  // Keyed by the form's run: after a conflict a new form opens, and its field takes the focus again.
  if (form && openId === row.id) return <QuantityField key={form.sessionId} row={row} editor={editor} form={form} />;
  return (
    <Flex gap="2" align="center" justify={{ base: 'start', md: 'end' }}>
      <span>{intl.formatNumber(row.onHand)}</span>
      {mayEdit && (
        <Button
          size="xs"
          variant="outline"
          disabled={!canOpen}
          aria-label={intl.formatMessage({ id: 'stock.quantity.editLabel' }, { sku: row.sku, warehouse: row.warehouse.name })}
          onClick={() => editor.send({ type: 'quantity.edit', row })}
        >
          <FormattedMessage id="stock.quantity.edit" />
        </Button>
      )}
    </Flex>
  );
}

function QuantityField({ row, editor, form }: { row: StockLevel; editor: EditorRef; form: QuantityFormRef }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const quantity = useFormField(form, quantityFormSelectors, 'quantity');
  const { canSubmit, submitting, problem, onSubmit } = useFormSubmit(form, quantityFormSelectors);
  const conflict = useSelector(editor, selectConflict);
  useFocusOnInvalid(form, { quantity: input });
  const errorId = `stock-quantity-error-${row.id}`;
  return (
    <chakra.form display="flex" flexDirection="column" gap="2" minWidth="14rem" onSubmit={onSubmit} noValidate textAlign="start">
      {conflict && (
        <Alert.Root status="warning" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="stock.quantity.conflict" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage
                id="stock.quantity.conflictText"
                values={{ onHand: conflict.current.onHand, reserved: conflict.current.reserved, available: conflict.current.available, seenOnHand: conflict.seen.onHand }}
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Field.Root invalid={quantity.error !== undefined}>
        <Field.Label fontSize="xs">
          <FormattedMessage id="stock.quantity.label" values={{ sku: row.sku, warehouse: row.warehouse.name }} />
        </Field.Label>
        <Input
          ref={input}
          size="sm"
          inputMode="numeric"
          autoComplete="off"
          // The field opens focused: "Editar" was pressed to type here.
          autoFocus
          value={quantity.value}
          readOnly={submitting}
          aria-describedby={quantity.error ? errorId : undefined}
          onChange={(event) => quantity.onChange(event.currentTarget.value)}
          onBlur={quantity.onBlur}
        />
        {quantity.error && (
          <chakra.p id={errorId} color="fg.error" fontSize="xs">
            {intl.formatMessage({ id: quantity.error })}
          </chakra.p>
        )}
      </Field.Root>
      {problem && (
        <chakra.p role="alert" color="fg.error" fontSize="xs">
          <FormattedMessage id="stock.quantity.failed" />: {problemText(intl, 'stock', problem)}
        </chakra.p>
      )}
      <Flex gap="2">
        <Button type="submit" size="xs" colorPalette="brand" loading={submitting} aria-disabled={!canSubmit || undefined}>
          <FormattedMessage id="stock.quantity.save" />
        </Button>
        <Button size="xs" variant="outline" disabled={submitting} onClick={() => editor.send({ type: 'quantity.cancel' })}>
          <FormattedMessage id="stock.quantity.cancel" />
        </Button>
      </Flex>
    </chakra.form>
  );
}
