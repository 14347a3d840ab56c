/**
 * Unique-value check, model-based: paths generated from the statechart, for the commercial name and
 * for the commercial-area e-mail, are driven through the real UniqueField wrapping a field (typing,
 * leaving it, editing it again), the checks wired to the typed onboarding client exactly as
 * src/app/signupFlow.ts wires them, msw answering each check as the path's simulated actor event
 * says. At every step the screen must show what the machine's state says, the step form must have
 * been told exactly when the value became taken and when it stopped being so, and the service must
 * have been asked exactly what the machine asked. Coverage must reach every state and transition.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import {
  uniqueCheckMachine,
  type UniqueCheckEvent,
  type UniqueCheckInput,
  type UniqueValueKind,
} from '../../machines/uniqueCheck/uniqueCheck.machine.ts';
import { createCheckUnique, type CheckUniqueResult } from '../../machines/uniqueCheck/uniqueCheck.actors.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import { createApiClients, type ApiClients } from '../../src/api/clients.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { UniqueField } from '../../src/views/signup/taxId/UniqueField.tsx';
import { ONBOARDING_CONTACT_EMAIL } from '../../src/views/signup/onboardingContact.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { combineCoverage, expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';

type Snapshot = SnapshotFrom<typeof uniqueCheckMachine>;
/** What the model sends: a person's events and the check's answers as the actor delivers them. */
type ModelEvent = UniqueCheckEvent | (typeof ANSWERS)[keyof typeof ANSWERS];
type Path = StatePath<Snapshot, ModelEvent>;

const DONE = 'xstate.done.actor.checkUnique';
const ERROR = 'xstate.error.actor.checkUnique';

/** What each kind of field looks like, and the values an applicant types in it. */
const FIELDS = {
  businessName: {
    label: 'Nombre comercial',
    message:
      'El nombre comercial ya está registrado. Si crees que es un error, escribe al equipo de Onboarding a onboarding@portalsellers.cl.',
    values: { empty: '', wellFormed: 'Ferretería Los Andes', malformed: 'Ferretería Los Andes SpA' },
    /** The step form's own rule for the malformed value (a legal suffix in a commercial name). */
    formatError: 'invalidBusinessName',
  },
  commercialEmail: {
    label: 'Correo del área comercial',
    message:
      'El correo del área comercial ya está registrado. Si crees que es un error, escribe al equipo de Onboarding a onboarding@portalsellers.cl.',
    values: { empty: '', wellFormed: 'comercial@ferreterialosandes.cl', malformed: 'comercial@ferreteria' },
    formatError: 'invalidEmail',
  },
} as const satisfies Record<UniqueValueKind, { label: string; message: string; values: Record<string, string>; formatError: SignupErrorCode }>;

/** Typed values whose own rule fails, as the step form would say. */
const formatErrorOf = (kind: UniqueValueKind, value: string): SignupErrorCode | undefined =>
  value === FIELDS[kind].values.malformed ? FIELDS[kind].formatError : undefined;

const leave = (kind: UniqueValueKind, value: string) =>
  ({ type: 'unique.blur', value, hasFormatError: formatErrorOf(kind, value) !== undefined }) as const;
const EDIT = { type: 'unique.edit' } as const;

/** Every application event with the concrete values a person gives, for one kind of field. */
const eventFixtures = (kind: UniqueValueKind) =>
  ({
    'unique.blur': Object.values(FIELDS[kind].values).map((value) => leave(kind, value)),
    'unique.edit': [EDIT],
  }) satisfies { [T in UniqueCheckEvent['type']]: ReadonlyArray<Extract<UniqueCheckEvent, { type: T }>> };

/** What the service may answer, as the actor event each answer becomes (what the real actor produces). */
const ANSWERS = {
  taken: { type: DONE, output: { exists: true } satisfies CheckUniqueResult },
  free: { type: DONE, output: { exists: false } satisfies CheckUniqueResult },
  offline: { type: ERROR, error: ApiError.network() },
  rateLimited: { type: ERROR, error: new ApiError({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }) },
  serverError: { type: ERROR, error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }) },
} as const;
type Answer = keyof typeof ANSWERS;
const answerOf = (event: EventObject): Answer | undefined =>
  (Object.keys(ANSWERS) as Answer[]).find((name) => JSON.stringify(ANSWERS[name]) === JSON.stringify(event));
const answer = (name: Answer): ModelEvent => ANSWERS[name];

/** Two snapshots are the same vertex when the screen shows the same thing about the same value. */
const screenKey = (snapshot: Snapshot) => JSON.stringify({ state: snapshot.value, value: snapshot.context.value });

function pathsFor(kind: UniqueValueKind): Path[] {
  const input: UniqueCheckInput = { kind };
  const model = new TestModel(uniqueCheckMachine as unknown as ActorLogic<Snapshot, ModelEvent, UniqueCheckInput>, {
    events: offeredEvents<Snapshot, UniqueCheckEvent>(eventFixtures(kind), ANSWERS),
    serializeState: screenKey,
  });
  const { empty, wellFormed, malformed } = FIELDS[kind].values;
  return coverageGuidedPaths(model, {
    machine: uniqueCheckMachine,
    screenKey,
    inputs: [input],
    replayFrom: () => getInitialSnapshot(uniqueCheckMachine, input),
    // Journeys the generated paths skip: leaving the field empty or malformed asks nothing, every kind
    // of failure, a free value edited, and a taken value fixed and checked again.
    journeys: [
      [leave(kind, empty), leave(kind, malformed), leave(kind, wellFormed), answer('free'), EDIT],
      [leave(kind, wellFormed), answer('rateLimited'), leave(kind, wellFormed), answer('serverError')],
      [leave(kind, wellFormed), answer('taken'), EDIT, leave(kind, wellFormed), answer('free')],
    ],
    journeysFrom: getInitialSnapshot(uniqueCheckMachine, input),
  });
}

/** The wiring of src/app/signupFlow.ts, over the same typed client the app creates. */
function wiredCheck(api: ApiClients) {
  return uniqueCheckMachine.provide({
    actors: {
      checkUnique: createCheckUnique({
        businessName: (name, signal) => api.onboardingLookups.GET('/v1/sellers/by-name/{name}', { params: { path: { name } }, signal }),
        commercialEmail: (email, signal) =>
          api.onboardingLookups.POST('/v1/sellers/findByAdminEmail/{email}', { params: { path: { email } }, signal }),
      }),
    },
    actions: {
      logCheckFailure: (_, { kind, code }) => console.error(`[uniqueCheck] ${kind} check failed, no error shown:`, code),
    },
  });
}

const testApi = () => createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => null });

/** The step form's part, as a stand-in: holds the value and the external error the field is told of. */
function StepFormStandIn({ kind, reported }: { kind: UniqueValueKind; reported: boolean[] }) {
  const [logic] = useState(() => wiredCheck(testApi()));
  const [value, setValue] = useState('');
  const [exists, setExists] = useState(false);
  return (
    <UniqueField
      kind={kind}
      logic={logic}
      value={value}
      formatError={formatErrorOf(kind, value)}
      onExistsChange={(next) => {
        reported.push(next);
        setExists(next);
      }}
    >
      <Field.Root invalid={exists}>
        <Field.Label>{FIELDS[kind].label}</Field.Label>
        <Input value={value} onChange={(event) => setValue(event.target.value)} />
      </Field.Root>
    </UniqueField>
  );
}

function renderField(kind: UniqueValueKind) {
  const reported: boolean[] = [];
  const view = render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <StepFormStandIn kind={kind} reported={reported} />
    </AppProviders>,
  );
  return { ...view, reported };
}

/** One check the fake service received, held until the test answers it. */
interface Check {
  value: string;
  signal: AbortSignal;
  answer: Deferred<Answer>;
}

/** The fake onboarding service: records every check of either kind and answers as the test says, in the contract's shapes. */
function fakeCheckService(): Check[] {
  const received: Check[] = [];
  const hold = (value: string, signal: AbortSignal) => {
    const check: Check = { value, signal, answer: deferred() };
    received.push(check);
    return check.answer.promise;
  };
  const tooMany = { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 60 } as const;
  const unavailable = () =>
    HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 });
  mockServer.use(
    http.onboarding.get('/v1/sellers/by-name/{name}', async ({ params, request, response }) => {
      switch (await hold(params.name, request.signal)) {
        case 'taken':
          return response(200).json({ exists: true });
        case 'free':
          return response(200).json({ exists: false });
        case 'offline':
          return HttpResponse.error();
        case 'rateLimited':
          return response(429).json(tooMany, { headers: { 'Retry-After': '60' } });
        case 'serverError':
          return response.untyped(unavailable());
      }
    }),
    http.onboarding.post('/v1/sellers/findByAdminEmail/{email}', async ({ params, request, response }) => {
      switch (await hold(params.email, request.signal)) {
        case 'taken':
          return response(200).json({ exists: true });
        case 'free':
          return response(200).json({ exists: false });
        case 'offline':
          return HttpResponse.error();
        case 'rateLimited':
          return response(429).json(tooMany, { headers: { 'Retry-After': '60' } });
        case 'serverError':
          return response.untyped(unavailable());
      }
    }),
  );
  return received;
}

const fieldBox = (kind: UniqueValueKind) => screen.getByRole('textbox', { name: FIELDS[kind].label });

async function replaceValue(user: UserEvent, kind: UniqueValueKind, value: string) {
  await user.click(fieldBox(kind));
  (fieldBox(kind) as HTMLInputElement).select();
  if (value === '') await user.keyboard('{Backspace}');
  else await user.paste(value);
}

/** What the screen must show in `snapshot`, the field showing `shown`. */
async function expectScreen(kind: UniqueValueKind, snapshot: Snapshot, shown: string) {
  await waitFor(() => {
    expect(fieldBox(kind)).toHaveValue(shown);
    if (snapshot.matches('taken')) {
      const message = screen.getByRole('alert');
      expect(message).toHaveTextContent(FIELDS[kind].message);
      expect(within(message).getByRole('link', { name: ONBOARDING_CONTACT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${ONBOARDING_CONTACT_EMAIL}`,
      );
      // The step form holds the error: the field is invalid.
      expect(fieldBox(kind)).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fieldBox(kind)).not.toHaveAttribute('aria-invalid');
    }
  });
}

/** Drives `path` through the field, asserting the screen, what the step form was told and the checks after every step. */
async function drivePath(kind: UniqueValueKind, path: Path) {
  const received = fakeCheckService();
  const logged = muteErrorLog('[uniqueCheck]');
  const user = userEvent.setup();
  let reported: boolean[] = [];
  const expectedReports: boolean[] = [];
  const failures: string[] = [];
  let shown = '';
  let asked = 0;
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as UniqueCheckEvent | EventObject;
    const before = path.steps[index - 1]?.state;
    const name = answerOf(event);
    if (event.type === 'xstate.init') {
      reported = renderField(kind).reported;
    } else if (event.type === 'unique.blur') {
      const { value } = event as Extract<UniqueCheckEvent, { type: 'unique.blur' }>;
      // Typing the value first is no event for the chart: blur fixtures are offered only where edits change nothing.
      if (shown !== value) await replaceValue(user, kind, value);
      shown = value;
      await user.click(fieldBox(kind));
      await user.tab();
      if (step.state.matches('checking')) asked += 1;
    } else if (event.type === 'unique.edit') {
      await user.type(fieldBox(kind), 'x');
      shown += 'x';
      // The value being checked left the field: its check is cancelled.
      if (before?.matches('checking')) await waitFor(() => expect(received.at(-1)!.signal.aborted).toBe(true));
    } else if (name) {
      // The check running carries the trimmed value the machine asked about.
      const running = received.at(-1)!;
      expect(running.value).toBe(before!.context.value);
      expect(running.value).toBe(shown.trim());
      running.answer.resolve(name);
      if (event.type === ERROR) failures.push((ANSWERS[name] as { error: ApiError }).error.code);
    } else {
      throw new Error(`Unexpected step ${event.type} at ${index}`);
    }
    if (step.state.matches('taken') && !before?.matches('taken')) expectedReports.push(true);
    if (before?.matches('taken') && !step.state.matches('taken')) expectedReports.push(false);
    await waitFor(() => expect(received).toHaveLength(asked));
    await expectScreen(kind, step.state, shown);
    expect(reported).toEqual(expectedReports);
  }
  await waitFor(() => expect(logged.mock.calls.map((call) => call[1])).toEqual(failures));
  logged.mockRestore();
}

const pathName = (path: Path) =>
  describePath(path, (event) => {
    const name = answerOf(event);
    if (name) return `answer ${name}`;
    if (event.type === 'unique.blur') return `leave "${event.value}"`;
    return event.type.replace('xstate.', '');
  });

const KINDS: UniqueValueKind[] = ['businessName', 'commercialEmail'];
const PATHS: Record<UniqueValueKind, Path[]> = { businessName: pathsFor('businessName'), commercialEmail: pathsFor('commercialEmail') };

describe.each(KINDS)('unique check of %s, paths generated from the statechart', (kind) => {
  it.each(PATHS[kind].map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(kind, path);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(uniqueCheckMachine, PATHS[kind]));
  });
});

describe('unique check, both fields together', () => {
  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(combineCoverage(KINDS.map((kind) => measureCoverage(uniqueCheckMachine, PATHS[kind]))));
  });
});

describe('unique check, accessibility', () => {
  it.each(KINDS)('has no axe violations with the %s message shown', async (kind) => {
    const received = fakeCheckService();
    const { container } = renderField(kind);
    const user = userEvent.setup();
    await user.type(fieldBox(kind), FIELDS[kind].values.wellFormed);
    await user.tab();
    await waitFor(() => expect(received).toHaveLength(1));
    received[0]!.answer.resolve('taken');
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('unique check, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(uniqueCheckMachine, {
      events: offeredEvents<Snapshot, UniqueCheckEvent>(eventFixtures('businessName'), ANSWERS),
      input: { kind: 'businessName' },
    });
    expect(statesNotReached(uniqueCheckMachine, shortest)).toEqual([]);
  });
});
