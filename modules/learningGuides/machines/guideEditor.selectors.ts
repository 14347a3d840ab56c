/** What the guide editor shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import { formValuesOf, guideDraftOf } from './guideForm.ts';
import type { guideEditorMachine } from './guideEditor.machine.ts';

export type GuideEditorSnapshot = SnapshotFrom<typeof guideEditorMachine>;

/** Which screen the page draws. */
export type GuideEditorScreen = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'failed' | 'conflict';

export function selectScreen(snapshot: GuideEditorSnapshot): GuideEditorScreen {
  for (const screen of ['loading', 'loadFailed', 'saving', 'failed', 'conflict'] as const) if (snapshot.matches(screen)) return screen;
  return 'editing';
}

export const selectGuideForm = (snapshot: GuideEditorSnapshot) => snapshot.children.guideForm;
export const selectGuide = (snapshot: GuideEditorSnapshot) => snapshot.context.guide;
export const selectTheirs = (snapshot: GuideEditorSnapshot) => snapshot.context.theirs;
export const selectProblem = (snapshot: GuideEditorSnapshot) => snapshot.context.problem;
export const selectQuestionCount = (snapshot: GuideEditorSnapshot) => snapshot.context.questionIds.length;
export const selectJustSaved = (snapshot: GuideEditorSnapshot) => snapshot.context.saved && snapshot.matches('editing');
export const selectPreviewed = (snapshot: GuideEditorSnapshot) => snapshot.context.previewed;

/** The guide as typed so far (the stored one while nothing was typed): what the preview draws. */
export function selectDraftGuide(snapshot: GuideEditorSnapshot) {
  const { guide, draft, questionIds } = snapshot.context;
  if (!guide) return null;
  return guideDraftOf(draft ?? formValuesOf(guide), { questionIds });
}
