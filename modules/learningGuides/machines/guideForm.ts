/**
 * A learning guide as a form: the portal's form chart (machines/form) over the guide's title and
 * introduction and each question's title, short label and answer, checked by the same rules the
 * server runs (shared/learningGuides/guideRules.ts). Which questions there are is a fact of the form
 * (`questionIds`, null for a question not saved yet): adding, removing or moving one is the editor
 * page's event, which starts the form again on the new list with everything typed kept.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { guideProblems, type GuideDraft, type GuideProblem } from '../../../shared/learningGuides/guideRules.ts';
import type { EditableGuide, GuideSave } from './guides.types.ts';

/** Every field as typed: `title`, `content`, `questions.<index>.title|value|content`. */
export type GuideFormValues = Record<string, string>;

export interface GuideFormFacts {
  /** The questions in order: the id of a saved one, null for one added in this draft. */
  questionIds: readonly (number | null)[];
}

export type GuideErrorId = `learningGuides.error.${GuideProblem}`;

export const QUESTION_PARTS = ['title', 'value', 'content'] as const;
export type QuestionPart = (typeof QUESTION_PARTS)[number];

export const questionField = (index: number, part: QuestionPart) => `questions.${index}.${part}`;

/** The form's fields in the order a person meets them. */
export const guideFields = (facts: GuideFormFacts): string[] => [
  'title',
  'content',
  ...facts.questionIds.flatMap((_, index) => QUESTION_PARTS.map((part) => questionField(index, part))),
];

/** The values a form holds, as the shared rules and the contract read them. */
export function guideDraftOf(values: GuideFormValues, facts: GuideFormFacts): GuideDraft {
  return {
    title: values.title ?? '',
    content: values.content ?? '',
    questions: facts.questionIds.map((_, index) => ({
      title: values[questionField(index, 'title')] ?? '',
      value: values[questionField(index, 'value')] ?? '',
      content: values[questionField(index, 'content')] ?? '',
    })),
  };
}

/** A stored guide as the form shows it. */
export function formValuesOf(guide: Pick<EditableGuide, 'title' | 'content' | 'questions'>): GuideFormValues {
  const values: GuideFormValues = { title: guide.title, content: guide.content };
  guide.questions.forEach((question, index) => {
    for (const part of QUESTION_PARTS) values[questionField(index, part)] = question[part];
  });
  return values;
}

/** The body of a save of these values on `basedOnVersion`. */
export function guideSaveOf(values: GuideFormValues, facts: GuideFormFacts, basedOnVersion: number): GuideSave {
  const draft = guideDraftOf(values, facts);
  return {
    basedOnVersion,
    title: draft.title,
    content: draft.content,
    questions: draft.questions.map((question, index) => {
      const id = facts.questionIds[index];
      return id === null || id === undefined ? { ...question } : { id, ...question };
    }),
  };
}

function validate(values: GuideFormValues, facts: GuideFormFacts): Partial<Record<string, GuideErrorId>> {
  const problems: Partial<Record<string, GuideProblem>> = guideProblems(guideDraftOf(values, facts));
  return Object.fromEntries(guideFields(facts).map((field) => [field, problems[field] ? (`learningGuides.error.${problems[field]}` as const) : undefined]));
}

export const guideForm: FormDefinition<GuideFormValues, GuideFormFacts, GuideErrorId> = {
  id: 'guideForm',
  fields: guideFields,
  validate,
  // A text being written is not wrong yet: its error waits until the field is left.
  touchOn: 'blur',
  // "Guardar" can always be pressed: a press on a wrong form says what is wrong and where.
  revealOnPress: true,
  handsValuesToOwner: true,
};

export const guideFormMachine = createFormMachine<GuideFormValues, GuideFormFacts, GuideErrorId, GuideFormValues>(guideForm);

export const guideFormSelectors = createFormSelectors(guideForm);
