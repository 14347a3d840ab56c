/** What the terms modal shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { termsGateMachine } from './termsGate.machine.ts';
import { isMandatory, type PendingTerms } from './termsGate.rules.ts';

export type TermsGateSnapshot = SnapshotFrom<typeof termsGateMachine>;

/** The modal is open while a term is shown or being accepted. */
export const selectIsTermsModalOpen = (snapshot: TermsGateSnapshot): boolean =>
  snapshot.matches('showing') || snapshot.matches('approving');

/** The term on screen, or null while the modal is closed. */
export const selectShownTerm = (snapshot: TermsGateSnapshot): PendingTerms | null =>
  selectIsTermsModalOpen(snapshot) ? snapshot.context.term : null;

/** Acceptance is mandatory: the secondary button logs out instead of "review later". */
export const selectIsMandatory = (snapshot: TermsGateSnapshot): boolean => {
  const term = selectShownTerm(snapshot);
  return term !== null && isMandatory(term);
};

/** The PDF of the term, once fetched. */
export const selectTermsFile = (snapshot: TermsGateSnapshot): Blob | null => snapshot.context.file;

export const selectIsLoadingFile = (snapshot: TermsGateSnapshot): boolean => snapshot.matches({ showing: 'loadingFile' });

export const selectFileFailed = (snapshot: TermsGateSnapshot): boolean => snapshot.matches({ showing: 'fileFailed' });

export const selectCanAccept = (snapshot: TermsGateSnapshot): boolean => snapshot.can({ type: 'terms.accept' });

export const selectIsApproving = (snapshot: TermsGateSnapshot): boolean => snapshot.matches('approving');


/** Where the terms stand for someone waiting on them: still `deciding` (its second, the check), a term `showing`, or `clear`. */
export const selectTermsPhase = (snapshot: TermsGateSnapshot): 'deciding' | 'showing' | 'clear' => {
  if (snapshot.matches('waiting') || snapshot.matches('checking')) return 'deciding';
  return snapshot.matches('showing') || snapshot.matches('approving') ? 'showing' : 'clear';
};
