import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fromRegisterPayload, locateSignupProblems, toRegisterPayload, type RegisterFormRequest } from '../../shared/onboarding/payload.ts';
import { REGISTER_QUESTIONS, questionOfField } from '../../shared/onboarding/questions.ts';
import { FORM_STEP_KEYS, fieldNamesOf, type SignupData } from '../../shared/onboarding/steps.ts';
import { validateSignup } from '../../shared/onboarding/validateStep.ts';
import { arbMutatedSignupData, arbValidSignupData, validSaSignupData, validSpaSignupData } from './onboarding-fixtures.ts';

const contract = parse(readFileSync(new URL('../../openapi/onboarding.yaml', import.meta.url), 'utf8'));
const registerQuestion = contract.components.schemas.RegisterQuestion;
const RUNS = { numRuns: 1000 };

const responses = (body: RegisterFormRequest) => Object.fromEntries(body.payload.map((answer) => [answer.question, answer.response]));
const dataOf = (result: ReturnType<typeof fromRegisterPayload>): SignupData => {
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.data;
};

describe('register-form questions', () => {
  it('are the contract table: 80 questions, in order, with its fields and Spanish labels', () => {
    const rows = [...String(registerQuestion.description).matchAll(/^\| (\d\.\d+) \| ([\w.]+) \| ([^|]+) \|/gm)].map((match) => [match[1], match[2], match[3]!.trim()]);
    expect(REGISTER_QUESTIONS.map((question) => question.number)).toEqual(registerQuestion.enum);
    expect(REGISTER_QUESTIONS.map((question) => [question.number, question.field, question.label])).toEqual(rows);
    expect(REGISTER_QUESTIONS).toHaveLength(80);
  });

  it('cover every field of every step exactly once, plus 3.10', () => {
    for (const step of FORM_STEP_KEYS) {
      for (const field of fieldNamesOf(step)) expect(questionOfField(step, field), `${step}.${field}`).toBeDefined();
    }
    const fieldCount = FORM_STEP_KEYS.reduce((count, step) => count + fieldNamesOf(step).length, 0);
    expect(fieldCount + 1).toBe(80);
    expect(questionOfField('logistic', 'technicalService')?.number).toBe('2.20');
    expect(questionOfField('legal', 'PartherTwo.rutNumber')?.number).toBe('3.12');
  });
});

describe('toRegisterPayload', () => {
  it('sends the contract example for the SpA application', () => {
    const body = toRegisterPayload(validSpaSignupData());
    const example = contract.paths['/web-hooks/register-form'].post.requestBody.content['application/json'].examples.spa.value;
    expect(body.source).toBe('form');
    expect(body.payload.map((answer) => answer.question)).toEqual(registerQuestion.enum);
    const sent = responses(body);
    for (const answer of example.payload as { question: string; response: string }[]) {
      if (answer.question === '1.2') continue; // the example upper-cases the legal name; we send it as typed, cleaned
      if (answer.question === '2.20' || answer.question === '2.2') continue;
      expect(sent[answer.question], answer.question).toBe(answer.response);
    }
    expect(sent['1.2']).toBe('Comercial Los Andes SpA');
    expect(body.proofFile).toMatchObject({ fileName: 'certificado-cuenta-santander.pdf', contentType: 'application/pdf' });
  });

  it('cleans RUTs and the legal name, trims, writes SI/NO and empties what is not shown', () => {
    const data = validSaSignupData();
    data.company.companyName = '  Distribuidora   del Sur  S.A. ';
    data.company.businessName = ' Emporio Austral ';
    data.company.categoriesSellers = 'muebles , jugueteria';
    data.company.oneCategoriesSellers = 'muebles';
    const sent = responses(toRegisterPayload(data));
    expect(sent['1.1']).toBe('Emporio Austral');
    expect(sent['1.2']).toBe('Distribuidora del Sur S.A.');
    expect(sent['1.3']).toBe('965000003');
    expect(sent['1.13']).toBe('muebles,jugueteria');
    expect(sent['3.2']).toBe('10000013K');
    expect(sent['3.10']).toBe('SI');
    expect(sent['3.12']).toBe('76000006K');
    expect([sent['3.13'], sent['3.14'], sent['3.15']]).toEqual(['Inversiones Pehuén Ltda.', '', '']);
    expect(sent['2.20']).toBe('SI');
    expect(sent['5.4']).toBe('cheque.png');
    expect(sent['6.6']).toBe('Metropolitana de Santiago');

    const spa = validSpaSignupData();
    spa.legal['PartherTwo.name'] = 'Restos de un borrador';
    spa.legal['Representative.societyType'] = 'SPA';
    spa.legal['Representative.name'] = 'Asesorías Soto SpA';
    const spaSent = responses(toRegisterPayload(spa));
    expect(spaSent['3.10']).toBe('NO');
    expect(REGISTER_QUESTIONS.filter((question) => question.field.startsWith('PartherTwo.')).map((question) => spaSent[question.number])).toEqual(Array(9).fill(''));
    expect([spaSent['4.3'], spaSent['4.4'], spaSent['4.5']]).toEqual(['Asesorías Soto SpA', '', '']);
  });
});

describe('fromRegisterPayload', () => {
  it('reads back what was sent', () => {
    const data = validSaSignupData();
    const back = dataOf(fromRegisterPayload(toRegisterPayload(data)));
    expect(back.company.rutNumber).toBe('965000003');
    expect(back.legal['PartherTwo.name']).toBe('Inversiones Pehuén Ltda.');
    expect(back.logistic.technicalService).toBe(true);
    expect(back.bank.proofFile).toEqual(data.bank.proofFile);
    expect(validateSignup(back)).toEqual([]);
  });

  it('names missing, repeated and unknown questions', () => {
    const body = toRegisterPayload(validSpaSignupData());
    const missing = fromRegisterPayload({ ...body, payload: body.payload.filter((answer) => answer.question !== '1.3') });
    expect(missing).toEqual({ problems: [{ index: null, question: '1.3', message: 'missing question 1.3 (RUT de la empresa)' }] });
    const repeated = fromRegisterPayload({ ...body, payload: [...body.payload, { question: '2.5', response: 'otro@correo.cl' }] });
    expect(repeated).toEqual({ problems: [{ index: 80, question: '2.5', message: 'repeated question 2.5 (Área comercial: correo)' }] });
    const unknown = fromRegisterPayload([...body.payload, { question: '7.1', response: '' }]);
    expect('problems' in unknown && unknown.problems[0]).toEqual({ index: 80, question: '7.1', message: 'unknown question 7.1' });
  });

  it('refuses answers the table fixes: SI/NO, 3.10, emptied blocks, 5.4', () => {
    const body = toRegisterPayload(validSpaSignupData());
    const change = (question: string, response: string) => ({
      ...body,
      payload: body.payload.map((answer) => (answer.question === question ? { ...answer, response } : answer)),
    });
    const problemOf = (input: RegisterFormRequest) => {
      const result = fromRegisterPayload(input);
      return 'problems' in result ? result.problems.map(({ index, question }) => ({ index, question })) : [];
    };
    const at = (question: string) => REGISTER_QUESTIONS.findIndex((candidate) => candidate.number === question);
    expect(at('2.20')).toBe(34);
    expect(problemOf(change('2.20', 'si'))).toEqual([{ index: at('2.20'), question: '2.20' }]);
    expect(problemOf(change('3.10', 'SI'))).toEqual([{ index: at('3.10'), question: '3.10' }]);
    expect(problemOf(change('3.13', 'Alguien'))).toEqual([{ index: at('3.13'), question: '3.13' }]);
    expect(problemOf(change('3.4', ''))).toEqual([]);
    expect(problemOf(change('3.1', 'SPA'))).toEqual([{ index: at('3.4'), question: '3.4' }, { index: at('3.5'), question: '3.5' }]);
    expect(problemOf(change('5.4', 'otro.pdf'))).toEqual([{ index: at('5.4'), question: '5.4' }]);
  });

  it('locates validation problems in the payload as sent', () => {
    const body = toRegisterPayload(validSpaSignupData());
    const shuffled = [...body.payload].reverse();
    const data = dataOf(fromRegisterPayload({ ...body, payload: shuffled.map((answer) => (answer.question === '1.3' ? { ...answer, response: '760864284' } : answer)) }));
    const located = locateSignupProblems(validateSignup(data), shuffled);
    expect(located).toEqual([{ step: 'company', field: 'rutNumber', code: 'invalidRut', index: 77, question: '1.3', message: 'invalidRut (1.3)' }]);
  });

  it('property: client and server agree — the payload read back validates exactly like the data', () => {
    let invalid = 0;
    fc.assert(
      fc.property(arbMutatedSignupData, (data) => {
        const back = dataOf(fromRegisterPayload(toRegisterPayload(data)));
        const problems = validateSignup(data);
        if (problems.length > 0) invalid += 1;
        expect(validateSignup(back)).toEqual(problems);
      }),
      RUNS,
    );
    // The generator must exercise refusals, not only valid data.
    expect(invalid).toBeGreaterThan(RUNS.numRuns / 2);
  });

  it('property: valid applications round-trip to valid data with the same meaning', () => {
    fc.assert(
      fc.property(arbValidSignupData, (data) => {
        const body = toRegisterPayload(data);
        const back = dataOf(fromRegisterPayload(body));
        expect(validateSignup(back)).toEqual([]);
        expect(toRegisterPayload(back)).toEqual(body);
      }),
      RUNS,
    );
  });
});
