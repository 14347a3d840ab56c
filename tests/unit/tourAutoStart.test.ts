/**
 * When the tour guide starts by itself: one second after the session is ready, or later when the
 * session gives it its turn later (a term or the level change came first), only when every
 * condition holds. Each condition is made false on its own here, the others true, and the tour
 * must then wait for the seller to start it by hand (or for its turn).
 */
import { createActor, fromPromise } from 'xstate';
import { tourGuideMachine, type TourGuideInput } from '../../machines/tourGuide/tourGuide.machine.ts';

interface Conditions {
  /** The server says the tour was finished. */
  finished: boolean;
  /** firstTimeTour is '0' and no change request is stored. */
  storageAllows: boolean;
  sellerType: string | null;
  /** The session gave the tour its turn (no term, no level change before it). */
  turnGiven: boolean;
}

const ALL_HOLD: Conditions = { finished: false, storageAllows: true, sellerType: 'pim', turnGiven: true };

/** Where the tour is a second and a half after it started, for these conditions. */
async function stateAfterASecond(conditions: Conditions) {
  const machine = tourGuideMachine.provide({
    actors: {
      loadTourStatus: fromPromise(async () => conditions.finished),
      saveTourFinished: fromPromise<void, { sellerId: number }>(async () => {}),
    },
    guards: {
      storageAllowsAutoStart: () => conditions.storageAllows,
    },
  });
  const input: TourGuideInput = { sellerId: 101, sellerType: conditions.sellerType, inPublishHistory: true, aids: 'pending' };
  const tour = createActor(machine, { input }).start();
  // The terms check and the reputation answer after the tour started, as they may in the portal.
  await vi.advanceTimersByTimeAsync(10);
  if (conditions.turnGiven) tour.send({ type: 'aids.clear' });
  await vi.advanceTimersByTimeAsync(1500);
  const snapshot = tour.getSnapshot();
  tour.stop();
  return snapshot;
}

/** A tour guide of a 'pim' seller whose flags allow starting by itself, not finished, started with `aids`. */
const startedTour = (aids: TourGuideInput['aids']) =>
  createActor(
    tourGuideMachine.provide({
      actors: { loadTourStatus: fromPromise(async () => false) },
      guards: { storageAllowsAutoStart: () => true },
    }),
    { input: { sellerId: 101, sellerType: 'pim', inPublishHistory: true, aids } },
  ).start();

describe('the tour starting by itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a second after the session is ready when every condition holds', async () => {
    expect((await stateAfterASecond(ALL_HOLD)).value).toBe('running');
  });

  it('does not start before the second is up', async () => {
    const tour = startedTour('clear');
    await vi.advanceTimersByTimeAsync(999);
    expect(tour.getSnapshot().value).toEqual({ notFinished: { autoStart: { clock: 'counting', turn: 'given' } } });
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.getSnapshot().value).toBe('running');
    tour.stop();
  });

  it.each([
    ['the server says it was finished', { finished: true }, 'completed'],
    ['the stored flags do not allow it (seen, or a change request)', { storageAllows: false }, { notFinished: 'idle' }],
    ['the seller type has no tour', { sellerType: 'marketplace' }, { notFinished: 'idle' }],
    ['the seller has no type', { sellerType: null }, { notFinished: 'idle' }],
    ['a term or the level change has the screen', { turnGiven: false }, { notFinished: { autoStart: { clock: 'elapsed', turn: 'waiting' } } }],
  ] as const)('waits to be started by hand when %s', async (_, change, expected) => {
    expect((await stateAfterASecond({ ...ALL_HOLD, ...change })).value).toEqual(expected);
  });

  it('starts as soon as it gets its turn when that comes after its second', async () => {
    const tour = startedTour('pending');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tour.getSnapshot().value).toEqual({ notFinished: { autoStart: { clock: 'elapsed', turn: 'waiting' } } });
    tour.send({ type: 'aids.clear' });
    expect(tour.getSnapshot().value).toBe('running');
    tour.stop();
  });
});
