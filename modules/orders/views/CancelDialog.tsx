/**
 * "No puedo cumplir": the dialog that asks why the order cannot be fulfilled. Its form is the
 * order chart's child (the portal's form chart); once sent, the dialog stays with what was chosen,
 * disabled, until the server answers. Open while the chart is in `cancelling` (or applying the
 * cancel it sent); Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { Alert, Button, Dialog, Field, Portal, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, cancelFormSelectors, EMPTY_CANCEL, type CancelValues } from '../machines/cancelForm.ts';
import type { orderDetailMachine } from '../machines/orderDetail.machine.ts';
import {
  selectCancelDraft,
  selectCancelForm,
  selectCancelProblem,
  selectIsCancelDialogOpen,
  selectIsCancelSending,
  type CancelFormRef,
} from '../machines/orderDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export interface CancelDialogProps {
  order: ActorRefFrom<typeof orderDetailMachine>;
  orderNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

const FORM_ID = 'orders-cancel-form';

export function CancelDialog({ order, orderNumber, finalFocus }: CancelDialogProps) {
  const open = useSelector(order, selectIsCancelDialogOpen);
  const sending = useSelector(order, selectIsCancelSending);
  const form = useSelector(order, selectCancelForm);
  const draft = useSelector(order, selectCancelDraft);
  const close = () => order.send({ type: 'cancel.close' });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="orders.cancel.title" values={{ orderNumber }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? <LiveCancelForm form={form} order={order} /> : <SentCancelForm values={draft ?? EMPTY_CANCEL} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form while the seller fills it in. */
function LiveCancelForm({ form, order }: { form: CancelFormRef; order: CancelDialogProps['order'] }) {
  const reason = useFormField(form, cancelFormSelectors, 'reason');
  const note = useFormField(form, cancelFormSelectors, 'note');
  const canSubmit = useSelector(form, cancelFormSelectors.canSubmit);
  const problem = useSelector(order, selectCancelProblem);
  return (
    <CancelFields
      values={{ reason: reason.value, note: note.value }}
      errors={{ reason: reason.error, note: note.error }}
      problem={problem}
      onReason={reason.onChange}
      onNote={note.onChange}
      onNoteBlur={note.onBlur}
      onSubmit={() => form.send({ type: 'form.attempt' })}
      onClose={() => order.send({ type: 'cancel.close' })}
      canSubmit={canSubmit}
      sending={false}
    />
  );
}

/** The form as it was sent, while the server answers. */
function SentCancelForm({ values }: { values: CancelValues }) {
  const ignore = () => {};
  return <CancelFields values={values} errors={{}} problem={null} onReason={ignore} onNote={ignore} onNoteBlur={ignore} onSubmit={ignore} onClose={ignore} canSubmit={false} sending />;
}

interface CancelFieldsProps {
  values: CancelValues;
  errors: { reason?: string | undefined; note?: string | undefined };
  problem: string | null;
  onReason: (reason: CancelValues['reason']) => void;
  onNote: (note: string) => void;
  onNoteBlur: () => void;
  onSubmit: () => void;
  onClose: () => void;
  canSubmit: boolean;
  sending: boolean;
}

function CancelFields({ values, errors, problem, onReason, onNote, onNoteBlur, onSubmit, onClose, canSubmit, sending }: CancelFieldsProps) {
  const intl = useIntl();
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id="orders.cancel.consequences" />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="orders.cancel.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'orders', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Stack gap="1">
            <RadioGroup.Root
              value={values.reason || null}
              onValueChange={(details) => onReason(CANCEL_REASONS.find((reason) => reason === details.value) ?? '')}
              disabled={sending}
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
            {errors.reason && (
              <Text color="fg.error" fontSize="sm">
                {intl.formatMessage({ id: errors.reason })}
              </Text>
            )}
          </Stack>
          <Field.Root invalid={errors.note !== undefined} required={values.reason === 'other'} disabled={sending}>
            <Field.Label>
              <FormattedMessage id="orders.cancel.note" />
            </Field.Label>
            <Textarea value={values.note} maxLength={CANCEL_NOTE_MAX_LENGTH} rows={3} onChange={(event) => onNote(event.currentTarget.value)} onBlur={onNoteBlur} />
            <Field.HelperText>
              <FormattedMessage id="orders.cancel.noteHelp" values={{ count: values.note.length, max: CANCEL_NOTE_MAX_LENGTH }} />
            </Field.HelperText>
            {errors.note && <Field.ErrorText>{intl.formatMessage({ id: errors.note })}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          <FormattedMessage id="orders.cancel.back" />
        </Button>
        <Button type="submit" colorPalette="red" disabled={!canSubmit} loading={sending} loadingText={<FormattedMessage id="orders.cancel.submit" />}>
          <FormattedMessage id="orders.cancel.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
