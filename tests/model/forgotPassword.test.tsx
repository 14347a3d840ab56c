/**
 * Forgot password, model-based: paths generated from the statechart are driven through the real
 * app at /forgot/password as a person would (typing, tabbing, clicking), msw answering each call as
 * the path's simulated actor event says; at every step the screen must show what the machine's
 * state says. Coverage of the paths run must reach every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import {
  forgotPasswordMachine,
  type ForgotPasswordEvent,
} from '../../machines/forgotPassword/forgotPassword.machine.ts';
import type { RequestResetLinkResult } from '../../machines/forgotPassword/forgotPassword.actors.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { answerWhenReleased, heldRequests } from '../support/heldRequests.ts';
import { http, mockServer } from '../support/http.ts';
import { renderApp, renderRecorded, type RecordedApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;
type Path = StatePath<Snapshot, ForgotPasswordEvent>;

const DONE = 'xstate.done.actor.requestResetLink';
const ERROR = 'xstate.error.actor.requestResetLink';
const VALID_EMAIL = 'vendedora@tienda.cl';

const TYPE_EMPTY = { type: 'field.change', field: 'email', value: '' } as const;
const TYPE_INVALID = { type: 'field.change', field: 'email', value: 'vendedora@' } as const;
const TYPE_VALID = { type: 'field.change', field: 'email', value: VALID_EMAIL } as const;

/** Every application event with the concrete values a person types; `satisfies` makes a new event fail to compile until it has fixtures. */
const EVENT_FIXTURES = {
  'field.change': [TYPE_EMPTY, TYPE_INVALID, TYPE_VALID],
  'field.blur': [{ type: 'field.blur', field: 'email' }],
  'form.submit': [{ type: 'form.submit' }],
} satisfies { [T in ForgotPasswordEvent['type']]: ReadonlyArray<Extract<ForgotPasswordEvent, { type: T }>> };

/**
 * What the auth service may answer, as the actor event each answer becomes: the output (or error)
 * the real actor produces for it, which the guards read.
 */
const ANSWERS = {
  accepted: { type: DONE, output: { outcome: 'accepted' } satisfies RequestResetLinkResult },
  rateLimited: { type: DONE, output: { outcome: 'rateLimited' } satisfies RequestResetLinkResult },
  networkDown: { type: ERROR, error: ApiError.network() },
  serverError: { type: ERROR, error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }) },
} as const;
const answerOf = eventNames(ANSWERS).find;

const traversalEvents = offeredEvents<Snapshot, ForgotPasswordEvent>(EVENT_FIXTURES, ANSWERS);

/** Two snapshots are the same vertex when the screen shows the same thing. */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify({
    state: snapshot.value,
    email: snapshot.context.values.email,
    shownError: snapshot.context.touched.email ? snapshot.context.errors.email : null,
    submitError: snapshot.context.submitError,
  });

// TestModel takes ActorLogic without emitted events; the chart's `form.refused` plays no part in traversal.
const testLogic = forgotPasswordMachine as unknown as ActorLogic<Snapshot, ForgotPasswordEvent, undefined>;

const model = new TestModel(testLogic, {
  events: traversalEvents,
  serializeState: screenKey,
});

/** Journeys the shortest paths skip: a retry after the network came back, and a refused submit fixed. */
const JOURNEYS: ForgotPasswordEvent[][] = [
  [TYPE_VALID, { type: 'form.submit' }, ANSWERS.networkDown as never, { type: 'form.submit' }, ANSWERS.accepted as never],
  [TYPE_INVALID, { type: 'form.submit' }, TYPE_VALID, { type: 'form.submit' }, ANSWERS.serverError as never],
];

/**
 * Shortest paths to every screen, topped up with paths keyed on the event taken for the transitions
 * they miss (a refused submit lands on a screen a blur reaches too, a 503 on the same redirect as an
 * accepted request), then the journeys.
 */
const paths: Path[] = coverageGuidedPaths(model, { machine: forgotPasswordMachine, screenKey, journeys: JOURNEYS });

const ERROR_TEXT: Record<string, string> = {
  'validation.required': 'Campo obligatorio',
  'validation.email': 'Debe ser un correo válido',
  'validation.tooLong': 'Texto demasiado largo',
  NETWORK_ERROR: 'Sin conexión a internet. Verifica tu conexión.',
  RATE_LIMITED: 'No enviamos el correo: hubo demasiadas solicitudes. Espera unos minutos e inténtalo nuevamente.',
};

const emailBox = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** What the screen must show in `snapshot`. */
async function expectScreen(snapshot: Snapshot, app: RecordedApp) {
  if (snapshot.status === 'done') {
    // The login screen drops the query once its flash is shown, so the redirect is read from history.
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.visited).toContain('/login?type=success&message=resetEmailSent');
    return;
  }
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa el correo asociado a esta cuenta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/login');
    expect(emailBox()).toHaveValue(snapshot.context.values.email);

    const shownError = snapshot.context.touched.email ? snapshot.context.errors.email : undefined;
    if (shownError) {
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(emailBox()).toHaveAccessibleDescription(ERROR_TEXT[shownError]);
    } else {
      expect(emailBox()).not.toHaveAttribute('aria-invalid');
      expect(emailBox()).not.toHaveAccessibleDescription(/./);
    }

    const { submitError } = snapshot.context;
    if (submitError) expect(screen.getByRole('alert')).toHaveTextContent(escape(ERROR_TEXT[submitError]!));
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    if (snapshot.matches('submitting')) {
      expect(screen.getByRole('button', { name: /Enviando/ })).toBeDisabled();
      expect(emailBox()).toHaveAttribute('readonly');
    } else {
      const submit = screen.getByRole('button', { name: 'Enviar' });
      expect(submit).toBeEnabled();
      expect(submit).toHaveAttribute('aria-disabled', String(!snapshot.hasTag('submittable')));
      expect(emailBox()).not.toHaveAttribute('readonly');
    }
  });
}

/** Drives `path` through the real app, asserting the screen after every step. */
async function drivePath(path: Path) {
  const calls = heldRequests(path, answerOf, (_, sentFrom) => sentFrom.context.values.email.trim());
  const queue = [...calls];
  mockServer.use(
    // The login screen the flow ends on checks the services first: all open.
    http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])),
    http.auth.get('/auth/forgot/password/{email}', async ({ params, response }) => {
      switch (await answerWhenReleased(queue, params.email)) {
        case 'accepted':
          return response(200).json({ result: true });
        case 'rateLimited':
          return response(429).json(
            { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 600 },
            { headers: { 'Retry-After': '600' } },
          );
        case 'networkDown':
          return HttpResponse.error();
        case 'serverError':
          return response.untyped(
            HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 }),
          );
      }
    }),
  );

  // The flow's failure log is expected on some paths.
  const logged = muteErrorLog('[forgotPassword]');
  const user = userEvent.setup();
  let app: RecordedApp | undefined;
  let answered = 0;
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ForgotPasswordEvent | { type: string };
    switch (event.type) {
      case 'xstate.init':
        app = renderRecorded('/forgot/password');
        break;
      case 'field.change': {
        const { value } = event as Extract<ForgotPasswordEvent, { type: 'field.change' }>;
        await user.clear(emailBox());
        if (value) await user.type(emailBox(), value);
        break;
      }
      case 'field.blur':
        await user.click(emailBox());
        await user.tab();
        break;
      case 'form.submit':
        await user.click(screen.getByRole('button', { name: 'Enviar' }));
        // A refused submit shows every error and puts the focus on the first.
        if (step.state.matches('editing')) await waitFor(() => expect(emailBox()).toHaveFocus());
        break;
      default: {
        const call = calls[answered++];
        if (!call) throw new Error(`Unexpected step ${event.type} at ${index}`);
        // The request carries what the form showed when it was sent.
        await expect(call.received.promise).resolves.toBe(call.expected);
        call.release.resolve();
      }
    }
    await expectScreen(step.state, app!);
  }
  // A refusal shown as sent is still logged.
  if (calls.some((call) => call.answer === 'serverError')) {
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[forgotPassword]'), 'SERVICE_UNAVAILABLE');
  }
  logged.mockRestore();
}

const pathName = (path: Path) =>
  describePath(path, (event) => {
    const answer = answerOf(event);
    if (answer) return `answer ${answer}`;
    if (event.type === 'field.change') return `type "${event.value}"`;
    return event.type.replace('xstate.', '');
  });

const pathsRun: Path[] = [];

describe('forgot password, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(path);
    pathsRun.push(path);
  });

  it('covers every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(forgotPasswordMachine, pathsRun));
  });
});

describe('forgot password, accessibility', () => {
  it('has no axe violations, with an error shown after a refused submit', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])));
    const { container } = renderApp('/forgot/password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('forgot password, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(forgotPasswordMachine, { events: traversalEvents });
    expect(statesNotReached(forgotPasswordMachine, shortest)).toEqual([]);
  });
});
