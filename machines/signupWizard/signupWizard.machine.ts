/**
 * The seller sign-up wizard: six steps by position (0 company, 1 contact,
 * 2 legal, 3 bank, 4 logistic, 5 confirmation), then the application is sent exactly once.
 *
 * - Next is a press on the step's form (a spawned `stepForm`, the portal's form chart): a step that
 *   may pass ends its form with the values, which the wizard stores as complete before moving on; one
 *   that may not reports `step.invalid`, and the step shows as refused until its form is valid
 *   again. Back stores what the form last reported, without validating. Returning to a step spawns
 *   its form again with what was stored (or typed and kept in the draft). The form talks to the
 *   wizard only through its output and the events its hooks report (provided here with `sendParent`).
 * - Quit exists on the first step only: the first press arms a warning ("you will lose what you
 *   entered"), which disarms itself after `QUIT_WARNING_MS`; a second press while armed leaves for
 *   /login and, since the person was warned, deletes the draft.
 * - End (the confirmation step) sends everything. The Idempotency-Key comes from the
 *   `newIdempotencyKey` actor when sending starts and is kept with a hash of the data it was made
 *   for: a retry, or a resend after a reload, of the same data reuses it (the server answers a repeat
 *   with its first answer), other data gets a new one. A 409 (the first request with this key still
 *   running) is waited out and resent automatically.
 * - The answers an applicant can act on never trap them: a refused answer (400, or a 422 naming a
 *   taken name or e-mail) takes them to the step that holds it, with the server's message under the
 *   field; a 429 says when sending is possible again and allows it then; a 422 for a key reused with
 *   other data offers to send as a new application. Everything typed is kept in every branch.
 * - Every edit and every stored step is handed to the `draftWriter` (throttled writes); success and
 *   a warned Quit clear the draft.
 * - Analytics: a page view per step shown, and events for a completed step, a submission, success
 *   and failure (`trackPageView`, `trackEvent`); the flow turns them into data-layer entries.
 */
import { and, assertEvent, assign, fromCallback, fromPromise, sendParent, sendTo, setup, stopChild, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { FieldErrors, FormStepKey, StepKey, StepValues } from '../../shared/onboarding/steps.ts';
import type { FormChangeReport } from '../form/form.machine.ts';
import type { ServerRefusal, SubmitApplicationInput, SubmitApplicationResult } from './signupWizard.actors.ts';
import type { DraftWriterEvent } from './draftWriter.ts';
import { stepFormMachine, type StepFormInput, type StepFormValues } from './stepForm.machine.ts';
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
import { fieldNamesOf, STEP_KEYS } from '../../shared/onboarding/steps.ts';

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
  /** The form on screen's values since it was last stored (kept in the draft; Back stores them). */
  editing: EditingValues | null;
  /** The form of the step on screen; null on the confirmation step and after it. */
  stepForm: ActorRefFrom<typeof stepFormMachine> | null;
  /** The key of the data being (or last) sent, with the hash of that data. */
  submission: SubmissionKey | null;
  /** 409s waited out for the current send. */
  inProgressWaits: number;
  /** Retry-After of the last 409 or 429, in ms. */
  retryAfterMs: number;
  /** When a rate-limited applicant may send again (epoch ms). */
  retryAt: number | null;
  /** What the server refused of the last send, shown on the step that holds it until the step is left. */
  serverRefusal: ServerRefusal | null;
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
  /** Send the same data again (after a failure, or once a rate limit is over). */
  | { type: 'wizard.retry' }
  /** Send as a new application (a new key) after the key was refused for other data. */
  | { type: 'wizard.sendAsNew' }
  /** Back to the summary from a screen about a send, to look at or change the data. */
  | { type: 'wizard.review' }
  | StepFormReport
  /** Next passed: the step's form ended with its values. */
  | DoneActorEvent<StepFormValues, 'stepForm'>;

/** What the step's form reports to the wizard through its hooks. */
export type StepFormReport =
  /** After every edit: the wizard keeps a draft; `valid` ends the step's refused mark. */
  | { type: 'step.edited'; step: FormStepKey; values: StepValues; touched: Record<string, true>; valid: boolean }
  /** A Next the step could not pass: every error now shows. */
  | { type: 'step.invalid'; step: FormStepKey };

/** The sign-up events analytics receives (the flow adds category and tax-id tag). */
export type SignupTrackedEvent =
  | { action: 'stepCompleted'; step: StepKey; companyRut: string }
  | { action: 'submit'; companyRut: string }
  | { action: 'success'; companyRut: string }
  | { action: 'fail'; companyRut: string; error: string };

const companyRutOf = (context: SignupWizardContext): string => signupDataOf(context.steps).company.rutNumber;

/** The draft of `context`, as the draft writer stores it. */
export function draftOf(context: SignupWizardContext): SignupDraft {
  return {
    version: 1,
    stepIndex: context.stepIndex,
    steps: context.steps,
    editing: context.editing,
    submission: context.submission,
  };
}

/** The input of the form of the step at `index`: what was typed there, else what was stored; and what the server refused there. */
function formInput(context: SignupWizardContext, step: FormStepKey, index: number): StepFormInput {
  const record = context.steps[index]!;
  const editing = context.editing?.step === step ? context.editing : null;
  const refusal = context.serverRefusal;
  const refused: FieldErrors = refusal?.step === step && refusal.field ? { [refusal.field]: refusal.code } : {};
  return {
    values: (editing?.values ?? record.data) as unknown as StepFormValues,
    facts: { step, context: { company: signupDataOf(context.steps).company } },
    touched: { ...(editing?.touched ?? record.touched), ...(refusal?.step === step && refusal.field ? { [refusal.field]: true as const } : {}) },
    refused,
  };
}

/** Every field of `step`, touched: a step that passed Next shows every error if it is ever broken. */
const everyFieldOf = (step: FormStepKey): Record<string, true> => Object.fromEntries(fieldNamesOf(step).map((name) => [name, true as const]));

/** The records with what the form on screen last reported stored in the current step, as Back stores it. */
function storedByBack(context: SignupWizardContext): StepRecord[] {
  const index = context.stepIndex;
  const record = context.steps[index]!;
  const edited = context.editing?.step === stepKeyAt(index) ? context.editing : null;
  if (!edited) return context.steps.map((step, position) => (position === index && formStepAt(index) ? { ...step, attempted: true } : step));
  const changed = !sameValues(record.data, edited.values);
  const steps = [...context.steps];
  steps[index] = {
    ...record,
    data: edited.values,
    touched: edited.touched,
    attempted: true,
    stale: record.stale || (record.success && changed),
  };
  return steps;
}

const failureOf = (result: SubmitApplicationResult): string =>
  result.outcome === 'failed'
    ? result.code
    : result.outcome === 'refused'
      ? 'VALIDATION_FAILED'
      : result.outcome === 'rateLimited'
        ? 'RATE_LIMITED'
        : result.outcome === 'keyReused'
          ? 'IDEMPOTENCY_KEY_REUSED'
          : result.outcome === 'inProgress'
            ? 'IDEMPOTENCY_IN_PROGRESS'
            : 'UNEXPECTED_RESPONSE';

const trackFailure = {
  type: 'trackEvent',
  params: ({ context, event }: { context: SignupWizardContext; event: { output: SubmitApplicationResult } }) => ({
    action: 'fail' as const,
    companyRut: companyRutOf(context),
    error: failureOf(event.output),
  }),
} as const;

const saveDraft = { type: 'saveDraft', params: ({ context }: { context: SignupWizardContext }) => draftOf(context) } as const;
const trackPageView = { type: 'trackPageView', params: ({ context }: { context: SignupWizardContext }) => ({ step: stepKeyAt(context.stepIndex) }) } as const;

export const signupWizardMachine = setup({
  types: {
    input: {} as SignupWizardInput,
    context: {} as SignupWizardContext,
    events: {} as SignupWizardEvent,
  },
  actors: {
    // The form reports to the wizard, its parent, naming its step (a late report of a replaced form is ignored).
    stepForm: stepFormMachine.provide({
      actions: {
        reportChange: sendParent(({ context }, report: FormChangeReport<StepFormValues>) => ({
          type: 'step.edited' as const,
          step: context.facts.step,
          values: report.values as unknown as StepValues,
          touched: report.touched as Record<string, true>,
          valid: report.valid,
        })),
        reportInvalid: sendParent(({ context }) => ({ type: 'step.invalid' as const, step: context.facts.step })),
      },
    }),
    /** Placeholder; the composition root provides the call to the onboarding service. */
    submitApplication: fromPromise<SubmitApplicationResult, SubmitApplicationInput>(async () => {
      throw new Error('submitApplication is provided by src/app/signupFlow.ts');
    }),
    /** Placeholder; the composition root provides a random UUID. */
    newIdempotencyKey: fromPromise<string>(async () => {
      throw new Error('newIdempotencyKey is provided by src/app/signupFlow.ts');
    }),
    /** Placeholder that keeps nothing; the composition root provides the throttled storage writer. */
    draftWriter: fromCallback<DraftWriterEvent>(() => {}),
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
    /** Next is a press on the step's form: it ends with its values, or shows its errors and reports `step.invalid`. */
    pressNext: sendTo(({ context }) => context.stepForm!, { type: 'form.attempt' as const }),
    keepEditing: assign({
      editing: ({ event }) => {
        assertEvent(event, 'step.edited');
        return { step: event.step, values: event.values, touched: event.touched };
      },
    }),
    storeValidStep: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.stepForm');
      const step = formStepAt(context.stepIndex)!;
      const steps = [...context.steps];
      steps[context.stepIndex] = { data: event.output as unknown as StepValues, success: true, attempted: true, stale: false, touched: everyFieldOf(step) };
      const droppedProofFile = step === 'bank' ? null : context.droppedProofFile;
      return { steps, editing: null, serverRefusal: null, droppedProofFile };
    }),
    goForward: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, LAST_STEP_INDEX) }),
    storeAndGoBack: assign(({ context }) => ({
      steps: storedByBack(context),
      editing: null,
      serverRefusal: null,
      stepIndex: Math.max(context.stepIndex - 1, 0),
    })),
    markAttempted: assign(({ context }) => {
      const steps = [...context.steps];
      steps[context.stepIndex] = { ...steps[context.stepIndex]!, attempted: true };
      return { steps };
    }),
    markConfirmed: assign(({ context }) => {
      const steps = [...context.steps];
      steps[LAST_STEP_INDEX] = { ...steps[LAST_STEP_INDEX]!, success: true, attempted: true };
      return { steps };
    }),
    resetWaits: assign({ inProgressWaits: 0 }),
    /** The key made for the data about to be sent (by the `newIdempotencyKey` actor). */
    keepNewKey: assign(({ context }, { idempotencyKey }: { idempotencyKey: string }) => ({
      submission: { idempotencyKey, fingerprint: fingerprintOf(signupDataOf(context.steps)) },
    })),
    /** The key was used for other data: the next send is a new application with a new key. */
    forgetKey: assign({ submission: null }),
    keepInProgressWait: assign(({ context }, { retryAfterMs }: { retryAfterMs: number }) => ({
      retryAfterMs,
      inProgressWaits: context.inProgressWaits + 1,
    })),
    keepRateLimit: assign((_, { retryAfterMs, retryAt }: { retryAfterMs: number; retryAt: number }) => ({ retryAfterMs, retryAt })),
    /** Shows the refused answer: its step on screen (a located one), the summary otherwise. */
    goToRefusal: assign((_, { refusal }: { refusal: ServerRefusal }) => ({
      serverRefusal: refusal,
      stepIndex: refusal.step === null ? LAST_STEP_INDEX : STEP_KEYS.indexOf(refusal.step),
      editing: null,
      failure: 'VALIDATION_FAILED',
    })),
    keepConfirmation: assign((_, { confirmationSentTo }: { confirmationSentTo: string }) => ({ confirmationSentTo, failure: null })),
    keepFailure: assign((_, { code }: { code: string }) => ({ failure: code })),
    /** Hands the draft to the draft writer (it writes at most every 300 ms, always the latest). */
    saveDraft: sendTo('draftWriter', (_, draft: SignupDraft) => ({ type: 'draft.save' as const, draft })),
    /** Success, or a warned Quit: nothing of the application stays in the browser. */
    clearDraft: sendTo('draftWriter', { type: 'draft.clear' as const }),
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
    /** The report is about the form on screen (not a late one from a form already replaced). */
    isCurrentStep: ({ context, event }) => 'step' in event && event.step === stepKeyAt(context.stepIndex),
    /** The edit left the form valid: the refused mark of the step goes. */
    editLeftFormValid: ({ event }) => event.type === 'step.edited' && event.valid,
    /** The data to send is what the kept key was made for. */
    keyFitsData: ({ context }) => context.submission?.fingerprint === fingerprintOf(signupDataOf(context.steps)),
    wasStored: (_, { result }: { result: SubmitApplicationResult }) => result.outcome === 'stored',
    mayWaitForFirstRequest: ({ context }, { result }: { result: SubmitApplicationResult }) =>
      result.outcome === 'inProgress' && context.inProgressWaits < MAX_IN_PROGRESS_WAITS,
    wasRefused: (_, { result }: { result: SubmitApplicationResult }) => result.outcome === 'refused',
    wasRateLimited: (_, { result }: { result: SubmitApplicationResult }) => result.outcome === 'rateLimited',
    keyWasReused: (_, { result }: { result: SubmitApplicationResult }) => result.outcome === 'keyReused',
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
      stepForm: null,
      submission: start.submission,
      inProgressWaits: 0,
      retryAfterMs: 0,
      retryAt: null,
      serverRefusal: null,
      confirmationSentTo: null,
      failure: null,
      droppedProofFile: start.droppedProofFile,
    };
  },
  // Lives as long as the wizard: a draft handed over just before the end is still written.
  invoke: { id: 'draftWriter', src: 'draftWriter' },
  initial: 'collect',
  states: {
    collect: {
      description: 'The steps. The form of the step on screen is a spawned stepForm; its edits are kept as a draft.',
      entry: ['stopStepForm', 'spawnStepForm', trackPageView],
      initial: 'ready',
      on: {
        'step.edited': { guard: 'isCurrentStep', actions: ['keepEditing', saveDraft] },
      },
      states: {
        ready: {
          description: 'The step waits for the person: Next, Back, Quit (first step) or End (summary).',
          initial: 'editing',
          on: {
            'wizard.next': { guard: 'hasStepForm', target: 'validating', actions: 'pressNext' },
            'wizard.back': {
              guard: 'canGoBack',
              target: '.editing',
              reenter: true,
              actions: ['storeAndGoBack', 'stopStepForm', 'spawnStepForm', saveDraft, trackPageView],
            },
            'wizard.quit': { guard: 'isFirstStep', target: 'quitArmed' },
            'wizard.end': { guard: 'isLastStep', target: '#signupWizard.sending', actions: ['markConfirmed', 'stopStepForm', 'forgetStepForm'] },
          },
          states: {
            editing: {},
            refused: {
              description: 'Next was refused (or the server refused an answer here): the step shows as in error until its form is valid.',
              on: {
                'step.edited': { guard: and(['isCurrentStep', 'editLeftFormValid']), target: 'editing', actions: ['keepEditing', saveDraft] },
              },
            },
          },
        },
        quitArmed: {
          description: 'The first Quit press showed the warning that what was entered will be lost; it disarms by itself.',
          after: { quitWarning: 'ready' },
          on: {
            'wizard.quit': { target: '#signupWizard.left', actions: ['clearDraft', 'leaveToLogin'] },
            'wizard.next': { target: 'validating', actions: 'pressNext' },
          },
        },
        validating: {
          description: 'Waiting for the form to answer Next: valid (store it, move on) or invalid (its errors now show).',
          on: {
            // The form on screen is the only one alive (the one before it was stopped), so its end is this step's.
            'xstate.done.actor.stepForm': {
              target: 'ready',
              actions: [
                'storeValidStep',
                {
                  type: 'trackEvent',
                  params: ({ context }) => ({ action: 'stepCompleted' as const, step: stepKeyAt(context.stepIndex), companyRut: companyRutOf(context) }),
                },
                'goForward',
                'stopStepForm',
                'spawnStepForm',
                saveDraft,
                trackPageView,
              ],
            },
            'step.invalid': { guard: 'isCurrentStep', target: 'ready.refused', actions: 'markAttempted' },
          },
        },
      },
    },
    sending: {
      description: 'Sending the application; the data is locked, and the key is the one made for this data.',
      entry: ['resetWaits', { type: 'trackEvent', params: ({ context }) => ({ action: 'submit' as const, companyRut: companyRutOf(context) }) }],
      initial: 'keying',
      states: {
        keying: {
          description: 'The data changed since the kept key was made (or there is none): a new key is made first.',
          always: { guard: 'keyFitsData', target: 'submitting' },
          invoke: {
            id: 'newIdempotencyKey',
            src: 'newIdempotencyKey',
            // The key maker cannot fail (see createNewIdempotencyKey), so no error is handled here.
            onDone: { target: 'submitting', actions: { type: 'keepNewKey', params: ({ event }) => ({ idempotencyKey: event.output }) } },
          },
        },
        submitting: {
          // The draft keeps the key, so a reload resends the same data with it.
          entry: saveDraft,
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => ({ data: signupDataOf(context.steps), idempotencyKey: context.submission!.idempotencyKey }),
            onDone: [
              {
                guard: { type: 'wasStored', params: ({ event }) => ({ result: event.output }) },
                target: '#signupWizard.success',
                actions: [
                  {
                    type: 'keepConfirmation',
                    params: ({ event }) => ({ confirmationSentTo: event.output.outcome === 'stored' ? event.output.confirmationSentTo : '' }),
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
                  type: 'keepInProgressWait',
                  params: ({ event }) => ({ retryAfterMs: event.output.outcome === 'inProgress' ? event.output.retryAfterMs : 0 }),
                },
              },
              {
                // An answer the applicant can fix: to the step that holds it, with the server's message.
                guard: { type: 'wasRefused', params: ({ event }) => ({ result: event.output }) },
                target: '#signupWizard.collect.ready.refused',
                actions: [
                  {
                    type: 'goToRefusal',
                    params: ({ event }) => ({
                      refusal: event.output.outcome === 'refused' ? event.output.refusal : { step: null, field: null, code: 'serverRefused' as const },
                    }),
                  },
                  // A reload starts again on the step with the refused answer.
                  saveDraft,
                  trackFailure,
                ],
              },
              {
                guard: { type: 'wasRateLimited', params: ({ event }) => ({ result: event.output }) },
                target: '#signupWizard.rateLimited',
                actions: [
                  {
                    type: 'keepRateLimit',
                    params: ({ event }) =>
                      event.output.outcome === 'rateLimited' ? { retryAfterMs: event.output.retryAfterMs, retryAt: event.output.retryAt } : { retryAfterMs: 0, retryAt: 0 },
                  },
                  trackFailure,
                ],
              },
              {
                guard: { type: 'keyWasReused', params: ({ event }) => ({ result: event.output }) },
                target: '#signupWizard.keyConflict',
                actions: trackFailure,
              },
              {
                // A server failure (or a 409 that never ends): the data stays, the person may retry.
                target: '#signupWizard.fail',
                actions: [{ type: 'keepFailure', params: ({ event }) => ({ code: failureOf(event.output) }) }, trackFailure],
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
      on: {
        'wizard.retry': 'sending',
        'wizard.review': 'collect',
      },
    },
    rateLimited: {
      description: 'A 429: nothing was processed; everything is kept, and sending is possible again from retryAt.',
      initial: 'waiting',
      on: { 'wizard.review': 'collect' },
      states: {
        waiting: { after: { retryAfter: 'ready' } },
        ready: { on: { 'wizard.retry': '#signupWizard.sending' } },
      },
    },
    keyConflict: {
      description: 'A 422: this key was used with other data; the same data can go as a new application with a new key.',
      on: {
        'wizard.sendAsNew': { target: 'sending', actions: 'forgetKey' },
        'wizard.review': 'collect',
      },
    },
    left: {
      description: 'The person quit after the warning: the view is on its way to /login.',
      type: 'final',
    },
  },
});
