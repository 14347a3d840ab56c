/**
 * The form of a rejection: why (one of the reasons the catalogue offers now) and, if the reviewer
 * wants, a note the seller reads beside it. The portal's form chart (machines/form); a valid press
 * hands the values to the review's chart, which sends the rejection.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';

/** The longest note the contract takes. */
export const REJECTION_NOTE_MAX_LENGTH = 1000;

export interface RejectionValues {
  /** A reason's code; '' until one is chosen. */
  reason: string;
  note: string;
}

/** The codes of the reasons offered (the active ones). */
export interface RejectionFacts {
  reasons: readonly string[];
}

export const EMPTY_REJECTION: RejectionValues = { reason: '', note: '' };

type RejectionErrorId = 'catalogApproval.reject.error.reasonRequired' | 'catalogApproval.reject.error.noteTooLong';

export const rejectionForm: FormDefinition<RejectionValues, RejectionFacts, RejectionErrorId> = {
  id: 'rejectionForm',
  fields: ['reason', 'note'],
  validate: (values, facts) => ({
    reason: facts.reasons.includes(values.reason) ? undefined : 'catalogApproval.reject.error.reasonRequired',
    note: values.note.trim().length > REJECTION_NOTE_MAX_LENGTH ? 'catalogApproval.reject.error.noteTooLong' : undefined,
  }),
  touchOn: 'change',
  // The button stays disabled until a reason is chosen.
  revealOnPress: false,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid form is sent. */
export const rejectionFormMachine = createFormMachine<RejectionValues, RejectionFacts, RejectionErrorId, RejectionValues>(rejectionForm);

export const rejectionFormSelectors = createFormSelectors(rejectionForm);
