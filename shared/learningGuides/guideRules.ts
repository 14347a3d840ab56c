/**
 * The rules a learning guide must follow to be saved (Configuración > Guías de aprendizaje): the
 * editor checks them as the admin types and the server checks them again on every save, so the two
 * can never disagree about what is refused.
 *
 * The markdown may hold no HTML tag: the sellers' drawer shows typed HTML as text (markdown.ts), so a
 * tag would reach sellers as visible angle brackets. Links may lead only to http(s), mailto or a
 * relative address, the same ones the drawer's cleaner keeps; anything else would be dropped silently.
 */

export const GUIDE_TITLE_MAX = 120;
export const GUIDE_CONTENT_MAX = 4000;
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_VALUE_MAX = 60;
export const QUESTION_CONTENT_MAX = 4000;
export const QUESTIONS_MAX = 30;

/** Why a text was refused: a stable code the screen translates (learningGuides.error.<code>). */
export type GuideProblem = 'required' | 'tooLong' | 'rawHtml' | 'unsafeLink' | 'tooFewQuestions' | 'tooManyQuestions';

export interface GuideQuestionDraft {
  title: string;
  value: string;
  content: string;
}

export interface GuideDraft {
  title: string;
  content: string;
  questions: readonly GuideQuestionDraft[];
}

/** A field of the draft as a 400's details and the form's errors name it (without `body.`). */
export type GuideField = 'title' | 'content' | 'questions' | `questions.${number}.${keyof GuideQuestionDraft}`;

// An opening or closing tag, a comment or a doctype: what a browser would read as markup.
const HTML_TAG = /<\/?[a-z][^>]*>|<!--|<!doctype/i;
// An inline link or image target, or a reference definition: `](target` and `[id]: target`.
const LINK_TARGETS = /\]\(\s*<?([^)\s>]*)|^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
const SAFE_TARGET = /^(?:https?:|mailto:|[^:]*$)/i;

/** The problem of a plain text (title, short label), if any. */
export function plainTextProblem(text: string, max: number): GuideProblem | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > max) return 'tooLong';
  return undefined;
}

/** The problem of a markdown text (introduction, answer), if any. */
export function markdownProblem(text: string, max: number): GuideProblem | undefined {
  const plain = plainTextProblem(text, max);
  if (plain) return plain;
  if (HTML_TAG.test(text)) return 'rawHtml';
  for (const match of text.matchAll(LINK_TARGETS)) {
    const target = (match[1] ?? match[2] ?? '').replace(/[\s\u0000-\u001f]/g, '');
    if (!SAFE_TARGET.test(target)) return 'unsafeLink';
  }
  return undefined;
}

/** Every problem of a question, by its field name inside the question. */
export function questionProblems(question: GuideQuestionDraft): Partial<Record<keyof GuideQuestionDraft, GuideProblem>> {
  const problems: Partial<Record<keyof GuideQuestionDraft, GuideProblem>> = {};
  const title = plainTextProblem(question.title, QUESTION_TITLE_MAX);
  const value = plainTextProblem(question.value, QUESTION_VALUE_MAX);
  const content = markdownProblem(question.content, QUESTION_CONTENT_MAX);
  if (title) problems.title = title;
  if (value) problems.value = value;
  if (content) problems.content = content;
  return problems;
}

/** Every problem of a guide, by field (`questions.2.content`); empty when it may be saved. */
export function guideProblems(draft: GuideDraft): Partial<Record<GuideField, GuideProblem>> {
  const problems: Partial<Record<GuideField, GuideProblem>> = {};
  const title = plainTextProblem(draft.title, GUIDE_TITLE_MAX);
  const content = markdownProblem(draft.content, GUIDE_CONTENT_MAX);
  if (title) problems.title = title;
  if (content) problems.content = content;
  if (draft.questions.length === 0) problems.questions = 'tooFewQuestions';
  if (draft.questions.length > QUESTIONS_MAX) problems.questions = 'tooManyQuestions';
  draft.questions.forEach((question, index) => {
    for (const [field, problem] of Object.entries(questionProblems(question))) problems[`questions.${index}.${field as keyof GuideQuestionDraft}`] = problem;
  });
  return problems;
}
