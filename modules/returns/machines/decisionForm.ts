/**
 * The form of a return's decision: for a rejection, why (one of the reasons) and a note, which
 * "Otro motivo" needs; for an approval, an optional note. The portal's form chart (machines/form)
 * with the shared rule the server runs too (decisionInputProblemOf); the decision itself is the
 * form's fact, chosen by the button that opened it. A valid press hands the values to the return's
 * chart, which sends the decision.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { DECISION_NOTE_MAX_LENGTH, decisionInputProblemOf, REJECT_REASONS } from '../../../shared/returns/lifecycle.ts';
import type { RejectReason, ReturnDecision } from './returns.types.ts';

export { DECISION_NOTE_MAX_LENGTH, REJECT_REASONS };

export interface DecisionValues {
  /** '' until one is chosen (and always for an approval). */
  reason: RejectReason | '';
  note: string;
}

export const EMPTY_DECISION: DecisionValues = { reason: '', note: '' };

type DecisionErrorId = 'returns.decision.error.reasonRequired' | 'returns.decision.error.noteRequired' | 'returns.decision.error.noteTooLong';

export const decisionForm: FormDefinition<DecisionValues, ReturnDecision, DecisionErrorId> = {
  id: 'decisionForm',
  fields: (decision) => (decision === 'reject' ? ['reason', 'note'] : ['note']),
  validate: (values, decision) => {
    const problem = decisionInputProblemOf({ decision, reason: values.reason || null, note: values.note });
    return {
      reason: problem === 'REJECT_REASON_REQUIRED' ? 'returns.decision.error.reasonRequired' : undefined,
      note: problem === 'REJECT_NOTE_REQUIRED' ? 'returns.decision.error.noteRequired' : problem === 'NOTE_TOO_LONG' ? 'returns.decision.error.noteTooLong' : undefined,
    };
  },
  touchOn: 'change',
  // The button stays disabled until the form is valid.
  revealOnPress: false,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid form is sent. */
export const decisionFormMachine = createFormMachine<DecisionValues, ReturnDecision, DecisionErrorId, DecisionValues>(decisionForm);

export const decisionFormSelectors = createFormSelectors(decisionForm);
