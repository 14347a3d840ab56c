/**
 * Change password, model-based, driven through the real app at /change/password/$hash as a person
 * would (typing, tabbing, clicking), msw answering each request as the path's actor event says.
 * Two charts, two sets of generated paths:
 * - the change-password chart (link check, the show/hide toggles, how the form ended);
 * - the password form it invokes (the portal's form chart with the password rules), from a valid link.
 * What the screen must show after each step is worked out by this test from the events so far, with
 * the messages written here, never read from the charts.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import { changePasswordMachine, type ChangePasswordEvent, type ChangePasswordInput } from '../../machines/changePassword/changePassword.machine.ts';
import type { ValidateResetHashResult } from '../../machines/changePassword/changePassword.actors.ts';
import {
  passwordFormMachine,
  type PasswordChangeOutcome,
  type PasswordFacts,
  type PasswordValues,
} from '../../machines/changePassword/passwordForm.machine.ts';
import type { FormEvent, FormInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { answerWhenReleased, heldRequests, type HeldRequest } from '../support/heldRequests.ts';
import { http, mockServer } from '../support/http.ts';
import { renderApp, renderRecorded, type RecordedApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';

type Field = keyof PasswordValues;
type FlowSnapshot = SnapshotFrom<typeof changePasswordMachine>;
type FormSnapshot = SnapshotFrom<typeof passwordFormMachine>;
type FormEvents = FormEvent<PasswordValues>;
type Result = FormSubmitResult<PasswordValues, PasswordChangeOutcome>;

/** A well-formed token (32 bytes, base64url) and one the route cannot read (too short). */
const HASH = 'q3x7V-Lp_0aZ9kR2mN8bT4cY6dW1eF5gH2jK4lM6nP8';
const MALFORMED_HASH = 'corto';
const STRONG = 'Segura123';

// ---------------------------------------------------------------------------------------------
// What a person sees, written by hand.

const PASSWORD_ERROR: Record<string, string | null> = {
  '': 'Campo obligatorio',
  corta: 'Debe contener al menos 8 caracteres',
  segura123: 'Debe contener una mayuscula, una minuscula y un numero',
  [STRONG]: null,
};
const confirmationError = (password: string, confirmation: string): string | null =>
  confirmation === '' ? 'Campo obligatorio' : confirmation !== password ? 'Las contraseñas no son iguales' : null;
/** The two listed rules as a person reads them: 8 characters; an uppercase, a lowercase and a digit. */
const TICKS: Record<string, [boolean, boolean]> = { '': [false, false], corta: [false, false], segura123: [true, false], [STRONG]: [true, true] };
const SERVER_REFUSED = 'El servidor rechazó este dato: revísalo';
const ALERT = {
  RATE_LIMITED: 'Demasiados intentos. Espera unos minutos e inténtalo nuevamente.',
  NETWORK_ERROR: 'Sin conexión a internet. Verifica tu conexión.',
} as const;
const CHANGED_URL = '/login?type=success&message=passwordChanged';
const EXPIRED_URL = '/login?type=error&message=passwordChangeExpired';

const LABEL: Record<Field, string> = { password: 'Contraseña', confirmation: 'Confirmar Contraseña' };
const TOGGLE: Record<Field, string> = { password: 'Mostrar contraseña', confirmation: 'Mostrar confirmación de contraseña' };

/** Password inputs have no role while hidden; their label is how a person (and a screen reader) finds them. */
const input = (field: Field) => screen.getByLabelText<HTMLInputElement>(LABEL[field], { selector: 'input' });
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface Expected {
  /** Where the flow went, or null while it is on the page. */
  redirect: string | null;
  checking: boolean;
  values: PasswordValues;
  errors: Record<Field, string | null>;
  revealed: Record<Field, boolean>;
  alert: string | null;
  sending: boolean;
  canSend: boolean;
}

async function expectScreen(expected: Expected, app: RecordedApp) {
  if (expected.redirect) {
    // The login screen drops the query once its flash is shown, so the redirect is read from history.
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.visited).toContain(expected.redirect);
    return;
  }
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    if (expected.checking) {
      expect(screen.getByRole('status')).toHaveTextContent('Validando el enlace…');
      expect(screen.queryByLabelText(LABEL.password)).not.toBeInTheDocument();
      return;
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    for (const field of ['password', 'confirmation'] as const) {
      const box = input(field);
      expect(box).toHaveValue(expected.values[field]);
      expect(box).toHaveAttribute('type', expected.revealed[field] ? 'text' : 'password');
      expect(screen.getByRole('button', { name: TOGGLE[field] })).toHaveAttribute('aria-pressed', String(expected.revealed[field]));
      const error = expected.errors[field];
      if (error) {
        expect(box).toHaveAttribute('aria-invalid', 'true');
        expect(box).toHaveAccessibleDescription(escape(error));
      } else {
        expect(box).not.toHaveAttribute('aria-invalid');
      }
    }
    const [eight, classes] = TICKS[expected.values.password]!;
    const rules = within(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      `Al menos 8 caracteres: ${eight ? 'cumplido' : 'pendiente'}`,
      `Una mayúscula, una minúscula y un número: ${classes ? 'cumplido' : 'pendiente'}`,
    ]);
    if (expected.alert) expect(screen.getByRole('alert')).toHaveTextContent(escape(expected.alert));
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    if (expected.sending) {
      expect(screen.getByRole('button', { name: /Cambiando contraseña/ })).toBeDisabled();
      expect(input('password')).toHaveAttribute('readonly');
    } else {
      const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
      expect(submit).toBeEnabled();
      expect(submit).toHaveAttribute('aria-disabled', String(!expected.canSend));
      expect(input('password')).not.toHaveAttribute('readonly');
    }
  });
}

/** The screen of a form with `values`, `touched` fields and field refusals, as a person reads the rules. */
function formScreen(values: PasswordValues, touched: Set<Field>, refusedPassword: boolean): Pick<Expected, 'errors' | 'canSend'> {
  const password = PASSWORD_ERROR[values.password] ?? (refusedPassword ? SERVER_REFUSED : null);
  const rulesPassword = PASSWORD_ERROR[values.password] ?? null;
  const confirmation = confirmationError(values.password, values.confirmation);
  return {
    errors: {
      password: touched.has('password') ? (rulesPassword ?? (refusedPassword ? SERVER_REFUSED : null)) : null,
      confirmation: touched.has('confirmation') ? confirmation : null,
    },
    canSend: password === null && confirmation === null,
  };
}

// ---------------------------------------------------------------------------------------------
// The requests, held until the path answers them.

type ServiceAnswer =
  | 'linkValid'
  | 'linkExpired'
  | 'linkCheckOffline'
  | 'changed'
  | 'changeExpired'
  | 'changeOffline'
  | 'rateLimited'
  | 'passwordRefused';

function fakePasswordService(linkChecks: HeldRequest<ServiceAnswer, unknown>[], changes: HeldRequest<ServiceAnswer, unknown>[]) {
  const seen = { malformedLinkChecks: 0 };
  mockServer.use(
    // The login screen the flow ends on checks the services first: all open.
    http.servicesStatus.get('/services-status', ({ response }) => response(200).json([])),
    http.auth.get('/auth/validate/hash/{hash}', async ({ params, response }) => {
      if (params.hash !== HASH) seen.malformedLinkChecks += 1;
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
        case 'rateLimited':
          return response(429).json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 600 });
        case 'passwordRefused':
          return response(400).json({
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'The password does not follow the rules',
            details: [{ field: 'body.password', message: 'Must contain at least 8 characters' }],
          });
        default:
          return HttpResponse.error();
      }
    }),
  );
  return seen;
}

/**
 * A value arrives as a paste would, without moving the focus: leaving a field is an event of its own
 * in the model, and typing with a click would also leave the field the focus was in.
 */
function typeInto(field: Field, value: string) {
  // Typing the same value again is an edit too (React reports no change for an equal value).
  if (input(field).value === value) fireEvent.change(input(field), { target: { value: `${value} ` } });
  fireEvent.change(input(field), { target: { value } });
}

/** The person goes into the field and out again. */
function leave(field: Field) {
  act(() => input(field).focus());
  act(() => input(field).blur());
}

// ---------------------------------------------------------------------------------------------
// 1. The change-password chart.

const VALIDATED = 'xstate.done.actor.validateResetHash';
const FORM_DONE = 'xstate.done.actor.passwordForm';

const FLOW_FIXTURES = {
  'visibility.toggle': [
    { type: 'visibility.toggle', field: 'password' },
    { type: 'visibility.toggle', field: 'confirmation' },
  ],
} satisfies { [T in ChangePasswordEvent['type']]: ReadonlyArray<Extract<ChangePasswordEvent, { type: T }>> };

const FLOW_ANSWERS = {
  linkValid: { type: VALIDATED, output: { outcome: 'valid' } satisfies ValidateResetHashResult },
  linkExpired: { type: VALIDATED, output: { outcome: 'expired', code: 'RESET_LINK_EXPIRED' } satisfies ValidateResetHashResult },
  linkCheckOffline: { type: 'xstate.error.actor.validateResetHash', error: ApiError.network() },
  // The form ends once the service answered a valid password: changed, or the link expired meanwhile.
  changed: { type: FORM_DONE, output: { outcome: 'changed' } satisfies PasswordChangeOutcome },
  changeExpired: { type: FORM_DONE, output: { outcome: 'expired', code: 'RESET_LINK_EXPIRED' } satisfies PasswordChangeOutcome },
} as const;
const flowAnswerOf = eventNames(FLOW_ANSWERS).find;

const WELL_FORMED: ChangePasswordInput = { hash: HASH };
const MALFORMED: ChangePasswordInput = { hash: null };
const flowModel = new TestModel(changePasswordMachine, {
  events: offeredEvents<FlowSnapshot, ChangePasswordEvent>(FLOW_FIXTURES, FLOW_ANSWERS),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
});
const flowPaths = coverageGuidedPaths(flowModel, {
  machine: changePasswordMachine,
  screenKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  inputs: [WELL_FORMED, MALFORMED],
  replayFrom: (path) => getInitialSnapshot(changePasswordMachine, { hash: path.steps[0]!.state.context.hash }),
});

function expectedFlow(malformed: boolean, events: readonly EventObject[]): Expected {
  const revealed = { password: false, confirmation: false };
  let redirect: string | null = malformed ? EXPIRED_URL : null;
  let checking = !malformed;
  for (const event of events) {
    const answer = flowAnswerOf(event);
    if (answer === 'linkValid') checking = false;
    if (answer === 'linkExpired' || answer === 'linkCheckOffline' || answer === 'changeExpired') redirect = EXPIRED_URL;
    if (answer === 'changed') redirect = CHANGED_URL;
    if (event.type === 'visibility.toggle') {
      const { field } = event as Extract<ChangePasswordEvent, { type: 'visibility.toggle' }>;
      revealed[field] = !revealed[field];
    }
  }
  const values = { password: '', confirmation: '' };
  return { redirect, checking, values, revealed, alert: null, sending: false, ...formScreen(values, new Set(), false) };
}

async function driveFlowPath(path: StatePath<FlowSnapshot, ChangePasswordEvent>) {
  const malformed = path.steps[0]!.state.context.hash === null;
  const calls = heldRequests(path, flowAnswerOf, (answer): unknown => (answer.startsWith('link') ? HASH : { password: STRONG, hash: HASH }));
  const seen = fakePasswordService(
    calls.filter((call) => call.answer.startsWith('link')),
    calls.filter((call) => !call.answer.startsWith('link')),
  );
  const logged = muteErrorLog('[changePassword]');
  const user = userEvent.setup();
  let app: RecordedApp | undefined;
  let answered = 0;
  const events: EventObject[] = [];
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as EventObject;
    if (index === 0) app = renderRecorded(`/change/password/${malformed ? MALFORMED_HASH : HASH}`);
    else if (event.type === 'visibility.toggle') {
      await user.click(screen.getByRole('button', { name: TOGGLE[(event as Extract<ChangePasswordEvent, { type: 'visibility.toggle' }>).field] }));
    } else {
      const call = calls[answered++]!;
      if (event.type === FORM_DONE) {
        // The form ends only after a valid password was sent: type it twice and press the button.
        typeInto('password', STRONG);
        typeInto('confirmation', STRONG);
        await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      }
      await expect(call.received.promise).resolves.toEqual(call.expected);
      call.release.resolve();
    }
    if (index > 0) events.push(event);
    await expectScreen(expectedFlow(malformed, events), app!);
  }
  // A malformed token never reaches the service; every redirect to "expired" is logged.
  expect(seen.malformedLinkChecks).toBe(0);
  if (expectedFlow(malformed, events).redirect === EXPIRED_URL) {
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[changePassword]'), expect.any(String));
  }
  logged.mockRestore();
}

describe('change password, paths generated from the change-password chart', () => {
  const name = (path: StatePath<FlowSnapshot, ChangePasswordEvent>) =>
    (path.steps[0]!.state.context.hash === null ? 'malformed link: ' : '') +
    describePath(path, (event) => flowAnswerOf(event) ?? (event.type === 'visibility.toggle' ? `toggle ${event.field}` : 'start'));
  it.each(flowPaths.map((path) => [name(path), path] as const))('%s', async (_, path) => {
    await driveFlowPath(path);
  });

  it('covers every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(changePasswordMachine, flowPaths));
  });

  it('reaches every state, from a well-formed or a malformed token', () => {
    const events = offeredEvents<FlowSnapshot, ChangePasswordEvent>(FLOW_FIXTURES, FLOW_ANSWERS);
    const shortest = [WELL_FORMED, MALFORMED].flatMap((start) => getShortestPaths(changePasswordMachine, { events, input: start }));
    expect(statesNotReached(changePasswordMachine, shortest)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The password form, from a link the service said is valid.

const SUBMITTED = 'xstate.done.actor.submit';
const change = (field: Field, value: string) => ({ type: 'form.change', values: { [field]: value } }) as FormEvents;

const FORM_FIXTURES = {
  'form.change': [
    change('password', ''),
    change('password', 'corta'),
    change('password', 'segura123'),
    change('password', STRONG),
    change('confirmation', ''),
    change('confirmation', STRONG),
    change('confirmation', 'Segura124'),
  ] as Extract<FormEvents, { type: 'form.change' }>[],
  'form.blur': [
    { type: 'form.blur', field: 'password' },
    { type: 'form.blur', field: 'confirmation' },
  ],
  'form.attempt': [{ type: 'form.attempt' }],
  // No discard button and no lookup on this form.
  'form.reset': [],
  'form.refusal': [],
} satisfies { [T in FormEvents['type']]: ReadonlyArray<Extract<FormEvents, { type: T }>> };

const FORM_ANSWERS = {
  changed: { type: SUBMITTED, output: { outcome: 'accepted', output: { outcome: 'changed' } } satisfies Result },
  changeExpired: {
    type: SUBMITTED,
    output: { outcome: 'accepted', output: { outcome: 'expired', code: 'RESET_LINK_EXPIRED' } } satisfies Result,
  },
  rateLimited: { type: SUBMITTED, output: { outcome: 'refused', code: 'RATE_LIMITED', fields: {} } satisfies Result },
  passwordRefused: { type: SUBMITTED, output: { outcome: 'refused', code: null, fields: { password: 'form.serverRefused' } } satisfies Result },
  changeOffline: { type: 'xstate.error.actor.submit', error: ApiError.network() },
} as const;
const formAnswerOf = eventNames(FORM_ANSWERS).find;

const FORM_INPUT: FormInput<PasswordValues, PasswordFacts> = { values: { password: '', confirmation: '' }, facts: { hash: HASH } };
// TestModel takes ActorLogic without emitted events; the form's `form.invalid` plays no part in traversal.
const formLogic = passwordFormMachine as unknown as ActorLogic<FormSnapshot, FormEvents, typeof FORM_INPUT>;
const FORM_START = getInitialSnapshot(formLogic, FORM_INPUT);
/** Vertices merged coarsely (the state, and whether a refusal is kept): each path drives the whole app. */
const formKey = (snapshot: FormSnapshot) => JSON.stringify([snapshot.value, Object.keys(snapshot.context.refused), snapshot.context.problem]);
const formModel = new TestModel(formLogic, { events: offeredEvents<FormSnapshot, FormEvents>(FORM_FIXTURES, FORM_ANSWERS), serializeState: formKey });
const asEvent = (answer: keyof typeof FORM_ANSWERS) => FORM_ANSWERS[answer] as EventObject as FormEvents;
const formPaths: StatePath<FormSnapshot, FormEvents>[] = coverageGuidedPaths<FormSnapshot, FormEvents, typeof FORM_INPUT>(formModel, {
  machine: passwordFormMachine,
  screenKey: formKey,
  inputs: [FORM_INPUT],
  replayFrom: () => FORM_START,
  journeysFrom: FORM_START,
  // A refused password fixed and sent again; a retry after the network came back; a rate limit waited out.
  journeys: [
    [change('password', STRONG), change('confirmation', STRONG), { type: 'form.attempt' }, asEvent('rateLimited'), change('confirmation', 'Segura124'), { type: 'form.attempt' }],
    [change('password', STRONG), change('confirmation', STRONG), { type: 'form.attempt' }, asEvent('passwordRefused'), change('password', STRONG), { type: 'form.attempt' }, asEvent('changed')],
    [change('password', STRONG), change('confirmation', STRONG), { type: 'form.attempt' }, asEvent('changeOffline'), { type: 'form.attempt' }, asEvent('changeExpired')],
  ],
});

function expectedForm(events: readonly EventObject[]): Expected {
  const values = { password: '', confirmation: '' };
  const touched = new Set<Field>();
  let refusedPassword = false;
  let alert: string | null = null;
  let sending = false;
  let redirect: string | null = null;
  for (const event of events) {
    const answer = formAnswerOf(event);
    if (answer) {
      sending = false;
      if (answer === 'changed') redirect = CHANGED_URL;
      if (answer === 'changeExpired') redirect = EXPIRED_URL;
      if (answer === 'rateLimited') alert = ALERT.RATE_LIMITED;
      if (answer === 'changeOffline') alert = ALERT.NETWORK_ERROR;
      if (answer === 'passwordRefused') refusedPassword = true;
      continue;
    }
    if (event.type === 'form.change') {
      const [[field, value]] = Object.entries((event as Extract<FormEvents, { type: 'form.change' }>).values) as [[Field, string]];
      values[field] = value;
      if (field === 'password') refusedPassword = false;
    }
    if (event.type === 'form.blur') touched.add((event as Extract<FormEvents, { type: 'form.blur' }>).field);
    // A press sends a form that may be sent; on any other it only shows every error.
    const sends = event.type === 'form.attempt' && formScreen(values, touched, refusedPassword).canSend;
    if (event.type === 'form.attempt') touched.add('password').add('confirmation');
    if (sends) {
      // An attempt: every error shows from now on.
      touched.add('password').add('confirmation');
      sending = true;
      alert = null;
    }
  }
  return {
    redirect,
    checking: false,
    values: { ...values },
    revealed: { password: false, confirmation: false },
    alert,
    sending,
    ...formScreen(values, touched, refusedPassword),
  };
}

async function driveFormPath(path: StatePath<FormSnapshot, FormEvents>) {
  const calls = heldRequests(path, formAnswerOf, (_, sentFrom): unknown => ({ password: sentFrom.context.values.password, hash: HASH }));
  // The link check is answered at once: these paths start on the form.
  const linkCheck: HeldRequest<ServiceAnswer, unknown>[] = [{ answer: 'linkValid', expected: HASH, received: deferred(), release: deferred() }];
  linkCheck[0]!.release.resolve();
  fakePasswordService(linkCheck, [...calls]);
  const logged = muteErrorLog('[changePassword]');
  const user = userEvent.setup();
  const app = renderRecorded(`/change/password/${HASH}`);
  let answered = 0;
  const events: EventObject[] = [];
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as FormEvents | EventObject;
    if (index > 0) {
      switch (event.type) {
        case 'form.change': {
          const [[field, value]] = Object.entries((event as Extract<FormEvents, { type: 'form.change' }>).values) as [[Field, string]];
          typeInto(field, value);
          break;
        }
        case 'form.blur': {
          leave((event as Extract<FormEvents, { type: 'form.blur' }>).field);
          break;
        }
        case 'form.attempt':
          await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
          break;
        default: {
          const call = calls[answered++]!;
          await expect(call.received.promise).resolves.toEqual(call.expected);
          call.release.resolve();
        }
      }
      events.push(event);
    }
    const refusedPress = event.type === 'form.attempt' && !expectedForm(events.slice(0, -1)).canSend;
    const expected = expectedForm(events);
    await expectScreen(expected, app);
    // A refused press puts the focus on the first field in error.
    if (refusedPress) {
      await waitFor(() => expect(input(PASSWORD_ERROR[expected.values.password] ? 'password' : 'confirmation')).toHaveFocus());
    }
  }
  logged.mockRestore();
}

describe('change password, paths generated from the password form chart', () => {
  const name = (path: StatePath<FormSnapshot, FormEvents>) =>
    describePath(path, (event) => {
      const answer = formAnswerOf(event);
      if (answer) return `answer ${answer}`;
      if (event.type === 'form.change') return `type ${Object.entries(event.values).map(([field, value]) => `${field} "${value}"`).join()}`;
      if (event.type === 'form.blur') return `leave ${event.field}`;
      return event.type.replace('xstate.', '');
    });
  it.each(formPaths.map((path) => [name(path), path] as const))('%s', async (_, path) => {
    await driveFormPath(path);
  });

  it('covers every state and transition of the form chart', () => {
    expectFullCoverage(measureCoverage(passwordFormMachine, formPaths));
  });
});

describe('change password, accessibility', () => {
  it('has no axe violations, with errors shown after a refused press', async () => {
    mockServer.use(
      http.auth.get('/auth/validate/hash/{hash}', ({ response }) => response(200).json({ hash: HASH, expiresAt: '2030-01-01T00:00:00.000Z' })),
    );
    const { container } = renderApp(`/change/password/${HASH}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(LABEL.password, { selector: 'input' }), 'corta');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(input('password')).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
  });
});
