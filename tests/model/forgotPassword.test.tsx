/**
 * Forgot password, model-based: paths generated from its chart (the portal's form chart with the
 * e-mail rule) are driven through the real app at /forgot/password as a person would (typing,
 * tabbing, clicking), msw answering each request as the path's actor event says. What the screen must
 * show after each step is worked out by this test from the events so far (what was typed, whether
 * the field was left, the last answer), with the messages written here: never from the chart.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import { forgotPasswordMachine, type ForgotPasswordRedirect, type ForgotPasswordValues } from '../../machines/forgotPassword/forgotPassword.machine.ts';
import type { FormEvent, FormSubmitResult } from '../../machines/form/form.machine.ts';
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
type Event = FormEvent<ForgotPasswordValues>;
type Path = StatePath<Snapshot, Event>;
type Result = FormSubmitResult<ForgotPasswordValues, ForgotPasswordRedirect>;

const DONE = 'xstate.done.actor.submit';
const ERROR = 'xstate.error.actor.submit';
const VALID_EMAIL = 'vendedora@tienda.cl';
const INPUT = { values: { email: '' }, facts: null };

const type = (email: string) => ({ type: 'form.change', values: { email } }) as const;
const TYPE_EMPTY = type('');
const TYPE_INVALID = type('vendedora@');
const TYPE_VALID = type(VALID_EMAIL);

/** Every event of the form with the concrete values a person types; `satisfies` makes a new event fail to compile until it has fixtures. */
const EVENT_FIXTURES = {
  'form.change': [TYPE_EMPTY, TYPE_INVALID, TYPE_VALID],
  'form.blur': [{ type: 'form.blur', field: 'email' }],
  'form.attempt': [{ type: 'form.attempt' }],
  // No discard button and no lookup on this form.
  'form.reset': [],
  'form.refusal': [],
} satisfies { [T in Event['type']]: ReadonlyArray<Extract<Event, { type: T }>> };

/** What the auth service may answer, as the actor event the real `submit` makes of it. */
const ANSWERS = {
  accepted: {
    type: DONE,
    output: { outcome: 'accepted', output: { to: '/login', search: { type: 'success', message: 'resetEmailSent' } } } satisfies Result,
  },
  rateLimited: { type: DONE, output: { outcome: 'refused', code: 'RATE_LIMITED', fields: {} } satisfies Result },
  networkDown: { type: ERROR, error: ApiError.network() },
} as const;
type Answer = keyof typeof ANSWERS;
const answerOf = eventNames(ANSWERS).find;

const traversalEvents = offeredEvents<Snapshot, Event>(EVENT_FIXTURES, ANSWERS);

/** Two snapshots are one vertex when the screen shows the same thing (used to merge, never to expect). */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify({ state: snapshot.value, email: snapshot.context.values.email, touched: snapshot.context.touched, problem: snapshot.context.problem });

// TestModel takes ActorLogic without emitted events; the form's `form.invalid` plays no part in traversal.
const testLogic = forgotPasswordMachine as unknown as ActorLogic<Snapshot, Event, typeof INPUT>;
const model = new TestModel(testLogic, { events: traversalEvents, serializeState: screenKey });

const START = getInitialSnapshot(testLogic, INPUT);

const asEvent = (answer: Answer): Event => ANSWERS[answer] as EventObject as Event;
/** Journeys the shortest paths skip: a retry after the network came back, and a refused press fixed. */
const JOURNEYS: Event[][] = [
  [TYPE_VALID, { type: 'form.attempt' }, asEvent('networkDown'), { type: 'form.attempt' }, asEvent('accepted')],
  [TYPE_INVALID, { type: 'form.attempt' }, TYPE_VALID, { type: 'form.attempt' }, asEvent('rateLimited'), TYPE_INVALID],
];

const paths: Path[] = coverageGuidedPaths(model, {
  machine: forgotPasswordMachine,
  screenKey,
  inputs: [INPUT],
  // getPathsFromEvents does not pass input: replays start from the snapshot a fresh visit starts with.
  replayFrom: () => START,
  journeys: JOURNEYS,
  journeysFrom: START,
});

/** The message under the e-mail field for each value the fixtures type. */
const EMAIL_ERROR: Record<string, string | null> = {
  '': 'Campo obligatorio',
  'vendedora@': 'Debe ser un correo válido',
  [VALID_EMAIL]: null,
};
const ALERT: Record<'RATE_LIMITED' | 'NETWORK_ERROR', string> = {
  RATE_LIMITED: 'No enviamos el correo: hubo demasiadas solicitudes. Espera unos minutos e inténtalo nuevamente.',
  NETWORK_ERROR: 'Sin conexión a internet. Verifica tu conexión.',
};

/** What the screen shows after `events`, worked out by a person's rules, not by the chart. */
interface Expected {
  email: string;
  error: string | null;
  alert: string | null;
  sending: boolean;
  sent: boolean;
  canSend: boolean;
}
function expectedAfter(events: readonly EventObject[]): Expected {
  let email = '';
  let touched = false;
  let alert: string | null = null;
  let sending = false;
  let sent = false;
  for (const event of events) {
    const answer = answerOf(event);
    if (answer === 'accepted') sent = true;
    else if (answer === 'rateLimited') alert = ALERT.RATE_LIMITED;
    else if (answer === 'networkDown') alert = ALERT.NETWORK_ERROR;
    if (answer) {
      sending = false;
      continue;
    }
    if (event.type === 'form.change') email = (event as typeof TYPE_VALID).values.email;
    // A press sends an address that may be sent; on any other it only shows the error.
    const sends = event.type === 'form.attempt' && EMAIL_ERROR[email] === null;
    if (event.type === 'form.blur' || event.type === 'form.attempt') touched = true;
    if (sends) {
      // An attempt: the error shows from now on.
      touched = true;
      sending = true;
      alert = null;
    }
  }
  return { email, error: touched ? EMAIL_ERROR[email]! : null, alert, sending, sent, canSend: EMAIL_ERROR[email] === null };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function expectScreen(expected: Expected, app: RecordedApp) {
  if (expected.sent) {
    // The login screen drops the query once its flash is shown, so the redirect is read from history.
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.visited).toContain('/login?type=success&message=resetEmailSent');
    return;
  }
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa el correo asociado a esta cuenta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/login');
    expect(emailBox()).toHaveValue(expected.email);
    if (expected.error) {
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(emailBox()).toHaveAccessibleDescription(expected.error);
    } else {
      expect(emailBox()).not.toHaveAttribute('aria-invalid');
      expect(emailBox()).not.toHaveAccessibleDescription(/./);
    }
    if (expected.alert) expect(screen.getByRole('alert')).toHaveTextContent(escape(expected.alert));
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    if (expected.sending) {
      expect(screen.getByRole('button', { name: /Enviando/ })).toBeDisabled();
      expect(emailBox()).toHaveAttribute('readonly');
    } else {
      const submit = screen.getByRole('button', { name: 'Enviar' });
      expect(submit).toBeEnabled();
      expect(submit).toHaveAttribute('aria-disabled', String(!expected.canSend));
      expect(emailBox()).not.toHaveAttribute('readonly');
    }
  });
}

/** Drives `path` through the real app, checking the screen after every step. */
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
      }
    }),
  );

  const user = userEvent.setup();
  let app: RecordedApp | undefined;
  let answered = 0;
  const seen: EventObject[] = [];
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as Event | EventObject;
    switch (event.type) {
      case 'xstate.init':
        app = renderRecorded('/forgot/password');
        break;
      case 'form.change': {
        const { email } = (event as typeof TYPE_VALID).values;
        await user.clear(emailBox());
        if (email) await user.type(emailBox(), email);
        break;
      }
      case 'form.blur':
        await user.click(emailBox());
        await user.tab();
        break;
      case 'form.attempt': {
        const refusedPress = !expectedAfter(seen).canSend;
        await user.click(screen.getByRole('button', { name: 'Enviar' }));
        // A refused press shows every error and puts the focus on the first.
        if (refusedPress) await waitFor(() => expect(emailBox()).toHaveFocus());
        break;
      }
      default: {
        const call = calls[answered++];
        if (!call) throw new Error(`Unexpected step ${event.type} at ${index}`);
        // The request carries what the form showed when it was sent.
        await expect(call.received.promise).resolves.toBe(call.expected);
        call.release.resolve();
      }
    }
    if (index > 0) seen.push(event);
    await expectScreen(expectedAfter(seen), app!);
  }
}

const pathName = (path: Path) =>
  describePath(path, (event) => {
    const answer = answerOf(event);
    if (answer) return `answer ${answer}`;
    if (event.type === 'form.change') return `type "${event.values.email}"`;
    return event.type.replace('xstate.', '');
  });

describe('forgot password, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(path);
  });

  it('covers every state and transition of the form chart', () => {
    expectFullCoverage(measureCoverage(forgotPasswordMachine, paths));
  });
});

describe('forgot password, answers shown as sent', () => {
  it('treats a 503 as sent, telling nothing about the account, and logs it', async () => {
    const logged = muteErrorLog('[forgotPassword]');
    mockServer.use(
      http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])),
      http.auth.get('/auth/forgot/password/{email}', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 })),
      ),
    );
    const app = renderRecorded('/forgot/password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), VALID_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.visited).toContain('/login?type=success&message=resetEmailSent');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[forgotPassword]'), 'SERVICE_UNAVAILABLE');
    logged.mockRestore();
  });
});

describe('forgot password, accessibility', () => {
  it('has no axe violations, with an error shown after a refused press', async () => {
    mockServer.use(http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])));
    const { container } = renderApp('/forgot/password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(emailBox()).toHaveAccessibleDescription('Campo obligatorio');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('forgot password, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(testLogic, { events: traversalEvents, input: INPUT });
    expect(statesNotReached(forgotPasswordMachine, shortest)).toEqual([]);
  });
});
