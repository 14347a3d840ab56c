import type { SnapshotFrom } from 'xstate';
import type { Guide, GuideQuestion, learningGuideMachine, NegativeReason } from './learningGuide.machine.ts';

type LearningGuideSnapshot = SnapshotFrom<typeof learningGuideMachine>;

/** What the drawer shows: nothing, the loader, the failure, the list or one question. */
export type GuideScreen = 'closed' | 'loading' | 'loadFailed' | 'list' | 'question';

export const selectGuideScreen = (snapshot: LearningGuideSnapshot): GuideScreen => {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches({ open: 'loading' })) return 'loading';
  if (snapshot.matches({ open: 'loadFailed' })) return 'loadFailed';
  if (snapshot.matches({ open: 'list' })) return 'list';
  return 'question';
};

export const selectGuide = (snapshot: LearningGuideSnapshot): Guide | null => snapshot.context.guide;

/** The question open in the drawer, or null while the list (or nothing) is shown. */
export const selectOpenQuestion = (snapshot: LearningGuideSnapshot): GuideQuestion | null =>
  snapshot.matches({ open: 'question' }) ? (snapshot.context.guide?.data.find((question) => question.id === snapshot.context.questionId) ?? null) : null;

/** Where the rating of the open question stands: its buttons, the reasons, or the thanks. */
export type RatingScreen = 'choosing' | 'sendingYes' | 'reasons' | 'sendingNo' | 'thanked';

export const selectRatingScreen = (snapshot: LearningGuideSnapshot): RatingScreen | null => {
  for (const screen of ['choosing', 'sendingYes', 'reasons', 'sendingNo', 'thanked'] as const) {
    if (snapshot.matches({ open: { question: screen } })) return screen;
  }
  return null;
};

/** The last rating could not be sent (shown until the next send). */
export const selectRatingFailed = (snapshot: LearningGuideSnapshot): boolean =>
  snapshot.matches({ open: { question: { choosing: 'failed' } } }) || snapshot.matches({ open: { question: { reasons: 'failed' } } });

export const selectReason = (snapshot: LearningGuideSnapshot): NegativeReason | null => snapshot.context.reason;

/** The reasons' "Enviar" may be pressed: a reason is chosen and nothing is being sent. */
export const selectCanSendReason = (snapshot: LearningGuideSnapshot): boolean => snapshot.can({ type: 'rating.send' });
