/**
 * The bank step's proof file, from the moment a file is chosen to the value its form keeps: the
 * file is read (its size checked first, its bytes then, since the server refuses a renamed file
 * anyway), and an accepted file is handed to the step's form. A refused file never reaches the form
 * (a file chosen before stays); why it was refused is this chart's, shown until the next choice.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import type { ProofFileValue } from '../../shared/onboarding/steps.ts';
import { readProofFile, type ProofFileReading } from './proofFileReading.ts';

export interface ProofFileContext {
  /** Why the last file chosen was refused (null once a file is accepted or removed). */
  refusal: SignupErrorCode | null;
}

export type ProofFileEvent =
  /** A file was chosen in the input (the same file again counts: the view empties the input). */
  | { type: 'proof.choose'; file: File }
  /** "Quitar": the form's file is removed. */
  | { type: 'proof.remove' };

export const proofFileMachine = setup({
  types: {
    context: {} as ProofFileContext,
    events: {} as ProofFileEvent,
  },
  actors: {
    readProof: fromPromise<ProofFileReading, { file: File }>(({ input }) => readProofFile(input.file)),
  },
  actions: {
    keepReading: assign((_, { reading }: { reading: ProofFileReading }) => ({ refusal: 'error' in reading ? reading.error : null })),
    forgetRefusal: assign({ refusal: null }),
    /** Placeholder; the field hands the accepted file to the step's form (`form.change`). */
    handValue: (_, _params: { value: ProofFileValue }) => {},
    /** Placeholder; the field empties the form's value (`form.change` with null). */
    removeValue: () => {},
    /** Placeholder; the field touches the form's field (`form.blur`), so a required file says so. */
    touchField: () => {},
  },
  guards: {
    accepted: (_, { reading }: { reading: ProofFileReading }) => 'value' in reading,
  },
}).createMachine({
  id: 'proofFile',
  context: { refusal: null },
  initial: 'idle',
  on: {
    'proof.choose': { target: '.reading', reenter: true },
    'proof.remove': { target: '.idle', actions: ['forgetRefusal', 'removeValue'] },
  },
  states: {
    idle: { description: 'Nothing being read: the form shows its file, or this chart why the last choice was refused.' },
    reading: {
      description: 'The chosen file is being read and checked; the field says so.',
      invoke: {
        src: 'readProof',
        input: ({ event }) => {
          assertEvent(event, 'proof.choose');
          return { file: event.file };
        },
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ reading: event.output }) },
            target: 'idle',
            actions: [
              { type: 'keepReading', params: ({ event }) => ({ reading: event.output }) },
              { type: 'handValue', params: ({ event }) => ({ value: (event.output as { value: ProofFileValue }).value }) },
            ],
          },
          { target: 'idle', actions: [{ type: 'keepReading', params: ({ event }) => ({ reading: event.output }) }, 'touchField'] },
        ],
        // A file the browser could not read is refused like an unreadable one.
        onError: { target: 'idle', actions: [{ type: 'keepReading', params: { reading: { error: 'invalidFileType' } } }, 'touchField'] },
      },
    },
  },
});

/** The field says a file is being read. */
export const selectIsReading = (snapshot: { matches: (state: 'reading') => boolean }): boolean => snapshot.matches('reading');
/** Why the last file chosen was refused. */
export const selectRefusal = (snapshot: { context: ProofFileContext }): SignupErrorCode | null => snapshot.context.refusal;
