/**
 * The one form chart of the portal. Every form (login, forgot and change password, my account's
 * sections, the sign-up steps) is built from `createFormMachine` with its own validator and its own
 * `submit` actor; only the values, the facts and the messages differ.
 *
 * - Values and touched fields live in the context; errors never do: they are derived from the values
 *   by the form's validator (the shared rules the server runs too), on top of the refusals the server
 *   reported for a field, which stay until that field is edited.
 * - A field's error shows once the field is touched (edited or left, as the form says), and every
 *   error shows after any attempt to send: a send, or a press on a submit that was not possible
 *   (`form.reveal`).
 * - `form.attempt` is a press on the submit, whatever the form holds: it sends a form that may be
 *   sent (`formCanBeSent`, which also enables the button) and shows every error of one that may not
 *   (an owner with its own button, as the wizard's Next, presses without asking the form first). A
 *   form whose button is plainly disabled until it may be sent (the login) takes only the first.
 * - The `submit` actor answers `accepted` (the form ends with its output), `refused` (field errors
 *   and/or a code the form keeps), or throws (the send may be tried again with the same values).
 * - An owner hears the form through two hooks it provides (`sendParent` for a child form): every
 *   edit (`reportChange`, with the values, what is touched, and whether they are valid and changed)
 *   and every refused press (`reportInvalid`).
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';

/** The names of a form's fields. */
export type FieldOf<TValues> = Extract<keyof TValues, string>;

/** A message id or error code per field (absent: no error). */
export type FormFieldErrors<TValues, TCode extends string = string> = Partial<Record<FieldOf<TValues>, TCode>>;

/** What the form's `submit` actor answers. */
export type FormSubmitResult<TValues, TOutput> =
  | { outcome: 'accepted'; output: TOutput }
  | {
      outcome: 'refused';
      /** A code about the whole form (RATE_LIMITED...), shown until the next send. */
      code: string | null;
      /** Codes or server messages per field, shown until that field is edited. */
      fields: FormFieldErrors<TValues>;
    };

/** What the `submit` actor receives. */
export interface FormSubmitInput<TValues, TFacts> {
  values: TValues;
  facts: TFacts;
}

export interface FormInput<TValues, TFacts> {
  values: TValues;
  /** Read-only data the rules and the submission need (a reset link's token, the company of a sign-up). */
  facts: TFacts;
  /** Fields already touched, when a form is brought back (their errors show again). */
  touched?: Partial<Record<FieldOf<TValues>, true>>;
  /** Refusals a form starts with (the server refused this field of an earlier send). */
  refused?: FormFieldErrors<TValues>;
}

export interface FormContext<TValues, TFacts> {
  values: TValues;
  /** The values the form started from: a form whose values differ has unsaved changes. */
  initial: TValues;
  facts: TFacts;
  touched: Partial<Record<FieldOf<TValues>, true>>;
  /** Field refusals of the server, each kept until its field is edited. */
  refused: FormFieldErrors<TValues>;
  /** The code of the last refusal or failure of the whole form (`refused` and `failed` show it). */
  problem: string | null;
}

export type FormEvent<TValues> =
  /** One or more fields changed at once (a code with its label, a region with its name). */
  | { type: 'form.change'; values: Partial<TValues> }
  | { type: 'form.blur'; field: FieldOf<TValues> }
  /** A press on the submit: sends a form that may be sent; on any other, every error shows and the focus goes to the first. */
  | { type: 'form.attempt' }
  /** Back to the values the form started with (a discard); only for a `resettable` form with changes. */
  | { type: 'form.reset' }
  /** A refusal of one field found outside the form (a lookup says the name is taken), or withdrawn (null). */
  | { type: 'form.refusal'; field: FieldOf<TValues>; code: string | null };

/** What the `reportChange` hook hears after every edit. */
export interface FormChangeReport<TValues> {
  values: TValues;
  touched: Partial<Record<FieldOf<TValues>, true>>;
  /** Every rule passes and the server refused nothing that is still shown. */
  valid: boolean;
  /** The values differ from those the form started with. */
  changed: boolean;
}

/** Told to the view, which owns the DOM: move the focus to this field. */
export type FormEmitted<TValues> = { type: 'form.invalid'; field: FieldOf<TValues> };

export interface FormDefinition<TValues, TFacts, TCode extends string> {
  /** The machine's id (the flow's name). */
  id: string;
  /** Every field, in the order a person meets them (read from the facts when they differ per use, as a wizard step's). */
  fields: readonly FieldOf<TValues>[] | ((facts: TFacts) => readonly FieldOf<TValues>[]);
  /** The shared rules: the first failing rule per field (undefined or absent when it passes). */
  validate: (values: TValues, facts: TFacts) => Partial<Record<FieldOf<TValues>, TCode | undefined>>;
  /** Whether an edit touches the field (its error shows while typing) or only leaving it does. */
  touchOn: 'change' | 'blur';
  /**
   * Whether a press on the submit of an invalid form is possible and reveals every error (a button
   * that is aria-disabled, not disabled). False for a form whose button is plainly disabled until it
   * may be sent (the login form): on such a form `form.attempt` only sends.
   */
  revealOnPress: boolean;
  /**
   * What a send needs besides valid values: a touched field (a wizard step nobody answered is not an
   * answer) or a change (a saved section has nothing new to store). Nothing more by default.
   */
  requires?: 'touch' | 'change';
  /** Whether `form.reset` brings the values back to those the form started with (a discard button). */
  resettable?: boolean;
  /** Whether `form.refusal` takes refusals found outside the form (the wizard's lookups). */
  takesOutsideRefusals?: boolean;
  /**
   * Whether a valid press hands the values straight to the owner as the form's output (a wizard
   * step: the wizard keeps them and moves on) instead of sending them with the `submit` actor. Such
   * a form has no send that can be refused or fail.
   */
  handsValuesToOwner?: boolean;
  /** Values a change carries along (a new region empties the commune); the change as it is by default. */
  applyChange?: (values: TValues, change: Partial<TValues>) => TValues;
}

/** Every error of the form: the field refusals, and the rules' errors over them. */
export function formErrors<TValues, TFacts, TCode extends string>(
  definition: Pick<FormDefinition<TValues, TFacts, TCode>, 'validate'>,
  context: Pick<FormContext<TValues, TFacts>, 'values' | 'facts' | 'refused'>,
): FormFieldErrors<TValues> {
  const errors: FormFieldErrors<TValues> = { ...context.refused };
  for (const [field, code] of Object.entries(definition.validate(context.values, context.facts)) as [FieldOf<TValues>, TCode | undefined][]) {
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** Whether the form has no error at all. */
export function formIsValid<TValues, TFacts, TCode extends string>(
  definition: Pick<FormDefinition<TValues, TFacts, TCode>, 'validate'>,
  context: Pick<FormContext<TValues, TFacts>, 'values' | 'facts' | 'refused'>,
): boolean {
  return Object.keys(formErrors(definition, context)).length === 0;
}

/** Whether a press sends the form: every rule passes, and it has what `requires` asks (a touch, a change). */
export function formCanBeSent<TValues, TFacts, TCode extends string>(
  definition: Pick<FormDefinition<TValues, TFacts, TCode>, 'validate' | 'requires'>,
  context: Pick<FormContext<TValues, TFacts>, 'values' | 'initial' | 'facts' | 'refused' | 'touched'>,
): boolean {
  return (
    formIsValid(definition, context) &&
    (definition.requires !== 'touch' || Object.keys(context.touched).length > 0) &&
    (definition.requires !== 'change' || formIsChanged(context))
  );
}

/** Whether the values differ from those the form started with. */
export function formIsChanged<TValues>(context: Pick<FormContext<TValues, unknown>, 'values' | 'initial'>): boolean {
  return JSON.stringify(context.values) !== JSON.stringify(context.initial);
}

const withoutFields = <T extends object>(record: T, fields: readonly string[]): T => {
  const next = { ...record } as Record<string, unknown>;
  for (const field of fields) delete next[field];
  return next as T;
};

/** Builds a form's chart from its definition; the owner provides `submit` (and may provide the hooks). */
export function createFormMachine<TValues extends object, TFacts, TCode extends string, TOutput>(
  definition: FormDefinition<TValues, TFacts, TCode>,
) {
  type Context = FormContext<TValues, TFacts>;
  type Field = FieldOf<TValues>;
  const applyChange = definition.applyChange ?? ((values: TValues, change: Partial<TValues>) => ({ ...values, ...change }));
  const fieldsOf = (facts: TFacts): readonly Field[] => (typeof definition.fields === 'function' ? definition.fields(facts) : definition.fields);
  const everyField = ({ context }: { context: Context }): Partial<Record<Field, true>> =>
    Object.fromEntries(fieldsOf(context.facts).map((field) => [field, true])) as Partial<Record<Field, true>>;
  const changeReport = ({ context }: { context: Context }): FormChangeReport<TValues> => ({
    values: context.values,
    touched: context.touched,
    valid: formIsValid(definition, context),
    changed: formIsChanged(context),
  });
  const reportChange = { type: 'reportChange', params: changeReport } as const;
  const reveal = ['touchEveryField', 'focusFirstError', 'reportInvalid'] as const;
  const send = definition.handsValuesToOwner
    ? ({ target: 'submitted', actions: 'touchEveryField' } as const)
    : ({ target: 'submitting', actions: ['forgetProblem', 'touchEveryField'] } as const);
  const serviceStates = {
    submitting: {
      description: 'Sending; what is sent is what the form shows, so it takes no edits meanwhile.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: Context }) => ({ values: context.values, facts: context.facts }),
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }: { event: { output: FormSubmitResult<TValues, TOutput> } }) => ({ result: event.output }) },
            target: 'submitted',
          },
          { target: 'open.refused', actions: { type: 'keepRefusal', params: ({ event }: { event: { output: FormSubmitResult<TValues, TOutput> } }) => event.output } },
        ],
        onError: { target: 'open.failed', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
      },
    },
  } as const;
  const verdictStates = {
    refused: {
      description: 'The server refused what was sent: its field errors stay until each field is edited, its code until the next send.',
    },
    failed: { description: 'The send reached no verdict (no network, a server failure): the same values may be sent again.' },
  } as const;

  return setup({
    types: {
      input: {} as FormInput<TValues, TFacts>,
      context: {} as Context,
      events: {} as FormEvent<TValues>,
      emitted: {} as FormEmitted<TValues>,
      output: {} as TOutput,
    },
    actors: {
      /** Placeholder; the composition root (or the owning chart) provides the real send. */
      submit: fromPromise<FormSubmitResult<TValues, TOutput>, FormSubmitInput<TValues, TFacts>>(async () => {
        throw new Error(`submit of ${definition.id} is provided by its owner`);
      }),
    },
    actions: {
      applyChange: assign(({ context, event }) => {
        assertEvent(event, 'form.change');
        const changed = Object.keys(event.values) as Field[];
        const touched = definition.touchOn === 'change' ? { ...context.touched, ...Object.fromEntries(changed.map((field) => [field, true])) } : context.touched;
        return { values: applyChange(context.values, event.values), touched, refused: withoutFields(context.refused, changed) };
      }),
      touchField: assign({
        touched: ({ context, event }) => {
          assertEvent(event, 'form.blur');
          return { ...context.touched, [event.field]: true };
        },
      }),
      touchEveryField: assign({ touched: everyField }),
      focusFirstError: emit(({ context }) => {
        const fields = fieldsOf(context.facts);
        return { type: 'form.invalid' as const, field: fields.find((field) => formErrors(definition, context)[field] !== undefined) ?? fields[0]! };
      }),
      resetValues: assign(({ context }) => ({ values: context.initial, touched: {}, refused: {}, problem: null })),
      keepOutsideRefusal: assign({
        refused: ({ context, event }) => {
          assertEvent(event, 'form.refusal');
          if (event.code === null) return withoutFields(context.refused, [event.field]);
          return { ...context.refused, [event.field]: event.code };
        },
      }),
      /** Hooks for the form's owner; no-ops for a form on its own. */
      reportChange: (_, _report: FormChangeReport<TValues>) => {},
      reportInvalid: () => {},
      forgetProblem: assign({ problem: null }),
      keepRefusal: assign(({ context }, result: FormSubmitResult<TValues, TOutput>) =>
        result.outcome === 'refused'
          ? { problem: result.code, refused: { ...context.refused, ...result.fields } }
          : {},
      ),
      keepFailure: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    },
    guards: {
      canBeSent: ({ context }) => formCanBeSent(definition, context),
      isChanged: ({ context }) => formIsChanged(context),
      wasAccepted: (_, { result }: { result: FormSubmitResult<TValues, TOutput> }) => result.outcome === 'accepted',
    },
  }).createMachine({
    id: definition.id,
    context: ({ input }) => ({
      values: input.values,
      initial: input.values,
      facts: input.facts,
      touched: input.touched ?? {},
      refused: input.refused ?? {},
      problem: null,
    }),
    initial: 'open',
    output: ({ event }) => (event as unknown as { output: TOutput }).output,
    states: {
      open: {
        description: 'The form can be typed in; a valid form may be sent.',
        on: {
          'form.change': { actions: ['applyChange', reportChange] },
          'form.blur': { actions: ['touchField', reportChange] },
          // A press is an attempt: from now on every field shows its error.
          'form.attempt': definition.revealOnPress ? [{ guard: 'canBeSent', ...send }, { actions: reveal }] : { guard: 'canBeSent', ...send },
          ...(definition.resettable ? { 'form.reset': { guard: 'isChanged', target: '.editing', actions: ['resetValues', reportChange] } } : {}),
          ...(definition.takesOutsideRefusals ? { 'form.refusal': { actions: ['keepOutsideRefusal', reportChange] } } : {}),
        },
        initial: 'editing',
        states: {
          editing: { description: 'Nothing sent yet: each field shows its error once touched.' },
          ...((definition.handsValuesToOwner ? {} : verdictStates) as Partial<typeof verdictStates>),
        },
      },
      // Typed as present either way: an optional state would erase the chart's state names from the
      // snapshot's type, and `matches('submitting')` is simply false on a form that has none.
      ...((definition.handsValuesToOwner ? {} : serviceStates) as typeof serviceStates),
      submitted: {
        description: definition.handsValuesToOwner
          ? 'Valid: the form ends with its values as its output, for its owner to keep.'
          : 'Accepted: the form ends with the answer as its output, for its owner.',
        type: 'final',
        output: ({ context, event }) =>
          definition.handsValuesToOwner ? (context.values as unknown as TOutput) : (event as unknown as { output: { output: TOutput } }).output.output,
      },
    },
  });
}
