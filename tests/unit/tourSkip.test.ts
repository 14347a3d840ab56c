/**
 * Skipping the tour: any step but the last of the run may be skipped. The steps not on screen are
 * left out when a run begins, so on a phone a step that is skippable in the full list may be the last
 * one, and there it is the end: no skipping, only finishing.
 */
import { assign, createActor, fromPromise } from 'xstate';
import { tourGuideMachine } from '../../machines/tourGuide/tourGuide.machine.ts';
import { tourStepsFor } from '../../machines/tourGuide/tourGuide.steps.ts';

/** A run on a phone: the welcome, publishing and notifications steps only (their ids in order). */
const PHONE_STEPS = ['welcome', 'becomeSeller', 'notifications'];

describe('skipping the tour', () => {
  it('offers no skip on the last step of a run, though the same step may be skipped in the full list', async () => {
    const full = tourStepsFor('pim', false);
    expect(full.find((step) => step.id === 'notifications')?.skippable).toBe(true);
    const steps = full.filter((step) => PHONE_STEPS.includes(step.id));

    const machine = tourGuideMachine.provide({
      actors: { loadTourStatus: fromPromise(async () => true), saveTourFinished: fromPromise<void, { sellerId: number }>(async () => {}) },
      // What the composition root does on a phone: only the steps whose element is on screen.
      actions: { beginSteps: assign({ steps, index: 0 }) },
    });
    const tour = createActor(machine, { input: { sellerId: 101, sellerType: 'pim', inPublishHistory: false, aids: 'clear' } }).start();
    await vi.waitFor(() => expect(tour.getSnapshot().value).toBe('completed'));
    tour.send({ type: 'tour.start' });
    expect(tour.getSnapshot().can({ type: 'tour.skip' })).toBe(true);
    tour.send({ type: 'tour.next' });
    expect(tour.getSnapshot().can({ type: 'tour.skip' })).toBe(true);
    tour.send({ type: 'tour.next' });
    expect(tour.getSnapshot().context.index).toBe(2);
    expect(tour.getSnapshot().can({ type: 'tour.skip' })).toBe(false);
    tour.send({ type: 'tour.skip' });
    expect(tour.getSnapshot().value).toBe('running');
    tour.stop();
  });
});
