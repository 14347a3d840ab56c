/**
 * One application's page: every answer of the wizard, the proof file, the RUT lookup made on
 * arrival and the history, with the decisions the application allows: taking it into review while
 * it is received, approving it or rejecting it (a dialog asks why) while it is undecided.
 *
 * The kit's detail chart (machines/detail): taking into review and approving are sent at once (and
 * "Reintentar" sends a failed one again), the rejection asks with its form. The server decides each
 * application once under a row lock and answers a repeat with what the first did; the chart adds
 * that a press while a decision is under way is not sent at all. A decision the application no
 * longer allows (another reviewer decided it first, its RUT became a seller's) answers 409: the page
 * says why and shows the application as it now is, where one still undecided may only be rejected.
 */
import { createDetailMachine, hasStatus } from '../../../machines/detail/detail.machine.ts';
import { isUndecided, type Application, type ApplicationReview } from './applications.types.ts';
import { EMPTY_REJECTION, rejectFormMachine } from './rejectForm.ts';

export interface ApplicationDetailInput {
  applicationId: string;
}

/** What the page loads at once: the answers, the review with its history, and the proof file's bytes. */
export interface LoadedApplication {
  application: Application;
  /** The review as the server last answered it: the status shown is its status. */
  review: ApplicationReview;
  proof: Blob;
}

/** The page's decisions, in the order of their buttons. */
export type ApplicationAction = 'review' | 'approve' | 'reject';

export const APPLICATION_ACTIONS = { review: 'direct', approve: 'direct', reject: 'form' } as const satisfies Record<ApplicationAction, 'direct' | 'form'>;

/** Taken into review while received; approved or rejected while undecided. */
export const allowsApplication = ({ review }: LoadedApplication, action: ApplicationAction): boolean =>
  action === 'review' ? review.status === 'received' : isUndecided(review.status);

export const applicationDetailMachine = createDetailMachine<ApplicationDetailInput, LoadedApplication, ApplicationAction, typeof rejectFormMachine>({
  id: 'applicationDetail',
  actions: APPLICATION_ACTIONS,
  allows: allowsApplication,
  form: {
    machine: rejectFormMachine,
    // A refused send brings back the reason as typed, its error shown.
    start: (_action, _detail, draft) => (draft ? { values: draft, facts: null, touched: { reason: true } as const } : { values: EMPTY_REJECTION, facts: null }),
  },
  isConflict: hasStatus(409),
  // A refused decision is not offered again at once (the RUT that became a seller's does not show); a rejection still is.
  afterConflict: ['reject'],
  retriesDirect: true,
});
