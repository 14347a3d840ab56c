import { createHash } from 'node:crypto';
import type { components } from '../../openapi/generated/onboarding.ts';
import { cleanCompanyName } from '../../shared/onboarding/companyNames.ts';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import { fromRegisterPayload, locateSignupProblems } from '../../shared/onboarding/payload.ts';
import { PROOF_FILE_MAX_BYTES, base64DecodedLength, sniffProofFile } from '../../shared/onboarding/proofFile.ts';
import type { RegisterQuestion } from '../../shared/onboarding/questions.ts';
import { cleanRut } from '../../shared/onboarding/rut.ts';
import { validateSignup } from '../../shared/onboarding/validateStep.ts';
import { findCommuneOf, findRegion } from '../geography/regions.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { FieldProblem } from '../openapi/validation.ts';
import type { StoredAnswer } from './applications.ts';
import { questionLabel, questionName, questionPosition } from './questions.ts';
import { activityLabelOf, isBankCode, isCountryCode } from './reference.ts';

type RegisterFormRequest = components['schemas']['RegisterFormRequest'];
type ProofFileContentType = components['schemas']['ProofFile']['contentType'];

/** An application that passed every rule: what is stored, and how to name its answers in errors. */
export interface CheckedApplication {
  /** Every answer as received, in question order. */
  answers: StoredAnswer[];
  businessName: string;
  companyName: string;
  /** 1.3 cleaned. */
  documentNumber: string;
  societyType: string;
  commercialEmail: string;
  commercialFirstName: string;
  proofFile: { bytes: Uint8Array; fileName: string; contentType: ProofFileContentType; sha256: string };
  /** `body.payload.<index>.response` of a question. */
  fieldOf(question: RegisterQuestion): string;
  labelOf(question: RegisterQuestion): string;
}

const PROOF_FILE_QUESTION = '5.4';

const message = (code: SignupErrorCode | string, question: string, why?: string) =>
  `${code} (${questionName(question)})${why ? `: ${why}` : ''}`;

/** Standard base64 decoded, or null when it is not exactly that (the browser's FileReader writes canonical base64). */
function decodeBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

/**
 * The reference-data rules validateSignup leaves to the server (the client does not carry these
 * lists): activity code known and 1.6 its catalogue label, regions known, each commune of its
 * region, countries, bank, and the warehouse region and commune names (6.6, 6.7) those of 6.4 and 6.5.
 * Empty answers are validateSignup's business (required or optional), as are answers it already refused.
 */
function referenceProblems(answer: (question: RegisterQuestion) => string, secondPartner: boolean): Array<{ question: RegisterQuestion; problem: string }> {
  const found: Array<{ question: RegisterQuestion; problem: string }> = [];
  const check = (question: RegisterQuestion, ok: (value: string) => boolean, problem: string) => {
    const value = answer(question).trim();
    if (value !== '' && !ok(value)) found.push({ question, problem });
  };
  check('1.5', (code) => activityLabelOf(code) !== undefined, 'not a code of the SII activity catalogue');
  const activity = activityLabelOf(answer('1.5').trim());
  if (activity !== undefined) check('1.6', (label) => label === activity, `must be the catalogue label of 1.5: ${activity}`);

  const places: Array<[RegisterQuestion, RegisterQuestion]> = [
    ['1.8', '1.9'],
    ['3.8', '3.9'],
    ...(secondPartner ? ([['3.18', '3.19']] as Array<[RegisterQuestion, RegisterQuestion]>) : []),
    ['4.8', '4.9'],
    ['6.4', '6.5'],
  ];
  for (const [regionQuestion, communeQuestion] of places) {
    check(regionQuestion, (code) => findRegion(code) !== undefined, 'not a region code');
    const region = answer(regionQuestion).trim();
    if (findRegion(region)) check(communeQuestion, (code) => findCommuneOf(region, code) !== undefined, `not a commune of region ${region}`);
  }
  for (const question of ['3.6', ...(secondPartner ? ['3.16'] : []), '4.6'] as RegisterQuestion[]) {
    check(question, isCountryCode, 'not an ISO 3166-1 country code of the list');
  }
  check('5.1', isBankCode, 'not a bank code of the list');

  const warehouseRegion = findRegion(answer('6.4').trim());
  if (warehouseRegion) {
    check('6.6', (name) => name === warehouseRegion.name, `must be the name of region ${warehouseRegion.code}: ${warehouseRegion.name}`);
    const commune = findCommuneOf(warehouseRegion.code, answer('6.5').trim());
    if (commune) check('6.7', (name) => name === commune.name, `must be the name of commune ${commune.code}: ${commune.name}`);
  }
  return found;
}

/**
 * Every rule of the sign-up beyond the JSON schema, with the wizard's own shared code
 * (fromRegisterPayload + validateSignup), the reference data, and the proof file's content. Throws
 * 400 VALIDATION_FAILED listing every problem: `body.payload.<index>.response` for an answer (the
 * index as sent), `body.payload` for a missing or repeated question, `body.proofFile` for the file;
 * each message starts with the SignupErrorCode and names the question.
 */
export function checkApplication(body: RegisterFormRequest): CheckedApplication {
  const details: Array<FieldProblem & { order: number }> = [];
  const answerAt = (index: number) => `body.payload.${index}.response`;
  const indexes = new Map<string, number[]>();
  body.payload.forEach((answer, index) => indexes.set(answer.question, [...(indexes.get(answer.question) ?? []), index]));
  const indexOf = (question: string) => indexes.get(question)?.[0] ?? null;
  const fieldOf = (question: string) => {
    const index = indexOf(question);
    return index === null || (indexes.get(question)?.length ?? 0) > 1 ? 'body.payload' : answerAt(index);
  };
  const add = (field: string, text: string, order: number) => details.push({ field, message: text, order });

  // The file first: its bytes are what the wizard's check could only sample.
  const { fileName, contentType, contentBase64 } = body.proofFile;
  let bytes: Buffer | null = null;
  if (base64DecodedLength(contentBase64) > PROOF_FILE_MAX_BYTES) {
    add('body.proofFile', message('fileTooLarge', PROOF_FILE_QUESTION, `at most ${PROOF_FILE_MAX_BYTES} bytes`), Number.MAX_SAFE_INTEGER);
  } else {
    bytes = decodeBase64(contentBase64);
    const problem = bytes === null ? 'invalidFileType' : sniffProofFile(bytes, fileName, contentType);
    if (problem) {
      add('body.proofFile', message(problem, PROOF_FILE_QUESTION, bytes === null ? 'contentBase64 is not standard base64' : undefined), Number.MAX_SAFE_INTEGER);
      bytes = null;
    }
  }

  const read = fromRegisterPayload(body);
  if ('problems' in read) {
    for (const problem of read.problems) {
      const field = problem.index === null ? 'body.payload' : fieldOf(problem.question);
      add(field, `${problem.message}`, problem.index ?? -1);
    }
  } else {
    const fileReported = details.some((detail) => detail.field === 'body.proofFile');
    const signupProblems = locateSignupProblems(validateSignup(read.data), body.payload);
    for (const problem of signupProblems) {
      if (problem.field === 'proofFile') {
        if (!fileReported) add('body.proofFile', message(problem.code, PROOF_FILE_QUESTION), Number.MAX_SAFE_INTEGER);
        continue;
      }
      add(fieldOf(problem.question), message(problem.code, problem.question), problem.index ?? -1);
    }
    const refused = new Set(signupProblems.map((problem) => problem.question));
    const answer = (question: RegisterQuestion) => body.payload[indexOf(question) ?? -1]?.response ?? '';
    const secondPartner = answer('3.10') === 'SI';
    for (const { question, problem } of referenceProblems(answer, secondPartner)) {
      if (!refused.has(question)) add(fieldOf(question), message('unknownOption', question, problem), indexOf(question) ?? -1);
    }
  }

  if (details.length > 0 || bytes === null || 'problems' in read) {
    throw ApiProblem.validation(
      details.sort((left, right) => left.order - right.order).map(({ field, message: text }) => ({ field, message: text })),
      'The application breaks the sign-up rules',
    );
  }

  const answer = (question: RegisterQuestion) => body.payload[indexOf(question)!]!.response;
  return {
    answers: [...body.payload]
      .sort((left, right) => questionPosition(left.question) - questionPosition(right.question))
      .map(({ question, response }) => ({ question, response })),
    businessName: answer('1.1').trim(),
    companyName: cleanCompanyName(answer('1.2')),
    documentNumber: cleanRut(answer('1.3')),
    societyType: answer('1.4').trim(),
    commercialEmail: answer('2.5').trim(),
    commercialFirstName: answer('2.3').trim(),
    proofFile: { bytes, fileName, contentType, sha256: createHash('sha256').update(bytes).digest('hex') },
    fieldOf: (question) => fieldOf(question),
    labelOf: questionLabel,
  };
}
