/**
 * The form of "No puedo cumplir": why the seller cannot fulfil the order (one of four reasons) and,
 * for "Otro motivo", a note of what happened. The portal's form chart (machines/form) with the
 * shared rule the server runs too (transitionInputProblemOf); a valid press hands the values to the
 * order's chart, which sends the cancel.
 */
import { CANCEL_REASONS, transitionInputProblemOf } from '../../../shared/orders/lifecycle.ts';
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import type { CancelReason } from './orders.types.ts';

export { CANCEL_REASONS };

/** The longest note the contract takes. */
export const CANCEL_NOTE_MAX_LENGTH = 500;

export interface CancelValues {
  /** '' until one is chosen. */
  reason: CancelReason | '';
  note: string;
}

export const EMPTY_CANCEL: CancelValues = { reason: '', note: '' };

type CancelErrorId = 'orders.cancel.error.reasonRequired' | 'orders.cancel.error.noteRequired' | 'orders.cancel.error.noteTooLong';

export const cancelForm: FormDefinition<CancelValues, null, CancelErrorId> = {
  id: 'cancelForm',
  fields: ['reason', 'note'],
  validate: (values) => {
    const problem = transitionInputProblemOf({ action: 'cancel', reason: values.reason || null, note: values.note });
    return {
      reason: problem === 'CANCEL_REASON_REQUIRED' ? 'orders.cancel.error.reasonRequired' : undefined,
      note:
        problem === 'CANCEL_NOTE_REQUIRED'
          ? 'orders.cancel.error.noteRequired'
          : values.note.length > CANCEL_NOTE_MAX_LENGTH
            ? 'orders.cancel.error.noteTooLong'
            : undefined,
    };
  },
  touchOn: 'change',
  // The button stays disabled until the form is valid.
  revealOnPress: false,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid form is sent. */
export const cancelFormMachine = createFormMachine<CancelValues, null, CancelErrorId, CancelValues>(cancelForm);

export const cancelFormSelectors = createFormSelectors(cancelForm);
