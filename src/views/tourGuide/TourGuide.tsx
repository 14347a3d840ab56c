/**
 * The tour guide on screen: nothing while no seller's tour runs; while one shows a step, its overlay
 * (./TourOverlay.tsx, with Ark UI's Tour: a chunk fetched only then, not with every signed-in page).
 */
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectTourGuideRef } from '../../../machines/auth/auth.selectors.ts';
import type { tourGuideMachine } from '../../../machines/tourGuide/tourGuide.machine.ts';
import { selectShownStep, selectTourPhase } from '../../../machines/tourGuide/tourGuide.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';

type TourRef = ActorRefFrom<typeof tourGuideMachine>;

const TourOverlay = lazy(() => import('./TourOverlay.tsx'));

/** Nothing unless a seller's tour is running. */
export function TourGuide() {
  const { auth } = useFlows();
  const tour = useSelector(auth, selectTourGuideRef);
  return tour ? <RunningTour tour={tour} /> : null;
}

function RunningTour({ tour }: { tour: TourRef }) {
  const shown = useSelector(tour, selectShownStep);
  const phase = useSelector(tour, selectTourPhase);
  // The run's steps change only when a run starts.
  const steps = useSelector(tour, (snapshot) => snapshot.context.steps);
  // Finishing closes the overlay at once; the server records it behind. Until the overlay's chunk
  // arrives nothing is drawn: the page stays usable, as it was before the step.
  // `data-tour-phase` says whether the tour is still deciding to start: what a browser test waits for,
  // instead of a clock, before it says that no tour came.
  return (
    <>
      <span hidden data-tour-phase={phase} />
      {shown && (
        <Suspense fallback={null}>
          <TourOverlay tour={tour} steps={steps} shown={shown} />
        </Suspense>
      )}
    </>
  );
}
