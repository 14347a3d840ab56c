/**
 * The Módulos screen: every module with its switch, the dialogs that close one (why and when it
 * comes back) or open it again, and each module's history. What may be switched is decided here
 * once: a module that exists, in the other position, and never the switches' own module (closing it
 * would lock every admin out); the page asks `snapshot.can(...)` and never repeats it.
 *
 * After a switch the list is read again, so the row shows the change with who made it. A switch the
 * server refuses for a rule (400) or that reaches no verdict comes back to its dialog with what was
 * typed; the server's refusal of the switches' own module (409) is reported on the page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { SWITCHES_MODULE_KEY } from '../../../shared/moduleSwitches/rules.ts';
import { closingFormMachine, EMPTY_CLOSING, reopeningOf, type ClosingValues } from './closingForm.ts';
import type { ModuleSwitch, ServiceStatus, SwitchBody, SwitchChange } from './moduleSwitches.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface ModuleSwitchesContext {
  /** Every module as last read (empty until the list arrives). */
  modules: ModuleSwitch[];
  /** The module a dialog is about (or was last switched). */
  target: string | null;
  /** What the closing dialog held when sent: brought back if the closing fails. */
  draft: ClosingValues | null;
  /** The history of `target`, while the history dialog shows it. */
  history: SwitchChange[];
  /** The code of the failure or refusal the page or a dialog shows. */
  problem: string | null;
  /** The moment the closing dialog opened (ISO): its reopening must come after it. */
  openedAt: string;
}

export type ModuleSwitchesEvent =
  | { type: 'switches.retry' }
  /** "Cerrar" on a module's row: the closing dialog. */
  | { type: 'switch.close'; key: string; now: string }
  /** "Abrir" on a closed module's row: the dialog that confirms it. */
  | { type: 'switch.open'; key: string }
  | { type: 'switch.confirm' }
  | { type: 'switch.cancel' }
  | { type: 'history.show'; key: string }
  | { type: 'history.retry' }
  | { type: 'history.close' };

/** What the switch actor sends. */
export interface SwitchRequest {
  key: string;
  body: SwitchBody;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.statusCode : null);

const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const keepModules = { type: 'keepModules', params: ({ event }: { event: { output: ModuleSwitch[] } }) => ({ modules: event.output }) } as const;
const isStatus = (status: number) => ({ type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status }) }) as const;

/** The request of the switch under way: a closing carries its trimmed reason and reopening. */
function switchRequest(context: ModuleSwitchesContext): SwitchRequest {
  const key = context.target ?? '';
  if (context.draft === null) return { key, body: { active: true } };
  return { key, body: { active: false, reason: context.draft.reason.trim(), expected_reopening: reopeningOf(context.draft) ?? null } };
}

const moduleOf = (context: ModuleSwitchesContext, key: string) => context.modules.find((module) => module.key_module === key);

export const moduleSwitchesMachine = setup({
  types: {
    context: {} as ModuleSwitchesContext,
    events: {} as ModuleSwitchesEvent,
    children: {} as { closingForm: 'closingForm' },
  },
  actors: {
    /** GET /services-status/switches. */
    listSwitches: fromPromise<ModuleSwitch[]>(async () => notProvided('listSwitches')()),
    /** PUT /services-status/{keyModule}: answers the module as stored now. */
    switchModule: fromPromise<ServiceStatus, SwitchRequest>(async () => notProvided('switchModule')()),
    /** GET /services-status/{keyModule}/history. */
    loadHistory: fromPromise<SwitchChange[], { key: string }>(async () => notProvided('loadHistory')()),
    closingForm: closingFormMachine,
  },
  actions: {
    keepModules: assign((_, { modules }: { modules: ModuleSwitch[] }) => ({ modules })),
    /** The switched module as stored, until the list read again brings its last change. */
    keepSwitched: assign({
      modules: ({ context }, { status }: { status: ServiceStatus }) =>
        context.modules.map((module) => (module.key_module === status.key_module ? { ...module, ...status } : module)),
    }),
    startClosing: assign((_, { key, now }: { key: string; now: string }) => ({ target: key, draft: null, problem: null, openedAt: now })),
    startOpening: assign((_, { key }: { key: string }) => ({ target: key, draft: null, problem: null })),
    startHistory: assign((_, { key }: { key: string }) => ({ target: key, history: [], problem: null })),
    keepDraft: assign((_, { values }: { values: ClosingValues }) => ({ draft: values })),
    forgetDraft: assign({ draft: null }),
    keepHistory: assign((_, { history }: { history: SwitchChange[] }) => ({ history })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
  },
  guards: {
    // The switches' own module is never switched: closing it would lock every admin out.
    mayClose: ({ context }, { key }: { key: string }) => key !== SWITCHES_MODULE_KEY && moduleOf(context, key)?.active === true,
    mayOpen: ({ context }, { key }: { key: string }) => key !== SWITCHES_MODULE_KEY && moduleOf(context, key)?.active === false,
    hasModule: ({ context }, { key }: { key: string }) => moduleOf(context, key) !== undefined,
    isStatus: (_, { error, status }: { error: unknown; status: number }) => statusOf(error) === status,
    wasClosing: ({ context }) => context.draft !== null,
  },
}).createMachine({
  id: 'moduleSwitches',
  context: { modules: [], target: null, draft: null, history: [], problem: null, openedAt: new Date(0).toISOString() },
  initial: 'loading',
  states: {
    loading: {
      description: 'The modules are on their way; nothing of them is known yet.',
      invoke: {
        id: 'listSwitches',
        src: 'listSwitches',
        onDone: { target: 'ready', actions: keepModules },
        onError: { target: 'failed', actions: keepProblem },
      },
    },
    failed: {
      description: 'The modules could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'switches.retry': 'loading' },
    },
    ready: {
      description: 'Every module is on screen with the switch its position allows.',
      on: {
        'switch.close': {
          guard: { type: 'mayClose', params: ({ event }) => ({ key: event.key }) },
          target: 'closing',
          actions: { type: 'startClosing', params: ({ event }) => ({ key: event.key, now: event.now }) },
        },
        'switch.open': {
          guard: { type: 'mayOpen', params: ({ event }) => ({ key: event.key }) },
          target: 'confirmingOpen',
          actions: { type: 'startOpening', params: ({ event }) => ({ key: event.key }) },
        },
        'history.show': {
          guard: { type: 'hasModule', params: ({ event }) => ({ key: event.key }) },
          target: 'history',
          actions: { type: 'startHistory', params: ({ event }) => ({ key: event.key }) },
        },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        switched: { description: 'The switch was stored and the list read again: the page says which module is now open or closed.' },
        staleAfterSwitch: { description: 'The switch was stored but the list could not be read again: the row shows the new position, its last change may be behind.' },
        refused: { description: 'The server refused to switch the module (409, the switches\' own): the page says so; nothing changed.' },
      },
    },
    closing: {
      description: 'The dialog asks why the module closes and when it is expected back; it sends nothing until the rules are met.',
      invoke: {
        id: 'closingForm',
        src: 'closingForm',
        input: ({ context }) =>
          context.draft
            ? { values: context.draft, facts: { now: context.openedAt }, touched: { reason: true, day: true, time: true, noEstimate: true } as const }
            : { values: EMPTY_CLOSING, facts: { now: context.openedAt } },
        onDone: { target: 'switching', actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: { 'switch.cancel': { target: 'ready', actions: 'forgetDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The closing was refused for a rule (a time that passed meanwhile) or reached no verdict; the dialog is back with what was typed.' },
      },
    },
    confirmingOpen: {
      description: 'The dialog asks to confirm the opening: sellers get the module back at once.',
      on: { 'switch.confirm': 'switching', 'switch.cancel': 'ready' },
      initial: 'asking',
      states: {
        asking: { description: 'Nothing sent yet.' },
        failed: { description: 'The opening reached no verdict; it may be confirmed again.' },
      },
    },
    switching: {
      description: 'The switch is being stored; the dialog stays with what was chosen, disabled, until the server answers.',
      invoke: {
        id: 'switchModule',
        src: 'switchModule',
        input: ({ context }) => switchRequest(context),
        onDone: { target: 'refreshing', actions: [{ type: 'keepSwitched', params: ({ event }) => ({ status: event.output }) }, 'forgetDraft'] },
        onError: [
          { guard: isStatus(409), target: 'ready.refused', actions: [keepProblem, 'forgetDraft'] },
          { guard: 'wasClosing', target: 'closing.failed', actions: keepProblem },
          { target: 'confirmingOpen.failed', actions: keepProblem },
        ],
      },
    },
    refreshing: {
      description: 'The switch is stored; the list is read again for the row\'s last change (who and when).',
      invoke: {
        id: 'refreshSwitches',
        src: 'listSwitches',
        onDone: { target: 'ready.switched', actions: keepModules },
        onError: { target: 'ready.staleAfterSwitch', actions: keepProblem },
      },
    },
    history: {
      description: 'A dialog with every open and close of one module, newest first, with who did it.',
      on: { 'history.close': 'ready' },
      initial: 'loading',
      states: {
        loading: {
          description: 'The history is on its way.',
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ key: context.target ?? '' }),
            onDone: { target: 'shown', actions: { type: 'keepHistory', params: ({ event }) => ({ history: event.output }) } },
            onError: { target: 'failed', actions: keepProblem },
          },
        },
        shown: { description: 'The history is on screen (maybe empty: never switched).' },
        failed: {
          description: 'The history could not be read; "Reintentar" asks again.',
          on: { 'history.retry': 'loading' },
        },
      },
    },
  },
});
