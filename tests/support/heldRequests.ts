/**
 * Requests a model path expects, held by the fake server until the path reaches the actor event
 * that answers them: the screen of each step is checked while its request is still in flight.
 */
import type { EventObject } from 'xstate';
import { deferred, type Deferred } from './deferred.ts';

/** One request the path expects, answered once its actor event comes up in the path. */
export interface HeldRequest<TAnswer extends string, TBody> {
  /** The name of the scripted answer the path gives it. */
  answer: TAnswer;
  /** What the request must carry: what the screen showed when it was sent. */
  expected: TBody;
  /** Settles with what the request carried, once the fake server has it. */
  received: Deferred<TBody>;
  /** Settled by the test to let the fake server answer. */
  release: Deferred<void>;
}

/**
 * The requests `path` makes, in order: one for each step whose event is a scripted answer (as
 * `answerOf` names it), expecting what `expected` reads from the snapshot it was sent from.
 */
export function heldRequests<TSnapshot, TAnswer extends string, TBody>(
  path: { steps: ReadonlyArray<{ event: EventObject; state: TSnapshot }> },
  answerOf: (event: EventObject) => TAnswer | undefined,
  expected: (answer: TAnswer, sentFrom: TSnapshot) => TBody,
): HeldRequest<TAnswer, TBody>[] {
  const requests: HeldRequest<TAnswer, TBody>[] = [];
  path.steps.forEach((step, index) => {
    const answer = answerOf(step.event);
    const sentFrom = path.steps[index - 1]?.state;
    if (!answer || !sentFrom) return;
    requests.push({ answer, expected: expected(answer, sentFrom), received: deferred(), release: deferred() });
  });
  return requests;
}

/**
 * For a fake server handler: hands what this request `carried` to the next held request of `queue`
 * and resolves with its answer once the path releases it. A request the path does not expect is
 * never answered.
 */
export async function answerWhenReleased<TAnswer extends string, TBody>(
  queue: HeldRequest<TAnswer, TBody>[],
  carried: TBody,
): Promise<TAnswer> {
  const request = queue.shift();
  if (!request) return new Promise<never>(() => {});
  request.received.resolve(carried);
  await request.release.promise;
  return request.answer;
}
