import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Card, Center, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { SignupDraft } from '../../../machines/signupWizard/signupDraft.ts';
import type { StepIndicator as StepIndicatorItem } from '../../../machines/signupWizard/signupWizard.selectors.ts';
import { STEP_KEYS, type SignupData, type StepKey } from '../../../shared/onboarding/steps.ts';
import type { StepFormRef } from './fields/useStepField.ts';
import type { ActorRefFrom } from 'xstate';
import type { signupWizardMachine } from '../../../machines/signupWizard/signupWizard.machine.ts';
import {
  selectButtons,
  selectCanRetry,
  selectConfirmationEmail,
  selectCurrentStep,
  selectDroppedProofFile,
  selectPhase,
  selectQuitArmed,
  selectRetryAt,
  selectServerRefusal,
  selectSignupData,
  selectStepForm,
  selectStepIndicators,
  selectStepRefused,
  type WizardButtonsOffered,
} from '../../../machines/signupWizard/signupWizard.selectors.ts';
import { SendProblemScreen } from './SendProblemScreen.tsx';
import { SendingScreen } from './SendingScreen.tsx';
import { useSignupLogic } from './SignupLogicContext.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { ConfirmationStep, prefetchStepViews, stepViews } from './steps/index.ts';
import { SuccessScreen } from './SuccessScreen.tsx';
import { WizardButtons } from './WizardButtons.tsx';
import { useFlowActor } from '../inspection/useFlowActor.ts';
import { MotionProvider } from '../motion/MotionProvider.tsx';
import { SlideIn } from '../motion/SlideIn.tsx';

export interface SignupWizardViewProps {
  /** Reads the draft browser storage kept; called once, when the wizard starts. */
  loadDraft: () => SignupDraft | null;
}

/**
 * /registrate-ahora: the seller sign-up wizard. Starts one wizard per visit from the
 * stored draft, shows the step indicator, the current step's form (or the confirmation summary) and
 * the buttons, then the sending, success or fail screen. Public, and laid out from 360 px up.
 */
export function SignupWizardView({ loadDraft }: SignupWizardViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { wizard: logic } = useSignupLogic();
  const [draft] = useState(loadDraft);
  // Leaving is navigation, which belongs to the router the view has.
  const wizardLogic = useMemo(
    () => logic.provide({ actions: { leaveToLogin: () => void navigate({ to: '/login' }) } }),
    [logic, navigate],
  );
  const wizard = useFlowActor(wizardLogic, { input: { draft } });

  const phase = useSelector(wizard, selectPhase);
  const indicators = useSelector(wizard, selectStepIndicators, sameIndicators);
  const step = useSelector(wizard, selectCurrentStep);
  const form = useSelector(wizard, selectStepForm);
  const buttons = useSelector(wizard, selectButtons, sameButtons);
  const quitArmed = useSelector(wizard, selectQuitArmed);
  const data = useSelector(wizard, selectSignupData);
  const email = useSelector(wizard, selectConfirmationEmail);
  const droppedProofFile = useSelector(wizard, selectDroppedProofFile);
  const refused = useSelector(wizard, selectStepRefused);
  const serverRefusal = useSelector(wizard, selectServerRefusal);

  // The other steps' chunks come while the applicant fills this one.
  useEffect(prefetchStepViews, []);

  // A new step replaces the one the focus was in: move the focus to its title (not on the first one).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);
  // Which way the applicant went, for the step's slide: in the render that shows a new step,
  // `shownStep` still holds the one they left (the effect above moves it on after).
  const travel = Math.sign(STEP_KEYS.indexOf(step) - STEP_KEYS.indexOf(shownStep.current)) as -1 | 0 | 1;

  return (
    <MotionProvider>
      <Box as="main" minH="100dvh" bg="bg.muted" py={{ base: '4', md: '10' }}>
        <Container maxW="4xl" px={{ base: '3', md: '6' }}>
          <Stack gap={{ base: '4', md: '6' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="center">
              {intl.formatMessage({ id: 'signupWizard.title' })}
            </Heading>
            <Card.Root>
              <Card.Body px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
                {phase === 'sending' && <SendingScreen />}
                {phase === 'success' && <SuccessScreen email={email} />}
                {(phase === 'fail' || phase === 'rateLimited' || phase === 'keyConflict') && <SendProblem wizard={wizard} phase={phase} />}
                {(phase === 'collect' || phase === 'left') && (
                  <Stack gap="6">
                    <StepIndicator steps={indicators} />
                    <Stack as="section" aria-labelledby="signup-step-title" gap="5">
                      <Heading as="h2" size="xl" id="signup-step-title" ref={stepHeading} tabIndex={-1} outline="none">
                        {intl.formatMessage({ id: `signupWizard.step.${step}` })}
                      </Heading>
                      {/* The step's body slides in from the side the applicant went to; the title stays put, so the focus moved to it stays too. */}
                      <SlideIn key={step} from={travel}>
                        <Stack gap="5">
                          {step === 'bank' && droppedProofFile && (
                            <Alert.Root status="warning">
                              <Alert.Indicator />
                              <Alert.Title>
                                {intl.formatMessage({ id: 'signupWizard.droppedProofFile' }, { fileName: droppedProofFile })}
                              </Alert.Title>
                            </Alert.Root>
                          )}
                          <CurrentStep step={step} form={form} data={data} />
                        </Stack>
                      </SlideIn>
                    </Stack>
                    {refused && (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>
                          {intl.formatMessage({
                            id: serverRefusal ? (serverRefusal.field ? 'signupWizard.serverRefused' : 'signupWizard.serverRefusedUnlocated') : 'signupWizard.stepRefused',
                          })}
                        </Alert.Title>
                      </Alert.Root>
                    )}
                    <WizardButtons
                      offered={buttons}
                      quitArmed={quitArmed}
                      onQuit={() => wizard.send({ type: 'wizard.quit' })}
                      onBack={() => wizard.send({ type: 'wizard.back' })}
                      onNext={() => wizard.send({ type: 'wizard.next' })}
                      onEnd={() => wizard.send({ type: 'wizard.end' })}
                    />
                  </Stack>
                )}
              </Card.Body>
            </Card.Root>
          </Stack>
        </Container>
      </Box>
    </MotionProvider>
  );
}

const sameButtons = (a: WizardButtonsOffered, b: WizardButtonsOffered): boolean =>
  a.back === b.back && a.quit === b.quit && a.next === b.next && a.end === b.end;

/** The screen of a send that did not store the application, with the way on the chart offers. */
function SendProblem({ wizard, phase }: { wizard: ActorRefFrom<typeof signupWizardMachine>; phase: 'fail' | 'rateLimited' | 'keyConflict' }) {
  const intl = useIntl();
  const canRetry = useSelector(wizard, selectCanRetry);
  const retryAt = useSelector(wizard, selectRetryAt);
  const onReview = () => wizard.send({ type: 'wizard.review' });
  if (phase === 'keyConflict') {
    return (
      <SendProblemScreen
        title={intl.formatMessage({ id: 'signupWizard.keyConflict.title' })}
        description={intl.formatMessage({ id: 'signupWizard.keyConflict.description' })}
        action={{ label: intl.formatMessage({ id: 'signupWizard.keyConflict.sendAsNew' }), enabled: true, onPress: () => wizard.send({ type: 'wizard.sendAsNew' }) }}
        onReview={onReview}
      />
    );
  }
  const rateLimited = phase === 'rateLimited';
  return (
    <SendProblemScreen
      title={intl.formatMessage({ id: rateLimited ? 'signupWizard.rateLimited.title' : 'signupWizard.fail.title' })}
      description={
        rateLimited && canRetry
          ? intl.formatMessage({ id: 'signupWizard.rateLimited.ready' })
          : rateLimited
          ? intl.formatMessage(
              { id: 'signupWizard.rateLimited.description' },
              {
                time: intl.formatTime(retryAt ?? Date.now(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
                minutes: Math.max(1, Math.ceil(((retryAt ?? Date.now()) - Date.now()) / 60_000)),
              },
            )
          : intl.formatMessage({ id: 'signupWizard.fail.description' })
      }
      action={{
        label: intl.formatMessage({ id: rateLimited ? 'signupWizard.rateLimited.retry' : 'signupWizard.fail.retry' }),
        enabled: canRetry,
        onPress: () => wizard.send({ type: 'wizard.retry' }),
      }}
      onReview={onReview}
    />
  );
}

/** Indicators are recomputed on every edit; the screen only changes when a state does. */
const sameIndicators = (a: readonly StepIndicatorItem[], b: readonly StepIndicatorItem[]): boolean =>
  a.length === b.length && a.every((item, index) => item.step === b[index]?.step && item.state === b[index]?.state);

interface CurrentStepProps {
  step: StepKey;
  form: StepFormRef | null;
  data: SignupData;
}

/**
 * The step on screen. Memoised: the wizard's snapshot changes on every keystroke (the draft), and a
 * step's fields re-render from their own form, not from the wizard.
 */
const CurrentStep = memo(function CurrentStep({ step, form, data }: CurrentStepProps) {
  const StepView = step === 'confirmation' ? null : stepViews[step];
  return (
    <Suspense fallback={<StepLoading />}>
      {StepView ? form && <StepView key={form.sessionId} form={form} /> : <ConfirmationStep data={data} />}
    </Suspense>
  );
});

/** Shown only if a step's chunk has not arrived yet when the applicant reaches it. */
function StepLoading() {
  const intl = useIntl();
  return (
    <Center minH="40" role="status">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <Box as="span" srOnly>
        {intl.formatMessage({ id: 'signupWizard.stepLoading' })}
      </Box>
    </Center>
  );
}
