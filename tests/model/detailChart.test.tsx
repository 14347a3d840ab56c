/**
 * Model-based test of the detail chart factory (machines/detail): a page with one action of each
 * kind (sent at once, confirmed, asked with a form), a file to download and conflicts, so every state and transition the
 * factory can draw is taken. Each step checks, with expectations written here, what the page would
 * show through the kit's selectors; every module's own test then covers only its own page.
 */
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { createDetailMachine, hasStatus, type DetailActRequest, type DetailEvent } from '../../machines/detail/detail.machine.ts';
import {
  dialogActionOf,
  type DetailSnapshot,
  selectDetailScreen,
  selectDialogProblem,
  selectDownloading,
  selectLoadProblem,
  selectNotice,
  selectSubmitting,
} from '../../machines/detail/detail.selectors.ts';
import { createFormMachine } from '../../machines/form/form.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';

interface Thing {
  id: number;
  status: 'open' | 'closed';
}
type ThingAction = 'close' | 'reject' | 'remove';
interface Reason {
  reason: string;
}

const reasonForm = createFormMachine<Reason, null, 'required', Reason>({
  id: 'reasonForm',
  fields: ['reason'],
  validate: (values) => ({ reason: values.reason.trim() === '' ? 'required' : undefined }),
  touchOn: 'change',
  revealOnPress: false,
  handsValuesToOwner: true,
});

const ACTIONS = { close: 'direct', reject: 'form', remove: 'confirm' } as const;

interface Sheet {
  name: string;
}

const thingDetail = createDetailMachine<{ thingId: number }, Thing, ThingAction, typeof reasonForm, Sheet>({
  id: 'thingDetail',
  actions: ACTIONS,
  allows: (thing) => thing.status === 'open',
  form: { machine: reasonForm, start: (_action, _thing, draft) => ({ values: draft ?? { reason: '' }, facts: null }) },
  isConflict: hasStatus(409),
  retriesDirect: true,
  // An open thing has its sheet; no other file.
  downloads: (thing, file) => thing.status === 'open' && file === 'sheet',
  downloadsConflict: true,
});

const OPEN: Thing = { id: 7, status: 'open' };
const CLOSED: Thing = { id: 7, status: 'closed' };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
const missing = new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'none' });
const moved = new ApiError({ statusCode: 409, code: 'THING_MOVED', message: 'moved' });

const fixtures = {
  retry: { type: 'detail.retry' },
  close: { type: 'action.start', action: 'close' },
  reject: { type: 'action.start', action: 'reject' },
  remove: { type: 'action.start', action: 'remove' },
  dismiss: { type: 'action.close' },
  confirm: { type: 'action.confirm' },
  again: { type: 'action.retry' },
  download: { type: 'download.start', file: 'sheet' },
  downloadOther: { type: 'download.start', file: 'other' },
  loaded: { type: 'xstate.done.actor.load', output: OPEN },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  absent: { type: 'xstate.error.actor.load', error: missing },
  reasoned: { type: 'xstate.done.actor.actionForm', output: { reason: 'Fuera de plazo' } },
  applied: { type: 'xstate.done.actor.act', output: CLOSED },
  refused: { type: 'xstate.error.actor.act', error: unavailable },
  conflicted: { type: 'xstate.error.actor.act', error: moved },
  downloaded: { type: 'xstate.done.actor.download', output: { name: 'sheet.pdf' } },
  downloadFailed: { type: 'xstate.error.actor.download', error: unavailable },
  downloadConflicted: { type: 'xstate.error.actor.download', error: moved },
  reloaded: { type: 'xstate.done.actor.0.thingDetail.conflict', output: CLOSED },
  reloadFailed: { type: 'xstate.error.actor.0.thingDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.thingDetail.conflict', error: missing },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<DetailEvent<ThingAction>['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof thingDetail>;

const paths = coveringPaths<Snapshot, EventObject, { thingId: number }>(thingDetail, {
  input: { thingId: 7 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.status ?? null, snapshot.context.action, snapshot.context.draft],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
});

const dialogAction = dialogActionOf(ACTIONS);

/** What the page shows in each state, through the kit's selectors. */
function expectPage(state: Snapshot) {
  // The factory's optional states are not in the snapshot's type: read it as the kit's selectors do.
  const snapshot = state as unknown as DetailSnapshot<Thing, ThingAction, Reason>;
  const screen = selectDetailScreen(snapshot);
  if (snapshot.matches('loading')) return expect(screen).toBe('loading');
  if (snapshot.matches('failed')) {
    expect(screen).toBe('failed');
    return expect(selectLoadProblem(snapshot)).toBe('SERVICE_UNAVAILABLE');
  }
  if (snapshot.matches('notFound')) return expect(screen).toBe('notFound');
  expect(screen).toBe('shown');
  expect(snapshot.context.detail?.id).toBe(7);
  const open = snapshot.context.detail?.status === 'open';
  // Only an open thing offers its actions, and only at rest.
  const atRest = snapshot.matches('shown');
  expect(snapshot.can({ type: 'action.start', action: 'close' })).toBe(atRest && open);
  expect(snapshot.can({ type: 'action.start', action: 'reject' })).toBe(atRest && open);
  expect(snapshot.can({ type: 'download.start', file: 'sheet' })).toBe(atRest && open);
  expect(snapshot.can({ type: 'download.start', file: 'other' })).toBe(false);
  expect(selectDownloading(snapshot)).toBe(snapshot.matches('downloading'));

  const { action } = snapshot.context;
  if (snapshot.matches('asking')) {
    expect(dialogAction(snapshot)).toBe('reject');
    expect(state.children.actionForm).toBeDefined();
    expect(selectDialogProblem(snapshot)).toBe(snapshot.matches({ asking: 'refused' }) ? 'SERVICE_UNAVAILABLE' : null);
    // A refused send brings the dialog back with what was typed.
    expect(snapshot.context.draft).toEqual(snapshot.matches({ asking: 'refused' }) ? { reason: 'Fuera de plazo' } : null);
    return;
  }
  if (snapshot.matches('confirming')) {
    expect(dialogAction(snapshot)).toBe('remove');
    return;
  }
  if (snapshot.matches('submitting')) {
    expect(selectSubmitting(snapshot)).toBe(action);
    // A direct action has no dialog; the others keep theirs open, disabled, until the answer.
    expect(dialogAction(snapshot)).toBe(action === 'close' ? null : action);
    expect(snapshot.context.draft).toEqual(action === 'reject' ? { reason: 'Fuera de plazo' } : null);
    return;
  }
  expect(dialogAction(snapshot)).toBeNull();
  const notice = selectNotice(snapshot);
  if (snapshot.matches('downloading')) {
    // A download is no action: the page has nothing to report while the file is on its way.
    expect(action).toBeNull();
    return expect(notice).toBeNull();
  }
  if (snapshot.matches({ shown: 'downloadFailed' })) return expect(notice).toEqual({ kind: 'downloadFailed', code: 'SERVICE_UNAVAILABLE' });
  if (snapshot.matches('conflict')) return expect(notice).toEqual({ kind: 'conflict', action, code: 'THING_MOVED', reloading: true });
  if (snapshot.matches({ shown: 'outdated' })) {
    expect(snapshot.context.detail).toEqual(CLOSED);
    return expect(notice).toEqual({ kind: 'conflict', action, code: 'THING_MOVED', reloading: false });
  }
  if (snapshot.matches({ shown: 'done' })) {
    expect(snapshot.context.detail).toEqual(CLOSED);
    expect(snapshot.context.draft).toBeNull();
    return expect(notice).toEqual({ kind: 'done', action });
  }
  if (snapshot.matches({ shown: 'refused' })) {
    expect(notice).toEqual({ kind: 'refused', action, code: 'SERVICE_UNAVAILABLE' });
    // Only a direct action is sent again from the notice; a confirmed one is asked again.
    return expect(snapshot.can({ type: 'action.retry' })).toBe(action === 'close');
  }
  expect(notice).toBeNull();
}

describe('the detail chart factory, through one page with an action of each kind', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      for (const step of path.steps) expectPage(step.state);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(thingDetail, paths));
  });
});

describe('the detail chart factory, with its actors running', () => {
  it("sends the page's input to load, the action with the form's values to act, and announces the entity once loaded", async () => {
    const loads: unknown[] = [];
    const acts: unknown[] = [];
    const announced: unknown[] = [];
    const { fromPromise } = await import('xstate');
    const actor = createActor(
      thingDetail.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            loads.push(input);
            return OPEN;
          }),
          act: fromPromise(async ({ input }) => {
            acts.push(input);
            return CLOSED;
          }),
        },
        actions: { announce: ({ context }) => void announced.push(context.detail) },
      }),
      { input: { thingId: 7 } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    expect(loads).toEqual([{ input: { thingId: 7 } }]);
    expect(announced).toEqual([OPEN]);
    actor.send({ type: 'action.start', action: 'reject' });
    const form = actor.getSnapshot().children.actionForm!;
    form.send({ type: 'form.change', values: { reason: 'Fuera de plazo' } });
    form.send({ type: 'form.attempt' });
    await vi.waitFor(() => expect(selectNotice(actor.getSnapshot() as unknown as DetailSnapshot<Thing, ThingAction>)).toEqual({ kind: 'done', action: 'reject' }));
    expect(acts).toEqual([{ input: { thingId: 7 }, action: 'reject', detail: OPEN, values: { reason: 'Fuera de plazo' } }]);
    actor.stop();
  });

  it('offers only the actions `afterConflict` names on an entity read again after a conflict, and hands `load` the entity it holds', async () => {
    const { fromPromise } = await import('xstate');
    const loads: unknown[] = [];
    const guarded = createDetailMachine<{ thingId: number }, Thing, 'close' | 'remove'>({
      id: 'guarded',
      actions: { close: 'direct', remove: 'confirm' },
      allows: (thing) => thing.status === 'open',
      isConflict: hasStatus(409),
      afterConflict: ['remove'],
    });
    const actor = createActor(
      guarded.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            loads.push(input);
            return OPEN;
          }),
          act: fromPromise<Thing, DetailActRequest<{ thingId: number }, Thing, 'close' | 'remove', never>>(async () => {
            throw moved;
          }),
        },
      }),
      { input: { thingId: 7 } },
    ).start();
    const shown = () => actor.getSnapshot() as unknown as DetailSnapshot<Thing, 'close' | 'remove'>;
    await vi.waitFor(() => expect(shown().matches('shown')).toBe(true));
    actor.send({ type: 'action.start', action: 'close' });
    await vi.waitFor(() => expect(shown().matches({ shown: 'outdated' })).toBe(true));
    expect(loads).toEqual([{ input: { thingId: 7 } }, { input: { thingId: 7 }, current: OPEN }]);
    // Still open, but the refused action is not offered again at once; the one named still is.
    expect(shown().can({ type: 'action.start', action: 'close' })).toBe(false);
    expect(shown().can({ type: 'action.start', action: 'remove' })).toBe(true);
    actor.send({ type: 'action.start', action: 'remove' });
    actor.send({ type: 'action.close' });
    // Once another action was started, the entity's own rules decide again.
    expect(shown().can({ type: 'action.start', action: 'close' })).toBe(true);
    actor.stop();
  });

  it('leaves out the states a page cannot reach: no dialog, no conflict for a page of direct actions', () => {
    const plain = createDetailMachine<{ thingId: number }, Thing, 'close'>({ id: 'plain', actions: { close: 'direct' }, allows: () => true });
    expect(Object.keys(plain.root.states)).toEqual(['loading', 'failed', 'notFound', 'shown', 'submitting']);
    expect(Object.keys(plain.root.states.shown!.states)).toEqual(['idle', 'done', 'refused']);
    // Every action asks with a form: a refusal stays in the dialog, never on the page; a file's failure is only said.
    const asked = createDetailMachine<{ thingId: number }, Thing, 'reject', typeof reasonForm>({
      id: 'asked',
      actions: { reject: 'form' },
      allows: () => true,
      form: { machine: reasonForm, start: () => ({ values: { reason: '' }, facts: null }) },
      isConflict: hasStatus(409),
      downloads: () => true,
    });
    expect(Object.keys(asked.root.states.shown!.states)).toEqual(['idle', 'done', 'outdated', 'downloadFailed']);
    expect(asked.root.states.downloading!.transitions.get('xstate.error.actor.download')!.map((candidate) => candidate.target?.[0]?.id)).toEqual(['asked.shown.downloadFailed']);
  });
});
