/**
 * The rejection dialog: why the application is rejected, in words the applicant reads in the mail.
 * Its form is the application chart's child (the portal's form chart); a press without a reason
 * says what is missing and keeps the focus on the field. Once sent, the dialog stays with the reason,
 * disabled, until the server answers; a failure brings it back with the reason as typed. Escape, a
 * click outside and "Volver" close it, except while it is sending.
 */

import { useRef } from 'react';
import { Field, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import type { applicationDetailMachine } from '../machines/applicationDetail.machine.ts';
import { selectDraft, selectIsDialogOpen, selectRejectForm, selectRejectProblem } from '../machines/applicationDetail.selectors.ts';
import { EMPTY_REJECTION, REJECT_REASON_MAX_LENGTH, rejectFormSelectors } from '../machines/rejectForm.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type DetailRef = ActorRefFrom<typeof applicationDetailMachine>;

export interface RejectDialogProps {
  detailRef: DetailRef;
  businessName: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function RejectDialog({ detailRef, businessName, finalFocus }: RejectDialogProps) {
  const intl = useIntl();
  const open = useSelector(detailRef, selectIsDialogOpen);
  const problem = useSelector(detailRef, selectRejectProblem);
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useDialogForm(useSelector(detailRef, selectRejectForm), rejectFormSelectors, useSelector(detailRef, selectDraft), EMPTY_REJECTION, { reason: input });
  const { reason } = form.values;
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => detailRef.send({ type: 'reject.close' })}
      onConfirm={form.submit}
      title={<FormattedMessage id="applications.reject.title" values={{ businessName }} />}
      description={<FormattedMessage id="applications.reject.consequences" />}
      problem={problem ? { title: <FormattedMessage id="applications.reject.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'applications', problem) }) } : null}
      backLabel={<FormattedMessage id="applications.reject.back" />}
      confirmLabel={<FormattedMessage id="applications.reject.submit" />}
      confirmPalette="red"
      // A press without a reason says what is missing: the button is never disabled for the rules.
      canConfirm={!form.sending}
      finalFocus={finalFocus}
    >
      <Field.Root invalid={form.errors.reason !== undefined} required disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="applications.reject.reason" />
        </Field.Label>
        <Textarea ref={input} value={reason} maxLength={REJECT_REASON_MAX_LENGTH} rows={4} onChange={(event) => form.change('reason', event.currentTarget.value)} onBlur={() => form.blur('reason')} />
        <Field.HelperText>
          <FormattedMessage id="applications.reject.reasonHelp" values={{ count: reason.length, max: REJECT_REASON_MAX_LENGTH }} />
        </Field.HelperText>
        {form.errors.reason && <Field.ErrorText>{intl.formatMessage({ id: form.errors.reason })}</Field.ErrorText>}
      </Field.Root>
    </ActionDialog>
  );
}
