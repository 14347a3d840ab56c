/**
 * What a reviewer reads for an answer the applicant chose from a list: the wizard sends codes (region
 * "16", commune "16101", bank "037", nationality "CL", "PERSONA_NATURAL", "alimentos-bebidas"), the
 * review shows their names (a nationality as the wizard's list writes it, "CHILE"). A code the lists do not know (an old application, a list that changed) gets no name: the
 * review then shows the code as sent rather than a guess.
 */
import { productCategories, splitCategoryCodes } from '../../shared/onboarding/productCategories.ts';
import { accountTypes } from '../../shared/onboarding/accountTypes.ts';
import { societyTypes } from '../../shared/onboarding/societyTypes.ts';
import { findCommuneOf, findRegion } from '../geography/regions.ts';
import type { StoredAnswer } from './applications.ts';
import { BANKS, COUNTRIES } from './reference.ts';

/** Each commune question, with the region question whose answer it belongs to. */
const COMMUNE_REGION: Readonly<Record<string, string>> = { '1.9': '1.8', '3.9': '3.8', '3.19': '3.18', '4.9': '4.8', '6.5': '6.4' };
const REGION_QUESTIONS: ReadonlySet<string> = new Set(Object.values(COMMUNE_REGION));
const SOCIETY_TYPE_QUESTIONS: ReadonlySet<string> = new Set(['1.4', '3.1', '3.11', '4.1']);
const NATIONALITY_QUESTIONS: ReadonlySet<string> = new Set(['3.6', '3.16', '4.6']);
const BANK_QUESTION = '5.1';
const ACCOUNT_TYPE_QUESTION = '5.2';
const CATEGORIES_QUESTION = '1.13';

const nameIn = (list: readonly { code: string; name: string }[], code: string) => list.find((entry) => entry.code === code)?.name;

/** The name of one answer's code, or undefined when the answer is not a code (or an unknown one). */
function nameOf(answer: StoredAnswer, responseTo: (question: string) => string): string | undefined {
  const { question, response } = answer;
  if (response.trim() === '') return undefined;
  if (REGION_QUESTIONS.has(question)) return findRegion(response)?.name;
  const regionQuestion = COMMUNE_REGION[question];
  if (regionQuestion) return findCommuneOf(responseTo(regionQuestion), response)?.name;
  if (SOCIETY_TYPE_QUESTIONS.has(question)) return nameIn(societyTypes, response);
  if (NATIONALITY_QUESTIONS.has(question)) return nameIn(COUNTRIES, response);
  if (question === BANK_QUESTION) return nameIn(BANKS, response);
  if (question === ACCOUNT_TYPE_QUESTION) return nameIn(accountTypes, response);
  if (question === CATEGORIES_QUESTION) {
    const names = splitCategoryCodes(response).map((code) => nameIn(productCategories, code));
    return names.every((name) => name !== undefined) ? names.join(', ') : undefined;
  }
  return undefined;
}

/** The answers with the name of each chosen code beside it (`display`), in the same order. */
export function withDisplayNames<T extends StoredAnswer>(answers: readonly T[]): (T & { display?: string })[] {
  const responses = new Map(answers.map((answer) => [answer.question as string, answer.response]));
  const responseTo = (question: string) => responses.get(question) ?? '';
  return answers.map((answer) => {
    const display = nameOf(answer, responseTo);
    return display === undefined ? answer : { ...answer, display };
  });
}
