/**
 * Model-based test of the bank step's proof file chart (machines/signupWizard/proofFile.machine.ts):
 * every path of choosing, reading, refusing and removing a file, checking what the field shows and
 * what reaches the step's form. The field itself, with real files, is driven in signupSteps.test.tsx.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import { proofFileMachine, selectIsReading, selectRefusal, type ProofFileEvent } from '../../machines/signupWizard/proofFile.machine.ts';
import type { ProofFileReading } from '../../machines/signupWizard/proofFileReading.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';

const CARTOLA = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'cartola.pdf', { type: 'application/pdf' });
const VALUE = { fileName: 'cartola.pdf', contentType: 'application/pdf', size: 4, contentBase64: 'JVBERg==' } as const;

const fixtures = {
  choose: { type: 'proof.choose', file: CARTOLA },
  remove: { type: 'proof.remove' },
  accepted: { type: 'xstate.done.actor.0.proofFile.reading', output: { value: VALUE } },
  tooLarge: { type: 'xstate.done.actor.0.proofFile.reading', output: { error: 'fileTooLarge' } },
  unreadable: { type: 'xstate.error.actor.0.proofFile.reading', error: new Error('NotReadableError') },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<ProofFileEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof proofFileMachine>;

const paths = coveringPaths<Snapshot, EventObject, undefined>(proofFileMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.refusal],
  eventKey: (event) => JSON.stringify(event, (_, value: unknown) => (value instanceof File ? value.name : value)),
  filter: () => true,
});

describe('the proof file chart', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      let previous: Fixture | null = null;
      for (const step of path.steps) {
        const name = step.event.type === 'xstate.init' ? null : names.get(step.event);
        const snapshot = step.state;
        expect(selectIsReading(snapshot)).toBe(name === 'choose');
        if (name === 'accepted' || name === 'remove' || name === null) expect(selectRefusal(snapshot)).toBeNull();
        if (name === 'tooLarge') expect(selectRefusal(snapshot)).toBe('fileTooLarge');
        if (name === 'unreadable') expect(selectRefusal(snapshot)).toBe('invalidFileType');
        // A new choice keeps the last refusal on screen until its own reading ends.
        if (name === 'choose' && previous !== null) expect(selectRefusal(snapshot)).toBe(path.steps[path.steps.indexOf(step) - 1]!.state.context.refusal);
        previous = name;
      }
    });
  }

  it('hands an accepted file to the form, empties it on "Quitar", and touches the field on a refusal', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const calls: unknown[] = [];
    const readings: ProofFileReading[] = [{ value: VALUE }, { error: 'invalidFileType' }];
    const actor = createActor(
      proofFileMachine.provide({
        actors: { readProof: fromPromise(async () => readings.shift()!) },
        actions: {
          handValue: (_, { value }) => void calls.push(['value', value]),
          removeValue: () => void calls.push(['removed']),
          touchField: () => void calls.push(['touched']),
        },
      }),
    ).start();
    actor.send({ type: 'proof.choose', file: CARTOLA });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    actor.send({ type: 'proof.choose', file: CARTOLA });
    await vi.waitFor(() => expect(actor.getSnapshot().context.refusal).toBe('invalidFileType'));
    actor.send({ type: 'proof.remove' });
    expect(calls).toEqual([['value', VALUE], ['touched'], ['removed']]);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(proofFileMachine, paths));
  });
});
