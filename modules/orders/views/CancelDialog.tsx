/**
 * "No puedo cumplir": the dialog that asks why the order cannot be fulfilled. Its form is the
 * order chart's child (the portal's form chart); once sent, the dialog stays with what was chosen,
 * disabled, until the server answers. Open while the chart is `asking` for the cancel (or applying the
 * cancel it sent); Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { CountedText, ReasonChoice } from '../../../src/views/kit/DialogFields.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, cancelFormSelectors, EMPTY_CANCEL, type cancelFormMachine, type CancelValues } from '../machines/cancelForm.ts';
import { ORDER_ACTIONS, type orderDetailMachine } from '../machines/orderDetail.machine.ts';
import type { OrderAction } from '../machines/orders.types.ts';

export interface CancelDialogProps {
  order: ActorRefFrom<typeof orderDetailMachine>;
  orderNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

const FORM_ID = 'orders-cancel-form';

const cancelDialog = dialogSelectorsOf<OrderAction, CancelValues, ActorRefFrom<typeof cancelFormMachine>>(ORDER_ACTIONS, 'cancel');

export function CancelDialog({ order, orderNumber, finalFocus }: CancelDialogProps) {
  const dialog = useDetailDialog(order, cancelDialog, cancelFormSelectors, EMPTY_CANCEL);
  const { form } = dialog;
  return (
    <DetailActionDialog
      dialog={dialog}
      module="orders"
      failedTitleId="orders.cancel.failed"
      title={<FormattedMessage id="orders.cancel.title" values={{ orderNumber }} />}
      description={<FormattedMessage id="orders.cancel.consequences" />}
      backLabel={<FormattedMessage id="orders.cancel.back" />}
      confirmLabel={<FormattedMessage id="orders.cancel.submit" />}
      confirmPalette="red"
      canConfirm={form.canSubmit}
      finalFocus={finalFocus}
      formId={FORM_ID}
    >
      <ReasonChoice
        labelId="orders.cancel.reason"
        reasons={CANCEL_REASONS}
        reasonTextId={(reason) => `orders.cancel.reason.${reason}`}
        value={form.values.reason}
        onChange={(reason) => form.change('reason', reason)}
        error={form.errors.reason}
        disabled={form.sending}
      />
      <CountedText
        labelId="orders.cancel.note"
        helpId="orders.cancel.noteHelp"
        value={form.values.note}
        maxLength={CANCEL_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(note) => form.change('note', note)}
        onBlur={() => form.blur('note')}
        error={form.errors.note}
        required={form.values.reason === 'other'}
        disabled={form.sending}
      />
    </DetailActionDialog>
  );
}
