/**
 * Model-based tests of the login form (the portal's form chart with the login rules): generated
 * paths drive the real /login screen, the auth service answering each login as the path says. What
 * the screen must show after each step (values, the e-mail's message once the field was left,
 * whether "Ingresar" may be pressed, the refusal) is worked out by this test from the events so far,
 * with the messages written here.
 *
 * How values arrive: as a paste would, without moving the focus, because leaving a field is an event
 * of its own in the model (form.blur); typing with a click would also leave the previous field.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import { loginFormMachine, LOGIN_START, type LoginValues } from '../../machines/loginForm/loginForm.machine.ts';
import type { FormEvent, FormSubmitResult } from '../../machines/form/form.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { renderApp } from '../support/renderApp.tsx';
import { answerWhenReleased, heldRequests } from '../support/heldRequests.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { camila, CAMILA_PASSWORD, CAMILA_TOKEN, fakePortalServer, modules, stopFlows } from './auth.support.ts';

type Snapshot = SnapshotFrom<typeof loginFormMachine>;
type Event = FormEvent<LoginValues>;
type Path = StatePath<Snapshot, Event>;

const INVALID_EMAIL = 'camila@';
const SUBMITTED = 'xstate.done.actor.submit';

const change = (values: Partial<LoginValues>) => ({ type: 'form.change', values }) as Extract<Event, { type: 'form.change' }>;
const fixtures = {
  typeEmail: change({ email: camila.email }),
  typeInvalidEmail: change({ email: INVALID_EMAIL }),
  typePassword: change({ password: CAMILA_PASSWORD }),
  // The browser's autofill fills both fields at once, without typing events.
  autofillBoth: change({ email: camila.email, password: CAMILA_PASSWORD }),
  autofillEmailOnly: change({ email: camila.email, password: '' }),
  leaveEmail: { type: 'form.blur', field: 'email' },
  // A press of "Ingresar" (the button is disabled until the form may be sent).
  submit: { type: 'form.attempt' },
} satisfies Record<string, Event>;
type Fixture = keyof typeof fixtures;
const fixtureOf = eventNames(fixtures).find;

/** The auth service's verdicts, as the actor event the form's submit makes of them. */
const ANSWERS = {
  signedIn: { type: SUBMITTED, output: { outcome: 'accepted', output: null } satisfies FormSubmitResult<LoginValues, null> },
  refused: {
    type: SUBMITTED,
    output: { outcome: 'refused', code: 'INVALID_CREDENTIALS', fields: {} } satisfies FormSubmitResult<LoginValues, null>,
  },
  offline: { type: 'xstate.error.actor.submit', error: ApiError.network() },
} as const;
const answerOf = eventNames(ANSWERS).find;

const EVENT_FIXTURES = {
  'form.change': [fixtures.typeEmail, fixtures.typeInvalidEmail, fixtures.typePassword, fixtures.autofillBoth, fixtures.autofillEmailOnly],
  'form.blur': [fixtures.leaveEmail],
  'form.attempt': [fixtures.submit],
  'form.reset': [],
  'form.refusal': [],
} satisfies { [T in Event['type']]: ReadonlyArray<Extract<Event, { type: T }>> };

const testLogic = loginFormMachine as unknown as ActorLogic<Snapshot, Event, typeof LOGIN_START>;
const START = getInitialSnapshot(testLogic, LOGIN_START);
const screenKey = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.touched]);
const model = new TestModel(testLogic, { events: offeredEvents<Snapshot, Event>(EVENT_FIXTURES, ANSWERS), serializeState: screenKey });
const paths: Path[] = coverageGuidedPaths(model, {
  machine: loginFormMachine,
  screenKey: (snapshot) => JSON.stringify(snapshot.value),
  inputs: [LOGIN_START],
  replayFrom: () => START,
  journeysFrom: START,
  // Refused, then the e-mail changed and the login sent again.
  journeys: [[fixtures.autofillBoth, fixtures.submit, ANSWERS.refused as EventObject as Event, fixtures.typeInvalidEmail, fixtures.leaveEmail, fixtures.typeEmail, fixtures.submit, ANSWERS.signedIn as EventObject as Event]],
});

/** The message under the e-mail field for each value the fixtures use, once the field was left. */
const EMAIL_ERROR: Record<string, string | null> = {
  '': 'Campo obligatorio',
  [INVALID_EMAIL]: 'Debe ser un correo válido',
  [camila.email]: null,
};

interface Expected {
  email: string;
  password: string;
  emailError: string | null;
  passwordError: string | null;
  alert: string | null;
  sending: boolean;
  signedIn: boolean;
  canLogIn: boolean;
}
function expectedAfter(events: readonly EventObject[]): Expected {
  const values = { email: '', password: '' };
  let touched = false;
  let allTouched = false;
  let alert: string | null = null;
  let signedIn = false;
  let sending = false;
  for (const event of events) {
    const answer = answerOf(event);
    if (answer) sending = false;
    if (event.type === 'form.attempt') {
      // An attempt: every error shows from now on; the last refusal goes until the new verdict.
      sending = true;
      allTouched = true;
      alert = null;
    }
    if (answer === 'signedIn') signedIn = true;
    if (answer === 'refused') alert = 'Credenciales inválidas';
    if (answer === 'offline') alert = 'Sin conexión a internet';
    if (event.type === 'form.change') Object.assign(values, (event as Extract<Event, { type: 'form.change' }>).values);
    if (event.type === 'form.blur') touched = true;
  }
  return {
    ...values,
    emailError: touched || allTouched ? EMAIL_ERROR[values.email]! : null,
    passwordError: allTouched && values.password === '' ? 'Campo obligatorio' : null,
    alert,
    sending,
    signedIn,
    canLogIn: EMAIL_ERROR[values.email] === null && values.password !== '',
  };
}

const emailInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' });
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('Contraseña');

/** The browser fills both fields in (no input events) and starts the autofill animation. */
function browserAutofills(email: string, password: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(emailInput(), email);
  setValue.call(passwordInput(), password);
  // jsdom has no AnimationEvent, so React listens to the prefixed name there; browsers use the plain one.
  for (const type of ['animationstart', 'webkitAnimationStart']) {
    const animation = new Event(type, { bubbles: true });
    Object.defineProperty(animation, 'animationName', { value: 'psAutofillStart' });
    act(() => {
      emailInput().dispatchEvent(animation);
    });
  }
}

const simulate: Record<Fixture, () => Promise<void> | void> = {
  typeEmail: () => void fireEvent.change(emailInput(), { target: { value: camila.email } }),
  typeInvalidEmail: () => void fireEvent.change(emailInput(), { target: { value: INVALID_EMAIL } }),
  typePassword: () => void fireEvent.change(passwordInput(), { target: { value: CAMILA_PASSWORD } }),
  leaveEmail: () => {
    act(() => emailInput().focus());
    act(() => emailInput().blur());
  },
  autofillBoth: () => browserAutofills(camila.email, CAMILA_PASSWORD),
  autofillEmailOnly: () => browserAutofills(camila.email, ''),
  submit: () => userEvent.setup().click(screen.getByRole('button', { name: 'Ingresar' })),
};

async function expectScreen(expected: Expected, app: ReturnType<typeof renderApp>) {
  if (expected.signedIn) {
    await waitFor(() => expect(app.location().pathname).toBe('/eiffel'));
    return;
  }
  expect(emailInput()).toHaveValue(expected.email);
  expect(passwordInput()).toHaveValue(expected.password);
  if (expected.emailError) {
    expect(screen.getByText(expected.emailError)).toBeVisible();
    // The field ties its error to the input (aria-describedby) once the error text is there.
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription(expected.emailError!));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  }
  if (expected.passwordError) {
    await waitFor(() => expect(passwordInput()).toHaveAccessibleDescription(expected.passwordError!));
  } else {
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
  }
  if (!expected.emailError && !expected.passwordError) {
    expect(screen.queryByText('Campo obligatorio')).toBeNull();
    expect(screen.queryByText('Debe ser un correo válido')).toBeNull();
  }
  // The credentials went to the auth service, which refused them (or never answered); the form stays as it was.
  if (expected.alert) expect(await screen.findByRole('alert')).toHaveTextContent(expected.alert);
  if (expected.sending) {
    expect(await screen.findByRole('button', { name: /Ingresando/ })).toBeDisabled();
    return;
  }
  const submit = await screen.findByRole('button', { name: 'Ingresar' });
  if (expected.canLogIn) await waitFor(() => expect(submit).toBeEnabled());
  else expect(submit).toBeDisabled();
}

describe('login form, driven through /login', () => {
  const name = (path: Path) => describePath(path, (event) => fixtureOf(event) ?? answerOf(event) ?? 'start');
  it.each(paths.map((path) => [name(path), path] as const))('%s', async (_, path) => {
    fakePortalServer({ servicesStatus: modules.allOpen, inPublishHistory: true });
    const calls = heldRequests(path, answerOf, (_answer, sentFrom) => ({ email: sentFrom.context.values.email, password: sentFrom.context.values.password }));
    const queue = [...calls];
    mockServer.use(
      http.auth.post('/auth/login', async ({ request, response }) => {
        switch (await answerWhenReleased(queue, await request.json())) {
          case 'signedIn':
            return response(200).json({ accessToken: CAMILA_TOKEN, jwtPayload: camila });
          case 'refused':
            return response(401).json({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
          case 'offline':
            return HttpResponse.error();
        }
      }),
      http.auth.get('/auth/session', ({ response }) => response(200).json(camila)),
      http.documents.get('/user-notification', () => HttpResponse.json({ data: [] })),
    );
    const app = renderApp('/login');
    let answered = 0;
    const events: EventObject[] = [];
    try {
      await screen.findByRole('textbox', { name: 'Correo electrónico' });
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) {
          const fixture = fixtureOf(step.event);
          if (fixture) await simulate[fixture]();
          else {
            const call = calls[answered++]!;
            await expect(call.received.promise).resolves.toEqual(call.expected);
            call.release.resolve();
          }
          events.push(step.event);
        }
        await expectScreen(expectedAfter(events), app);
      }
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it('the login screen has one h1 and links to password recovery and sign-up', async () => {
    fakePortalServer({ servicesStatus: modules.allOpen });
    const app = renderApp('/login');
    try {
      expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot/password');
      expect(screen.getByRole('link', { name: 'Regístrate ahora' })).toHaveAttribute('href', '/registrate-ahora');
      expect(screen.getByRole('heading', { name: '¿Quieres vender en nuestro marketplace?', level: 2 })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it('reaches every state', () => {
    const shortest = getShortestPaths(testLogic, { events: offeredEvents<Snapshot, Event>(EVENT_FIXTURES, ANSWERS), input: LOGIN_START });
    expect(statesNotReached(loginFormMachine, shortest)).toEqual([]);
  });

  it('covers every state and transition of the form chart with the generated paths', () => {
    expectFullCoverage(measureCoverage(loginFormMachine, paths));
  });
});
