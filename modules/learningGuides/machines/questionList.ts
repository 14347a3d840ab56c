/**
 * Adding, removing and moving a question of a draft: the values, the ids and the touched fields
 * move together, so what was typed and which errors show stay with their question.
 */
import { QUESTION_PARTS, questionField, type GuideFormValues } from './guideForm.ts';

export interface DraftShape {
  values: GuideFormValues;
  questionIds: readonly (number | null)[];
  touched: Partial<Record<string, true>>;
}

export type QuestionChange = { kind: 'add' } | { kind: 'remove'; index: number } | { kind: 'move'; index: number; to: number };

/** The new order of the old positions (null for the question added). */
function orderAfter(count: number, change: QuestionChange): (number | null)[] {
  const order: (number | null)[] = Array.from({ length: count }, (_, index) => index);
  if (change.kind === 'add') order.push(null);
  if (change.kind === 'remove') order.splice(change.index, 1);
  if (change.kind === 'move') {
    const [moved] = order.splice(change.index, 1);
    order.splice(change.to, 0, moved!);
  }
  return order;
}

export function changeQuestions(draft: DraftShape, change: QuestionChange): DraftShape {
  const order = orderAfter(draft.questionIds.length, change);
  const values: GuideFormValues = { title: draft.values.title ?? '', content: draft.values.content ?? '' };
  const touched: Partial<Record<string, true>> = { ...(draft.touched.title ? { title: true } : {}), ...(draft.touched.content ? { content: true } : {}) };
  order.forEach((from, index) => {
    for (const part of QUESTION_PARTS) {
      values[questionField(index, part)] = from === null ? '' : (draft.values[questionField(from, part)] ?? '');
      if (from !== null && draft.touched[questionField(from, part)]) touched[questionField(index, part)] = true;
    }
  });
  return { values, questionIds: order.map((from) => (from === null ? null : draft.questionIds[from]!)), touched };
}
