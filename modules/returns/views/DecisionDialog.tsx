/**
 * The decision dialog: approving asks only for an optional note; rejecting asks why (one of the
 * reasons) and a note, which "Otro motivo" needs. Its form is the return chart's child (the
 * portal's form chart); once sent, the dialog stays with what was chosen, disabled, until the server
 * answers. Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { CountedText, ReasonChoice } from '../../../src/views/kit/DialogFields.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { DECISION_NOTE_MAX_LENGTH, decisionFormSelectors, EMPTY_DECISION, REJECT_REASONS, type decisionFormMachine, type DecisionValues } from '../machines/decisionForm.ts';
import { RETURN_ACTIONS, type returnDetailMachine } from '../machines/returnDetail.machine.ts';
import type { ReturnAction } from '../machines/returns.types.ts';

type ReturnRef = ActorRefFrom<typeof returnDetailMachine>;

const decisionDialog = dialogSelectorsOf<ReturnAction, DecisionValues, ActorRefFrom<typeof decisionFormMachine>>(RETURN_ACTIONS, ['approve', 'reject']);
/** The decision last asked about: it stays while the dialog closes. */
const selectDecision = (snapshot: SnapshotFrom<typeof returnDetailMachine>) => (snapshot.context.action === 'reject' ? 'reject' : 'approve');

export interface DecisionDialogProps {
  returnRef: ReturnRef;
  returnNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function DecisionDialog({ returnRef, returnNumber, finalFocus }: DecisionDialogProps) {
  const dialog = useDetailDialog(returnRef, decisionDialog, decisionFormSelectors, EMPTY_DECISION);
  const { form } = dialog;
  const decision = useSelector(returnRef, selectDecision);
  const rejecting = decision === 'reject';
  return (
    <DetailActionDialog
      dialog={dialog}
      module="returns"
      failedTitleId="returns.decision.failed"
      title={<FormattedMessage id={`returns.decision.title.${decision}`} values={{ returnNumber }} />}
      description={<FormattedMessage id={`returns.decision.consequences.${decision}`} />}
      backLabel={<FormattedMessage id="returns.decision.back" />}
      confirmLabel={<FormattedMessage id={`returns.decision.submit.${decision}`} />}
      confirmPalette={rejecting ? 'red' : 'brand'}
      canConfirm={form.canSubmit}
      finalFocus={finalFocus}
    >
      {rejecting && (
        <ReasonChoice
          labelId="returns.decision.reason"
          reasons={REJECT_REASONS}
          reasonTextId={(reason) => `returns.rejectReason.${reason}`}
          value={form.values.reason}
          onChange={(reason) => form.change('reason', reason)}
          error={form.errors.reason}
          disabled={form.sending}
        />
      )}
      <CountedText
        labelId="returns.decision.note"
        helpId="returns.decision.noteHelp"
        value={form.values.note}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(note) => form.change('note', note)}
        onBlur={() => form.blur('note')}
        error={form.errors.note}
        required={rejecting && form.values.reason === 'other'}
        disabled={form.sending}
      />
    </DetailActionDialog>
  );
}
