/**
 * The seller sign-up wizard (spec sections 2 and 4; issue 3): six steps by position (0 company,
 * 1 contact, 2 legal, 3 bank, 4 logistic, 5 confirmation), then the application is sent exactly once.
 *
 * - Next asks the step's form (a spawned `stepForm`) to validate; only `step.valid` stores the values,
 *   marks the step complete and moves on. Back stores the form's values without validating.
 *   Returning to a step spawns its form again with what was stored (or typed and kept in the draft).
 * - Quit exists on the first step only: the first press arms a warning ("you will lose what you
 *   entered"), which disarms itself after `QUIT_WARNING_MS`; a second press while armed leaves for
 *   /login and, since the person was warned, deletes the draft.
 * - End (the confirmation step) sends everything. The Idempotency-Key is made when sending starts
 *   and kept with a hash of the data it was made for: a retry, or a resend after a reload, of the
 *   same data reuses it (the server answers a repeat with its first answer), other data gets a new one.
 *   A 409 (the first request with this key still running) is waited out and resent automatically.
 * - Every edit and every stored step is written as a draft (`saveDraft`); success deletes it.
 * - Analytics: a page view per step shown, and events for a completed step, a submission, success
 *   and failure (`trackPageView`, `trackEvent`); the flow turns them into data-layer entries.
 */
import { assertEvent, assign, fromPromise, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { FormStepKey, StepKey, StepValues } from '../../shared/onboarding/steps.ts';
import type { SubmitApplicationInput, SubmitApplicationResult } from './signupWizard.actors.ts';
import { stepFormMachine, type StepFormInput, type StepFormParentEvent } from './stepForm.machine.ts';
import {
  fingerprintOf,
  formStepAt,
  LAST_STEP_INDEX,
  sameValues,
  signupDataOf,
  stepKeyAt,
  wizardStartFrom,
  type EditingValues,
  type SignupDraft,
  type StepRecord,
  type SubmissionKey,
} from './signupDraft.ts';

/** How long the Quit warning stays armed (a second press within it leaves). */
export const QUIT_WARNING_MS = 6000;
/** How many 409s in a row are waited out before the submission counts as failed. */
export const MAX_IN_PROGRESS_WAITS = 5;

export interface SignupWizardInput {
  /** The draft browser storage kept, read by the route; null for a fresh start. */
  draft?: SignupDraft | null;
}

export interface SignupWizardContext {
  stepIndex: number;
  steps: StepRecord[];
  /** The form on screen's values since it was last stored (kept in the draft). */
  editing: EditingValues | null;
  /** Next was refused on the step on screen and its form has not become valid since. */
  refused: boolean;
  /** The form of the step on screen; null on the confirmation step and after it. */
  stepForm: ActorRefFrom<typeof stepFormMachine> | null;
  /** The key of the data being (or last) sent, with the hash of that data. */
  submission: SubmissionKey | null;
  /** 409s waited out for the current send. */
  inProgressWaits: number;
  /** Retry-After of the last 409, in ms. */
  retryAfterMs: number;
  /** Where the service sent the confirmation (the commercial-area e-mail). */
  confirmationSentTo: string | null;
  /** The error code of the last failed send (shown by nobody; tracked). */
  failure: string | null;
  /** A proof file the draft could not keep: the bank step must ask for it again. */
  droppedProofFile: string | null;
}

export type SignupWizardEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.quit' }
  | { type: 'wizard.end' }
  | { type: 'wizard.retry' }
  | StepFormParentEvent;

/** The sign-up events analytics receives (the flow adds category and tax-id tag). */
export type SignupTrackedEvent =
  | { action: 'stepCompleted'; step: StepKey; companyRut: string }
  | { action: 'submit'; companyRut: string }
  | { action: 'success'; companyRut: string }
  | { action: 'fail'; companyRut: string; error: string };

const companyRutOf = (context: SignupWizardContext): string => signupDataOf(context.steps).company.rutNumber;

/** The draft of `context`, as `saveDraft` writes it. */
export function draftOf(context: SignupWizardContext): SignupDraft {
  return {
    version: 1,
    stepIndex: context.stepIndex,
    steps: context.steps,
    editing: context.editing,
    submission: context.submission,
  };
}

/** The input of the form of the step at `index`: what was typed there, else what was stored. */
function formInput(context: SignupWizardContext, step: FormStepKey, index: number): StepFormInput {
  const record = context.steps[index]!;
  const editing = context.editing?.step === step ? context.editing : null;
  return {
    step,
    values: editing?.values ?? (record.data as StepValues),
    touched: editing?.touched ?? record.touched,
    context: { company: signupDataOf(context.steps).company },
  };
}

/** The record of the step on screen with the form's current values stored, as Back stores them. */
function storedByBack(context: SignupWizardContext): StepRecord[] {
  const index = context.stepIndex;
  const record = context.steps[index]!;
  const form = context.stepForm?.getSnapshot().context;
  if (!form) return context.steps;
  const changed = !sameValues(record.data, form.values);
  const steps = [...context.steps];
  steps[index] = {
    ...record,
    data: form.values,
    touched: form.touched,
    attempted: true,
    stale: record.stale || (record.success && changed),
  };
  return steps;
}

export const signupWizardMachine = setup({
  types: {
    input: {} as SignupWizardInput,
    context: {} as SignupWizardContext,
    events: {} as SignupWizardEvent,
  },
  actors: {
    stepForm: stepFormMachine,
    /** Placeholder; the composition root provides the call to the onboarding service. */
    submitApplication: fromPromise<SubmitApplicationResult, SubmitApplicationInput>(async () => {
      throw new Error('submitApplication is provided by src/app/signupFlow.ts');
    }),
  },
  actions: {
    /** Stops the form on screen (before another is spawned, or when the steps end). */
    stopStepForm: stopChild('stepForm'),
    /** Spawns the form of the current step (none on the confirmation step). */
    spawnStepForm: assign({
      stepForm: ({ context, spawn }) => {
        const step = formStepAt(context.stepIndex);
        return step ? spawn('stepForm', { id: 'stepForm', input: formInput(context, step, context.stepIndex) }) : null;
      },
    }),
    forgetStepForm: assign({ stepForm: null }),
    askFormToValidate: sendTo(({ context }) => context.stepForm!, { type: 'step.validate' as const }),
    keepEditing: assign(({ context, event }) => {
      assertEvent(event, 'step.edited');
      return {
        editing: { step: event.step, values: event.values, touched: event.touched },
        refused: context.refused && !event.valid,
      };
    }),
    storeValidStep: assign(({ context, event }) => {
      assertEvent(event, 'step.valid');
      const steps = [...context.steps];
      steps[context.stepIndex] = { data: event.values, success: true, attempted: true, stale: false, touched: event.touched };
      const droppedProofFile = event.step === 'bank' ? null : context.droppedProofFile;
      return { steps, editing: null, refused: false, droppedProofFile };
    }),
    goForward: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, LAST_STEP_INDEX) }),
    storeAndGoBack: assign(({ context }) => ({
      steps: storedByBack(context),
      editing: null,
      refused: false,
      stepIndex: Math.max(context.stepIndex - 1, 0),
    })),
    markRefused: assign(({ context }) => {
      const steps = [...context.steps];
      steps[context.stepIndex] = { ...steps[context.stepIndex]!, attempted: true };
      return { refused: true, steps };
    }),
    markConfirmed: assign(({ context }) => {
      const steps = [...context.steps];
      steps[LAST_STEP_INDEX] = { ...steps[LAST_STEP_INDEX]!, success: true, attempted: true };
      return { steps };
    }),
    /**
     * The Idempotency-Key for the data about to be sent: a new one (a random UUID), unless the data is
     * what the last key was made for, whose key is reused.
     */
    createIdempotencyKey: assign(({ context }) => {
      const fingerprint = fingerprintOf(signupDataOf(context.steps));
      const submission =
        context.submission?.fingerprint === fingerprint ? context.submission : { idempotencyKey: globalThis.crypto.randomUUID(), fingerprint };
      return { submission, inProgressWaits: 0 };
    }),
    keepRetryAfter: assign(({ context }, { retryAfterMs }: { retryAfterMs: number }) => ({
      retryAfterMs,
      inProgressWaits: context.inProgressWaits + 1,
    })),
    keepConfirmation: assign((_, { confirmationSentTo }: { confirmationSentTo: string }) => ({ confirmationSentTo, failure: null })),
    keepFailure: assign((_, { code }: { code: string }) => ({ failure: code })),
    /** Placeholders; the composition root writes and deletes the draft in browser storage. */
    saveDraft: (_, _draft: SignupDraft) => {},
    clearDraft: () => {},
    /** Placeholders; the composition root sends these to the analytics data layer. */
    trackPageView: (_, _params: { step: StepKey }) => {},
    trackEvent: (_, _params: SignupTrackedEvent) => {},
    /** Placeholder; the view provides the navigation to /login. */
    leaveToLogin: () => {},
  },
  guards: {
    isFirstStep: ({ context }) => context.stepIndex === 0,
    isLastStep: ({ context }) => context.stepIndex === LAST_STEP_INDEX,
    hasStepForm: ({ context }) => formStepAt(context.stepIndex) !== null,
    canGoBack: ({ context }) => context.stepIndex > 0,
    /** The answer is about the form on screen (not a late one from a form already replaced). */
    isCurrentStep: ({ context, event }) => 'step' in event && event.step === stepKeyAt(context.stepIndex),
    accepted: (_, { result }: { result: SubmitApplicationResult }) => result.ok,
    mayWaitForFirstRequest: ({ context }, { result }: { result: SubmitApplicationResult }) =>
      !result.ok && result.reason === 'IDEMPOTENCY_IN_PROGRESS' && context.inProgressWaits < MAX_IN_PROGRESS_WAITS,
  },
  delays: {
    quitWarning: QUIT_WARNING_MS,
    retryAfter: ({ context }) => context.retryAfterMs,
  },
}).createMachine({
  id: 'signupWizard',
  context: ({ input }) => {
    const start = wizardStartFrom(input.draft);
    return {
      stepIndex: start.stepIndex,
      steps: start.steps,
      editing: start.editing,
      refused: false,
      stepForm: null,
      submission: start.submission,
      inProgressWaits: 0,
      retryAfterMs: 0,
      confirmationSentTo: null,
      failure: null,
      droppedProofFile: start.droppedProofFile,
    };
  },
  initial: 'collect',
  states: {
    collect: {
      description: 'The steps. The form of the step on screen is a spawned stepForm; its edits are kept as a draft.',
      entry: [
        'stopStepForm',
        'spawnStepForm',
        { type: 'trackPageView', params: ({ context }) => ({ step: stepKeyAt(context.stepIndex) }) },
      ],
      initial: 'editing',
      on: {
        'step.edited': {
          guard: 'isCurrentStep',
          actions: ['keepEditing', { type: 'saveDraft', params: ({ context }) => draftOf(context) }],
        },
      },
      states: {
        editing: {
          on: {
            'wizard.next': { guard: 'hasStepForm', target: 'validating', actions: 'askFormToValidate' },
            'wizard.back': {
              guard: 'canGoBack',
              target: 'editing',
              reenter: true,
              actions: [
                'storeAndGoBack',
                'stopStepForm',
                'spawnStepForm',
                { type: 'saveDraft', params: ({ context }) => draftOf(context) },
                { type: 'trackPageView', params: ({ context }) => ({ step: stepKeyAt(context.stepIndex) }) },
              ],
            },
            'wizard.quit': { guard: 'isFirstStep', target: 'quitArmed' },
            'wizard.end': {
              guard: 'isLastStep',
              target: '#signupWizard.sending',
              actions: ['markConfirmed', 'stopStepForm', 'forgetStepForm'],
            },
          },
        },
        quitArmed: {
          description: 'The first Quit press showed the warning that what was entered will be lost; it disarms by itself.',
          after: { quitWarning: 'editing' },
          on: {
            'wizard.quit': { target: '#signupWizard.left', actions: ['clearDraft', 'leaveToLogin'] },
            'wizard.next': { target: 'validating', actions: 'askFormToValidate' },
          },
        },
        validating: {
          description: 'Waiting for the form to answer Next: valid (store it, move on) or invalid (its errors now show).',
          on: {
            'step.valid': {
              guard: 'isCurrentStep',
              target: 'editing',
              actions: [
                'storeValidStep',
                {
                  type: 'trackEvent',
                  params: ({ context, event }) => ({ action: 'stepCompleted' as const, step: event.step, companyRut: companyRutOf(context) }),
                },
                'goForward',
                'stopStepForm',
                'spawnStepForm',
                { type: 'saveDraft', params: ({ context }) => draftOf(context) },
                { type: 'trackPageView', params: ({ context }) => ({ step: stepKeyAt(context.stepIndex) }) },
              ],
            },
            'step.invalid': { guard: 'isCurrentStep', target: 'editing', actions: 'markRefused' },
          },
        },
      },
    },
    sending: {
      description: 'Sending the application; the data is locked, and the key is the one made for this data.',
      entry: [
        'createIdempotencyKey',
        { type: 'saveDraft', params: ({ context }) => draftOf(context) },
        { type: 'trackEvent', params: ({ context }) => ({ action: 'submit' as const, companyRut: companyRutOf(context) }) },
      ],
      initial: 'submitting',
      states: {
        submitting: {
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => ({ data: signupDataOf(context.steps), idempotencyKey: context.submission!.idempotencyKey }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => ({ result: event.output }) },
                target: '#signupWizard.success',
                actions: [
                  {
                    type: 'keepConfirmation',
                    params: ({ event }) => ({ confirmationSentTo: event.output.ok ? event.output.confirmationSentTo : '' }),
                  },
                  'clearDraft',
                  { type: 'trackEvent', params: ({ context }) => ({ action: 'success' as const, companyRut: companyRutOf(context) }) },
                ],
              },
              {
                // The first request with this key is still running: its answer will be ours.
                guard: { type: 'mayWaitForFirstRequest', params: ({ event }) => ({ result: event.output }) },
                target: 'waitingForFirstRequest',
                actions: {
                  type: 'keepRetryAfter',
                  params: ({ event }) => ({ retryAfterMs: 'retryAfterMs' in event.output ? event.output.retryAfterMs : 0 }),
                },
              },
              {
                // Refused (or a 409 that never ends): the data stays, the person may retry.
                target: '#signupWizard.fail',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ code: event.output.ok ? 'UNEXPECTED_RESPONSE' : event.output.reason }) },
                  {
                    type: 'trackEvent',
                    params: ({ context, event }) => ({
                      action: 'fail' as const,
                      companyRut: companyRutOf(context),
                      error: event.output.ok ? 'UNEXPECTED_RESPONSE' : event.output.reason,
                    }),
                  },
                ],
              },
            ],
            onError: {
              // No network, an HTML page: nothing is known to be stored; retrying with the same key is safe.
              target: '#signupWizard.fail',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
                {
                  type: 'trackEvent',
                  params: ({ context, event }) => ({ action: 'fail' as const, companyRut: companyRutOf(context), error: errorCodeOf(event.error) }),
                },
              ],
            },
          },
        },
        waitingForFirstRequest: {
          description: 'A 409: the server is still processing the first request with this key; send again after Retry-After.',
          after: { retryAfter: 'submitting' },
        },
      },
    },
    success: {
      description: 'Stored (201): the draft is gone; the screen names the e-mail the confirmation went to.',
      type: 'final',
    },
    fail: {
      description: 'Not stored (or not known to be): every value is kept; retry sends the same data with the same key.',
      on: { 'wizard.retry': 'sending' },
    },
    left: {
      description: 'The person quit after the warning: the view is on its way to /login.',
      type: 'final',
    },
  },
});
