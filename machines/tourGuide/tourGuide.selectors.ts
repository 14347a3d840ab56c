import type { SnapshotFrom } from 'xstate';
import type { tourGuideMachine } from './tourGuide.machine.ts';
import type { TourStep } from './tourGuide.steps.ts';

type TourGuideSnapshot = SnapshotFrom<typeof tourGuideMachine>;

/** The step on screen, with where it stands in this run; null while the tour is not running. */
export interface ShownTourStep {
  step: TourStep;
  /** 1-based, among the steps of this run. */
  number: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
}

export const selectShownStep = (snapshot: TourGuideSnapshot): ShownTourStep | null => {
  if (!snapshot.matches('running')) return null;
  const { steps, index } = snapshot.context;
  const step = steps[index];
  return step ? { step, number: index + 1, total: steps.length, isFirst: index === 0, isLast: index === steps.length - 1 } : null;
};

/** "Saltar" is offered on this step. */
export const selectCanSkip = (snapshot: TourGuideSnapshot): boolean => snapshot.can({ type: 'tour.skip' });

/** The tour may be started by hand now (not while it runs, nor while its status is still being read). */
export const selectCanStartTour = (snapshot: TourGuideSnapshot): boolean => snapshot.can({ type: 'tour.start' });

/**
 * Where the tour stands for someone waiting on it: still `deciding` (its status, its second or its
 * turn after the other aids are pending), `running`, or `closed` (it will not start by itself in
 * this session).
 */
export const selectTourPhase = (snapshot: TourGuideSnapshot): 'deciding' | 'running' | 'closed' => {
  if (snapshot.matches('loadingStatus') || snapshot.matches({ notFinished: 'autoStart' })) return 'deciding';
  return snapshot.matches('running') ? 'running' : 'closed';
};
