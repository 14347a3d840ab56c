/**
 * The chart of a configuration list whose records are changed one at a time (the category tree,
 * the rejection reasons, a brand of the brands list): the list is read, and each record's action
 * is sent at once (a move), confirmed first (retire, reactivate) or asked with a dialog's form (add,
 * rename, a commission), whose form sends itself and keeps what was typed when refused.
 *
 * Every write names the version it read. When someone changed the record first, nothing is
 * written: the list is read again (`conflict`) and shown as it now is, saying so (`shown.outdated`).
 * A list read elsewhere (the brands: the kit's list) is told so through `listStale` instead, and the
 * chart then has no `loading`, `failed` or `conflict` of its own.
 *
 * Whether an action is offered for a record is the module's `allows`, so a page asks
 * `snapshot.can({ type: 'record.start', action, record })` and never repeats the rules.
 */
import { and, assign, enqueueActions, fromPromise, setup, stopChild, type AnyStateMachine, type InputFrom } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import type { RecordOutcome } from './recordForms.ts';

export type RecordActionKind = 'form' | 'confirm' | 'direct';

export interface RecordEditorState<TRecord, TAction extends string> {
  /** The records as last read or written, in their order; null until read (and for a list read elsewhere). */
  records: TRecord[] | null;
  /** The action asked about, under way, or last done. */
  action: TAction | null;
  /** The record it is about, as the page showed it (null: a new top-level record). */
  record: TRecord | null;
  /** The records the last write stored (what the page says changed). */
  written: TRecord[];
  /** The code of the failure on screen. */
  problem: string | null;
}

export type RecordEditorContext<TInput, TRecord, TAction extends string> = TInput & RecordEditorState<TRecord, TAction>;

export type RecordEditorEvent<TRecord, TAction extends string> =
  /** A record's button (or "Agregar"): `record` is the one pressed, or where a new one goes. */
  | { type: 'record.start'; action: TAction; record: TRecord | null }
  /** "Volver", Escape or a click outside the dialog. */
  | { type: 'record.close' }
  /** The confirming dialog's button. */
  | { type: 'record.confirm' }
  /** "Reintentar" after the list could not be read. */
  | { type: 'records.retry' };

/** What the `act` actor receives: a direct or confirmed action on a record, with the list as read. */
export interface RecordActRequest<TRecord, TAction extends string> {
  action: TAction;
  record: TRecord | null;
  records: readonly TRecord[];
}

export interface RecordEditorDefinition<TInput, TRecord, TAction extends string> {
  id: string;
  /** Whether the chart reads the list itself (`load`), or the list is read elsewhere. */
  reads: boolean;
  actions: Readonly<Record<TAction, RecordActionKind>>;
  /** Whether `action` is offered for `record` (null: a new top-level one) in `records`, to the person of `input`. */
  allows: (action: TAction, record: TRecord | null, records: readonly TRecord[], input: TInput) => boolean;
  /** The form of each `form` action, and what it starts from. */
  forms?: { readonly [A in TAction]?: AnyStateMachine };
  start?: (action: TAction, record: TRecord | null, records: readonly TRecord[], input: TInput) => InputFrom<AnyStateMachine>;
  /** The records after a write stored `written` (each in place of the one with its key, or added). */
  keep: (records: readonly TRecord[], written: readonly TRecord[]) => TRecord[];
}

/** Someone changed the record first (the contract's 409 VERSION_CONFLICT). */
export const isVersionConflict = (error: unknown): boolean => error instanceof ApiError && error.statusCode === 409 && error.code === 'VERSION_CONFLICT';

type StateNode = { description: string };
/**
 * The shape of every record editor's states, for the snapshot's `matches` (a chart reading no list
 * of its own has no `loading`, `failed` or `conflict`: matching them is simply false).
 */
type RecordEditorStates = {
  loading: StateNode;
  failed: StateNode;
  shown: StateNode & { states: { idle: StateNode; done: StateNode; refused: StateNode; outdated: StateNode } };
  asking: StateNode;
  confirming: StateNode;
  acting: StateNode;
  conflict: StateNode;
};

export function createRecordEditor<TInput extends object, TRecord, TAction extends string>(definition: RecordEditorDefinition<TInput, TRecord, TAction>) {
  type Context = RecordEditorContext<TInput, TRecord, TAction>;
  type Event = RecordEditorEvent<TRecord, TAction>;
  const kinds = new Set(Object.values(definition.actions) as RecordActionKind[]);
  const root = `#${definition.id}`;
  const inputOf = (context: Context): TInput => {
    const { records: _r, action: _a, record: _rec, written: _w, problem: _p, ...input } = context;
    return input as unknown as TInput;
  };
  const start = (kind: RecordActionKind, target: string) => ({ guard: and(['isOffered', { type: 'startsAs', params: { kind } }]), target, actions: 'chooseAction' }) as const;
  const keepWritten = { type: 'keepWritten', params: ({ event }: { event: { output: unknown } }) => ({ written: event.output as TRecord[] }) } as const;
  const conflictTarget = definition.reads ? `${root}.conflict` : `${root}.shown.outdated`;
  const conflictActions = definition.reads ? (['keepConflict'] as const) : (['keepConflict', 'listStale'] as const);

  return setup({
    types: { input: {} as TInput, context: {} as Context, events: {} as Event },
    actors: {
      /** Placeholder: reads the whole list. */
      load: fromPromise<TRecord[]>(async () => {
        throw new Error(`load of ${definition.id} is provided by its module`);
      }),
      /** Placeholder: applies a direct or confirmed action; answers the records it wrote. */
      act: fromPromise<TRecord[], RecordActRequest<TRecord, TAction>>(async () => {
        throw new Error(`act of ${definition.id} is provided by its module`);
      }),
      ...(Object.fromEntries(Object.entries(definition.forms ?? {}).map(([action, machine]) => [`recordForm.${action}`, machine])) as Record<string, AnyStateMachine>),
    },
    actions: {
      keepRecords: assign(({ event }) => ({ records: (event as unknown as { output: TRecord[] }).output, problem: null }) as Partial<Context>),
      chooseAction: assign(({ event }) => {
        const { action, record } = event as Extract<Event, { type: 'record.start' }>;
        return { action, record, written: [], problem: null } as Partial<Context>;
      }),
      keepWritten: assign(({ context }, { written }: { written: TRecord[] }) => ({
        written,
        records: context.records === null ? null : definition.keep(context.records, written),
        problem: null,
      }) as Partial<Context>),
      keepProblem: assign(({ event }) => ({ problem: errorCodeOf((event as unknown as { error: unknown }).error) }) as Partial<Context>),
      keepConflict: assign(() => ({ problem: 'VERSION_CONFLICT', written: [] }) as Partial<Context>),
      openForm: enqueueActions(({ context: machineContext, enqueue }) => {
        const context = machineContext as Context;
        const action = context.action as TAction;
        const input = definition.start!(action, context.record, context.records ?? [], inputOf(context));
        enqueue.spawnChild(`recordForm.${action}` as never, { id: 'recordForm', input } as never);
      }) as unknown as () => void,
      closeForm: stopChild('recordForm'),
      /** Placeholder; a list read elsewhere hears what a write stored. */
      listWritten: (_, _params: { written: TRecord[]; action: TAction }) => {},
      /** Placeholder; a list read elsewhere is read again after a conflict. */
      listStale: () => {},
    },
    guards: {
      isOffered: ({ context, event }) => {
        const { action, record } = event as Extract<Event, { type: 'record.start' }>;
        return definition.allows(action, record, context.records ?? [], inputOf(context));
      },
      startsAs: ({ event }, { kind }: { kind: RecordActionKind }) => definition.actions[(event as Extract<Event, { type: 'record.start' }>).action] === kind,
      wasConflict: ({ event }) => (event as unknown as { output: RecordOutcome<TRecord> }).output.kind === 'conflict',
      isConflict: ({ event }) => isVersionConflict((event as unknown as { error: unknown }).error),
    },
  }).createMachine({
    id: definition.id,
    context: ({ input }) => ({ ...input, records: null, action: null, record: null, written: [], problem: null }) as Context,
    initial: definition.reads ? 'loading' : 'shown',
    states: {
      // A list read elsewhere has no loading or failure of its own to show: those states would never be entered.
      ...((definition.reads
        ? {
            loading: {
              description: 'The list is on its way; nothing of it is known yet.',
              invoke: { src: 'load', onDone: { target: 'shown', actions: 'keepRecords' }, onError: { target: 'failed', actions: 'keepProblem' } },
            },
            failed: {
              description: 'The list could not be read (no network, a server failure); "Reintentar" asks again.',
              on: { 'records.retry': 'loading' },
            },
          }
        : {}) as { loading?: { description: string }; failed?: { description: string } }),
      shown: {
        description: "The records with the actions each offers; whatever the last action came to, a record's button starts another.",
        on: {
          'record.start': [
            ...(kinds.has('form') ? [start('form', `${root}.asking`)] : []),
            ...(kinds.has('confirm') ? [start('confirm', `${root}.confirming`)] : []),
            ...(kinds.has('direct') ? [start('direct', `${root}.acting`)] : []),
          ],
        },
        initial: 'idle',
        states: {
          idle: { description: 'Nothing under way and nothing to report.' },
          done: { description: 'The last action was stored: the page says what changed.' },
          refused: { description: 'The last action was refused or reached no verdict; the page says why, and nothing changed.' },
          outdated: { description: 'Someone changed the record first: nothing was written, and the list shows it as it now is.' },
        },
      },
      asking: {
        description: "The action's dialog asks with its form, which sends itself and stays open, with what was typed, when refused.",
        entry: 'openForm',
        exit: 'closeForm',
        on: {
          'xstate.done.actor.recordForm': [
            { guard: 'wasConflict', target: conflictTarget, actions: conflictActions },
            {
              target: 'shown.done',
              actions: [
                { type: 'keepWritten', params: ({ event }: { event: unknown }) => ({ written: (event as { output: { records: TRecord[] } }).output.records }) },
                { type: 'listWritten', params: ({ context }: { context: Context }) => ({ written: context.written, action: context.action as TAction }) },
              ],
            },
          ],
          'record.close': 'shown',
        },
      },
      confirming: {
        description: 'The dialog asks whether to go ahead; it writes only on its own button.',
        on: { 'record.close': 'shown', 'record.confirm': 'acting' },
      },
      acting: {
        description: 'The action is being written; a second press would only be refused, so nothing else can be pressed.',
        invoke: {
          src: 'act',
          input: ({ context }: { context: Context }) => ({ action: context.action as TAction, record: context.record, records: context.records ?? [] }),
          onDone: {
            target: 'shown.done',
            actions: [keepWritten, { type: 'listWritten', params: ({ context }: { context: Context }) => ({ written: context.written, action: context.action as TAction }) }],
          },
          onError: [
            { guard: 'isConflict', target: conflictTarget, actions: conflictActions },
            { target: 'shown.refused', actions: 'keepProblem' },
          ],
        },
      },
      ...((definition.reads
        ? {
            conflict: {
              description: 'Someone changed the record first: the page says so while the list is read again.',
              invoke: { src: 'load', onDone: { target: 'shown.outdated', actions: 'keepRecords' }, onError: { target: 'failed', actions: 'keepProblem' } },
            },
          }
        : {}) as { conflict?: { description: string } }),
      // Put together from the definition (a list read here or elsewhere), which TypeScript cannot follow.
    } as unknown as RecordEditorStates,
  });
}

/**
 * The actors of a record editor's forms, by action, as `provide` takes them (each form with its
 * send provided): the chart names them `recordForm.<action>`, keys TypeScript cannot list.
 */
export function formActors<TAction extends string>(forms: { readonly [A in TAction]?: AnyStateMachine }): Record<string, never> {
  return Object.fromEntries(Object.entries(forms).map(([action, machine]) => [`recordForm.${action}`, machine])) as Record<string, never>;
}
