/**
 * An action dialog's form, as its fields draw it: while the dialog asks, the values and shown
 * errors of the form's chart (the chart's child) and the events that edit it; once sent, the chart
 * has let the form go and keeps what it held as a draft, so the fields show the draft, disabled,
 * until the server answers. One hook for both, so a dialog draws its fields once.
 */
import { useCallback, useEffect, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { FieldOf, FormFieldErrors } from '../../../machines/form/form.machine.ts';
import type { FormSelectors, FormSnapshot } from '../../../machines/form/form.selectors.ts';
import type { FormActor } from '../form/useForm.ts';

export interface DialogFormView<TValues> {
  values: TValues;
  /** Each field's error (a message id), once the form shows it. */
  errors: FormFieldErrors<TValues>;
  /** What was sent is being applied: the fields are disabled. */
  sending: boolean;
  /** A press on the dialog's button would send the form now. */
  canSubmit: boolean;
  change: <F extends FieldOf<TValues>>(field: F, value: TValues[F]) => void;
  blur: (field: FieldOf<TValues>) => void;
  /** The dialog's button: a press on the form's submit. */
  submit: () => void;
}

/**
 * Binds a dialog to its form while it asks (`form`), and to what was sent (`draft`, or `empty`)
 * while it waits. A press on an invalid form moves the focus to the first field in error, among
 * `inputs`.
 */
export function useDialogForm<TValues, TFacts>(
  form: FormActor<TValues, TFacts> | undefined,
  selectors: FormSelectors<TValues, TFacts>,
  draft: TValues | null,
  empty: TValues,
  inputs?: Partial<Record<FieldOf<TValues>, RefObject<HTMLElement | null>>>,
): DialogFormView<TValues> {
  useEffect(() => {
    if (!form || !inputs) return;
    const subscription = form.on('form.invalid', ({ field }) => inputs[field]?.current?.focus());
    return () => subscription.unsubscribe();
    // The refs are stable; only a new form needs a new subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  const values = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => snapshot?.context.values);
  const errors = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => (snapshot ? shownErrors(snapshot, selectors) : NO_ERRORS), sameErrors);
  const canSubmit = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => (snapshot ? selectors.canSubmit(snapshot) : false));
  const change = useCallback(
    <F extends FieldOf<TValues>>(field: F, value: TValues[F]) => form?.send({ type: 'form.change', values: { [field]: value } as unknown as Partial<TValues> }),
    [form],
  );
  const blur = useCallback((field: FieldOf<TValues>) => form?.send({ type: 'form.blur', field }), [form]);
  const submit = useCallback(() => form?.send({ type: 'form.attempt' }), [form]);
  return { values: values ?? draft ?? empty, errors: errors as FormFieldErrors<TValues>, sending: form === undefined, canSubmit, change, blur, submit };
}

/** The selectors of a detail chart's dialog (`dialogSelectorsOf`). */
export interface DetailDialogSelectors<TValues, TFacts> {
  open: (snapshot: DetailSnapshot<unknown, never>) => boolean;
  problem: (snapshot: DetailSnapshot<unknown, never>) => string | null;
  form: (snapshot: DetailSnapshot<unknown, never>) => FormActor<TValues, TFacts> | undefined;
  draft: (snapshot: DetailSnapshot<unknown, never>) => TValues | null;
}

/** A detail chart's action dialog, as its page draws it. */
export interface DetailDialogView<TValues> {
  open: boolean;
  /** The code the last send was refused with, while the dialog says so. */
  problem: string | null;
  /** "Volver", Escape or a click outside. */
  close: () => void;
  form: DialogFormView<TValues>;
}

/** Binds an action's dialog to the detail chart `ref`: whether it is open, why it was refused, and its form. */
export function useDetailDialog<TValues, TFacts>(
  ref: AnyActorRef,
  dialog: DetailDialogSelectors<TValues, TFacts>,
  formSelectors: FormSelectors<TValues, TFacts>,
  empty: TValues,
  inputs?: Partial<Record<FieldOf<TValues>, RefObject<HTMLElement | null>>>,
): DetailDialogView<TValues> {
  const open = useSelector(ref, (snapshot) => dialog.open(snapshot as DetailSnapshot<unknown, never>));
  const problem = useSelector(ref, (snapshot) => dialog.problem(snapshot as DetailSnapshot<unknown, never>));
  const formRef = useSelector(ref, (snapshot) => dialog.form(snapshot as DetailSnapshot<unknown, never>));
  const draft = useSelector(ref, (snapshot) => dialog.draft(snapshot as DetailSnapshot<unknown, never>));
  const form = useDialogForm(formRef, formSelectors, draft, empty, inputs);
  const close = useCallback(() => ref.send({ type: 'action.close' }), [ref]);
  return { open, problem, close, form };
}

const NO_ERRORS = {};

function shownErrors<TValues, TFacts>(snapshot: FormSnapshot<TValues, TFacts>, selectors: FormSelectors<TValues, TFacts>): FormFieldErrors<TValues> {
  const shown: FormFieldErrors<TValues> = {};
  for (const [field, code] of Object.entries(selectors.errors(snapshot)) as [FieldOf<TValues>, string][]) {
    if (snapshot.context.touched[field]) shown[field] = code;
  }
  return shown;
}

const sameErrors = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);
