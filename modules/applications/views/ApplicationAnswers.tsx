/**
 * Every answer of the application, grouped by the wizard's step it was typed in (Empresa, Contacto,
 * Legal, Banco, Logística; the sixth step, Confirmación, only shows these back). Each question reads
 * as the contract labels it (the wizard's Spanish wording), each answer as the applicant sent it, a
 * code chosen from a list by its name. A second partner the company does not have (every one of its
 * answers empty) is left out rather than listed as ten empty answers.
 */
import { Card, chakra, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { findQuestion } from '../../../shared/onboarding/questions.ts';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import { FORM_STEP_KEYS, type FormStepKey } from '../../../shared/onboarding/steps.ts';
import type { ApplicationAnswer } from '../machines/applications.types.ts';

/** The second partner's answers (3.11 to 3.19), which a company with one partner leaves empty. */
const isSecondPartners = (answer: ApplicationAnswer) => findQuestion(answer.question)?.field.startsWith('PartherTwo.') === true;

/** The answers of each step, in the order the payload lists them, without a second partner nobody named. */
function answersByStep(answers: readonly ApplicationAnswer[]): [FormStepKey, ApplicationAnswer[]][] {
  const noSecondPartner = answers.filter(isSecondPartners).every((answer) => answer.response.trim() === '');
  const shown = noSecondPartner ? answers.filter((answer) => !isSecondPartners(answer)) : answers;
  return FORM_STEP_KEYS.map((step) => [step, shown.filter((answer) => findQuestion(answer.question)?.step === step)]);
}

/** The two yes/no answers travel as SI and NO: they read as words of the shown language. */
const YES_NO: Readonly<Record<string, string>> = { SI: 'applications.answer.yes', NO: 'applications.answer.no' };

/** The RUTs travel cleaned (765554446): they read as the portal writes a RUT everywhere (76.555.444-6). */
const RUT_QUESTIONS: ReadonlySet<string> = new Set(['1.3', '3.2', '3.12', '4.2']);

function AnswerValue({ question, response, display }: ApplicationAnswer) {
  const intl = useIntl();
  if (response.trim() === '') {
    return (
      <chakra.span color="fg.muted">
        <FormattedMessage id="applications.answer.empty" />
      </chakra.span>
    );
  }
  // A code chosen from a list (a region, a bank...) reads as its name; the server names it.
  if (display !== undefined) return <>{display}</>;
  if (RUT_QUESTIONS.has(question)) return <>{formatRut(response)}</>;
  const yesNo = YES_NO[response];
  return <>{yesNo ? intl.formatMessage({ id: yesNo }) : response}</>;
}

export function ApplicationAnswers({ answers }: { answers: readonly ApplicationAnswer[] }) {
  return (
    <>
      {answersByStep(answers).map(([step, stepAnswers]) => (
        <StepAnswers key={step} step={step} answers={stepAnswers} />
      ))}
    </>
  );
}

function StepAnswers({ step, answers }: { step: FormStepKey; answers: readonly ApplicationAnswer[] }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id={`applications.step.${step}`} />
        </Heading>
        {/* Label over answer on a phone (sm is 360 px here, so two columns wait for md): beside its
            label an answer had 118 px, and 'anywhere' cut "ESPECIALIZADOS" in two. An e-mail or an
            address longer than the line still breaks (break-word); a word never does. */}
        <chakra.dl display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(10rem, 2fr) 3fr' }} columnGap="4" rowGap={{ base: '0', md: '2' }} fontSize="sm" margin="0">
          {answers.map((answer) => (
            <chakra.div key={answer.question} display="contents">
              <chakra.dt color="fg.muted">{answer.label}</chakra.dt>
              <chakra.dd margin="0" marginBottom={{ base: '2', md: '0' }} overflowWrap="break-word">
                <AnswerValue {...answer} />
              </chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}
