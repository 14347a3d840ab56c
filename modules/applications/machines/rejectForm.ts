/**
 * The reason of a rejection, which the applicant reads in the mail: the portal's form chart
 * (machines/form) with the contract's rule (10 to 500 characters, surrounding spaces aside, as the
 * server counts them). A valid press hands the reason to the application's chart, which sends it;
 * an invalid one shows the error and keeps the focus on the field.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';

/** The fewest characters of a reason (spaces around it aside) and the most the contract takes. */
export const REJECT_REASON_MIN_LENGTH = 10;
export const REJECT_REASON_MAX_LENGTH = 500;

export interface RejectValues {
  reason: string;
}

export const EMPTY_REJECTION: RejectValues = { reason: '' };

type RejectErrorId = 'applications.reject.error.required' | 'applications.reject.error.tooShort' | 'applications.reject.error.tooLong';

/** The first rule a reason breaks, if any. */
export function rejectReasonProblem(reason: string): RejectErrorId | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'applications.reject.error.required';
  if (trimmed.length < REJECT_REASON_MIN_LENGTH) return 'applications.reject.error.tooShort';
  if (reason.length > REJECT_REASON_MAX_LENGTH) return 'applications.reject.error.tooLong';
  return undefined;
}

export const rejectForm: FormDefinition<RejectValues, null, RejectErrorId> = {
  id: 'rejectForm',
  fields: ['reason'],
  validate: (values) => ({ reason: rejectReasonProblem(values.reason) }),
  // The error waits until the field is left: a reason being typed is not wrong yet.
  touchOn: 'blur',
  // "Rechazar" can always be pressed: a press on an empty form says what is missing.
  revealOnPress: true,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid reason is given. */
export const rejectFormMachine = createFormMachine<RejectValues, null, RejectErrorId, RejectValues>(rejectForm);

export const rejectFormSelectors = createFormSelectors(rejectForm);
