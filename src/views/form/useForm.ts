/**
 * The hooks every form view shares: a field bound to its form (value, shown error, change, leave),
 * the submit of a form (enabled by the chart's `can`), and the focus moved to the first error when a
 * press is refused.
 */
import { useCallback, useEffect, type FormEvent as DomFormEvent, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FieldOf, FormEmitted, FormEvent } from '../../../machines/form/form.machine.ts';
import type { FormSelectors, FormSnapshot } from '../../../machines/form/form.selectors.ts';

/** A running form built by `createFormMachine`, as views hold it. */
export type FormActor<TValues, TFacts> = ActorRef<FormSnapshot<TValues, TFacts> & Snapshot<unknown>, FormEvent<TValues>, FormEmitted<TValues>>;

/** One field of a form, projected for an input. */
export interface BoundField<TValue> {
  value: TValue;
  /** The message id or code under the field, once it is touched. */
  error: string | undefined;
  onChange: (value: TValue) => void;
  onBlur: () => void;
}

/** Binds an input to `field` of `form`. */
export function useFormField<TValues, TFacts, F extends FieldOf<TValues>>(
  form: FormActor<TValues, TFacts>,
  selectors: FormSelectors<TValues, TFacts>,
  field: F,
): BoundField<TValues[F]> {
  const value = useSelector(form, selectors.value(field));
  const error = useSelector(form, selectors.shownError(field));
  const onChange = useCallback((next: TValues[F]) => form.send({ type: 'form.change', values: { [field]: next } as unknown as Partial<TValues> }), [form, field]);
  const onBlur = useCallback(() => form.send({ type: 'form.blur', field }), [form, field]);
  return { value, error, onChange, onBlur };
}

/**
 * The submit of a form with a refusable button: a valid form is sent; a press on an invalid one
 * (the button is aria-disabled, not disabled) shows every error instead.
 */
export function useFormSubmit<TValues, TFacts>(form: FormActor<TValues, TFacts>, selectors: FormSelectors<TValues, TFacts>) {
  const canSubmit = useSelector(form, selectors.canSubmit);
  const submitting = useSelector(form, selectors.isSubmitting);
  const problem = useSelector(form, selectors.problem);
  const onSubmit = useCallback(
    (event: DomFormEvent) => {
      event.preventDefault();
      form.send({ type: 'form.attempt' });
    },
    [form],
  );
  return { canSubmit, submitting, problem, onSubmit };
}

/** Moves the focus to the field the form names when a press is refused. */
export function useFocusOnInvalid<TValues, TFacts>(
  form: FormActor<TValues, TFacts>,
  inputs: Partial<Record<FieldOf<TValues>, RefObject<HTMLElement | null>>>,
): void {
  useEffect(() => {
    const subscription = form.on('form.invalid', ({ field }) => inputs[field]?.current?.focus());
    return () => subscription.unsubscribe();
    // The refs are stable; only a new form needs a new subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
}
