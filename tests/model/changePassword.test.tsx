/**
 * Change password, model-based: paths generated from the statechart are driven through the real
 * app at /change/password/$hash as a person would (typing, tabbing, clicking), msw answering each
 * call as the path's simulated actor event says; at every step the screen must show what the
 * machine's state says. Coverage of the paths run must reach every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, type ActorLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import {
  changePasswordMachine,
  type ChangePasswordEvent,
  type ChangePasswordInput,
} from '../../machines/changePassword/changePassword.machine.ts';
import type { ChangePasswordResult, ValidateResetHashResult } from '../../machines/changePassword/changePassword.actors.ts';
import type { ChangePasswordField } from '../../machines/changePassword/changePassword.form.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { answerWhenReleased, heldRequests } from '../support/heldRequests.ts';
import { http, mockServer } from '../support/http.ts';
import { renderApp, renderRecorded, type RecordedApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;
type Path = StatePath<Snapshot, ChangePasswordEvent>;

/** A well-formed token (32 bytes, base64url) and one the route cannot read (too short). */
const HASH = 'q3x7V-Lp_0aZ9kR2mN8bT4cY6dW1eF5gH2jK4lM6nP8';
const MALFORMED_HASH = 'corto';
const STRONG = 'Segura123';

const VALIDATED = 'xstate.done.actor.validateResetHash';
const VALIDATION_FAILED = 'xstate.error.actor.validateResetHash';
const CHANGED = 'xstate.done.actor.changePassword';
const CHANGE_FAILED = 'xstate.error.actor.changePassword';

const change = (field: ChangePasswordField, value: string) => ({ type: 'field.change', field, value }) as const;

/** Every application event with the concrete values a person types; `satisfies` makes a new event fail to compile until it has fixtures. */
const EVENT_FIXTURES = {
  'field.change': [
    change('password', ''),
    change('password', 'corta'),
    change('password', 'segura123'),
    change('password', STRONG),
    change('confirmation', ''),
    change('confirmation', STRONG),
    change('confirmation', 'Segura124'),
  ],
  'field.blur': [
    { type: 'field.blur', field: 'password' },
    { type: 'field.blur', field: 'confirmation' },
  ],
  'visibility.toggle': [
    { type: 'visibility.toggle', field: 'password' },
    { type: 'visibility.toggle', field: 'confirmation' },
  ],
  'form.submit': [{ type: 'form.submit' }],
} satisfies { [T in ChangePasswordEvent['type']]: ReadonlyArray<Extract<ChangePasswordEvent, { type: T }>> };

/**
 * What the password service may answer, as the actor event each answer becomes: the output (or
 * error) the real actors produce for it, which the guards read.
 */
const ANSWERS = {
  linkValid: { type: VALIDATED, output: { outcome: 'valid' } satisfies ValidateResetHashResult },
  linkExpired: { type: VALIDATED, output: { outcome: 'expired', code: 'RESET_LINK_EXPIRED' } satisfies ValidateResetHashResult },
  linkCheckOffline: { type: VALIDATION_FAILED, error: ApiError.network() },
  changed: { type: CHANGED, output: { outcome: 'changed' } satisfies ChangePasswordResult },
  changeExpired: { type: CHANGED, output: { outcome: 'expired', code: 'RESET_LINK_EXPIRED' } satisfies ChangePasswordResult },
  changeOffline: { type: CHANGE_FAILED, error: ApiError.network() },
  changeServerError: {
    type: CHANGE_FAILED,
    error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }),
  },
} as const;
const answerOf = eventNames(ANSWERS).find;

const traversalEvents = offeredEvents<Snapshot, ChangePasswordEvent>(EVENT_FIXTURES, ANSWERS);

const shownError = (snapshot: Snapshot, field: ChangePasswordField) =>
  snapshot.context.touched[field] ? snapshot.context.errors[field] : undefined;

/** Two snapshots are the same vertex when the screen shows the same errors, ticks and alert. */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify({
    state: snapshot.value,
    passwordError: shownError(snapshot, 'password') ?? null,
    confirmationError: shownError(snapshot, 'confirmation') ?? null,
    ticks: [meetsMinLength(snapshot.context.values.password), meetsClasses(snapshot.context.values.password)],
    submitError: snapshot.context.submitError,
  });

// The ticks as a person reads the rules, written independently of the implementation.
const meetsMinLength = (password: string) => password.length >= 8;
const meetsClasses = (password: string) => /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[0-9]/.test(password);

// TestModel takes ActorLogic without emitted events; the chart's `form.refused` plays no part in traversal.
const testLogic = changePasswordMachine as unknown as ActorLogic<Snapshot, ChangePasswordEvent, ChangePasswordInput>;

const model = new TestModel(testLogic, {
  events: traversalEvents,
  serializeState: screenKey,
});

const WELL_FORMED: ChangePasswordInput = { hash: HASH };
const MALFORMED: ChangePasswordInput = { hash: null };

/** Journeys the shortest paths skip: a retry after the network came back, and a refused submit fixed. */
const JOURNEYS: ChangePasswordEvent[][] = [
  [
    ANSWERS.linkValid as never,
    change('password', STRONG),
    change('confirmation', STRONG),
    { type: 'form.submit' },
    ANSWERS.changeOffline as never,
    { type: 'form.submit' },
    ANSWERS.changed as never,
  ],
  [
    ANSWERS.linkValid as never,
    change('password', STRONG),
    change('confirmation', 'Segura124'),
    { type: 'visibility.toggle', field: 'confirmation' },
    { type: 'form.submit' },
    change('confirmation', STRONG),
    { type: 'form.submit' },
    ANSWERS.changeExpired as never,
  ],
];

/**
 * Shortest paths to every screen, for a well-formed and a malformed token, topped up with paths
 * keyed on the event taken for the transitions they miss (a toggle changes no error, two failures
 * end on the same redirect), then the journeys. Replays start from the token the path started with.
 */
const paths: Path[] = coverageGuidedPaths(model, {
  machine: changePasswordMachine,
  screenKey,
  inputs: [WELL_FORMED, MALFORMED],
  replayFrom: (path) => getInitialSnapshot(changePasswordMachine, { hash: path.steps[0]!.state.context.hash }),
  journeys: JOURNEYS,
  journeysFrom: getInitialSnapshot(changePasswordMachine, WELL_FORMED),
});

const ERROR_TEXT: Record<string, string> = {
  'validation.required': 'Campo obligatorio',
  'validation.password.minLength': 'Debe contener al menos 8 caracteres',
  'validation.password.characterClasses': 'Debe contener una mayuscula, una minuscula y un numero',
  'validation.password.mismatch': 'Las contraseñas no son iguales',
  NETWORK_ERROR: 'Sin conexión a internet. Verifica tu conexión.',
};

const LABEL: Record<ChangePasswordField, string> = { password: 'Contraseña', confirmation: 'Confirmar Contraseña' };
const TOGGLE: Record<ChangePasswordField, string> = {
  password: 'Mostrar contraseña',
  confirmation: 'Mostrar confirmación de contraseña',
};

/** Password inputs have no role while hidden; their label is how a person (and a screen reader) finds them. */
const input = (field: ChangePasswordField) => screen.getByLabelText<HTMLInputElement>(LABEL[field], { selector: 'input' });
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

function expectField(snapshot: Snapshot, field: ChangePasswordField) {
  const box = input(field);
  expect(box).toHaveValue(snapshot.context.values[field]);
  expect(box).toHaveAttribute('type', snapshot.context.revealed[field] ? 'text' : 'password');
  expect(screen.getByRole('button', { name: TOGGLE[field] })).toHaveAttribute(
    'aria-pressed',
    String(snapshot.context.revealed[field]),
  );
  const error = shownError(snapshot, field);
  if (error) {
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(escape(ERROR_TEXT[error]!));
  } else {
    expect(box).not.toHaveAttribute('aria-invalid');
    for (const text of Object.values(ERROR_TEXT)) expect(box).not.toHaveAccessibleDescription(escape(text));
  }
}

/** What the screen must show in `snapshot`. */
async function expectScreen(snapshot: Snapshot, app: RecordedApp) {
  if (snapshot.status === 'done') {
    // The login screen drops the query once its flash is shown, so the redirect is read from history.
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.visited).toContain(
      snapshot.matches('success') ? '/login?type=success&message=passwordChanged' : '/login?type=error&message=passwordChangeExpired',
    );
    return;
  }
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    if (snapshot.matches('validatingHash')) {
      expect(screen.getByRole('status')).toHaveTextContent('Validando el enlace…');
      expect(screen.queryByLabelText(LABEL.password)).not.toBeInTheDocument();
      return;
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expectField(snapshot, 'password');
    expectField(snapshot, 'confirmation');

    const { password } = snapshot.context.values;
    const rules = within(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      `Al menos 8 caracteres: ${meetsMinLength(password) ? 'cumplido' : 'pendiente'}`,
      `Una mayúscula, una minúscula y un número: ${meetsClasses(password) ? 'cumplido' : 'pendiente'}`,
    ]);

    const { submitError } = snapshot.context;
    if (submitError) expect(screen.getByRole('alert')).toHaveTextContent(escape(ERROR_TEXT[submitError]!));
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    if (snapshot.matches('submitting')) {
      expect(screen.getByRole('button', { name: /Cambiando contraseña/ })).toBeDisabled();
      expect(input('password')).toHaveAttribute('readonly');
      expect(input('confirmation')).toHaveAttribute('readonly');
    } else {
      const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
      expect(submit).toBeEnabled();
      expect(submit).toHaveAttribute('aria-disabled', String(!snapshot.hasTag('submittable')));
      expect(input('password')).not.toHaveAttribute('readonly');
    }
  });
}

/** Drives `path` through the real app, asserting the screen after every step. */
async function drivePath(path: Path) {
  const calls = heldRequests(path, answerOf, (answer, sentFrom): unknown =>
    answer.startsWith('link') ? HASH : { password: sentFrom.context.values.password, hash: HASH },
  );
  const linkChecks = calls.filter((call) => call.answer.startsWith('link'));
  const changes = calls.filter((call) => !call.answer.startsWith('link'));
  let requestsForMalformedLink = 0;

  mockServer.use(
    // The login screen the flow ends on checks the services first: all open.
    http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])),
    http.auth.get('/auth/validate/hash/{hash}', async ({ params, response }) => {
      if (params.hash !== HASH) requestsForMalformedLink += 1;
      switch (await answerWhenReleased(linkChecks, params.hash)) {
        case 'linkValid':
          return response(200).json({ hash: HASH, expiresAt: '2030-01-01T00:00:00.000Z' });
        case 'linkExpired':
          return response(410).json({ statusCode: 410, code: 'RESET_LINK_EXPIRED', message: 'Reset link expired' });
        default:
          return HttpResponse.error();
      }
    }),
    http.auth.post('/auth/change/password', async ({ request, response }) => {
      switch (await answerWhenReleased(changes, await request.json())) {
        case 'changed':
          return response(200).json({ result: true });
        case 'changeExpired':
          return response(410).json({ statusCode: 410, code: 'RESET_LINK_EXPIRED', message: 'Reset link expired' });
        case 'changeOffline':
          return HttpResponse.error();
        default:
          return response.untyped(
            HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 }),
          );
      }
    }),
  );

  // The flow's failure log is expected on some paths.
  const logged = muteErrorLog('[changePassword]');
  const user = userEvent.setup();
  let app: RecordedApp | undefined;
  let answered = 0;
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ChangePasswordEvent | { type: string };
    switch (event.type) {
      case 'xstate.init':
        app = renderRecorded(`/change/password/${step.state.context.hash === null ? MALFORMED_HASH : HASH}`);
        break;
      case 'field.change': {
        const { field, value } = event as Extract<ChangePasswordEvent, { type: 'field.change' }>;
        await user.clear(input(field));
        if (value) await user.type(input(field), value);
        break;
      }
      case 'field.blur': {
        const { field } = event as Extract<ChangePasswordEvent, { type: 'field.blur' }>;
        await user.click(input(field));
        await user.tab();
        break;
      }
      case 'visibility.toggle': {
        const { field } = event as Extract<ChangePasswordEvent, { type: 'visibility.toggle' }>;
        await user.click(screen.getByRole('button', { name: TOGGLE[field] }));
        break;
      }
      case 'form.submit': {
        await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
        // A refused submit shows every error and puts the focus on the first.
        const { errors } = step.state.context;
        if (step.state.matches('hashValid')) {
          await waitFor(() => expect(input(errors.password ? 'password' : 'confirmation')).toHaveFocus());
        }
        break;
      }
      default: {
        const call = calls[answered++];
        if (!call) throw new Error(`Unexpected step ${event.type} at ${index}`);
        await expect(call.received.promise).resolves.toEqual(call.expected);
        call.release.resolve();
      }
    }
    await expectScreen(step.state, app!);
  }

  // A malformed token never reaches the service; every redirect to "expired" is logged.
  expect(requestsForMalformedLink).toBe(0);
  if (path.state.matches('hashError') || path.state.matches('expired')) {
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[changePassword]'), expect.any(String));
  }
  logged.mockRestore();
}

const pathName = (path: Path) =>
  (path.state.context.hash === null ? 'malformed link: ' : '') +
  describePath(path, (event) => {
    const answer = answerOf(event);
    if (answer) return `answer ${answer}`;
    if (event.type === 'field.change') return `type ${event.field} "${event.value}"`;
    if (event.type === 'field.blur' || event.type === 'visibility.toggle') return `${event.type} ${event.field}`;
    return event.type.replace('xstate.', '');
  });
const pathsRun: Path[] = [];

describe('change password, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(path);
    pathsRun.push(path);
  });

  it('covers every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(changePasswordMachine, pathsRun));
  });
});

describe('change password, accessibility', () => {
  it('has no axe violations, with errors shown after a refused submit', async () => {
    mockServer.use(
      http.auth.get('/auth/validate/hash/{hash}', ({ response }) =>
        response(200).json({ hash: HASH, expiresAt: '2030-01-01T00:00:00.000Z' }),
      ),
    );
    const { container } = renderApp(`/change/password/${HASH}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(LABEL.password, { selector: 'input' }), 'corta');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(input('password')).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('change password, the chart', () => {
  it('reaches every state, from a well-formed or a malformed token', () => {
    const shortest = [WELL_FORMED, MALFORMED].flatMap((input) => getShortestPaths(changePasswordMachine, { events: traversalEvents, input }));
    expect(statesNotReached(changePasswordMachine, shortest)).toEqual([]);
  });
});
