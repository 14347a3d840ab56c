/**
 * Model-based tests of the login form: generated paths drive the real /login screen and check the
 * fields, the errors (only once a field was left) and whether "Ingresar" may be pressed.
 *
 * How values arrive: as a paste would, without moving the focus, because leaving a field is an event
 * of its own in the model (loginForm.blur); typing with a click would also leave the previous field.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { loginFormMachine, type LoginFormEvent } from '../../machines/loginForm/loginForm.machine.ts';
import { renderApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answer, camila, CAMILA_PASSWORD, eventKey, fakePortalServer, modules, stopFlows } from './auth.support.ts';

const INVALID_EMAIL = 'camila@';

const fixtures = {
  typeEmail: { type: 'loginForm.edit', field: 'email', value: camila.email },
  typeInvalidEmail: { type: 'loginForm.edit', field: 'email', value: INVALID_EMAIL },
  typePassword: { type: 'loginForm.edit', field: 'password', value: CAMILA_PASSWORD },
  leaveEmail: { type: 'loginForm.blur', field: 'email' },
  autofillBoth: { type: 'loginForm.autofill', email: camila.email, password: CAMILA_PASSWORD },
  autofillEmailOnly: { type: 'loginForm.autofill', email: camila.email, password: '' },
  submit: { type: 'loginForm.submit' },
} satisfies Record<string, LoginFormEvent>;
type Fixture = keyof typeof fixtures;
const fixtureOf = eventNames(fixtures, eventKey).get;

/** The message under the e-mail field for each value the fixtures use, once the field was left. */
const EMAIL_ERROR: Record<string, string | null> = {
  '': 'Campo obligatorio',
  [INVALID_EMAIL]: 'Debe ser un correo válido',
  [camila.email]: null,
};

const paths = shortestPathsToEveryTransition(loginFormMachine, {
  events: Object.values(fixtures),
  describe: (snapshot) => snapshot.value,
  eventKey,
});

interface World {
  user: UserEvent;
  submits: number;
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

const simulate: Record<Fixture, (world: World) => Promise<void> | void> = {
  typeEmail: () => void fireEvent.change(emailInput(), { target: { value: camila.email } }),
  typeInvalidEmail: () => void fireEvent.change(emailInput(), { target: { value: INVALID_EMAIL } }),
  typePassword: () => void fireEvent.change(passwordInput(), { target: { value: CAMILA_PASSWORD } }),
  leaveEmail: () => {
    act(() => emailInput().focus());
    act(() => emailInput().blur());
  },
  autofillBoth: () => browserAutofills(camila.email, CAMILA_PASSWORD),
  autofillEmailOnly: () => browserAutofills(camila.email, ''),
  submit: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Ingresar' }));
    world.submits += 1;
  },
};

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const { email, password, touched } = state.context as { email: string; password: string; touched: { email: boolean } };
  expect(emailInput()).toHaveValue(email);
  expect(passwordInput()).toHaveValue(password);
  const expectedEmailError = touched.email ? EMAIL_ERROR[email] : null;
  if (expectedEmailError) {
    expect(screen.getByText(expectedEmailError)).toBeVisible();
    // The field ties its error to the input (aria-describedby) once the error text is there.
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription(expectedEmailError));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(screen.queryByText('Campo obligatorio')).toBeNull();
    expect(screen.queryByText('Debe ser un correo válido')).toBeNull();
  }
  if (world.submits > 0) {
    // The credentials went to the auth service, which refused them; the form stays as it was.
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
  }
  const submit = await screen.findByRole('button', { name: 'Ingresar' });
  if (state.matches({ editing: 'valid' })) await waitFor(() => expect(submit).toBeEnabled());
  else expect(submit).toBeDisabled();
}

const ran: typeof paths = [];

describe('login form, driven through /login', () => {
  for (const path of paths) {
    it(describeFixturePath(path, fixtureOf), async () => {
      const server = fakePortalServer({
        servicesStatus: modules.allOpen,
        login: answer.error(401, 'INVALID_CREDENTIALS', 'Invalid credentials'),
      });
      const app = renderApp('/login');
      const world: World = { user: userEvent.setup(), submits: 0 };
      try {
        await screen.findByRole('textbox', { name: 'Correo electrónico' });
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[fixtureOf(step.event)](world);
          await expectScreenFor(step.state, world);
        }
        expect(server.loginBodies).toEqual(Array.from({ length: world.submits }, () => ({ email: camila.email, password: CAMILA_PASSWORD })));
        ran.push(path);
      } finally {
        stopFlows(app.app.flows);
      }
    });
  }

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
    const shortest = getShortestPaths(loginFormMachine, { events: Object.values(fixtures) as LoginFormEvent[] });
    expect(statesNotReached(loginFormMachine, shortest)).toEqual([]);
  });

  it('covers every state and transition with the paths that ran', () => {
    expectFullCoverage(measureCoverage(loginFormMachine, ran));
  });
});
