/**
 * The one detail chart of the portal's modules. Every entity page (an order, a return, an
 * application, a seller, a user) loads one thing by its id and then offers actions on it; only the
 * entity, its actions and the module's actors differ, so `createDetailMachine` draws the chart once:
 *
 * - `loading` ends in `shown`, `notFound` (a 404: nothing to retry) or `failed` ("Reintentar").
 * - An action is started with `action.start`; whether it is offered is the module's `allows`, read
 *   from the entity as the server last answered it, so a page asks `snapshot.can(...)` and never
 *   repeats the lifecycle's rules.
 * - An action is `direct` (sent at once), `confirm` (a dialog asks first) or `form` (a dialog with
 *   the module's form, built on machines/form, asks for a reason or settings first).
 * - `submitting` ends in `shown.done` with the entity as it now is, in a refusal the page shows
 *   translated (back in the dialog with everything typed, for a form), or, for a module that has
 *   one, in a `conflict` (the entity moved meanwhile): read again and shown as it now is.
 *
 * States a module cannot reach (a form's dialog for a module without form actions) are left out of
 * its chart, so its own model test still covers every state.
 */
import { assertEvent, assign, fromPromise, setup, type AnyStateMachine, type InputFrom, type OutputFrom } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';

/** How an action asks before it is sent. */
export type DetailActionKind = 'direct' | 'confirm' | 'form';

/** What every detail chart keeps besides its input. */
export interface DetailState<TDetail, TAction extends string, TValues> {
  /** The entity as the server last answered it (null until it arrives). */
  detail: TDetail | null;
  /** The action being asked about, sent, or last sent. */
  action: TAction | null;
  /** What the action's form held when it was sent: brought back if the send is refused. */
  draft: TValues | null;
  /** The code of the failure or refusal the page shows. */
  problem: string | null;
}

export type DetailContext<TInput, TDetail, TAction extends string, TValues> = TInput & DetailState<TDetail, TAction, TValues>;

export type DetailEvent<TAction extends string> =
  /** "Reintentar" after the entity could not be loaded. */
  | { type: 'detail.retry' }
  /** A press on an action's button: opens its dialog, or sends a direct action. */
  | { type: 'action.start'; action: TAction }
  /** "Volver", Escape or a click outside the dialog. */
  | { type: 'action.close' }
  /** The confirming dialog's button. */
  | { type: 'action.confirm' }
  /** "Reintentar" after a direct action was refused: the same action again. */
  | { type: 'action.retry' };

/** What the `load` actor receives: the page's input (the entity's id, who is looking). */
export interface DetailLoadRequest<TInput> {
  input: TInput;
}

/** What the `act` actor receives: the page's input, the action, the entity and the form's values. */
export interface DetailActRequest<TInput, TDetail, TAction extends string, TValues> {
  input: TInput;
  action: TAction;
  detail: TDetail;
  values: TValues | null;
}

/** The form machine an action's dialog runs (built by `createFormMachine`, ending with its values). */
export type DetailForm = AnyStateMachine;

export interface DetailDefinition<TInput, TDetail, TAction extends string, TForm extends DetailForm | null> {
  /** The machine's id (the flow's name). */
  id: string;
  /** Every action of the page and how it asks. */
  actions: Readonly<Record<TAction, DetailActionKind>>;
  /** Whether the entity (and the page's input, as who is looking) allows the action now. */
  allows: (detail: TDetail, action: TAction, input: TInput) => boolean;
  /** The form of the `form` actions, and what it starts from: a fresh form, or the draft of a refused send. */
  form?: TForm extends DetailForm
    ? { machine: TForm; start: (action: TAction, detail: TDetail, draft: OutputFrom<TForm> | null) => InputFrom<TForm> }
    : never;
  /**
   * Which failures of an action mean the entity moved meanwhile (a 409 by default is just a
   * refusal). A module with conflicts reads the entity again and shows it as it now is.
   */
  isConflict?: (error: unknown) => boolean;
  /** Whether a refused direct action may be sent again from the page's notice ("Reintentar"). */
  retriesDirect?: boolean;
}

/** A 404 from the server: no such entity for this person. */
const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.statusCode === 404;

/** Whether a failure answered with HTTP `status`: a module's conflict is usually `hasStatus(409)`. */
export const hasStatus =
  (status: number) =>
  (error: unknown): boolean =>
    error instanceof ApiError && error.statusCode === status;

/** Builds a page's chart from its definition; the module provides `load`, `act` and `announce`. */
export function createDetailMachine<TInput extends object, TDetail, TAction extends string, TForm extends DetailForm | null = null>(
  definition: DetailDefinition<TInput, TDetail, TAction, TForm>,
) {
  type Values = TForm extends DetailForm ? OutputFrom<TForm> : never;
  type Context = DetailContext<TInput, TDetail, TAction, Values>;
  type Event = DetailEvent<TAction>;
  const kinds = new Set(Object.values(definition.actions) as DetailActionKind[]);
  const kindOf = (action: TAction | null): DetailActionKind | null => (action === null ? null : definition.actions[action]);
  const inputOf = (context: Context): TInput => {
    const { detail: _detail, action: _action, draft: _draft, problem: _problem, ...input } = context;
    return input as unknown as TInput;
  };
  const isConflict = definition.isConflict;
  const root = `#${definition.id}`;

  const start = (kind: DetailActionKind, target: string) => ({
    guard: { type: 'startsAs' as const, params: { kind } },
    target,
    actions: 'chooseAction' as const,
  });
  const startTransitions = [
    ...(kinds.has('form') ? [start('form', `${root}.asking`)] : []),
    ...(kinds.has('confirm') ? [start('confirm', `${root}.confirming`)] : []),
    ...(kinds.has('direct') ? [start('direct', `${root}.submitting`)] : []),
  ];

  const askingStates = {
    asking: {
      description: "The action's dialog asks for its reason or settings; nothing is sent until the form's rules are met.",
      invoke: {
        id: 'actionForm',
        src: 'actionForm',
        input: ({ context }: { context: Context }) =>
          definition.form!.start(context.action as TAction, context.detail as TDetail, context.draft as OutputFrom<NonNullable<TForm>> | null),
        onDone: { target: 'submitting', actions: { type: 'keepDraft', params: ({ event }: { event: { output: unknown } }) => ({ values: event.output as Values }) } },
      },
      on: { 'action.close': { target: 'shown', actions: 'forgetDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        refused: { description: 'The send was refused or reached no verdict; the dialog is back with everything typed, and says why.' },
      },
    },
  } as const;
  const confirmingStates = {
    confirming: {
      description: 'The dialog asks whether to go ahead; it sends only on its own button.',
      on: { 'action.close': 'shown', 'action.confirm': 'submitting' },
    },
  } as const;
  const reloadFailures = [
    { guard: 'isNotFound', target: 'notFound' },
    { target: 'failed', actions: 'keepProblem' },
  ] as const;
  const conflictStates = {
    conflict: {
      description: 'The server refused the action because the entity moved meanwhile: the page says so while it is read again.',
      invoke: {
        src: 'load',
        input: ({ context }: { context: Context }) => ({ input: inputOf(context) }),
        onDone: { target: 'shown.outdated', actions: 'keepDetail' },
        onError: reloadFailures,
      },
    },
  } as const;

  return setup({
    types: {
      input: {} as TInput,
      context: {} as Context,
      events: {} as Event,
    },
    actors: {
      /** Placeholder: reads the entity (GET …/{id}); a 404 means there is none for this person. */
      load: fromPromise<TDetail, DetailLoadRequest<TInput>>(async () => {
        throw new Error(`load of ${definition.id} is provided by its module`);
      }),
      /** Placeholder: applies an action and answers the entity as it now is. */
      act: fromPromise<TDetail, DetailActRequest<TInput, TDetail, TAction, Values>>(async () => {
        throw new Error(`act of ${definition.id} is provided by its module`);
      }),
      actionForm: (definition.form?.machine ?? fromPromise(async () => null)) as DetailForm,
    },
    actions: {
      keepDetail: assign(({ event }) => ({ detail: (event as unknown as { output: TDetail }).output }) as Partial<Context>),
      chooseAction: assign(({ event }) => {
        assertEvent(event, 'action.start');
        return { action: event.action, draft: null, problem: null } as Partial<Context>;
      }),
      keepDraft: assign((_, { values }: { values: Values }) => ({ draft: values }) as Partial<Context>),
      forgetDraft: assign(() => ({ draft: null }) as Partial<Context>),
      keepProblem: assign(({ event }) => ({ problem: errorCodeOf((event as unknown as { error: unknown }).error) }) as Partial<Context>),
      /** Placeholder; the module tells the breadcrumb the name of the entity just kept in the context. */
      announce: () => {},
    },
    guards: {
      isNotFound: ({ event }) => isNotFoundError((event as unknown as { error: unknown }).error),
      isConflict: ({ event }) => isConflict?.((event as unknown as { error: unknown }).error) ?? false,
      startsAs: ({ context, event }, { kind }: { kind: DetailActionKind }) =>
        event.type === 'action.start' &&
        definition.actions[event.action] === kind &&
        context.detail !== null &&
        definition.allows(context.detail, event.action, inputOf(context)),
      askedByForm: ({ context }) => kindOf(context.action) === 'form',
      lastWasDirect: ({ context }) => kindOf(context.action) === 'direct',
    },
  }).createMachine({
    id: definition.id,
    context: ({ input }) => ({ ...input, detail: null, action: null, draft: null, problem: null }) as Context,
    initial: 'loading',
    states: {
      loading: {
        description: 'The entity is on its way; nothing of it is known yet.',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ input: inputOf(context) }),
          onDone: {
            target: 'shown',
            actions: ['keepDetail', 'announce'],
          },
          onError: [
            { guard: 'isNotFound', target: 'notFound' },
            { target: 'failed', actions: 'keepProblem' },
          ],
        },
      },
      failed: {
        description: 'The entity could not be loaded (no network, a server failure); "Reintentar" asks again.',
        on: { 'detail.retry': 'loading' },
      },
      notFound: { description: 'No such entity for this person (another seller\'s answers the same): nothing to retry.' },
      shown: {
        description: 'The entity is on screen with the actions its state and the person allow.',
        on: { 'action.start': startTransitions },
        initial: 'idle',
        states: {
          idle: { description: 'Nothing under way and nothing to report.' },
          done: { description: 'The last action was applied: the page says what changed.' },
          refused: {
            description: 'The last action was refused or reached no verdict; the page says why.',
            ...(definition.retriesDirect ? { on: { 'action.retry': { guard: 'lastWasDirect', target: `${root}.submitting` } } } : {}),
          },
          ...((isConflict ? { outdated: { description: 'The entity had moved under the page: it is shown as it now is, and the page says so.' } } : {}) as {
            outdated?: { description: string };
          }),
        },
      },
      // Built apart and checked by the model test: which of them a chart has depends on its definition.
      ...((kinds.has('form') ? askingStates : {}) as object),
      ...((kinds.has('confirm') ? confirmingStates : {}) as object),
      submitting: {
        description: 'The action is being applied; a second press would only be refused, so nothing else can be pressed.',
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({
            input: inputOf(context),
            action: context.action as TAction,
            detail: context.detail as TDetail,
            values: context.draft,
          }),
          onDone: { target: 'shown.done', actions: ['keepDetail', 'forgetDraft'] },
          onError: [
            ...(isConflict ? [{ guard: 'isConflict' as const, target: 'conflict', actions: ['keepProblem', 'forgetDraft'] as const }] : []),
            ...(kinds.has('form') ? [{ guard: 'askedByForm' as const, target: 'asking.refused', actions: 'keepProblem' as const }] : []),
            { target: 'shown.refused', actions: 'keepProblem' },
          ],
        },
      },
      ...((isConflict ? conflictStates : {}) as object),
    },
  });
}
