/** What an application's page shows, as pure functions of its snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { applicationDetailMachine } from './applicationDetail.machine.ts';
import type { Application, ApplicationReview } from './applications.types.ts';
import type { rejectFormMachine, RejectValues } from './rejectForm.ts';

export type ApplicationDetailSnapshot = SnapshotFrom<typeof applicationDetailMachine>;

export type DetailScreen = 'loading' | 'failed' | 'notFound' | 'application';

export const selectDetailScreen = (snapshot: ApplicationDetailSnapshot): DetailScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'application';
};

export const selectApplication = (snapshot: ApplicationDetailSnapshot): Application | null => snapshot.context.application;
export const selectReview = (snapshot: ApplicationDetailSnapshot): ApplicationReview | null => snapshot.context.review;
export const selectProof = (snapshot: ApplicationDetailSnapshot): Blob | null => snapshot.context.proof;
export const selectLoadProblem = (snapshot: ApplicationDetailSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

export type DecisionAction = 'review' | 'approve' | 'reject';

export interface DecisionButtonView {
  action: DecisionAction;
  enabled: boolean;
  busy: boolean;
}

const EVENT_OF = { review: { type: 'review.start' }, approve: { type: 'application.approve' }, reject: { type: 'application.reject' } } as const;
const ACTIONS: readonly DecisionAction[] = ['review', 'approve', 'reject'];

/**
 * The decision bar: the buttons the chart takes now (`snapshot.can`); while a decision is under way
 * or the dialog is open, the same buttons stay, disabled, so the page does not jump and the focus
 * has a button to come back to.
 */
export const selectDecisionButtons = (snapshot: ApplicationDetailSnapshot): DecisionButtonView[] => {
  const busyAction: DecisionAction | null = snapshot.matches('reviewing')
    ? 'review'
    : snapshot.matches('approving')
      ? 'approve'
      : snapshot.matches('askingReason') || snapshot.matches('rejecting')
        ? 'reject'
        : null;
  const status = snapshot.context.review?.status;
  return ACTIONS.flatMap((action) => {
    const enabled = snapshot.can(EVENT_OF[action]);
    // Under way, the buttons the application allowed before the press stay on screen, disabled.
    const allowedBefore = busyAction !== null && (status === 'received' || (status === 'in_review' && action !== 'review'));
    if (!enabled && !allowedBefore) return [];
    return [{ action, enabled, busy: busyAction === action && action !== 'reject' }];
  });
};

export const sameDecisionButtons = (a: readonly DecisionButtonView[], b: readonly DecisionButtonView[]): boolean =>
  a.length === b.length && a.every((view, index) => view.action === b[index]?.action && view.enabled === b[index]?.enabled && view.busy === b[index]?.busy);

/** What the page reports above the application, once. */
export type DetailNotice =
  | { kind: 'inReview' }
  | { kind: 'approved' }
  | { kind: 'rejected' }
  | { kind: 'failed'; code: string }
  | { kind: 'conflict'; code: string; reloading: boolean };

export const selectNotice = (snapshot: ApplicationDetailSnapshot): DetailNotice | null => {
  const problem = snapshot.context.problem ?? 'UNEXPECTED';
  if (snapshot.matches({ ready: 'inReview' })) return { kind: 'inReview' };
  if (snapshot.matches({ ready: 'failed' })) return { kind: 'failed', code: problem };
  if (snapshot.matches('approved')) return { kind: 'approved' };
  if (snapshot.matches('rejected')) return { kind: 'rejected' };
  if (snapshot.matches({ conflict: 'reloading' })) return { kind: 'conflict', code: problem, reloading: true };
  if (snapshot.matches({ conflict: 'shown' })) return { kind: 'conflict', code: problem, reloading: false };
  return null;
};

/** The rejection dialog is open: while it asks, and while the rejection it sent is recorded. */
export const selectIsDialogOpen = (snapshot: ApplicationDetailSnapshot): boolean => snapshot.matches('askingReason') || snapshot.matches('rejecting');
export const selectIsRejecting = (snapshot: ApplicationDetailSnapshot): boolean => snapshot.matches('rejecting');
/** The last rejection reached no verdict: the code of why. */
export const selectRejectProblem = (snapshot: ApplicationDetailSnapshot): string | null =>
  snapshot.matches({ askingReason: 'failed' }) ? snapshot.context.problem : null;

export type RejectFormRef = ActorRefFrom<typeof rejectFormMachine>;

/** The dialog's form while it is asking (its values live in the form's own chart). */
export const selectRejectForm = (snapshot: ApplicationDetailSnapshot): RejectFormRef | undefined =>
  snapshot.matches('askingReason') ? snapshot.children.rejectForm : undefined;

/** The reason being sent, for the dialog to keep showing it while it waits. */
export const selectDraft = (snapshot: ApplicationDetailSnapshot): RejectValues | null => snapshot.context.draft;
