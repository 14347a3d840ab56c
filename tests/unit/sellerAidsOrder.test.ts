/**
 * What opens by itself over a seller's page, decided by the session's chart: one thing at a time,
 * a pending term first, then the level-change modal, then the tour, whatever order the server's
 * answers arrive in. The session, its children and their calls are the real charts; only the calls
 * are answered here, at the moments each case writes down (fake clock).
 */
import { createActor, fromPromise } from 'xstate';
import { authMachine, type RestoreSessionOutput } from '../../machines/auth/auth.machine.ts';
import { reputationMachine, type ReputationModalState } from '../../machines/reputation/reputation.machine.ts';
import type { ReputationCategory } from '../../machines/reputation/reputation.rules.ts';
import { selectIsLevelChangeOpen } from '../../machines/reputation/reputation.selectors.ts';
import { termsGateMachine } from '../../machines/termsGate/termsGate.machine.ts';
import type { PendingTerms, TermsCheckResult } from '../../machines/termsGate/termsGate.rules.ts';
import { tourGuideMachine } from '../../machines/tourGuide/tourGuide.machine.ts';
import { camila } from '../model/auth.support.ts';

const PRIVACY: PendingTerms = {
  id: 5,
  title: 'Política de Privacidad',
  key: 'politica-de-privacidad',
  contentType: 'html',
  content: '<p>Tratamos tus datos con cuidado.</p>',
  version: 1,
  startDate: '2026-01-01',
  endDate: null,
  approvalLimitDate: '2026-12-31',
  exception: 1,
};

/** After how many milliseconds each call answers, and what. */
interface Answers {
  terms: { after: number; pending: boolean };
  reputation: { after: number; levelChanged: boolean };
}

const answerAfter = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function startSession(answers: Answers) {
  const modalState: ReputationModalState = { isFirstLogin: false, isNewReputation: answers.reputation.levelChanged };
  const auth = createActor(
    authMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoreSessionOutput>(async () => ({ outcome: 'restored', session: camila })),
        loadPublishHistory: fromPromise(async () => true),
        termsGate: termsGateMachine.provide({
          actors: {
            checkTerms: fromPromise(() =>
              answerAfter<TermsCheckResult>(answers.terms.after, { check: answers.terms.pending ? [PRIVACY] : true, today: '2026-11-28', reviewLater: false }),
            ),
          },
          actions: { reportSettled: (_, { pending }) => auth.send({ type: 'terms.settled', pending }) },
        }),
        reputation: reputationMachine.provide({
          actors: {
            loadReputationStatus: fromPromise<ReputationCategory, { sellerId: number }>(async () => 'Bueno'),
            loadModalState: fromPromise(() => answerAfter(answers.reputation.after, modalState)),
          },
          actions: { reportReputation: (_, known) => auth.send({ type: 'reputation.known', ...known }) },
        }),
        tourGuide: tourGuideMachine.provide({
          actors: { loadTourStatus: fromPromise(async () => false) },
          guards: { storageAllowsAutoStart: () => true },
        }),
      },
    }),
  ).start();

  const children = () => auth.getSnapshot().children;
  return {
    auth,
    /** What is on screen by itself now, in the order of the checks. */
    onScreen() {
      const shown: string[] = [];
      const terms = children().termsGate?.getSnapshot();
      if (terms?.matches('showing')) shown.push('term');
      const reputation = children().reputation?.getSnapshot();
      if (reputation && selectIsLevelChangeOpen(reputation)) shown.push('levelChange');
      if (children().tourGuide?.getSnapshot().matches('running')) shown.push('tour');
      return shown;
    },
  };
}

describe("the seller's aids, one at a time", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the tour once its second is up and the terms check (asked a second after the session starts) found nothing', async () => {
    const session = startSession({ terms: { after: 50, pending: false }, reputation: { after: 80, levelChanged: false } });
    await vi.advanceTimersByTimeAsync(1040);
    expect(session.onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(session.onScreen()).toEqual(['tour']);
    session.auth.stop();
  });

  it('shows a pending term first, then the level change once it is left for later, and never the tour over them', async () => {
    const session = startSession({ terms: { after: 1100, pending: true }, reputation: { after: 100, levelChanged: true } });
    // The level changed and the reputation knew it long before the terms check answered: it waits.
    await vi.advanceTimersByTimeAsync(1050);
    expect(session.onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.onScreen()).toEqual(['term']);
    session.auth.getSnapshot().children.termsGate?.send({ type: 'terms.reviewLater' });
    expect(session.onScreen()).toEqual(['levelChange']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.onScreen()).toEqual(['levelChange']);
    session.auth.stop();
  });

  it('waits for a slow reputation before the tour, and then shows only the level change', async () => {
    const session = startSession({ terms: { after: 50, pending: false }, reputation: { after: 4000, levelChanged: true } });
    await vi.advanceTimersByTimeAsync(3900);
    expect(session.onScreen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(session.onScreen()).toEqual(['levelChange']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.onScreen()).toEqual(['levelChange']);
    session.auth.stop();
  });

  it('starts the tour when a term left for later frees the screen after the second is up', async () => {
    const session = startSession({ terms: { after: 1100, pending: true }, reputation: { after: 50, levelChanged: false } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(session.onScreen()).toEqual(['term']);
    session.auth.getSnapshot().children.termsGate?.send({ type: 'terms.reviewLater' });
    expect(session.onScreen()).toEqual(['tour']);
    session.auth.stop();
  });
});
