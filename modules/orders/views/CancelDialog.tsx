/**
 * "No puedo cumplir": the dialog that asks why the order cannot be fulfilled. Its form is the
 * order chart's child (the portal's form chart); once sent, the dialog stays with what was chosen,
 * disabled, until the server answers. Open while the chart is in `cancelling` (or applying the
 * cancel it sent); Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, cancelFormSelectors, EMPTY_CANCEL } from '../machines/cancelForm.ts';
import type { orderDetailMachine } from '../machines/orderDetail.machine.ts';
import { selectCancelDraft, selectCancelForm, selectCancelProblem, selectIsCancelDialogOpen } from '../machines/orderDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export interface CancelDialogProps {
  order: ActorRefFrom<typeof orderDetailMachine>;
  orderNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

const FORM_ID = 'orders-cancel-form';

export function CancelDialog({ order, orderNumber, finalFocus }: CancelDialogProps) {
  const intl = useIntl();
  const open = useSelector(order, selectIsCancelDialogOpen);
  const problem = useSelector(order, selectCancelProblem);
  const form = useDialogForm(useSelector(order, selectCancelForm), cancelFormSelectors, useSelector(order, selectCancelDraft), EMPTY_CANCEL);
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => order.send({ type: 'cancel.close' })}
      onConfirm={form.submit}
      title={<FormattedMessage id="orders.cancel.title" values={{ orderNumber }} />}
      description={<FormattedMessage id="orders.cancel.consequences" />}
      problem={problem ? { title: <FormattedMessage id="orders.cancel.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'orders', problem) }) } : null}
      backLabel={<FormattedMessage id="orders.cancel.back" />}
      confirmLabel={<FormattedMessage id="orders.cancel.submit" />}
      confirmPalette="red"
      canConfirm={form.canSubmit}
      finalFocus={finalFocus}
      formId={FORM_ID}
    >
      <Stack gap="1">
        <RadioGroup.Root
          value={form.values.reason || null}
          onValueChange={(details) => form.change('reason', CANCEL_REASONS.find((reason) => reason === details.value) ?? '')}
          disabled={form.sending}
        >
          <RadioGroup.Label fontWeight="semibold" marginBottom="2">
            <FormattedMessage id="orders.cancel.reason" />
          </RadioGroup.Label>
          <Stack gap="2">
            {CANCEL_REASONS.map((reason) => (
              <RadioGroup.Item key={reason} value={reason}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{intl.formatMessage({ id: `orders.cancel.reason.${reason}` })}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {form.errors.reason && (
          <Text color="fg.error" fontSize="sm">
            {intl.formatMessage({ id: form.errors.reason })}
          </Text>
        )}
      </Stack>
      <Field.Root invalid={form.errors.note !== undefined} required={form.values.reason === 'other'} disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="orders.cancel.note" />
        </Field.Label>
        <Textarea value={form.values.note} maxLength={CANCEL_NOTE_MAX_LENGTH} rows={3} onChange={(event) => form.change('note', event.currentTarget.value)} onBlur={() => form.blur('note')} />
        <Field.HelperText>
          <FormattedMessage id="orders.cancel.noteHelp" values={{ count: form.values.note.length, max: CANCEL_NOTE_MAX_LENGTH }} />
        </Field.HelperText>
        {form.errors.note && <Field.ErrorText>{intl.formatMessage({ id: form.errors.note })}</Field.ErrorText>}
      </Field.Root>
    </ActionDialog>
  );
}
