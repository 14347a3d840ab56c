/**
 * The admin's terms page (Configuración > Comunicaciones > Términos): every terms version, and for
 * one of them the sellers at risk of suspension for not having accepted it (days left, reminders
 * mailed, suspended or not). The versions are read once; each version's risk is asked for when opened.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../../openapi/generated/documents.ts';
import { errorCodeOf } from '../../../shared/api-error.ts';

export type Terms = components['schemas']['Terms'];
export type TermsPage = components['schemas']['TermsPage'];
export type TermsAtRiskPage = components['schemas']['TermsAtRiskPage'];

export interface TermsAdminContext {
  versions: TermsPage | null;
  /** The version whose sellers at risk are shown. */
  selected: Terms | null;
  risk: TermsAtRiskPage | null;
  problem: string | null;
}

export type TermsAdminEvent = { type: 'list.retry' } | { type: 'risk.open'; terms: Terms } | { type: 'risk.retry' } | { type: 'risk.close' };

export const termsAdminMachine = setup({
  types: {
    context: {} as TermsAdminContext,
    events: {} as TermsAdminEvent,
  },
  actors: {
    listTerms: fromPromise<TermsPage>(async () => {
      throw new Error('listTerms is provided by the module');
    }),
    listTermsAtRisk: fromPromise<TermsAtRiskPage, { termsId: number }>(async () => {
      throw new Error('listTermsAtRisk is provided by the module');
    }),
  },
  actions: {
    keepVersions: assign({ versions: (_, versions: TermsPage) => versions, problem: null }),
    keepRisk: assign({ risk: (_, risk: TermsAtRiskPage) => risk, problem: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    forgetProblem: assign({ problem: null }),
    select: assign({ selected: (_, terms: Terms) => terms, risk: null, problem: null }),
    unselect: assign({ selected: null, risk: null, problem: null }),
  },
}).createMachine({
  id: 'termsAdmin',
  context: { versions: null, selected: null, risk: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The versions are asked for.',
      invoke: {
        id: 'terms',
        src: 'listTerms',
        onDone: { target: 'ready', actions: { type: 'keepVersions', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The versions could not be loaded: the page says why and offers to try again.',
      on: { 'list.retry': { target: 'loading', actions: 'forgetProblem' } },
    },
    ready: {
      description: 'The versions are shown; any one may open its sellers at risk.',
      initial: 'idle',
      on: {
        'risk.open': { target: '.risk', reenter: true, actions: { type: 'select', params: ({ event }) => event.terms } },
      },
      states: {
        idle: { description: 'No version open.' },
        risk: {
          description: 'One version open with its sellers at risk.',
          initial: 'loading',
          on: { 'risk.close': { target: 'idle', actions: 'unselect' } },
          states: {
            loading: {
              description: 'The sellers at risk of the version are asked for.',
              invoke: {
                id: 'risk',
                src: 'listTermsAtRisk',
                input: ({ context }) => ({ termsId: context.selected?.id ?? 0 }),
                onDone: { target: 'shown', actions: { type: 'keepRisk', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            shown: { description: 'The sellers at risk (or none) are shown.' },
            failed: {
              description: 'They could not be loaded: the section says why and offers to try again.',
              on: { 'risk.retry': { target: 'loading', actions: 'forgetProblem' } },
            },
          },
        },
      },
    },
  },
});
