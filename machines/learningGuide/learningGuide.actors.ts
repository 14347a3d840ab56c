/**
 * The side effects of the learning guide, written against a small port the composition root fills
 * with the typed learning-guide client. Both reject with an ApiError on any failure.
 */
import { fromPromise } from 'xstate';
import type { Guide, RateInput } from './learningGuide.machine.ts';
import type { GuideModule } from './learningGuide.topic.ts';

export interface LearningGuidePort {
  loadGuide(module: GuideModule, userId: number, signal: AbortSignal): Promise<Guide>;
  rate(input: RateInput): Promise<void>;
}

export function createLearningGuideActors(port: LearningGuidePort) {
  return {
    loadGuide: fromPromise<Guide, { module: GuideModule; userId: number }>(({ input, signal }) => port.loadGuide(input.module, input.userId, signal)),
    // No signal: once sent, a rating is kept even if the drawer closes before the answer.
    rate: fromPromise<void, RateInput>(({ input }) => port.rate(input)),
  };
}
