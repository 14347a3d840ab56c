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
 *   the module's form, built on machines/form, asks for a reason or settings first; one form for
 *   every such action, or a form of its own for each, in `form.machines`).
 * - `submitting` ends in `shown.done` with the entity as it now is, in a refusal the page shows
 *   translated (back in the dialog with everything typed, for a form), or, for a module that has
 *   one, in a `conflict` (the entity moved meanwhile): read again (`load` is handed the entity as
 *   the page holds it, to read only what moves) and shown as it now is, offering the actions
 *   `afterConflict` names until one is started.
 * - A module with files to hand to the browser (an order's label, a receipt) names them in
 *   `downloads`: `download.start` reads one without changing the entity and the module's `deliver`
 *   saves it; a failure is said on the page (or, with `downloadsConflict`, a conflict reads the
 *   entity again).
 *
 * States a module cannot reach (a form's dialog for a module without form actions, a refusal on the
 * page for one whose every action asks with a form) are left out of its chart, so its own model
 * test still covers every state.
 */
import { and, assertEvent, assign, enqueueActions, fromPromise, not, or, setup, stateIn, stopChild, type AnyStateMachine, type InputFrom, type OutputFrom } from 'xstate';
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
  | { type: 'action.retry' }
  /** A press on a download's button; `file` names what (the module's name for it, or an item's id). */
  | { type: 'download.start'; file: string };

/** What the `load` actor receives: the page's input (the entity's id, who is looking). */
export interface DetailLoadRequest<TInput, TDetail = unknown> {
  input: TInput;
  /** The entity as the page holds it, when it is read again after a conflict (a module may read only what moves). */
  current?: TDetail;
}

/** What the `act` actor receives: the page's input, the action, the entity and the form's values. */
export interface DetailActRequest<TInput, TDetail, TAction extends string, TValues> {
  input: TInput;
  action: TAction;
  detail: TDetail;
  values: TValues | null;
}

/** What the `download` actor receives: the page's input, the entity and the file's name. */
export interface DetailDownloadRequest<TInput, TDetail> {
  input: TInput;
  detail: TDetail;
  file: string;
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
  /**
   * The form of the `form` actions (`machine`, or one per action in `machines`: TForm is then their
   * union), and what it starts from: a fresh form, or the draft of a refused send.
   */
  form?: [TForm] extends [DetailForm]
    ? (
        | { machine: TForm; machines?: never }
        | { machine?: never; machines: { readonly [A in TAction]?: TForm } }
      ) & { start: (action: TAction, detail: TDetail, draft: OutputFrom<TForm> | null) => InputFrom<TForm> }
    : never;
  /**
   * Which failures of an action mean the entity moved meanwhile (a 409 by default is just a
   * refusal). A module with conflicts reads the entity again and shows it as it now is.
   */
  isConflict?: (error: unknown) => boolean;
  /**
   * The only actions offered while the entity is shown as it was read again after a conflict (all
   * that `allows` by default): an action the server just refused for a reason the entity does not
   * show (an applicant's RUT became a seller's) is not offered again at once.
   */
  afterConflict?: readonly TAction[];
  /** Whether a refused direct action may be sent again from the page's notice ("Reintentar"). */
  retriesDirect?: boolean;
  /** Whether the entity (and who is looking) offers the file named `file` now; a page without files leaves it out. */
  downloads?: (detail: TDetail, file: string, input: TInput) => boolean;
  /**
   * Whether a download's failure may be a conflict too (`isConflict`: an order's label no longer
   * available once the carrier has it), read again as after an action; otherwise it is only said.
   */
  downloadsConflict?: boolean;
}

/** A 404 from the server: no such entity for this person. */
const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.statusCode === 404;

/** Whether a failure answered with HTTP `status`: a module's conflict is usually `hasStatus(409)`. */
export const hasStatus =
  (status: number) =>
  (error: unknown): boolean =>
    error instanceof ApiError && error.statusCode === status;

/**
 * Builds a page's chart from its definition; the module provides `load`, `act` and `announce` (and
 * `download` with `deliver`, for a page with files, whose answer is a `TFile`).
 */
export function createDetailMachine<TInput extends object, TDetail, TAction extends string, TForm extends DetailForm | null = null, TFile = never>(
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
  // A refused form action stays in its dialog: only the others are refused on the page.
  const refusesOnPage = kinds.has('direct') || kinds.has('confirm');

  const afterConflict = definition.afterConflict;
  const start = (kind: DetailActionKind, target: string) => ({
    guard: afterConflict
      ? and([{ type: 'startsAs' as const, params: { kind } }, or([not(stateIn(`${root}.shown.outdated`)), 'offeredAfterConflict'])])
      : { type: 'startsAs' as const, params: { kind } },
    target,
    actions: 'chooseAction' as const,
  });
  const startTransitions = [
    ...(kinds.has('form') ? [start('form', `${root}.asking`)] : []),
    ...(kinds.has('confirm') ? [start('confirm', `${root}.confirming`)] : []),
    ...(kinds.has('direct') ? [start('direct', `${root}.submitting`)] : []),
  ];

  // The dialog's form runs as the child `actionForm` while the chart asks: the action's own form, when each has one.
  const formMachines = definition.form?.machines;
  const formSourceOf = (action: TAction) => (formMachines ? `actionForm.${action}` : 'actionForm');
  const askingStates = {
    asking: {
      description: "The action's dialog asks for its reason or settings; nothing is sent until the form's rules are met.",
      entry: 'openForm',
      exit: 'closeForm',
      on: {
        'xstate.done.actor.actionForm': { target: 'submitting', actions: { type: 'keepDraft', params: ({ event }: { event: { output: unknown } }) => ({ values: event.output as Values }) } },
        'action.close': { target: 'shown', actions: 'forgetDraft' },
      },
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
  const downloadingStates = {
    downloading: {
      description: 'A file is on its way, to be handed to the browser; the entity stays as it is and nothing else can be pressed.',
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context, event }: { context: Context; event: Event }) => ({
          input: inputOf(context),
          detail: context.detail as TDetail,
          file: event.type === 'download.start' ? event.file : '',
        }),
        onDone: { target: 'shown', actions: { type: 'deliver', params: ({ event }: { event: { output: unknown } }) => ({ file: event.output as TFile }) } },
        onError: [
          ...(isConflict && definition.downloadsConflict ? [{ guard: 'isConflict' as const, target: 'conflict', actions: 'keepProblem' as const }] : []),
          { target: 'shown.downloadFailed', actions: 'keepProblem' },
        ],
      },
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
        input: ({ context }: { context: Context }) => ({ input: inputOf(context), current: context.detail as TDetail }),
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
      load: fromPromise<TDetail, DetailLoadRequest<TInput, TDetail>>(async () => {
        throw new Error(`load of ${definition.id} is provided by its module`);
      }),
      /** Placeholder: applies an action and answers the entity as it now is. */
      act: fromPromise<TDetail, DetailActRequest<TInput, TDetail, TAction, Values>>(async () => {
        throw new Error(`act of ${definition.id} is provided by its module`);
      }),
      actionForm: (definition.form?.machine ?? fromPromise(async () => null)) as DetailForm,
      ...(Object.fromEntries(Object.entries(formMachines ?? {}).map(([action, machine]) => [`actionForm.${action}`, machine])) as Record<string, DetailForm>),
      /** Placeholder: reads a file of the entity (a label, a receipt). */
      download: fromPromise<TFile, DetailDownloadRequest<TInput, TDetail>>(async () => {
        throw new Error(`download of ${definition.id} is provided by its module`);
      }),
    },
    actions: {
      keepDetail: assign(({ event }) => ({ detail: (event as unknown as { output: TDetail }).output }) as Partial<Context>),
      chooseAction: assign(({ event }) => {
        assertEvent(event, 'action.start');
        return { action: event.action, draft: null, problem: null } as Partial<Context>;
      }),
      keepDraft: assign((_, { values }: { values: Values }) => ({ draft: values }) as Partial<Context>),
      forgetDraft: assign(() => ({ draft: null }) as Partial<Context>),
      // Typed as a plain action: the chart's own action types stay as the placeholders declare them.
      openForm: enqueueActions(({ context, enqueue }) => {
        const action = context.action as TAction;
        const input = definition.form!.start(action, context.detail as TDetail, context.draft as OutputFrom<NonNullable<TForm>> | null);
        enqueue.spawnChild(formSourceOf(action) as 'actionForm', { id: 'actionForm', input });
      }) as unknown as () => void,
      closeForm: stopChild('actionForm'),
      /** A download is no action: what the page reports next is about the file. */
      forgetAction: assign(() => ({ action: null, problem: null }) as Partial<Context>),
      keepProblem: assign(({ event }) => ({ problem: errorCodeOf((event as unknown as { error: unknown }).error) }) as Partial<Context>),
      /** Placeholder; the module tells the breadcrumb the name of the entity just kept in the context. */
      announce: () => {},
      /** Placeholder; the module hands a downloaded file to the browser. */
      deliver: (_, _params: { file: TFile }) => {},
    },
    guards: {
      isNotFound: ({ event }) => isNotFoundError((event as unknown as { error: unknown }).error),
      isConflict: ({ event }) => isConflict?.((event as unknown as { error: unknown }).error) ?? false,
      startsAs: ({ context, event }, { kind }: { kind: DetailActionKind }) =>
        event.type === 'action.start' &&
        definition.actions[event.action] === kind &&
        context.detail !== null &&
        definition.allows(context.detail, event.action, inputOf(context)),
      mayDownload: ({ context, event }) =>
        event.type === 'download.start' && context.detail !== null && (definition.downloads?.(context.detail, event.file, inputOf(context)) ?? false),
      offeredAfterConflict: ({ event }) => event.type === 'action.start' && (afterConflict?.includes(event.action) ?? true),
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
        on: {
          'action.start': startTransitions,
          ...((definition.downloads ? { 'download.start': { guard: 'mayDownload', target: `${root}.downloading`, actions: 'forgetAction' } } : {}) as object),
        },
        initial: 'idle',
        states: {
          idle: { description: 'Nothing under way and nothing to report.' },
          done: { description: 'The last action was applied: the page says what changed.' },
          ...((refusesOnPage
            ? {
                refused: {
                  description: 'The last action was refused or reached no verdict; the page says why.',
                  ...(definition.retriesDirect ? { on: { 'action.retry': { guard: 'lastWasDirect', target: `${root}.submitting` } } } : {}),
                },
              }
            : {}) as { refused?: { description: string } }),
          ...((isConflict ? { outdated: { description: 'The entity had moved under the page: it is shown as it now is, and the page says so.' } } : {}) as {
            outdated?: { description: string };
          }),
          ...((definition.downloads ? { downloadFailed: { description: 'The last file could not be read; the page says why, and it may be asked for again.' } } : {}) as {
            downloadFailed?: { description: string };
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
            ...(kinds.has('form') && refusesOnPage ? [{ guard: 'askedByForm' as const, target: 'asking.refused', actions: 'keepProblem' as const }] : []),
            refusesOnPage ? { target: 'shown.refused', actions: 'keepProblem' } : { target: 'asking.refused', actions: 'keepProblem' },
          ],
        },
      },
      ...((definition.downloads ? downloadingStates : {}) as object),
      ...((isConflict ? conflictStates : {}) as object),
    },
  });
}
