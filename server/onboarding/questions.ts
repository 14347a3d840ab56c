import { REGISTER_QUESTIONS, findQuestion, type RegisterQuestion } from '../../shared/onboarding/questions.ts';

/** Question order: 1.1 < 1.2 < ... < 1.10 (numeric, not text order). */
const positions = new Map(REGISTER_QUESTIONS.map((question, index) => [question.number as string, index]));

export const questionPosition = (number: string): number => positions.get(number) ?? Number.MAX_SAFE_INTEGER;

/** The Spanish text of a question ("Nombre comercial" for 1.1). */
export function questionLabel(number: RegisterQuestion): string {
  return findQuestion(number)?.label ?? number;
}

/** How error details name a question: '1.3 RUT de la empresa'. */
export const questionName = (number: string): string => `${number} ${findQuestion(number)?.label ?? ''}`.trim();
