/**
 * The rejection's dialog: why (one of the reasons the catalogue offers now, as the seller will read
 * it) and an optional note. Its form is the review chart's child (the portal's form chart); once
 * sent, the dialog stays with what was chosen, disabled, until the server answers.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { CountedText } from '../../../src/views/kit/DialogFields.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { REVIEW_ACTIONS, type productReviewMachine, type ReviewAction } from '../machines/productReview.machine.ts';
import { EMPTY_REJECTION, REJECTION_NOTE_MAX_LENGTH, rejectionFormSelectors, type rejectionFormMachine, type RejectionValues } from '../machines/rejectionForm.ts';
import type { RejectionReason } from '../machines/reviews.types.ts';

type ReviewRef = ActorRefFrom<typeof productReviewMachine>;

const rejectDialog = dialogSelectorsOf<ReviewAction, RejectionValues, ActorRefFrom<typeof rejectionFormMachine>>(REVIEW_ACTIONS, 'reject');

export interface RejectDialogProps {
  reviewRef: ReviewRef;
  reasons: readonly RejectionReason[];
  /** Whether a published revision keeps selling (the dialog says so). */
  published: boolean;
  finalFocus: () => HTMLElement | null;
}

export function RejectDialog({ reviewRef, reasons, published, finalFocus }: RejectDialogProps) {
  const intl = useIntl();
  const dialog = useDetailDialog(reviewRef, rejectDialog, rejectionFormSelectors, EMPTY_REJECTION);
  const { form } = dialog;
  return (
    <DetailActionDialog
      dialog={dialog}
      module="catalogApproval"
      failedTitleId="catalogApproval.reject.failed"
      title={<FormattedMessage id="catalogApproval.reject.title" />}
      description={<FormattedMessage id={published ? 'catalogApproval.reject.textPublished' : 'catalogApproval.reject.text'} />}
      confirmLabel={<FormattedMessage id="catalogApproval.reject.submit" />}
      confirmPalette="red"
      canConfirm={form.canSubmit}
      finalFocus={finalFocus}
    >
      <Field.Root required invalid={form.errors.reason !== undefined} disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="catalogApproval.reject.reason" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.values.reason} onChange={(event) => form.change('reason', event.currentTarget.value)}>
            <option value="">{intl.formatMessage({ id: 'catalogApproval.reject.reason.choose' })}</option>
            {reasons.map((reason) => (
              <option key={reason.code} value={reason.code}>
                {reason.text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {form.errors.reason && <Field.ErrorText>{intl.formatMessage({ id: form.errors.reason })}</Field.ErrorText>}
      </Field.Root>
      <CountedText
        labelId="catalogApproval.reject.note"
        helpId="catalogApproval.reject.noteHelp"
        value={form.values.note}
        maxLength={REJECTION_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(note) => form.change('note', note)}
        onBlur={() => form.blur('note')}
        error={form.errors.note}
        required={false}
        disabled={form.sending}
      />
    </DetailActionDialog>
  );
}
