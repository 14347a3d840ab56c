/**
 * Whether a value the applicant typed is still unused: the commercial name (company step) and the
 * commercial-area e-mail (contact step) must not belong to a seller or a pending application. The
 * check runs when the field is left with a well-formed value; "already registered" toggles on when
 * the service says so and off as soon as the value is edited. A failed check falls back silently:
 * the server checks again on submission anyway.
 *
 * The step form owns the field's error: the named action `existsChanged` (provided by the view)
 * tells it, so the error blocks Next like any other.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { CheckUniqueInput, CheckUniqueResult } from './uniqueCheck.actors.ts';

/** The values that must be unused: the commercial name (1.1) and the commercial-area e-mail (2.5). */
export type UniqueValueKind = 'businessName' | 'commercialEmail';

export interface UniqueCheckInput {
  kind: UniqueValueKind;
}

export interface UniqueCheckContext {
  kind: UniqueValueKind;
  /** The trimmed value being checked or last checked; '' before the first check. */
  value: string;
}

export type UniqueCheckEvent =
  /** The field was left; `hasFormatError` when its own rules fail (no point asking about a malformed value). */
  | { type: 'unique.blur'; value: string; hasFormatError: boolean }
  /** The field's value changed. */
  | { type: 'unique.edit' };

export const uniqueCheckMachine = setup({
  types: {
    context: {} as UniqueCheckContext,
    events: {} as UniqueCheckEvent,
    input: {} as UniqueCheckInput,
  },
  actors: {
    /** Placeholder; the composition root provides the calls to the onboarding service. */
    checkUnique: fromPromise<CheckUniqueResult, CheckUniqueInput>(async () => {
      throw new Error('checkUnique is provided by src/app/signupFlow.ts');
    }),
  },
  actions: {
    rememberValue: assign(({ event }) => {
      assertEvent(event, 'unique.blur');
      return { value: event.value.trim() };
    }),
    /** Placeholder; the view provides it: sends the step form `form.refusal`. */
    existsChanged: (_, _params: { exists: boolean }) => {},
    /** Placeholder; the composition root logs where the portal logs. */
    logCheckFailure: (_, _params: { kind: UniqueValueKind; code: string }) => {},
  },
  guards: {
    isCheckable: ({ event }) => {
      assertEvent(event, 'unique.blur');
      return event.value.trim() !== '' && !event.hasFormatError;
    },
    exists: (_, { result }: { result: CheckUniqueResult }) => result.exists,
  },
}).createMachine({
  id: 'uniqueCheck',
  context: ({ input }) => ({ kind: input.kind, value: '' }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Nothing known about the value in the field: not left yet, empty or malformed when left, edited since the last answer, or a failed check.',
      on: {
        'unique.blur': { guard: 'isCheckable', target: 'checking', actions: 'rememberValue' },
      },
    },
    checking: {
      description: 'Asking the onboarding service whether the value is used; the applicant goes on meanwhile.',
      invoke: {
        id: 'checkUnique',
        src: 'checkUnique',
        input: ({ context }) => ({ kind: context.kind, value: context.value }),
        onDone: [
          {
            guard: { type: 'exists', params: ({ event }) => ({ result: event.output }) },
            target: 'taken',
            actions: { type: 'existsChanged', params: { exists: true } },
          },
          { target: 'free' },
        ],
        // Network down, 429, 5xx: no error is shown; only the log knows.
        onError: {
          target: 'idle',
          actions: {
            type: 'logCheckFailure',
            params: ({ context, event }) => ({ kind: context.kind, code: errorCodeOf(event.error) }),
          },
        },
      },
      on: {
        // The answer would be about a value no longer in the field: cancelled.
        'unique.edit': { target: 'idle' },
      },
    },
    taken: {
      description: 'The value is already registered: the message with the onboarding contact shows under the field.',
      on: {
        // The error toggles off on edit; the next blur asks again.
        'unique.edit': { target: 'idle', actions: { type: 'existsChanged', params: { exists: false } } },
      },
    },
    free: {
      description: 'The value is unused; leaving the field again without editing asks nothing.',
      on: {
        'unique.edit': { target: 'idle' },
      },
    },
  },
});
