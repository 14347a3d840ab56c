/** What the return's page shows, as pure functions of its snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { decisionFormMachine, DecisionValues } from './decisionForm.ts';
import type { returnDetailMachine } from './returnDetail.machine.ts';
import type { ReturnAction, ReturnDecision, ReturnDetail } from './returns.types.ts';

export type ReturnDetailSnapshot = SnapshotFrom<typeof returnDetailMachine>;

export type DetailScreen = 'loading' | 'failed' | 'notFound' | 'return';

export const selectDetailScreen = (snapshot: ReturnDetailSnapshot): DetailScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'return';
};

export const selectDetail = (snapshot: ReturnDetailSnapshot): ReturnDetail | null => snapshot.context.detail;
export const selectLoadProblem = (snapshot: ReturnDetailSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

export interface ActionButtonView {
  action: ReturnAction;
  enabled: boolean;
  busy: boolean;
}

const ACTIONS: readonly ReturnAction[] = ['takeOver', 'approve', 'reject'];
const EVENT_OF = { approve: { type: 'return.approve' }, reject: { type: 'return.reject' }, takeOver: { type: 'return.takeOver' } } as const;

/**
 * The action bar: on a return at rest, the buttons the chart takes (`snapshot.can`); while
 * something is under way or the dialog is open, the same buttons stay (those the return allowed),
 * disabled, so the page does not jump and the focus has a button to come back to.
 */
export const selectActionButtons = (snapshot: ReturnDetailSnapshot): ActionButtonView[] => {
  const { detail, decision } = snapshot.context;
  if (!detail || selectDetailScreen(snapshot) !== 'return') return [];
  const atRest = snapshot.matches('loaded');
  return ACTIONS.flatMap((action) => {
    const enabled = snapshot.can(EVENT_OF[action]);
    if (!(atRest ? enabled : detail.allowedActions.includes(action))) return [];
    const busy = action === 'takeOver' ? snapshot.matches('takingOver') : snapshot.matches('sending') && decision === action;
    return [{ action, enabled, busy }];
  });
};

export const sameActionButtons = (a: readonly ActionButtonView[], b: readonly ActionButtonView[]): boolean =>
  a.length === b.length && a.every((view, index) => view.action === b[index]?.action && view.enabled === b[index]?.enabled && view.busy === b[index]?.busy);

/** What the page reports above the return, once. */
export type DetailNotice =
  | { kind: 'decided'; decision: ReturnDecision }
  | { kind: 'tookOver' }
  | { kind: 'takeOverFailed'; code: string }
  | { kind: 'conflict'; code: string; reloading: boolean };

export const selectNotice = (snapshot: ReturnDetailSnapshot): DetailNotice | null => {
  const { decision, problem } = snapshot.context;
  if (snapshot.matches({ loaded: 'decided' }) && decision) return { kind: 'decided', decision };
  if (snapshot.matches({ loaded: 'tookOver' })) return { kind: 'tookOver' };
  if (snapshot.matches({ loaded: 'takeOverFailed' })) return { kind: 'takeOverFailed', code: problem ?? 'UNEXPECTED' };
  if (snapshot.matches('conflict')) return { kind: 'conflict', code: problem ?? 'UNEXPECTED', reloading: true };
  if (snapshot.matches({ loaded: 'outdated' })) return { kind: 'conflict', code: problem ?? 'UNEXPECTED', reloading: false };
  return null;
};

/** The decision dialog is open: while it asks, and while the decision it sent is recorded. */
export const selectIsDialogOpen = (snapshot: ReturnDetailSnapshot): boolean => snapshot.matches('deciding') || snapshot.matches('sending');
export const selectIsSending = (snapshot: ReturnDetailSnapshot): boolean => snapshot.matches('sending');
export const selectDialogDecision = (snapshot: ReturnDetailSnapshot): ReturnDecision | null => snapshot.context.decision;
/** The last decision reached no verdict: the code of why. */
export const selectDecisionProblem = (snapshot: ReturnDetailSnapshot): string | null => (snapshot.matches({ deciding: 'failed' }) ? snapshot.context.problem : null);

export type DecisionFormRef = ActorRefFrom<typeof decisionFormMachine>;

/** The dialog's form while it is asking (its values live in the form's own chart). */
export const selectDecisionForm = (snapshot: ReturnDetailSnapshot): DecisionFormRef | undefined => (snapshot.matches('deciding') ? snapshot.children.decisionForm : undefined);

/** The values being sent, for the dialog to keep showing them while it waits. */
export const selectDraft = (snapshot: ReturnDetailSnapshot): DecisionValues | null => snapshot.context.draft;
