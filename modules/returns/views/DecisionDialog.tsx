/**
 * The decision dialog: approving asks only for an optional note; rejecting asks why (one of the
 * reasons) and a note, which "Otro motivo" needs. Its form is the return chart's child (the
 * portal's form chart); once sent, the dialog stays with what was chosen, disabled, until the server
 * answers. Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { DECISION_NOTE_MAX_LENGTH, decisionFormSelectors, EMPTY_DECISION, REJECT_REASONS } from '../machines/decisionForm.ts';
import type { returnDetailMachine } from '../machines/returnDetail.machine.ts';
import { selectDecisionForm, selectDecisionProblem, selectDialogDecision, selectDraft, selectIsDialogOpen } from '../machines/returnDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type ReturnRef = ActorRefFrom<typeof returnDetailMachine>;

export interface DecisionDialogProps {
  returnRef: ReturnRef;
  returnNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function DecisionDialog({ returnRef, returnNumber, finalFocus }: DecisionDialogProps) {
  const intl = useIntl();
  const open = useSelector(returnRef, selectIsDialogOpen);
  const problem = useSelector(returnRef, selectDecisionProblem);
  const form = useDialogForm(useSelector(returnRef, selectDecisionForm), decisionFormSelectors, useSelector(returnRef, selectDraft), EMPTY_DECISION);
  const decision = useSelector(returnRef, selectDialogDecision) ?? 'approve';
  const rejecting = decision === 'reject';
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => returnRef.send({ type: 'decision.close' })}
      onConfirm={form.submit}
      title={<FormattedMessage id={`returns.decision.title.${decision}`} values={{ returnNumber }} />}
      description={<FormattedMessage id={`returns.decision.consequences.${decision}`} />}
      problem={problem ? { title: <FormattedMessage id="returns.decision.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'returns', problem) }) } : null}
      backLabel={<FormattedMessage id="returns.decision.back" />}
      confirmLabel={<FormattedMessage id={`returns.decision.submit.${decision}`} />}
      confirmPalette={rejecting ? 'red' : 'brand'}
      canConfirm={form.canSubmit}
      finalFocus={finalFocus}
    >
      {rejecting && (
        <Stack gap="1">
          <RadioGroup.Root value={form.values.reason || null} onValueChange={(details) => form.change('reason', REJECT_REASONS.find((reason) => reason === details.value) ?? '')} disabled={form.sending}>
            <RadioGroup.Label fontWeight="semibold" marginBottom="2">
              <FormattedMessage id="returns.decision.reason" />
            </RadioGroup.Label>
            <Stack gap="2">
              {REJECT_REASONS.map((reason) => (
                <RadioGroup.Item key={reason} value={reason}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{intl.formatMessage({ id: `returns.rejectReason.${reason}` })}</RadioGroup.ItemText>
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
      )}
      <Field.Root invalid={form.errors.note !== undefined} required={rejecting && form.values.reason === 'other'} disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="returns.decision.note" />
        </Field.Label>
        <Textarea value={form.values.note} maxLength={DECISION_NOTE_MAX_LENGTH} rows={3} onChange={(event) => form.change('note', event.currentTarget.value)} onBlur={() => form.blur('note')} />
        <Field.HelperText>
          <FormattedMessage id="returns.decision.noteHelp" values={{ count: form.values.note.length, max: DECISION_NOTE_MAX_LENGTH }} />
        </Field.HelperText>
        {form.errors.note && <Field.ErrorText>{intl.formatMessage({ id: form.errors.note })}</Field.ErrorText>}
      </Field.Root>
    </ActionDialog>
  );
}
