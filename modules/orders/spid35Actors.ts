/**
 * The effects of the Spid35 queue, built from the typed Spid35 client the shell lends the module
 * (`host.api.spid35`, contract openapi/spid35.yaml): the stores, a store's queue with its express
 * stock, a change (a 409 is an answer the chart shows, not a failure), and the clock the time left is
 * read against.
 */
import { fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { Spid35QueueEvent } from './machines/spid35Queue.machine.ts';
import type { Spid35ChangeOutcome, Spid35ChangeRequest, Spid35Facility, Spid35QueueAnswer } from './machines/spid35.types.ts';

/** How often the time left is read again. */
export const SPID35_CLOCK_MS = 30_000;

async function sendChange(api: ModuleHost['api'], request: Spid35ChangeRequest) {
  if (request.kind === 'move') {
    return api.spid35.POST('/v1/spid35/orders/{orderId}/move', { params: { path: { orderId: request.orderId } }, body: { to: request.to, version: request.version } });
  }
  return api.spid35.POST('/v1/spid35/orders/{orderId}/lines/{lineId}/shortage', {
    params: { path: { orderId: request.orderId, lineId: request.lineId } },
    body: request.kind === 'substitute' ? { version: request.version, resolution: 'substitute', substituteSku: request.substituteSku } : { version: request.version, resolution: 'remove' },
  });
}

export function createSpid35QueueActors(api: ModuleHost['api']) {
  return {
    facilities: fromPromise<Spid35Facility[]>(async ({ signal }) => dataOrThrow(await api.spid35.GET('/v1/spid35/facilities', { signal })).items),
    queue: fromPromise<Spid35QueueAnswer, { facilityId: string }>(async ({ input, signal }) => {
      const query = { facilityId: input.facilityId };
      const [orders, stock] = await Promise.all([
        api.spid35.GET('/v1/spid35/orders', { params: { query }, signal }),
        api.spid35.GET('/v1/spid35/stock', { params: { query }, signal }),
      ]);
      return { orders: dataOrThrow(orders).items, stock: dataOrThrow(stock).items };
    }),
    // No signal: once sent, a change is applied even if the page is left before the answer.
    change: fromPromise<Spid35ChangeOutcome, Spid35ChangeRequest>(async ({ input }) => {
      const result = await sendChange(api, input);
      if (result.response.status === 409 && result.error && 'current' in result.error) return { kind: 'conflict', code: result.error.code, order: result.error.current };
      if (result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
      return { kind: 'done', order: result.data };
    }),
    clock: fromCallback<Spid35QueueEvent>(({ sendBack }) => {
      let timer: ReturnType<typeof setTimeout>;
      const tick = () => {
        timer = setTimeout(() => {
          sendBack({ type: 'clock.tick', now: Date.now() });
          tick();
        }, SPID35_CLOCK_MS);
      };
      tick();
      return () => clearTimeout(timer);
    }),
  };
}
