/** The contract's shapes the module's charts and views speak of (openapi/learning-guide.yaml). */
import type { components } from '../../../openapi/generated/learning-guide.ts';

export type GuideModule = components['schemas']['Module'];
export type GuideSummary = components['schemas']['GuideSummary'];
export type EditableGuide = components['schemas']['EditableGuide'];
export type GuideSave = components['schemas']['GuideSave'];
export type RatingsReport = components['schemas']['RatingsReport'];
export type RatingCounts = components['schemas']['RatingCounts'];

/** The portal sections that have a guide, as the paths of the module name them. */
export const GUIDE_MODULES: readonly GuideModule[] = ['orders', 'stock', 'pim', 'finance', 'reports', 'metrics'];

/** A save refused because someone saved first: what they left, to show beside the draft. */
export class GuideConflict extends Error {
  readonly theirs: EditableGuide;

  constructor(theirs: EditableGuide) {
    super('LEARNING_GUIDE_VERSION_STALE');
    this.name = 'GuideConflict';
    this.theirs = theirs;
  }
}
