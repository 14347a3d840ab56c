import { createActor, fromPromise, setup } from 'xstate';
import spanish from '../../src/dev/flows/i18n/es-CL.ts';
import english from '../../src/dev/flows/i18n/en.ts';
import type { FlowMessage } from '../../src/dev/flows/liveActors.ts';
import { createFlowPublisher, type FlowChannel } from '../../src/dev/flows/publisher.ts';

/** A channel that keeps what is posted and lets the test play a viewer's message. */
function fakeChannel() {
  const posted: FlowMessage[] = [];
  let listener: ((event: MessageEvent<FlowMessage>) => void) | undefined;
  const channel: FlowChannel = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_, received) => (listener = received),
  };
  const receive = (message: FlowMessage) => listener?.(new MessageEvent('message', { data: message }));
  return { channel, posted, receive };
}

const never = new Promise<string>(() => undefined);
const lamp = setup({ actors: { warmUp: fromPromise(() => never) } }).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { 'lamp.on': 'warming' } },
    warming: { invoke: { id: 'warmUp', src: 'warmUp' }, on: { 'lamp.off': 'off' } },
  },
});

describe('flow viewer publisher', () => {
  it('publishes ids, machine, value and last event of each actor, its children under it, and their end', () => {
    const { channel, posted } = fakeChannel();
    const actor = createActor(lamp, { inspect: createFlowPublisher(channel, 'page-1', () => 1000) }).start();
    actor.send({ type: 'lamp.on' });
    actor.send({ type: 'lamp.off' });

    const root = `page-1/${actor.sessionId}`;
    expect(posted.map((message) => (message.type === 'actor.updated' ? [message.actor.actorId, message.actor.value, message.actor.parentKey, message.actor.lastEvent] : message))).toEqual([
      [actor.sessionId, 'off', null, 'xstate.init'],
      ['warmUp', null, null, 'xstate.init'],
      [actor.sessionId, 'warming', null, 'lamp.on'],
      ['warmUp', null, root, 'xstate.init'],
      // Leaving `warming` stops the invoked actor (its last snapshot), then the parent no longer lists it.
      ['warmUp', null, root, 'xstate.stop'],
      [actor.sessionId, 'off', null, 'lamp.off'],
      { type: 'actor.gone', key: 'page-1/x:1' },
    ]);
    expect(posted[0]).toEqual({
      type: 'actor.updated',
      actor: {
        key: root,
        appId: 'page-1',
        sessionId: actor.sessionId,
        actorId: actor.sessionId,
        systemId: null,
        machineId: 'lamp',
        parentKey: null,
        value: 'off',
        status: 'active',
        lastEvent: 'xstate.init',
        updatedAt: 1000,
      },
    });
  });

  it('answers a viewer that opens later with the last snapshot of every running actor', () => {
    const { channel, posted, receive } = fakeChannel();
    const actor = createActor(lamp, { inspect: createFlowPublisher(channel, 'page-1') }).start();
    actor.send({ type: 'lamp.on' });
    posted.length = 0;

    receive({ type: 'viewer.hello' });
    expect(posted.map((message) => (message.type === 'actor.updated' ? [message.actor.actorId, message.actor.value] : message))).toEqual([
      [actor.sessionId, 'warming'],
      ['warmUp', null],
    ]);
  });
});

describe('flow viewer catalog', () => {
  it('has the same keys in es-CL and en, none empty', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const catalog of [spanish, english]) for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('');
  });
});
