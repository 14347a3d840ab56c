/**
 * The terms modal of the protected area (no props: it reads the terms gate, a child of the auth
 * chart, through the router's context). The modal (./TermsModal.tsx) is fetched the first time the
 * gate has a term to show: most sign-ins have none, and the modal brings the HTML cleaner with it.
 */
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectTermsGateRef } from '../../../machines/auth/auth.selectors.ts';
import { selectShownTerm, selectTermsPhase } from '../../../machines/termsGate/termsGate.selectors.ts';
import type { ActorRefFrom } from 'xstate';
import type { termsGateMachine } from '../../../machines/termsGate/termsGate.machine.ts';
import { useFlows } from '../flows/useFlows.ts';

const TermsModal = lazy(() => import('./TermsModal.tsx'));

/** A signed-in seller's terms modal (the auth chart's child); nothing for guests and staff. */
export function TermsGate() {
  const { auth } = useFlows();
  const termsGate = useSelector(auth, selectTermsGateRef);
  return termsGate ? <DueTerm termsGate={termsGate} /> : null;
}

/** The modal while the gate shows a term (fetched the first time one is due, drawn at once after). */
function DueTerm({ termsGate }: { termsGate: ActorRefFrom<typeof termsGateMachine> }) {
  const term = useSelector(termsGate, selectShownTerm);
  const phase = useSelector(termsGate, selectTermsPhase);
  // `data-terms-phase` says whether the check is still under way: what a browser test waits for, instead
  // of a clock, before it says that no terms modal came.
  return (
    <>
      <span hidden data-terms-phase={phase} />
      {term && (
        <Suspense fallback={null}>
          <TermsModal termsGate={termsGate} />
        </Suspense>
      )}
    </>
  );
}
