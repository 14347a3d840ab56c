/**
 * The register-form request (openapi/onboarding.yaml RegisterFormRequest) from the wizard's data,
 * and back. Answers are trimmed; RUTs are sent without dots, hyphen or spaces; the legal name is
 * cleaned (trimmed, spaces collapsed); natural persons' first names go in the name slot (3.3, 3.13,
 * 4.3) and their last names in 3.4/3.5..., empty for other types; 3.10 is SI exactly when the
 * company is S.A. or L.T.D.A., and the second partner's answers are empty otherwise.
 *
 * `fromRegisterPayload` is the inverse the server runs before `validateSignup`, so the server judges
 * the same data the wizard judged: what it cannot map back (a missing, repeated or unknown question,
 * an answer the table fixes that disagrees) is a problem naming the question.
 */
import type { components } from '../../openapi/generated/onboarding.ts';
import { cleanCompanyName } from './companyNames.ts';
import { base64DecodedLength } from './proofFile.ts';
import { findQuestion, REGISTER_QUESTIONS, SHOWS_SECOND_PARTNER_QUESTION, type QuestionDefinition, type RegisterQuestion } from './questions.ts';
import { stripRutPunctuation } from './rut.ts';
import { isNaturalPersonType } from './societyTypes.ts';
import { emptySignupData, type PersonPrefix, type ProofFileValue, type SignupData } from './steps.ts';
import { joinCategoryCodes, splitCategoryCodes } from './productCategories.ts';
import { showsSecondPartner, type SignupProblem } from './validateStep.ts';

export type RegisterFormRequest = components['schemas']['RegisterFormRequest'];
export type RegisterAnswer = components['schemas']['RegisterAnswer'];

/** A register-form answer that cannot be taken as data; `index` is its position in the payload (null when missing). */
export interface PayloadProblem {
  index: number | null;
  question: string;
  message: string;
}

const YES = 'SI';
const NO = 'NO';
const yesNo = (value: boolean) => (value ? YES : NO);

const isRut = (field: string) => field === 'rutNumber' || field.endsWith('.rutNumber');
const isLastName = (field: string) => field.endsWith('.first') || field.endsWith('.secondName');
const prefixOf = (field: string) => field.split('.')[0] as PersonPrefix;

/** The answer to one question. */
function responseOf(question: QuestionDefinition, data: SignupData): string {
  const { step, field } = question;
  if (question.number === SHOWS_SECOND_PARTNER_QUESTION) return yesNo(showsSecondPartner(data.company.societyType));
  if (step === 'legal') {
    const prefix = prefixOf(field);
    if (prefix === 'PartherTwo' && !showsSecondPartner(data.company.societyType)) return '';
    const societyType = data.legal[`${prefix}.societyType`];
    if (isLastName(field) && !isNaturalPersonType(societyType.trim())) return '';
  }
  if (step === 'bank' && field === 'proofFile') return data.bank.proofFile?.fileName ?? '';
  if (step === 'logistic' && field === 'technicalService') return yesNo(data.logistic.technicalService);
  const value = (data[step] as unknown as Record<string, unknown>)[field];
  const text = typeof value === 'string' ? value : '';
  if (isRut(field)) return stripRutPunctuation(text);
  if (step === 'company' && field === 'companyName') return cleanCompanyName(text);
  if (step === 'company' && field === 'categoriesSellers') return joinCategoryCodes(splitCategoryCodes(text));
  return text.trim();
}

/**
 * The request body for the wizard's data (source 'form'). Meant for data `validateSignup` accepts;
 * without a proof file the proofFile entry is empty (the server then refuses it, as the wizard does).
 */
export function toRegisterPayload(data: SignupData): RegisterFormRequest {
  const file = data.bank.proofFile;
  return {
    payload: REGISTER_QUESTIONS.map((question) => ({ question: question.number, response: responseOf(question, data) })),
    source: 'form',
    proofFile: file
      ? { fileName: file.fileName, contentType: file.contentType, contentBase64: file.contentBase64 }
      : { fileName: '', contentType: 'application/pdf', contentBase64: '' },
  };
}

type AnswersInput =
  | readonly { question: string; response: unknown }[]
  | { payload: readonly { question: string; response: unknown }[]; proofFile?: RegisterFormRequest['proofFile'] | null };

const describe = (question: QuestionDefinition) => `${question.number} (${question.label})`;

function cloneEmpty(): SignupData {
  return {
    company: { ...emptySignupData.company },
    contact: { ...emptySignupData.contact },
    legal: { ...emptySignupData.legal },
    bank: { ...emptySignupData.bank },
    logistic: { ...emptySignupData.logistic },
  };
}

/**
 * The wizard's data from a register-form body (pass the whole body so the proof file is included;
 * a bare payload array gives data without a file; a file without content is no file). Problems: a question missing (index null),
 * repeated or unknown; a response that is not text; a yes/no answer other than SI or NO; 3.10
 * disagreeing with 1.4; second-partner answers when 3.10 is NO; last names for a person who is not
 * PERSONA_NATURAL; 5.4 differing from the proof file's name.
 */
export function fromRegisterPayload(input: AnswersInput): { data: SignupData } | { problems: PayloadProblem[] } {
  const answers = Array.isArray(input) ? (input as readonly { question: string; response: unknown }[]) : (input as { payload: readonly { question: string; response: unknown }[] }).payload;
  const file = Array.isArray(input) ? null : ((input as { proofFile?: RegisterFormRequest['proofFile'] | null }).proofFile ?? null);
  const problems: PayloadProblem[] = [];
  const responses = new Map<string, { index: number; response: string }>();

  answers.forEach((answer, index) => {
    const question = findQuestion(String(answer?.question));
    if (!question) {
      problems.push({ index, question: String(answer?.question), message: `unknown question ${String(answer?.question)}` });
    } else if (responses.has(question.number)) {
      problems.push({ index, question: question.number, message: `repeated question ${describe(question)}` });
    } else if (typeof answer.response !== 'string') {
      problems.push({ index, question: question.number, message: `the response must be text ${describe(question)}` });
      responses.set(question.number, { index, response: '' });
    } else {
      responses.set(question.number, { index, response: answer.response });
    }
  });
  for (const question of REGISTER_QUESTIONS) {
    if (!responses.has(question.number)) problems.push({ index: null, question: question.number, message: `missing question ${describe(question)}` });
  }
  if (problems.length > 0) return { problems };

  const answerOf = (number: RegisterQuestion) => responses.get(number)!;
  const data = cloneEmpty();
  for (const question of REGISTER_QUESTIONS) {
    const { index, response } = answerOf(question.number);
    const isYesNo = question.number === SHOWS_SECOND_PARTNER_QUESTION || question.field === 'technicalService';
    if (isYesNo && response !== YES && response !== NO) {
      problems.push({ index, question: question.number, message: `must be SI or NO ${describe(question)}` });
      continue;
    }
    if (question.number === SHOWS_SECOND_PARTNER_QUESTION) continue;
    if (question.field === 'technicalService') data.logistic.technicalService = response === YES;
    else if (question.field !== 'proofFile') (data[question.step] as unknown as Record<string, string>)[question.field] = response;
  }

  const second = answerOf(SHOWS_SECOND_PARTNER_QUESTION);
  if (problems.length === 0 && (second.response === YES) !== showsSecondPartner(data.company.societyType)) {
    problems.push({ index: second.index, question: SHOWS_SECOND_PARTNER_QUESTION, message: 'must be SI exactly when 1.4 is SA or LTDA (3.10)' });
  }
  for (const question of REGISTER_QUESTIONS) {
    if (question.step !== 'legal' || question.number === SHOWS_SECOND_PARTNER_QUESTION) continue;
    const { index, response } = answerOf(question.number);
    if (response === '') continue;
    const prefix = prefixOf(question.field);
    if (prefix === 'PartherTwo' && second.response === NO) {
      problems.push({ index, question: question.number, message: `must be empty when 3.10 is NO ${describe(question)}` });
    } else if (isLastName(question.field) && !isNaturalPersonType(data.legal[`${prefix}.societyType`].trim())) {
      problems.push({ index, question: question.number, message: `must be empty unless the person is PERSONA_NATURAL ${describe(question)}` });
    }
  }

  const fileAnswer = answerOf('5.4');
  if (file && file.contentBase64 !== '') {
    data.bank.proofFile = {
      fileName: file.fileName,
      contentType: file.contentType as ProofFileValue['contentType'],
      size: base64DecodedLength(file.contentBase64),
      contentBase64: file.contentBase64,
    };
  }
  if (fileAnswer.response !== (file?.fileName ?? '')) {
    problems.push({ index: fileAnswer.index, question: '5.4', message: "must be the proof file's name (5.4)" });
  }
  return problems.length > 0 ? { problems } : { data };
}

/** A `validateSignup` problem located in a register-form payload: the answer's index and question. */
export interface LocatedSignupProblem extends SignupProblem {
  index: number | null;
  question: string;
  /** `<code> (<question>)`, e.g. 'invalidRut (1.3)'. */
  message: string;
}

/**
 * Where each `validateSignup` problem of data read with `fromRegisterPayload` sits in the payload as
 * sent (for `details[].field` = `body.payload.<index>.response`).
 */
export function locateSignupProblems(problems: readonly SignupProblem[], answers: readonly { question: string }[]): LocatedSignupProblem[] {
  const indexOf = new Map<string, number>();
  answers.forEach((answer, index) => {
    if (!indexOf.has(answer.question)) indexOf.set(answer.question, index);
  });
  return problems.map((problem) => {
    const question = REGISTER_QUESTIONS.find((candidate) => candidate.step === problem.step && candidate.field === problem.field);
    const number = question?.number ?? '';
    return { ...problem, index: indexOf.get(number) ?? null, question: number, message: `${problem.code} (${number})` };
  });
}
