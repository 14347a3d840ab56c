/** What the sign-up wizard's screens show, as pure functions of its snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import { STEP_KEYS, type SignupData, type StepKey } from '../../shared/onboarding/steps.ts';
import { LAST_STEP_INDEX, signupDataOf, stepKeyAt } from './signupDraft.ts';
import type { signupWizardMachine } from './signupWizard.machine.ts';

export type SignupWizardSnapshot = SnapshotFrom<typeof signupWizardMachine>;

/**
 * How the step indicator draws a step (spec section 2):
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

export type SignupPhase = 'collect' | 'sending' | 'success' | 'fail' | 'left';

export const selectPhase = (snapshot: SignupWizardSnapshot): SignupPhase => {
  if (snapshot.matches('collect')) return 'collect';
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('fail')) return 'fail';
  return 'left';
};

// One array per context, so `useSelector` sees the same value until something changes.
const indicatorsByContext = new WeakMap<object, StepIndicator[]>();

export function selectStepIndicators(snapshot: SignupWizardSnapshot): StepIndicator[] {
  const cached = indicatorsByContext.get(snapshot.context);
  if (cached) return cached;
  const { stepIndex, steps, refused } = snapshot.context;
  const indicators = STEP_KEYS.map((step, index): StepIndicator => {
    const record = steps[index]!;
    if (index === stepIndex) return { step, state: refused ? 'error' : 'active' };
    if (record.success && record.stale) return { step, state: 'warning' };
    if (record.success) return { step, state: index < stepIndex ? 'complete' : 'completeDisabled' };
    if (record.attempted) return { step, state: 'incomplete' };
    return { step, state: index === stepIndex + 1 ? 'inactive' : 'disabled' };
  });
  indicatorsByContext.set(snapshot.context, indicators);
  return indicators;
}

/** The step on screen. */
export const selectCurrentStep = (snapshot: SignupWizardSnapshot): StepKey => stepKeyAt(snapshot.context.stepIndex);

export const selectStepIndex = (snapshot: SignupWizardSnapshot): number => snapshot.context.stepIndex;

/** The form of the step on screen (null on the confirmation step). */
export const selectStepForm = (snapshot: SignupWizardSnapshot) => snapshot.context.stepForm;

/** Back exists from the second step on (and only while collecting). */
export const selectCanGoBack = (snapshot: SignupWizardSnapshot): boolean =>
  snapshot.matches('collect') && snapshot.context.stepIndex > 0;

/** Quit exists on the first step only. */
export const selectCanQuit = (snapshot: SignupWizardSnapshot): boolean =>
  snapshot.matches('collect') && snapshot.context.stepIndex === 0;

/** The last step shows End instead of Next. */
export const selectIsLastStep = (snapshot: SignupWizardSnapshot): boolean => snapshot.context.stepIndex === LAST_STEP_INDEX;

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
