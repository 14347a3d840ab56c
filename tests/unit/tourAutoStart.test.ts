/**
 * When the tour guide starts by itself: one second after the session is ready, only when every
 * condition holds. Each condition is made false on its own here, the others true, and the tour
 * must then wait for the seller to start it by hand.
 */
import { createActor, fromPromise } from 'xstate';
import { tourGuideMachine, type TourGuideInput } from '../../machines/tourGuide/tourGuide.machine.ts';

interface Conditions {
  /** The server says the tour was finished. */
  finished: boolean;
  /** firstTimeTour is '0' and no change request is stored. */
  storageAllows: boolean;
  sellerType: string | null;
  terms: 'clear' | 'pending';
  levelChangeOnScreen: boolean;
}

const ALL_HOLD: Conditions = { finished: false, storageAllows: true, sellerType: 'pim', terms: 'clear', levelChangeOnScreen: false };

/** Where the tour is a second and a half after it started, for these conditions. */
async function stateAfterASecond(conditions: Conditions) {
  const machine = tourGuideMachine.provide({
    actors: {
      loadTourStatus: fromPromise(async () => conditions.finished),
      saveTourFinished: fromPromise<void, { sellerId: number }>(async () => {}),
    },
    guards: {
      storageAllowsAutoStart: () => conditions.storageAllows,
      levelChangeOnScreen: () => conditions.levelChangeOnScreen,
    },
  });
  const input: TourGuideInput = { sellerId: 101, sellerType: conditions.sellerType, inPublishHistory: true, terms: 'unknown' };
  const tour = createActor(machine, { input }).start();
  // The terms check answers after the tour started, as it does in the portal.
  await vi.advanceTimersByTimeAsync(10);
  tour.send({ type: 'terms.settled', pending: conditions.terms === 'pending' });
  await vi.advanceTimersByTimeAsync(1500);
  const snapshot = tour.getSnapshot();
  tour.stop();
  return snapshot;
}

describe('the tour starting by itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a second after the session is ready when every condition holds', async () => {
    expect((await stateAfterASecond(ALL_HOLD)).value).toBe('running');
  });

  it('does not start before the second is up', async () => {
    const tour = createActor(
      tourGuideMachine.provide({
        actors: { loadTourStatus: fromPromise(async () => false) },
        guards: { storageAllowsAutoStart: () => true, levelChangeOnScreen: () => false },
      }),
      { input: { sellerId: 101, sellerType: 'pim', inPublishHistory: true, terms: 'clear' } },
    ).start();
    await vi.advanceTimersByTimeAsync(999);
    expect(tour.getSnapshot().value).toEqual({ notFinished: 'countdown' });
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.getSnapshot().value).toBe('running');
    tour.stop();
  });

  it.each([
    ['the server says it was finished', { finished: true }, 'completed'],
    ['the stored flags do not allow it (seen, or a change request)', { storageAllows: false }, { notFinished: 'idle' }],
    ['the seller type has no tour', { sellerType: 'marketplace' }, { notFinished: 'idle' }],
    ['the seller has no type', { sellerType: null }, { notFinished: 'idle' }],
    ['terms are pending', { terms: 'pending' }, { notFinished: 'idle' }],
    ['the level-change modal is on screen', { levelChangeOnScreen: true }, { notFinished: 'idle' }],
  ] as const)('waits to be started by hand when %s', async (_, change, expected) => {
    expect((await stateAfterASecond({ ...ALL_HOLD, ...change })).value).toEqual(expected);
  });
});
