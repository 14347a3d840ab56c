/**
 * Configuración > Reglas: the rules in force as a form, saved as a new version with a note, and
 * the history of versions, any of which opens read-only.
 *
 * The form (rulesForm.ts) reports every edit here, so the page keeps what was typed (`draft`)
 * whatever happens next: a look at an old version, a refusal, a failure, a conflict. A save names
 * the version it was based on; when someone saved first (409) the page reads the rules again and
 * shows theirs beside the draft, to reapply the draft on top of theirs or take theirs.
 */
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { FormChangeReport, FormFieldErrors } from '../../../machines/form/form.machine.ts';
import { formValuesOf, RULES_FIELDS, rulesFormMachine, ruleValuesOf, type RulesFormValues } from './rulesForm.ts';
import type { RulesOverview, RulesSave, RuleVersion } from './rules.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface RulesPageContext {
  /** The rules in force and the history, as last read or saved. */
  overview: RulesOverview | null;
  /** The version the form's values were edited from (what a save says it was based on). */
  basedOn: number;
  /** What the form holds, as typed; null while it holds the version in force untouched. */
  draft: RulesFormValues | null;
  /** The server's refusals per field, shown under each field until it is edited. */
  refused: FormFieldErrors<RulesFormValues>;
  /** The past version opened read-only. */
  opened: RuleVersion | null;
  /** The version the caller has just saved. */
  saved: RuleVersion | null;
  /** The code of the last failure. */
  problem: string | null;
}

export type RulesPageEvent =
  | { type: 'rules.retry' }
  | { type: 'rules.edit' }
  | { type: 'version.open'; version: number }
  | { type: 'version.close' }
  | { type: 'conflict.reapply' }
  | { type: 'conflict.takeTheirs' }
  /** From the form: its values after an edit. */
  | { type: 'rules.changed'; values: RulesFormValues };

/** The server's per-field refusals (body.values.maxClaimsPercent) as the form's fields. */
function refusalsOf(error: unknown): FormFieldErrors<RulesFormValues> {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return {};
  const fields = new Set<string>(RULES_FIELDS);
  return Object.fromEntries(
    (error.details ?? [])
      .map(({ field, message }) => [field.replace(/^body\.(values\.)?/, ''), `rules.error.${message}`] as const)
      .filter(([field]) => fields.has(field)),
  );
}

type ErrorEvent = { event: { error: unknown } };
const isStatus = (status: number) => ({ type: 'isStatus', params: ({ event }: ErrorEvent) => ({ error: event.error, status }) }) as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;
const keepOverview = { type: 'keepOverview', params: ({ event }: { event: { output: RulesOverview } }) => ({ overview: event.output }) } as const;

export const rulesPageMachine = setup({
  types: {
    context: {} as RulesPageContext,
    events: {} as RulesPageEvent,
    children: {} as { rulesForm: 'rulesForm' },
  },
  actors: {
    /** GET /v1/rules. */
    loadRules: fromPromise<RulesOverview>(async () => notProvided('loadRules')()),
    /** GET /v1/rules/versions/{version}. */
    loadVersion: fromPromise<RuleVersion, { version: number }>(async () => notProvided('loadVersion')()),
    /** POST /v1/rules/versions. */
    saveRules: fromPromise<RuleVersion, RulesSave>(async () => notProvided('saveRules')()),
    rulesForm: rulesFormMachine.provide({
      actions: { reportChange: sendParent((_, report: FormChangeReport<RulesFormValues>) => ({ type: 'rules.changed', values: report.values })) },
    }),
  },
  actions: {
    keepOverview: assign((_, { overview }: { overview: RulesOverview }) => ({ overview, problem: null })),
    /** The version in force becomes the base of the form. */
    baseOnCurrent: assign(({ context }) => ({ basedOn: context.overview?.current.version ?? context.basedOn })),
    keepDraft: assign((_, { values }: { values: RulesFormValues }) => ({ draft: values })),
    forgetDraft: assign({ draft: null, refused: {} }),
    keepRefusals: assign((_, { error }: { error: unknown }) => ({ refused: refusalsOf(error), problem: errorCodeOf(error) })),
    forgetRefusals: assign({ refused: {} }),
    keepOpened: assign((_, { version }: { version: RuleVersion }) => ({ opened: version })),
    forgetOpened: assign({ opened: null }),
    /** The saved version is now in force and first in the history; the form starts again from it. */
    keepSaved: assign(({ context }, { version }: { version: RuleVersion }) => {
      const { values: _values, ...summary } = version;
      return {
        saved: version,
        basedOn: version.version,
        draft: null,
        refused: {},
        overview: { current: version, history: [summary, ...(context.overview?.history ?? [])] },
      };
    }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
  },
  guards: {
    isStatus: (_, { error, status }: { error: unknown; status: number }) => error instanceof ApiError && error.statusCode === status,
    hasFieldRefusals: (_, { error }: { error: unknown }) => Object.keys(refusalsOf(error)).length > 0,
  },
}).createMachine({
  id: 'rulesPage',
  context: { overview: null, basedOn: 0, draft: null, refused: {}, opened: null, saved: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The rules in force and their history are on their way.',
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'editing', actions: [keepOverview, 'baseOnCurrent'] },
        onError: { target: 'loadFailed', actions: keepProblem },
      },
    },
    loadFailed: {
      description: 'The rules could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'rules.retry': 'loading' },
    },
    editing: {
      description: 'The rules as a form, started from the draft when there is one; a valid press saves them as the next version.',
      invoke: {
        id: 'rulesForm',
        src: 'rulesForm',
        input: ({ context }) => ({
          values: context.draft ?? formValuesOf(context.overview!.current.values),
          facts: null,
          // A draft brought back shows its errors again, as they were when it was left.
          ...(context.draft ? { touched: Object.fromEntries(RULES_FIELDS.map((field) => [field, true] as const)) } : {}),
          refused: context.refused,
        }),
        onDone: { target: 'saving', actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: {
        'rules.changed': { actions: [{ type: 'keepDraft', params: ({ event }) => ({ values: event.values }) }, 'forgetRefusals'] },
        'version.open': 'openingVersion',
      },
    },
    openingVersion: {
      description: 'A version of the history is on its way, to be shown read-only; the draft waits.',
      invoke: {
        id: 'loadVersion',
        src: 'loadVersion',
        input: ({ event }) => ({ version: event.type === 'version.open' ? event.version : 1 }),
        onDone: { target: 'showingVersion', actions: { type: 'keepOpened', params: ({ event }) => ({ version: event.output }) } },
        onError: { target: 'versionFailed', actions: keepProblem },
      },
    },
    showingVersion: {
      description: 'A version shown read-only, beside nothing editable; closing it brings the form back as it was left.',
      on: { 'version.close': { target: 'editing', actions: 'forgetOpened' } },
    },
    versionFailed: {
      description: 'The version could not be read; closing brings the form back as it was left.',
      on: { 'version.close': 'editing' },
    },
    saving: {
      description: 'The draft is being saved as the next version; nothing can be edited until the answer.',
      invoke: {
        id: 'saveRules',
        src: 'saveRules',
        input: ({ context }) => ({ basedOnVersion: context.basedOn, note: context.draft!.note.trim(), values: ruleValuesOf(context.draft!) }),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ version: event.output }) } },
        onError: [
          { guard: isStatus(409), target: 'conflict', actions: keepProblem },
          {
            guard: { type: 'hasFieldRefusals', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'keepRefusals', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    saved: {
      description: 'The new version is in force and first in the history; "Editar" opens the form on it.',
      on: { 'rules.edit': 'editing', 'version.open': 'openingVersion' },
    },
    failed: {
      description: 'The save reached no verdict (no network, a server failure): "Reintentar" sends the same draft, "Seguir editando" brings it back.',
      on: { 'rules.retry': 'saving', 'rules.edit': 'editing' },
    },
    conflict: {
      description: 'Someone saved a version after the one the draft was based on: nothing was saved.',
      initial: 'reloading',
      states: {
        reloading: {
          description: 'The rules are read again to show theirs.',
          invoke: {
            id: 'loadRules',
            src: 'loadRules',
            onDone: { target: 'shown', actions: keepOverview },
            onError: { target: '#rulesPage.failed', actions: keepProblem },
          },
        },
        shown: {
          description: 'Their version beside the draft: the draft may be reapplied on top of theirs, or theirs taken as they are.',
          on: {
            'conflict.reapply': { target: '#rulesPage.editing', actions: 'baseOnCurrent' },
            'conflict.takeTheirs': { target: '#rulesPage.editing', actions: ['baseOnCurrent', 'forgetDraft'] },
          },
        },
      },
    },
  },
});
