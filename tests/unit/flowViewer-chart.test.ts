import { fromPromise, not, setup } from 'xstate';
import { activeStateIds, chartOf } from '../../src/dev/flows/chart.ts';

/** A small door with every kind of state and transition the viewer draws. */
const door = setup({
  actors: { unlock: fromPromise(async () => 'open') },
  guards: { hasKey: () => true, isLocked: () => false },
  delays: { patience: 500 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'door.reset': '.closed' },
  states: {
    closed: {
      description: 'Nobody has asked yet.',
      on: {
        'door.open': [{ guard: 'hasKey', target: 'unlocking' }, { target: 'closed', reenter: true }],
        'door.knock': { actions: () => undefined },
      },
      after: { 1000: 'checking' },
    },
    checking: {
      always: [{ guard: not('isLocked'), target: 'opened' }, { target: 'closed' }],
    },
    unlocking: {
      invoke: { id: 'unlockNow', src: 'unlock', onDone: 'opened', onError: 'closed' },
      after: { patience: 'closed' },
    },
    opened: {
      type: 'parallel',
      onDone: 'gone',
      states: {
        light: { initial: 'off', states: { off: { on: { 'light.toggle': 'on' } }, on: { type: 'final' } } },
        fan: { initial: 'spinning', states: { spinning: { on: { 'fan.stop': 'stopped' } }, stopped: { type: 'final' } } },
      },
    },
    gone: { type: 'final' },
  },
});

describe('chartOf: the statechart the flow viewer draws', () => {
  it('lists every state node, parents first, with its kind, initial mark, internal transitions and invokes', () => {
    expect(chartOf(door).states).toEqual([
      { id: 'door', key: 'door', path: '', parentId: null, kind: 'compound', initial: false, internal: [], invokes: [] },
      {
        id: 'door.closed',
        key: 'closed',
        path: 'closed',
        parentId: 'door',
        kind: 'atomic',
        initial: true,
        description: 'Nobody has asked yet.',
        internal: [{ trigger: { kind: 'event', event: 'door.knock' } }],
        invokes: [],
      },
      { id: 'door.checking', key: 'checking', path: 'checking', parentId: 'door', kind: 'atomic', initial: false, internal: [], invokes: [] },
      { id: 'door.unlocking', key: 'unlocking', path: 'unlocking', parentId: 'door', kind: 'atomic', initial: false, internal: [], invokes: ['unlock'] },
      { id: 'door.opened', key: 'opened', path: 'opened', parentId: 'door', kind: 'parallel', initial: false, internal: [], invokes: [] },
      { id: 'door.opened.light', key: 'light', path: 'opened.light', parentId: 'door.opened', kind: 'compound', initial: false, internal: [], invokes: [] },
      { id: 'door.opened.light.off', key: 'off', path: 'opened.light.off', parentId: 'door.opened.light', kind: 'atomic', initial: true, internal: [], invokes: [] },
      { id: 'door.opened.light.on', key: 'on', path: 'opened.light.on', parentId: 'door.opened.light', kind: 'final', initial: false, internal: [], invokes: [] },
      { id: 'door.opened.fan', key: 'fan', path: 'opened.fan', parentId: 'door.opened', kind: 'compound', initial: false, internal: [], invokes: [] },
      { id: 'door.opened.fan.spinning', key: 'spinning', path: 'opened.fan.spinning', parentId: 'door.opened.fan', kind: 'atomic', initial: true, internal: [], invokes: [] },
      { id: 'door.opened.fan.stopped', key: 'stopped', path: 'opened.fan.stopped', parentId: 'door.opened.fan', kind: 'final', initial: false, internal: [], invokes: [] },
      { id: 'door.gone', key: 'gone', path: 'gone', parentId: 'door', kind: 'final', initial: false, internal: [], invokes: [] },
    ]);
  });

  it('names each transition by its event, guard, delay, invoked actor or state completion', () => {
    expect(chartOf(door).transitions).toEqual([
      { id: 'door#0', source: 'door', target: 'door.closed', trigger: { kind: 'event', event: 'door.reset' } },
      { id: 'door.closed#0', source: 'door.closed', target: 'door.unlocking', trigger: { kind: 'event', event: 'door.open' }, guard: 'hasKey' },
      { id: 'door.closed#1', source: 'door.closed', target: 'door.closed', trigger: { kind: 'event', event: 'door.open' } },
      { id: 'door.closed#3', source: 'door.closed', target: 'door.checking', trigger: { kind: 'after', delay: 1000 } },
      { id: 'door.checking#0', source: 'door.checking', target: 'door.opened', trigger: { kind: 'always' }, guard: 'not(isLocked)' },
      { id: 'door.checking#1', source: 'door.checking', target: 'door.closed', trigger: { kind: 'always' } },
      { id: 'door.unlocking#0', source: 'door.unlocking', target: 'door.opened', trigger: { kind: 'invokeDone', actor: 'unlock' } },
      { id: 'door.unlocking#1', source: 'door.unlocking', target: 'door.closed', trigger: { kind: 'invokeError', actor: 'unlock' } },
      { id: 'door.unlocking#2', source: 'door.unlocking', target: 'door.closed', trigger: { kind: 'after', delay: 'patience' } },
      { id: 'door.opened#0', source: 'door.opened', target: 'door.gone', trigger: { kind: 'stateDone' } },
      { id: 'door.opened.light.off#0', source: 'door.opened.light.off', target: 'door.opened.light.on', trigger: { kind: 'event', event: 'light.toggle' } },
      { id: 'door.opened.fan.spinning#0', source: 'door.opened.fan.spinning', target: 'door.opened.fan.stopped', trigger: { kind: 'event', event: 'fan.stop' } },
    ]);
  });
});

describe('activeStateIds: the nodes a snapshot value makes active', () => {
  it('walks nested and parallel values from the root', () => {
    expect(activeStateIds(door, { opened: { light: 'on', fan: 'spinning' } })).toEqual([
      'door',
      'door.opened',
      'door.opened.light',
      'door.opened.light.on',
      'door.opened.fan',
      'door.opened.fan.spinning',
    ]);
    expect(activeStateIds(door, 'closed')).toEqual(['door', 'door.closed']);
  });

  it('leaves out states the machine does not have', () => {
    expect(activeStateIds(door, { vanished: 'somewhere' })).toEqual(['door']);
  });
});
