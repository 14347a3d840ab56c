/**
 * One application's page: every answer of the wizard, the proof file, the RUT lookup made on
 * arrival and the history, with the decisions the application allows: taking it into review while
 * it is received, approving it or rejecting it (a dialog asks why) while it is undecided.
 *
 * The server decides each application once under a row lock and answers a repeat with what the
 * first did; the chart adds that a press while a decision is under way is not sent at all (the
 * states that send take no decision events). A decision the application no longer allows (another
 * reviewer decided it first, its RUT became a seller's) answers 409: the page says why and shows the
 * application as it now is. Any other failure reaches no verdict and the same action may be retried.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { isUndecided, type Application, type ApplicationReview } from './applications.types.ts';
import { EMPTY_REJECTION, rejectFormMachine, type RejectValues } from './rejectForm.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface ApplicationDetailInput {
  applicationId: string;
}

/** What the page loads at once: the answers, the review with its history, and the proof file's bytes. */
export interface LoadedApplication {
  application: Application;
  review: ApplicationReview;
  proof: Blob;
}

export interface ApplicationDetailContext extends ApplicationDetailInput {
  application: Application | null;
  /** The review as the server last answered it: the status shown is its status. */
  review: ApplicationReview | null;
  proof: Blob | null;
  /** The reason the dialog held when it was sent: brought back if the send fails. */
  draft: RejectValues | null;
  /** The last action sent without a rejection's dialog, for "Reintentar". */
  lastAction: 'review' | 'approve' | null;
  /** The code of the failure or refusal the page shows. */
  problem: string | null;
}

export type ApplicationDetailEvent =
  | { type: 'detail.retry' }
  /** "Tomar en revisión". */
  | { type: 'review.start' }
  | { type: 'application.approve' }
  /** "Rechazar": opens the dialog that asks why. */
  | { type: 'application.reject' }
  | { type: 'reject.close' }
  /** "Reintentar" after an action reached no verdict: the same action again. */
  | { type: 'action.retry' };

/** What the decision actors receive. */
export interface RejectionRequest {
  applicationId: string;
  reason: string;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.statusCode : null);

type ErrorEvent = { event: { error: unknown } };
type ReviewDone = { event: { output: ApplicationReview } };
const keepReview = { type: 'keepReview', params: ({ event }: ReviewDone) => ({ review: event.output }) } as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;
const isNotFound = { type: 'isStatus', params: ({ event }: ErrorEvent) => ({ error: event.error, status: 404 }) } as const;
const isConflict = { type: 'isStatus', params: ({ event }: ErrorEvent) => ({ error: event.error, status: 409 }) } as const;
const idOf = ({ context }: { context: ApplicationDetailContext }) => ({ applicationId: context.applicationId });

export const applicationDetailMachine = setup({
  types: {
    context: {} as ApplicationDetailContext,
    input: {} as ApplicationDetailInput,
    events: {} as ApplicationDetailEvent,
    children: {} as { rejectForm: 'rejectForm' },
  },
  actors: {
    /** GET the application, its review and its proof file. */
    loadApplication: fromPromise<LoadedApplication, ApplicationDetailInput>(async () => notProvided('loadApplication')()),
    /** GET …/review: where the review stands now. */
    loadReview: fromPromise<ApplicationReview, ApplicationDetailInput>(async () => notProvided('loadReview')()),
    /** POST …/review. */
    startReview: fromPromise<ApplicationReview, ApplicationDetailInput>(async () => notProvided('startReview')()),
    /** POST …/approve. */
    approveApplication: fromPromise<ApplicationReview, ApplicationDetailInput>(async () => notProvided('approveApplication')()),
    /** POST …/reject. */
    rejectApplication: fromPromise<ApplicationReview, RejectionRequest>(async () => notProvided('rejectApplication')()),
    rejectForm: rejectFormMachine,
  },
  actions: {
    keepLoaded: assign((_, { loaded }: { loaded: LoadedApplication }) => ({ application: loaded.application, review: loaded.review, proof: loaded.proof, problem: null })),
    keepReview: assign((_, { review }: { review: ApplicationReview }) => ({ review })),
    keepDraft: assign((_, { values }: { values: RejectValues }) => ({ draft: values })),
    forgetDraft: assign({ draft: null }),
    rememberAction: assign((_, { action }: { action: 'review' | 'approve' }) => ({ lastAction: action, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module tells the breadcrumb the application's name for its id segment. */
    announceName: (_, _params: { applicationId: string; businessName: string }) => {},
  },
  guards: {
    isReceived: ({ context }) => context.review?.status === 'received',
    isUndecided: ({ context }) => (context.review ? isUndecided(context.review.status) : false),
    lastActionWas: ({ context }, { action }: { action: 'review' | 'approve' }) => context.lastAction === action,
    isStatus: (_, { error, status }: { error: unknown; status: number }) => statusOf(error) === status,
  },
}).createMachine({
  id: 'applicationDetail',
  context: ({ input }) => ({ applicationId: input.applicationId, application: null, review: null, proof: null, draft: null, lastAction: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The application, its review and its proof file are on their way; nothing of it is known yet.',
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: idOf,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) },
            { type: 'announceName', params: ({ event }) => ({ applicationId: event.output.application.id, businessName: event.output.application.businessName }) },
          ],
        },
        onError: [{ guard: isNotFound, target: 'notFound' }, { target: 'failed', actions: keepProblem }],
      },
    },
    failed: {
      description: 'The application could not be loaded (no network, a server failure); "Reintentar" asks again.',
      on: { 'detail.retry': 'loading' },
    },
    notFound: {
      description: 'No application has this id: nothing to retry.',
    },
    ready: {
      description: 'The application is on screen with the decisions its status allows.',
      on: {
        'review.start': { guard: 'isReceived', target: 'reviewing', actions: { type: 'rememberAction', params: { action: 'review' } } },
        'application.approve': { guard: 'isUndecided', target: 'approving', actions: { type: 'rememberAction', params: { action: 'approve' } } },
        'application.reject': { guard: 'isUndecided', target: 'askingReason', actions: 'forgetDraft' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        inReview: { description: 'The caller took the application into review: the page says so.' },
        failed: {
          description: 'The last action reached no verdict (no network, a server failure); "Reintentar" sends it again.',
          on: {
            'action.retry': [
              { guard: { type: 'lastActionWas', params: { action: 'approve' } }, target: '#applicationDetail.approving' },
              { target: '#applicationDetail.reviewing' },
            ],
          },
        },
      },
    },
    reviewing: {
      description: 'The application is being taken into review; the buttons wait for the answer.',
      invoke: {
        id: 'startReview',
        src: 'startReview',
        input: idOf,
        onDone: { target: 'ready.inReview', actions: keepReview },
        onError: [{ guard: isConflict, target: 'conflict', actions: keepProblem }, { target: 'ready.failed', actions: keepProblem }],
      },
    },
    approving: {
      description: 'The approval is being recorded (the seller, its user, the mail); a second press sends nothing.',
      invoke: {
        id: 'approveApplication',
        src: 'approveApplication',
        input: idOf,
        onDone: { target: 'approved', actions: keepReview },
        onError: [{ guard: isConflict, target: 'conflict', actions: keepProblem }, { target: 'ready.failed', actions: keepProblem }],
      },
    },
    approved: {
      description: 'The caller approved it: the seller and its user exist and the applicant was mailed the link to choose a password.',
    },
    askingReason: {
      description: 'The dialog asks why the application is rejected; nothing is sent until the reason meets the rule.',
      invoke: {
        id: 'rejectForm',
        src: 'rejectForm',
        input: ({ context }) =>
          context.draft ? { values: context.draft, facts: null, touched: { reason: true } as const } : { values: EMPTY_REJECTION, facts: null },
        onDone: { target: 'rejecting', actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: { 'reject.close': { target: 'ready', actions: 'forgetDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The rejection reached no verdict; the dialog is back with the reason typed, to send again.' },
      },
    },
    rejecting: {
      description: 'The rejection is being recorded and mailed; the dialog shows the reason, disabled, until the answer.',
      invoke: {
        id: 'rejectApplication',
        src: 'rejectApplication',
        input: ({ context }) => ({ applicationId: context.applicationId, reason: (context.draft ?? EMPTY_REJECTION).reason.trim() }),
        onDone: { target: 'rejected', actions: [keepReview, 'forgetDraft'] },
        onError: [
          { guard: isConflict, target: 'conflict', actions: [keepProblem, 'forgetDraft'] },
          { target: 'askingReason.failed', actions: keepProblem },
        ],
      },
    },
    rejected: {
      description: 'The caller rejected it: the applicant was mailed the reason.',
    },
    conflict: {
      description: 'The server refused the decision (409): the application moved meanwhile, or can no longer become a seller.',
      initial: 'reloading',
      states: {
        reloading: {
          description: 'The page says why while the review is read again.',
          invoke: {
            id: 'loadReview',
            src: 'loadReview',
            input: idOf,
            onDone: { target: 'shown', actions: keepReview },
            onError: { target: '#applicationDetail.failed', actions: keepProblem },
          },
        },
        shown: {
          description: 'The application as it now is, with why the decision was refused; one still undecided may still be rejected.',
          on: { 'application.reject': { guard: 'isUndecided', target: '#applicationDetail.askingReason', actions: 'forgetDraft' } },
        },
      },
    },
  },
});
