/**
 * The decision dialog: approving asks only for an optional note; rejecting asks why (one of the
 * reasons) and a note, which "Otro motivo" needs. Its form is the return chart's child (the
 * portal's form chart); once sent, the dialog stays with what was chosen, disabled, until the server
 * answers. Escape, a click outside and "Volver" close it, except while it is sending.
 */
import { Alert, Button, Dialog, Field, Portal, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { DECISION_NOTE_MAX_LENGTH, decisionFormSelectors, EMPTY_DECISION, REJECT_REASONS, type DecisionValues } from '../machines/decisionForm.ts';
import type { returnDetailMachine } from '../machines/returnDetail.machine.ts';
import {
  selectDecisionForm,
  selectDecisionProblem,
  selectDialogDecision,
  selectDraft,
  selectIsDialogOpen,
  selectIsSending,
  type DecisionFormRef,
} from '../machines/returnDetail.selectors.ts';
import type { ReturnDecision } from '../machines/returns.types.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type ReturnRef = ActorRefFrom<typeof returnDetailMachine>;

export interface DecisionDialogProps {
  returnRef: ReturnRef;
  returnNumber: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function DecisionDialog({ returnRef, returnNumber, finalFocus }: DecisionDialogProps) {
  const open = useSelector(returnRef, selectIsDialogOpen);
  const sending = useSelector(returnRef, selectIsSending);
  const form = useSelector(returnRef, selectDecisionForm);
  const draft = useSelector(returnRef, selectDraft);
  const decision = useSelector(returnRef, selectDialogDecision) ?? 'approve';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && returnRef.send({ type: 'decision.close' })}
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
                <FormattedMessage id={`returns.decision.title.${decision}`} values={{ returnNumber }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? <LiveDecisionForm form={form} returnRef={returnRef} decision={decision} /> : <SentDecisionForm values={draft ?? EMPTY_DECISION} decision={decision} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form while the person fills it in. */
function LiveDecisionForm({ form, returnRef, decision }: { form: DecisionFormRef; returnRef: ReturnRef; decision: ReturnDecision }) {
  const reason = useFormField(form, decisionFormSelectors, 'reason');
  const note = useFormField(form, decisionFormSelectors, 'note');
  const canSubmit = useSelector(form, decisionFormSelectors.canSubmit);
  const problem = useSelector(returnRef, selectDecisionProblem);
  return (
    <DecisionFields
      decision={decision}
      values={{ reason: reason.value, note: note.value }}
      errors={{ reason: reason.error, note: note.error }}
      problem={problem}
      onReason={reason.onChange}
      onNote={note.onChange}
      onNoteBlur={note.onBlur}
      onSubmit={() => form.send({ type: 'form.attempt' })}
      onClose={() => returnRef.send({ type: 'decision.close' })}
      canSubmit={canSubmit}
      sending={false}
    />
  );
}

/** The form as it was sent, while the server answers. */
function SentDecisionForm({ values, decision }: { values: DecisionValues; decision: ReturnDecision }) {
  const ignore = () => {};
  return (
    <DecisionFields decision={decision} values={values} errors={{}} problem={null} onReason={ignore} onNote={ignore} onNoteBlur={ignore} onSubmit={ignore} onClose={ignore} canSubmit={false} sending />
  );
}

interface DecisionFieldsProps {
  decision: ReturnDecision;
  values: DecisionValues;
  errors: { reason?: string | undefined; note?: string | undefined };
  problem: string | null;
  onReason: (reason: DecisionValues['reason']) => void;
  onNote: (note: string) => void;
  onNoteBlur: () => void;
  onSubmit: () => void;
  onClose: () => void;
  canSubmit: boolean;
  sending: boolean;
}

function DecisionFields({ decision, values, errors, problem, onReason, onNote, onNoteBlur, onSubmit, onClose, canSubmit, sending }: DecisionFieldsProps) {
  const intl = useIntl();
  const rejecting = decision === 'reject';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id={`returns.decision.consequences.${decision}`} />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="returns.decision.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'returns', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {rejecting && (
            <Stack gap="1">
              <RadioGroup.Root value={values.reason || null} onValueChange={(details) => onReason(REJECT_REASONS.find((reason) => reason === details.value) ?? '')} disabled={sending}>
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
              {errors.reason && (
                <Text color="fg.error" fontSize="sm">
                  {intl.formatMessage({ id: errors.reason })}
                </Text>
              )}
            </Stack>
          )}
          <Field.Root invalid={errors.note !== undefined} required={rejecting && values.reason === 'other'} disabled={sending}>
            <Field.Label>
              <FormattedMessage id="returns.decision.note" />
            </Field.Label>
            <Textarea value={values.note} maxLength={DECISION_NOTE_MAX_LENGTH} rows={3} onChange={(event) => onNote(event.currentTarget.value)} onBlur={onNoteBlur} />
            <Field.HelperText>
              <FormattedMessage id="returns.decision.noteHelp" values={{ count: values.note.length, max: DECISION_NOTE_MAX_LENGTH }} />
            </Field.HelperText>
            {errors.note && <Field.ErrorText>{intl.formatMessage({ id: errors.note })}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          <FormattedMessage id="returns.decision.back" />
        </Button>
        <Button
          type="submit"
          colorPalette={rejecting ? 'red' : 'brand'}
          disabled={!canSubmit}
          loading={sending}
          loadingText={<FormattedMessage id={`returns.decision.submit.${decision}`} />}
        >
          <FormattedMessage id={`returns.decision.submit.${decision}`} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
