/** What the sign-up wizard's screens show, as pure functions of its snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import { STEP_KEYS, type SignupData, type StepKey } from '../../shared/onboarding/steps.ts';
import { signupDataOf, stepKeyAt } from './signupDraft.ts';
import type { signupWizardMachine } from './signupWizard.machine.ts';

export type SignupWizardSnapshot = SnapshotFrom<typeof signupWizardMachine>;

/**
 * How the step indicator draws a step:
 * - active: the step on screen; error: the step on screen after a refused Next, until its form is valid;
 * - complete: passed Next, before the step on screen;
 * - completeDisabled: passed Next, after the step on screen (reached again only through Next);
 * - warning: passed Next, then changed and left with Back without passing Next again;
 * - incomplete: worked on (left with Back, or refused) without passing Next;
 * - inactive: the step right after the one on screen; disabled: later steps not reached yet.
 */
export type StepIndicatorState = 'active' | 'complete' | 'inactive' | 'disabled' | 'error' | 'warning' | 'incomplete' | 'completeDisabled';

export interface StepIndicator {
  step: StepKey;
  state: StepIndicatorState;
}

export type SignupPhase = 'collect' | 'sending' | 'success' | 'fail' | 'rateLimited' | 'keyConflict' | 'left';

export const selectPhase = (snapshot: SignupWizardSnapshot): SignupPhase => {
  for (const phase of ['collect', 'sending', 'success', 'fail', 'rateLimited', 'keyConflict'] as const) if (snapshot.matches(phase)) return phase;
  return 'left';
};

// One array per context and refused mark, so `useSelector` sees the same value until something changes.
const indicatorsByContext = new WeakMap<object, { refused: boolean; indicators: StepIndicator[] }>();

export function selectStepIndicators(snapshot: SignupWizardSnapshot): StepIndicator[] {
  const refused = snapshot.matches({ collect: { ready: 'refused' } });
  const cached = indicatorsByContext.get(snapshot.context);
  if (cached?.refused === refused) return cached.indicators;
  const { stepIndex, steps } = snapshot.context;
  const indicators = STEP_KEYS.map((step, index): StepIndicator => {
    const record = steps[index]!;
    if (index === stepIndex) return { step, state: refused ? 'error' : 'active' };
    if (record.success && record.stale) return { step, state: 'warning' };
    if (record.success) return { step, state: index < stepIndex ? 'complete' : 'completeDisabled' };
    if (record.attempted) return { step, state: 'incomplete' };
    return { step, state: index === stepIndex + 1 ? 'inactive' : 'disabled' };
  });
  indicatorsByContext.set(snapshot.context, { refused, indicators });
  return indicators;
}

/** The step on screen. */
export const selectCurrentStep = (snapshot: SignupWizardSnapshot): StepKey => stepKeyAt(snapshot.context.stepIndex);

export const selectStepIndex = (snapshot: SignupWizardSnapshot): number => snapshot.context.stepIndex;

/** The form of the step on screen (null on the confirmation step). */
export const selectStepForm = (snapshot: SignupWizardSnapshot) => snapshot.context.stepForm;

/** The buttons the chart takes now (Back from the second step, Quit on the first, Next or End). */
export interface WizardButtonsOffered {
  back: boolean;
  quit: boolean;
  next: boolean;
  end: boolean;
}

export const selectButtons = (snapshot: SignupWizardSnapshot): WizardButtonsOffered => ({
  back: snapshot.can({ type: 'wizard.back' }),
  quit: snapshot.can({ type: 'wizard.quit' }),
  next: snapshot.can({ type: 'wizard.next' }),
  end: snapshot.can({ type: 'wizard.end' }),
});

/** Next was refused on the step on screen (or the server refused an answer there). */
export const selectStepRefused = (snapshot: SignupWizardSnapshot): boolean => snapshot.matches({ collect: { ready: 'refused' } });

/** What the server refused of the last send, while its step (or the summary) is on screen. */
export const selectServerRefusal = (snapshot: SignupWizardSnapshot) => (snapshot.matches('collect') ? snapshot.context.serverRefusal : null);

/** When a rate-limited applicant may send again (epoch ms), while that screen shows. */
export const selectRetryAt = (snapshot: SignupWizardSnapshot): number | null => (snapshot.matches('rateLimited') ? snapshot.context.retryAt : null);

/** Sending again is possible now (after a failure, or once a rate limit is over). */
export const selectCanRetry = (snapshot: SignupWizardSnapshot): boolean => snapshot.can({ type: 'wizard.retry' });

/** The first Quit press armed the warning: a second one leaves. */
export const selectQuitArmed = (snapshot: SignupWizardSnapshot): boolean => snapshot.matches({ collect: 'quitArmed' });

/** The person quit: the view goes to /login. */
export const selectHasLeft = (snapshot: SignupWizardSnapshot): boolean => snapshot.matches('left');

const dataByContext = new WeakMap<object, SignupData>();

/** Every step's stored data (the confirmation step's summary; what is sent). */
export function selectSignupData(snapshot: SignupWizardSnapshot): SignupData {
  let data = dataByContext.get(snapshot.context.steps);
  if (!data) {
    data = signupDataOf(snapshot.context.steps);
    dataByContext.set(snapshot.context.steps, data);
  }
  return data;
}

/** The commercial-area e-mail the confirmation went to (as the service said, else as typed). */
export const selectConfirmationEmail = (snapshot: SignupWizardSnapshot): string =>
  snapshot.context.confirmationSentTo ?? selectSignupData(snapshot).contact.comertialAreaEmail;

/** The name of a proof file the saved draft could not keep (the bank step asks for it again). */
export const selectDroppedProofFile = (snapshot: SignupWizardSnapshot): string | null => snapshot.context.droppedProofFile;
