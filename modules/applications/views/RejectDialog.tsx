/**
 * The rejection dialog: why the application is rejected, in words the applicant reads in the mail.
 * Its form is the application chart's child (the portal's form chart); a press without a reason
 * says what is missing and keeps the focus on the field. Once sent, the dialog stays with the reason,
 * disabled, until the server answers; a failure brings it back with the reason as typed. Escape, a
 * click outside and "Volver" close it, except while it is sending.
 */

import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { CountedText } from '../../../src/views/kit/DialogFields.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { APPLICATION_ACTIONS, type ApplicationAction, type applicationDetailMachine } from '../machines/applicationDetail.machine.ts';
import { EMPTY_REJECTION, REJECT_REASON_MAX_LENGTH, rejectFormSelectors, type rejectFormMachine, type RejectValues } from '../machines/rejectForm.ts';

type DetailRef = ActorRefFrom<typeof applicationDetailMachine>;

const rejectDialog = dialogSelectorsOf<ApplicationAction, RejectValues, ActorRefFrom<typeof rejectFormMachine>>(APPLICATION_ACTIONS, 'reject');

export interface RejectDialogProps {
  detailRef: DetailRef;
  businessName: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function RejectDialog({ detailRef, businessName, finalFocus }: RejectDialogProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const dialog = useDetailDialog(detailRef, rejectDialog, rejectFormSelectors, EMPTY_REJECTION, { reason: input });
  const { form } = dialog;
  return (
    <DetailActionDialog
      dialog={dialog}
      module="applications"
      failedTitleId="applications.reject.failed"
      title={<FormattedMessage id="applications.reject.title" values={{ businessName }} />}
      description={<FormattedMessage id="applications.reject.consequences" />}
      backLabel={<FormattedMessage id="applications.reject.back" />}
      confirmLabel={<FormattedMessage id="applications.reject.submit" />}
      confirmPalette="red"
      // A press without a reason says what is missing: the button is never disabled for the rules.
      canConfirm={!form.sending}
      finalFocus={finalFocus}
    >
      <CountedText
        labelId="applications.reject.reason"
        helpId="applications.reject.reasonHelp"
        inputRef={input}
        value={form.values.reason}
        maxLength={REJECT_REASON_MAX_LENGTH}
        rows={4}
        onChange={(reason) => form.change('reason', reason)}
        onBlur={() => form.blur('reason')}
        error={form.errors.reason}
        required
        disabled={form.sending}
      />
    </DetailActionDialog>
  );
}
