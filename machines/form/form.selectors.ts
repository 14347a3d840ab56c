/**
 * What every form view shows, as pure functions of a form's snapshot (for `useSelector`). Built per
 * form from its definition, since the errors are derived by its validator.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { formCanBeSent, formErrors, formIsChanged, type FieldOf, type FormContext, type FormDefinition, type FormFieldErrors } from './form.machine.ts';

/** The snapshot shape the selectors read: any running form built by `createFormMachine`. */
export interface FormSnapshot<TValues, TFacts> extends Pick<AnyMachineSnapshot, 'matches' | 'can' | 'status'> {
  context: FormContext<TValues, TFacts>;
}

export interface FormSelectors<TValues, TFacts> {
  /** The value of one field. */
  value: <F extends FieldOf<TValues>>(field: F) => (snapshot: FormSnapshot<TValues, TFacts>) => TValues[F];
  /** The field's error (a message id or code), only once the field is touched. */
  shownError: (field: FieldOf<TValues>) => (snapshot: FormSnapshot<TValues, TFacts>) => string | undefined;
  /** Every error, touched or not. */
  errors: (snapshot: FormSnapshot<TValues, TFacts>) => FormFieldErrors<TValues>;
  /** A press would send the form now (what enables its button). */
  canSubmit: (snapshot: FormSnapshot<TValues, TFacts>) => boolean;
  isSubmitting: (snapshot: FormSnapshot<TValues, TFacts>) => boolean;
  /** The code of the last refusal or failure of the whole form, while the form shows it. */
  problem: (snapshot: FormSnapshot<TValues, TFacts>) => string | null;
  /** The values differ from those the form started with. */
  isDirty: (snapshot: FormSnapshot<TValues, TFacts>) => boolean;
}

/** The named selectors of the form `definition` describes. */
export function createFormSelectors<TValues, TFacts, TCode extends string>(
  definition: Pick<FormDefinition<TValues, TFacts, TCode>, 'validate' | 'requires'>,
): FormSelectors<TValues, TFacts> {
  // Every field selects its error from the same snapshot: validate once per context.
  const cache = new WeakMap<object, FormFieldErrors<TValues>>();
  const errors = (snapshot: FormSnapshot<TValues, TFacts>) => {
    let found = cache.get(snapshot.context);
    if (!found) {
      found = formErrors(definition, snapshot.context);
      cache.set(snapshot.context, found);
    }
    return found;
  };
  return {
    value: (field) => (snapshot) => snapshot.context.values[field],
    shownError: (field) => (snapshot) => (snapshot.context.touched[field] ? errors(snapshot)[field] : undefined),
    errors,
    canSubmit: (snapshot) => snapshot.matches('open') && formCanBeSent(definition, snapshot.context),
    isSubmitting: (snapshot) => snapshot.matches('submitting'),
    problem: (snapshot) => (snapshot.matches({ open: 'refused' }) || snapshot.matches({ open: 'failed' }) ? snapshot.context.problem : null),
    isDirty: (snapshot) => formIsChanged(snapshot.context),
  };
}
