/**
 * The terms gate (openapi/documents.yaml): one second after a seller's session starts, the pending
 * terms are checked; a term whose start date is today or earlier is shown in a modal, as its PDF
 * (fetched with the token, embedded) or its sanitised HTML. A mandatory term (exception 0) offers
 * only accepting or logging out (the view's link to /logout); an optional one may be reviewed
 * later, which sets the review-later flag and hides it. Accepting calls approve: on success the
 * page reloads; on failure the danger flash approveTermsError is shown and the modal stays, so the
 * seller can try again.
 *
 * Decisions: the reload follows a successful acceptance only (reloading after a failure would wipe
 * the flash that explains it). When approve answers 409 (a newer version has started) or 410 (the
 * version has ended), the contract says the client checks again: the modal then shows the version in
 * force. It is a child of the auth chart for sellers only, so it starts with a seller's session and
 * stops with it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';
import { isMandatory, termToShow, type PendingTerms, type TermsCheckResult } from './termsGate.rules.ts';
import { notProvided } from '../notProvided.ts';

export type TermsGateEvent =
  | { type: 'terms.accept' }
  | { type: 'terms.reviewLater' }
  | { type: 'terms.file.retry' };

export interface TermsGateContext {
  /** The term on screen. */
  term: PendingTerms | null;
  /** Its PDF once fetched (typed application/pdf). */
  file: Blob | null;
}

/** The terms modal shows 1 s after load. */
export const TERMS_GATE_DELAY_MS = 1000;

const shownTerm = (context: TermsGateContext): PendingTerms => {
  if (!context.term) throw new Error('No term on screen');
  return context.term;
};

export const termsGateMachine = setup({
  types: {
    context: {} as TermsGateContext,
    events: {} as TermsGateEvent,
  },
  actors: {
    checkTerms: fromPromise<TermsCheckResult>(async () => notProvided('checkTerms')()),
    approveTerms: fromPromise<void, { term: PendingTerms }>(async () => notProvided('approveTerms')()),
    loadTermsFile: fromPromise<Blob, { file: string }>(async () => notProvided('loadTermsFile')()),
  },
  actions: {
    keepTerm: assign({ term: (_, params: { result: TermsCheckResult }) => termToShow(params.result), file: null }),
    keepFile: assign({ file: (_, params: { file: Blob }) => params.file }),
    forgetTerm: assign({ term: null, file: null }),
    // Effects on the browser, provided by the composition root:
    /** Sets the review-later flag ('1') in storage. */
    rememberReviewLater: () => {},
    /** Tells the session whether a term is on screen (the other aids wait for it); provided by the composition root. */
    reportSettled: (_, _params: { pending: boolean }) => {},
    /** Shows the danger flash approveTermsError. */
    flashApproveError: () => {},
    /** Reloads the page, so every screen reads the seller's new state. */
    reloadPage: () => {},
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { call: 'check' | 'approve' | 'file'; code: string }) => {},
  },
  guards: {
    showsPdf: (_, params: { result: TermsCheckResult }) => termToShow(params.result)?.contentType === 'pdf',
    showsHtml: (_, params: { result: TermsCheckResult }) => termToShow(params.result)?.contentType === 'html',
    isOptional: ({ context }) => context.term !== null && !isMandatory(context.term),
    /** 409 TERMS_SUPERSEDED or 410 TERMS_EXPIRED: another version is the one to accept now. */
    versionChanged: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && (params.error.statusCode === 409 || params.error.statusCode === 410),
  },
  delays: {
    termsGateDelay: TERMS_GATE_DELAY_MS,
  },
}).createMachine({
  id: 'termsGate',
  context: { term: null, file: null },
  initial: 'waiting',
  states: {
    // Why: the modal waits one second after load, so it does not cover the page's first paint.
    waiting: {
      after: { termsGateDelay: 'checking' },
    },
    // Why: asking the documents service what the seller has pending.
    checking: {
      invoke: {
        id: 'checkTerms',
        src: 'checkTerms',
        onDone: [
          {
            guard: { type: 'showsPdf', params: ({ event }) => ({ result: event.output }) },
            target: 'showing.loadingFile',
            actions: { type: 'keepTerm', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'showsHtml', params: ({ event }) => ({ result: event.output }) },
            target: 'showing.reading',
            actions: { type: 'keepTerm', params: ({ event }) => ({ result: event.output }) },
          },
          // Nothing due, or only optional terms the seller chose to review later.
          { target: 'clear' },
        ],
        // Why clear: a failed check must not block the portal; it is asked again next session.
        onError: { target: 'clear', actions: { type: 'logFailure', params: ({ event }) => ({ call: 'check', code: errorCodeOf(event.error) }) } },
      },
    },
    // Why: nothing to show until the next session (or the next page load).
    clear: {
      entry: { type: 'reportSettled', params: { pending: false } },
    },
    // Why: a term is due and shown; the checking answer picks the child (PDF to fetch, or HTML to read).
    showing: {
      entry: { type: 'reportSettled', params: { pending: true } },
      initial: 'reading',
      on: {
        // Only an optional term may wait; a mandatory one offers logging out instead.
        'terms.reviewLater': { guard: 'isOptional', target: 'deferred', actions: 'rememberReviewLater' },
      },
      states: {
        // Why: the PDF is fetched with the token (drafts must not be public), then embedded.
        loadingFile: {
          invoke: {
            id: 'loadTermsFile',
            src: 'loadTermsFile',
            input: ({ context }) => ({ file: shownTerm(context).content }),
            onDone: { target: 'reading', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.output }) } },
            onError: {
              target: 'fileFailed',
              actions: { type: 'logFailure', params: ({ event }) => ({ call: 'file', code: errorCodeOf(event.error) }) },
            },
          },
        },
        // Why no accept here: a document that could not be shown cannot be accepted; retry instead.
        fileFailed: {
          on: { 'terms.file.retry': 'loadingFile' },
        },
        // Why: the term is on screen and may be accepted.
        reading: {
          on: { 'terms.accept': '#termsGate.approving' },
        },
      },
    },
    // Why: the acceptance is on its way; the modal stays, its buttons locked.
    approving: {
      invoke: {
        id: 'approveTerms',
        src: 'approveTerms',
        input: ({ context }) => ({ term: shownTerm(context) }),
        onDone: 'accepted',
        onError: [
          {
            guard: { type: 'versionChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'checking',
            actions: 'forgetTerm',
          },
          {
            target: 'showing.reading',
            actions: ['flashApproveError', { type: 'logFailure', params: ({ event }) => ({ call: 'approve', code: errorCodeOf(event.error) }) }],
          },
        ],
      },
    },
    // Why: the acceptance is stored; the page reloads so every screen reads the seller's new state.
    accepted: {
      entry: 'reloadPage',
    },
    // Why: the seller chose to review the optional term later; the flag keeps it hidden this session.
    deferred: {
      // Why report: the session's next aid (the level change, the tour) waits for the screen to be free.
      entry: ['forgetTerm', { type: 'reportSettled', params: { pending: false } }],
    },
  },
});
