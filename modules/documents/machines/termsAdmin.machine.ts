/**
 * The admin's terms page (Configuración > Comunicaciones > Términos): every terms version, and one
 * version's detail in two tabs: the sellers who accepted it ("Aceptaron", paged and searchable) and
 * the sellers at risk of suspension for not having accepted it ("En riesgo": days left, reminders
 * mailed, suspended or not). The versions are read once; each tab is asked for when it is shown.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../../openapi/generated/documents.ts';
import { errorCodeOf } from '../../../shared/api-error.ts';

export type Terms = components['schemas']['Terms'];
export type TermsPage = components['schemas']['TermsPage'];
export type TermsAtRiskPage = components['schemas']['TermsAtRiskPage'];
export type TermsVersionAcceptancePage = components['schemas']['TermsVersionAcceptancePage'];

/** What the "Aceptaron" tab asks for. */
export interface AcceptedQuery {
  termsId: number;
  page: number;
  search: string;
}

export interface TermsAdminContext {
  versions: TermsPage | null;
  /** The version whose detail is open. */
  selected: Terms | null;
  accepted: TermsVersionAcceptancePage | null;
  acceptedPage: number;
  acceptedSearch: string;
  risk: TermsAtRiskPage | null;
  problem: string | null;
}

export type TermsAdminEvent =
  | { type: 'list.retry' }
  | { type: 'version.open'; terms: Terms }
  | { type: 'version.close' }
  | { type: 'tab.accepted' }
  | { type: 'tab.risk' }
  | { type: 'accepted.page'; page: number }
  | { type: 'accepted.search'; search: string }
  | { type: 'accepted.retry' }
  | { type: 'risk.retry' };

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
    listAccepted: fromPromise<TermsVersionAcceptancePage, AcceptedQuery>(async () => {
      throw new Error('listAccepted is provided by the module');
    }),
  },
  guards: {
    isAnotherPage: ({ context }, { page }: { page: number }) => page >= 1 && page !== context.acceptedPage,
  },
  actions: {
    keepVersions: assign({ versions: (_, versions: TermsPage) => versions, problem: null }),
    keepRisk: assign({ risk: (_, risk: TermsAtRiskPage) => risk, problem: null }),
    keepAccepted: assign({ accepted: (_, accepted: TermsVersionAcceptancePage) => accepted, problem: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    forgetProblem: assign({ problem: null }),
    select: assign({ selected: (_, terms: Terms) => terms, accepted: null, acceptedPage: 1, acceptedSearch: '', risk: null, problem: null }),
    unselect: assign({ selected: null, accepted: null, acceptedPage: 1, acceptedSearch: '', risk: null, problem: null }),
    turnPage: assign({ acceptedPage: (_, page: number) => page, problem: null }),
    search: assign({ acceptedSearch: (_, search: string) => search.trim(), acceptedPage: 1, problem: null }),
  },
}).createMachine({
  id: 'termsAdmin',
  context: { versions: null, selected: null, accepted: null, acceptedPage: 1, acceptedSearch: '', risk: null, problem: null },
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
      description: 'The versions are shown; any one may open its detail.',
      initial: 'idle',
      on: {
        'version.open': { target: '.detail', reenter: true, actions: { type: 'select', params: ({ event }) => event.terms } },
      },
      states: {
        idle: { description: 'No version open.' },
        detail: {
          description: 'One version open, on the tab of the sellers who accepted it or on the one of those at risk.',
          initial: 'accepted',
          on: {
            'version.close': { target: 'idle', actions: 'unselect' },
          },
          states: {
            accepted: {
              description: 'The sellers who accepted the version, a page at a time.',
              initial: 'loading',
              on: {
                'tab.risk': { target: 'risk', actions: 'forgetProblem' },
                'accepted.search': { target: '.loading', reenter: true, actions: { type: 'search', params: ({ event }) => event.search } },
              },
              states: {
                loading: {
                  description: 'A page of the version\'s acceptances is asked for.',
                  invoke: {
                    id: 'accepted',
                    src: 'listAccepted',
                    input: ({ context }) => ({ termsId: context.selected?.id ?? 0, page: context.acceptedPage, search: context.acceptedSearch }),
                    onDone: { target: 'shown', actions: { type: 'keepAccepted', params: ({ event }) => event.output } },
                    onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
                shown: {
                  description: 'The page (or none) is shown; another page may be asked for.',
                  on: {
                    'accepted.page': {
                      guard: { type: 'isAnotherPage', params: ({ event }) => ({ page: event.page }) },
                      target: 'loading',
                      actions: { type: 'turnPage', params: ({ event }) => event.page },
                    },
                  },
                },
                failed: {
                  description: 'The page could not be loaded: the tab says why and offers to try again.',
                  on: { 'accepted.retry': { target: 'loading', actions: 'forgetProblem' } },
                },
              },
            },
            risk: {
              description: 'The sellers at risk of suspension for this version.',
              initial: 'loading',
              on: { 'tab.accepted': { target: 'accepted', actions: 'forgetProblem' } },
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
                  description: 'They could not be loaded: the tab says why and offers to try again.',
                  on: { 'risk.retry': { target: 'loading', actions: 'forgetProblem' } },
                },
              },
            },
          },
        },
      },
    },
  },
});
