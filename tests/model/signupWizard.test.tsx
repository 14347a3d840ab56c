/**
 * The sign-up wizard, model-based: paths generated from its statechart are driven through the real
 * app at /registrate-ahora (the real step views, the real step forms), msw answering the reference
 * lists, the lookups and the application as each path says. At every step the screen, the stored
 * draft and the data layer must show what the machine's state says; the paths run must cover every
 * state and transition of the chart.
 *
 * The wizard starts from a stored draft holding valid data for every step (none passed yet), so a
 * path passes a step by touching one plain field of it (entering its valid value again) and fails it
 * by emptying that field.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  initialTransition,
  transition,
  type ActorLogic,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { ApiError } from '../../shared/api-error.ts';
import { FORM_STEP_KEYS, type FormStepKey } from '../../shared/onboarding/steps.ts';
import {
  QUIT_WARNING_MS,
  signupWizardMachine,
  type SignupWizardEvent,
  type SignupWizardInput,
} from '../../machines/signupWizard/signupWizard.machine.ts';
import type { SubmitApplicationResult } from '../../machines/signupWizard/signupWizard.actors.ts';
import {
  selectCurrentStep,
  selectPhase,
  selectQuitArmed,
  selectStepIndicators,
} from '../../machines/signupWizard/signupWizard.selectors.ts';
import { SIGNUP_STEP_TITLES } from '../../src/app/analytics.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { renderApp } from '../support/renderApp.tsx';
import {
  breakStep,
  dataLayer,
  fakeSignupServices,
  indicatorItems,
  findProbeField,
  probeField,
  PROBE_FIELDS,
  RUT_TAG,
  seedDraft,
  SIGNUP_PATH,
  storedDraft,
  touchStep,
  VALID_DATA,
  validDraft,
  type RegisterAnswer,
} from './signupWizard.support.tsx';

type Snapshot = SnapshotFrom<typeof signupWizardMachine>;
type ModelEvent =
  | SignupWizardEvent
  | DoneActorEvent<SubmitApplicationResult, 'submitApplication'>
  | ErrorActorEvent<unknown, 'submitApplication'>
  | { type: 'xstate.after.quitWarning.signupWizard.collect.quitArmed' }
  | { type: 'xstate.after.retryAfter.signupWizard.sending.waitingForFirstRequest' };
type Path = StatePath<Snapshot, ModelEvent>;

const RETRY_AFTER_MS = 1000;
const answered = (output: SubmitApplicationResult) =>
  ({ type: 'xstate.done.actor.submitApplication', actorId: 'submitApplication', output }) as const;

const touchedProbe = (step: FormStepKey) => ({ [PROBE_FIELDS[step].name]: true as const });
const perStep = <T,>(make: (step: FormStepKey) => T) =>
  Object.fromEntries(FORM_STEP_KEYS.map((step) => [step, make(step)])) as Record<FormStepKey, T>;
const VALID = perStep((step) => ({ type: 'step.valid', step, values: VALID_DATA[step], touched: touchedProbe(step) }) as const);
const INVALID = perStep((step) => ({ type: 'step.invalid', step }) as const);
const EDITED = perStep((step) => ({ type: 'step.edited', step, values: VALID_DATA[step], touched: touchedProbe(step), valid: true }) as const);

/** Every event of the model, by name: what a person does, what the form answers, what the service answers. */
const FIXTURES = {
  next: { type: 'wizard.next' },
  back: { type: 'wizard.back' },
  quit: { type: 'wizard.quit' },
  end: { type: 'wizard.end' },
  retry: { type: 'wizard.retry' },
  ...Object.fromEntries(FORM_STEP_KEYS.flatMap((step) => [[`${step}Valid`, VALID[step]], [`${step}Invalid`, INVALID[step]], [`${step}Edited`, EDITED[step]]])),
  accepted: answered({ ok: true, confirmationSentTo: VALID_DATA.contact.comertialAreaEmail }),
  inProgress: answered({ ok: false, reason: 'IDEMPOTENCY_IN_PROGRESS', retryAfterMs: RETRY_AFTER_MS }),
  refused: answered({ ok: false, reason: 'VALIDATION_FAILED', status: 400 }),
  offline: { type: 'xstate.error.actor.submitApplication', actorId: 'submitApplication', error: ApiError.network() },
  quitWarningElapsed: { type: 'xstate.after.quitWarning.signupWizard.collect.quitArmed' },
  retryAfterElapsed: { type: 'xstate.after.retryAfter.signupWizard.sending.waitingForFirstRequest' },
} as Record<string, ModelEvent>;
const fixtureNames = eventNames(FIXTURES);

/** What the fake service answers for each service event of the model. */
const SERVICE_ANSWERS: Record<string, RegisterAnswer> = { accepted: 'accepted', inProgress: 'inProgress', refused: 'refused', offline: 'offline' };

const INPUT: SignupWizardInput = { draft: validDraft() };

/** Two snapshots are the same vertex when the same screen shows: phase, step, refused Next, armed Quit. */
const describeSnapshot = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.stepIndex, snapshot.context.refused]);

const testLogic = signupWizardMachine as unknown as ActorLogic<Snapshot, ModelEvent, SignupWizardInput>;

const model = new TestModel(testLogic, {
  events: Object.values(FIXTURES),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([describeSnapshot(snapshot), event ? fixtureNames.find(event) : null, previous ? describeSnapshot(previous) : null]),
  filterEvents: (snapshot, event) =>
    snapshot.can(event as SignupWizardEvent) &&
    // The form answers Next at once: nothing else happens in between, and it is not edited meanwhile.
    (snapshot.matches({ collect: 'validating' }) ? event.type === 'step.valid' || event.type === 'step.invalid' : true),
});

/** The path's events replayed from the input, so each step holds the snapshot of this very path. */
function replay(path: Path): Path {
  let [snapshot] = initialTransition(testLogic, INPUT);
  const steps = path.steps.map((step, index) => {
    if (index > 0) [snapshot] = transition(testLogic, snapshot, step.event);
    return { ...step, state: snapshot };
  });
  return { ...path, steps, state: snapshot };
}

/**
 * The shortest path to every transition, then, shortest first, only those that add coverage: each
 * path drives the whole app, so the set is kept as small as full coverage allows.
 */
function chosenPaths(): Path[] {
  // Prefixes of longer paths are left out: a long path covers what its prefixes do.
  const candidates = model
    .getShortestPaths({ input: INPUT })
    .map(replay)
    .sort((a, b) => a.steps.length - b.steps.length);
  const chosen: Path[] = [];
  let coverage = measureCoverage(signupWizardMachine, chosen);
  for (const path of candidates) {
    const next = measureCoverage(signupWizardMachine, [...chosen, path]);
    if (next.transitions.covered > coverage.transitions.covered || next.states.covered > coverage.states.covered) {
      chosen.push(path);
      coverage = next;
    }
  }
  return chosen;
}

const STEP_LABELS = { company: 'Empresa', contact: 'Contacto', legal: 'Legal', bank: 'Banco', logistic: 'Logística', confirmation: 'Confirmación' };
const QUIT_WARNING = 'Si sales, perderás los datos ingresados';
const REFUSED = 'Revisa los campos marcados antes de continuar.';

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderApp>;
  services: ReturnType<typeof fakeSignupServices>;
  applications: number;
}

const button = (name: string) => screen.queryByRole('button', { name });

/** What the screen, the stored draft and the data layer must show in `snapshot`. */
async function expectScreen(snapshot: Snapshot, world: World) {
  const phase = selectPhase(snapshot);
  if (phase === 'left') {
    await waitFor(() => expect(world.app.location().pathname).toBe('/login'));
    // Leaving after the warning deletes the draft.
    expect(storedDraft()).toBeNull();
    return;
  }
  if (phase === 'sending') {
    const title = await screen.findByText('Estamos enviando tus datos');
    // Announced politely, with its spinner, while the data is sent.
    expect(title.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Esto puede tardar unos segundos, no cierres esta página')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pasos del registro' })).toBeNull();
    if (snapshot.matches({ sending: 'submitting' })) {
      // The request is out: every send of the same data (a retry, a resend after a 409) carries the
      // first one's key, which the draft holds too, so a reload resends with it.
      const application = await world.services.application(world.applications);
      expect(application.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(application.idempotencyKey).toBe(world.services.received[0]!.idempotencyKey);
      expect(storedDraft()?.submission?.idempotencyKey).toBe(application.idempotencyKey);
    }
    return;
  }
  if (phase === 'success') {
    await screen.findByRole('heading', { level: 2, name: '¡Recibimos tu solicitud!' });
    expect(screen.getByText(VALID_DATA.contact.comertialAreaEmail)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login');
    expect(storedDraft()).toBeNull();
    return;
  }
  if (phase === 'fail') {
    await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar tu solicitud' });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    // Nothing typed is lost.
    expect(storedDraft()?.steps.slice(0, 5).map((record) => record.data)).toEqual(FORM_STEP_KEYS.map((step) => VALID_DATA[step]));
    return;
  }
  // The form answers Next synchronously: the screen never rests on `validating`.
  if (snapshot.matches({ collect: 'validating' })) return;

  const step = selectCurrentStep(snapshot);
  await screen.findByRole('heading', { level: 2, name: STEP_LABELS[step] });
  expect(screen.getByRole('heading', { level: 1, name: 'Sé parte del marketplace' })).toBeVisible();

  const expected = selectStepIndicators(snapshot);
  await waitFor(() => expect(indicatorItems().map((item) => item.dataset.state)).toEqual(expected.map(({ state }) => state)));
  indicatorItems().forEach((item, index) => {
    const { step: key, state } = expected[index]!;
    expect(item).toHaveTextContent(STEP_LABELS[key]);
    if (state === 'active' || state === 'error') expect(item).toHaveAttribute('aria-current', 'step');
    else expect(item).not.toHaveAttribute('aria-current');
  });

  const { stepIndex, refused } = snapshot.context;
  expect(Boolean(button('Salir'))).toBe(stepIndex === 0);
  expect(Boolean(button('Atrás'))).toBe(stepIndex > 0);
  expect(Boolean(button('Siguiente'))).toBe(stepIndex < 5);
  expect(Boolean(button('Finalizar'))).toBe(stepIndex === 5);

  if (selectQuitArmed(snapshot)) {
    expect(await screen.findByRole('tooltip')).toHaveTextContent(QUIT_WARNING);
  } else {
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  }
  if (refused) expect(screen.getByRole('alert')).toHaveTextContent(REFUSED);
  else expect(screen.queryByText(REFUSED)).toBeNull();

  if (step === 'confirmation') {
    // The summary shows the stored data, upper-cased.
    expect(await screen.findByText(VALID_DATA.company.companyName.toUpperCase())).toBeVisible();
  } else {
    expect(await findProbeField(step)).toBeVisible();
  }
  expect(storedDraft()?.stepIndex).toBe(stepIndex);
}

/** The data layer a path must leave: a page view per step shown, and the sign-up events. */
function expectedTracking(path: Path) {
  const pageViews: string[] = [];
  const events: Array<Record<string, unknown>> = [];
  const base = { event: 'signup', category: 'Formulario de registro seller MKP', label: RUT_TAG };
  path.steps.forEach((step, index) => {
    const previous = path.steps[index - 1]?.state;
    const name = fixtureNames.find(step.event);
    if (step.state.matches('collect') && (!previous || previous.context.stepIndex !== step.state.context.stepIndex || isStart(step.event))) {
      pageViews.push(SIGNUP_STEP_TITLES[selectCurrentStep(step.state)]);
    }
    if (step.event.type === 'step.valid') {
      events.push({ ...base, action: `Paso completado: ${SIGNUP_STEP_TITLES[(step.event as { step: FormStepKey }).step]}` });
    }
    if (step.state.matches('sending') && previous && !previous.matches('sending')) events.push({ ...base, action: 'Enviar formulario' });
    if (name === 'accepted') events.push({ ...base, action: 'Registro exitoso' });
    if (name === 'refused') events.push({ ...base, action: 'Error en el registro', error: 'VALIDATION_FAILED' });
    if (name === 'offline') events.push({ ...base, action: 'Error en el registro', error: 'NETWORK_ERROR' });
  });
  return { pageViews, events };
}

/** Performs `name` through the app; `following` is the path's next event (the form's answer to Next). */
async function perform(name: string, following: string | undefined, world: World, step: FormStepKey | null) {
  const { user } = world;
  switch (name) {
    case 'next':
      if (!step) throw new Error('Next on the confirmation step');
      if (following?.endsWith('Valid')) await touchStep(user, step);
      else await breakStep(user, step);
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      return;
    case 'back':
      // Back stores what the form holds: put back the value a refused Next emptied, as the model stores it.
      if (step && (probeField(step) as HTMLInputElement).value !== PROBE_FIELDS[step].valid) await touchStep(user, step);
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      return;
    case 'quit':
      await user.click(screen.getByRole('button', { name: 'Salir' }));
      return;
    case 'end':
      await user.click(screen.getByRole('button', { name: 'Finalizar' }));
      return;
    case 'retry':
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      return;
    case 'quitWarningElapsed':
      await act(() => vi.advanceTimersByTimeAsync(QUIT_WARNING_MS));
      return;
    case 'retryAfterElapsed':
      await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      return;
  }
  if (name.endsWith('Edited')) return touchStep(user, name.replace('Edited', '') as FormStepKey);
  if (name.endsWith('Valid') || name.endsWith('Invalid')) return; // the form's answer to the click on Next
  const answer = SERVICE_ANSWERS[name];
  if (!answer) throw new Error(`No way to perform ${name}`);
  const application = await world.services.application(world.applications++);
  // Every send of the same data carries the same key and the whole application.
  expect(application.idempotencyKey).toBe(world.services.received[0]!.idempotencyKey);
  expect(application.questions).toBeGreaterThanOrEqual(70);
  application.answer.resolve(answer);
}

async function drivePath(path: Path) {
  const names = path.steps.map((step) => (isStart(step.event) ? 'start' : fixtureNames.get(step.event)));
  const waits = names.some((name) => name.endsWith('Elapsed') || name === 'inProgress');
  if (waits) vi.useFakeTimers({ shouldAdvanceTime: true });
  const logged = muteErrorLog('[signupWizard]');
  delete (window as { dataLayer?: unknown }).dataLayer;
  try {
    const services = fakeSignupServices();
    seedDraft(INPUT.draft!);
    const world: World = {
      user: userEvent.setup(waits ? { advanceTimers: vi.advanceTimersByTime } : {}),
      app: renderApp(SIGNUP_PATH),
      services,
      applications: 0,
    };
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state;
      if (previous) {
        const current = selectCurrentStep(previous);
        await perform(names[index]!, names[index + 1], world, current === 'confirmation' ? null : current);
      }
      await expectScreen(step.state, world);
    }
    const { pageViews, events } = expectedTracking(path);
    await waitFor(() => expect(dataLayer().filter((entry) => entry.event === 'signup')).toEqual(events));
    expect(dataLayer().filter((entry) => entry.event === 'virtual_page_view')).toEqual(
      pageViews.map((pageTitle) => ({ event: 'virtual_page_view', pagePath: SIGNUP_PATH, pageTitle })),
    );
  } finally {
    logged.mockRestore();
    vi.useRealTimers();
  }
}

const paths = chosenPaths();
const pathsRun: Path[] = [];

describe('sign-up wizard, paths generated from the statechart', () => {
  it.each(paths.map((path) => [describePath(path, (event) => (isStart(event) ? 'start' : fixtureNames.get(event))), path] as const))(
    '%s',
    async (_, path) => {
      await drivePath(path);
      pathsRun.push(path);
    },
    120_000,
  );

  it('covers every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(signupWizardMachine, pathsRun));
  });

  it('reaches every state', () => {
    expect(statesNotReached(signupWizardMachine, model.getShortestPaths({ input: INPUT, allowDuplicatePaths: true }))).toEqual([]);
  });
});

describe('sign-up wizard, journeys', () => {
  it('shows a step changed through Back as a warning, and completed steps after the current one as completeDisabled', async () => {
    fakeSignupServices();
    seedDraft(validDraft());
    renderApp(SIGNUP_PATH);
    const user = userEvent.setup();
    const next = async (step: FormStepKey, to: string) => {
      await screen.findByRole('heading', { level: 2, name: STEP_LABELS[step] });
      await touchStep(user, step);
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await screen.findByRole('heading', { level: 2, name: to });
    };
    const states = () => indicatorItems().map((item) => item.dataset.state);
    await next('company', 'Contacto');
    await next('contact', 'Legal');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await screen.findByRole('heading', { level: 2, name: 'Contacto' });
    await waitFor(() => expect(states()).toEqual(['complete', 'active', 'incomplete', 'disabled', 'disabled', 'disabled']));
    // The contact step passed Next once; changing it and going back leaves it unchecked.
    const position = await findProbeField('contact');
    await user.clear(position);
    await user.type(position, 'Gerenta Comercial');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    await waitFor(() => expect(states()).toEqual(['active', 'warning', 'incomplete', 'disabled', 'disabled', 'disabled']));
    // What was typed comes back with the step.
    await next('company', 'Contacto');
    expect(await findProbeField('contact')).toHaveValue('Gerenta Comercial');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    await waitFor(() => expect(states()).toEqual(['active', 'warning', 'incomplete', 'disabled', 'disabled', 'disabled']));
    await next('company', 'Contacto');
    await next('contact', 'Legal');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(await screen.findByRole('button', { name: 'Atrás' }));
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    await waitFor(() => expect(states()).toEqual(['active', 'completeDisabled', 'incomplete', 'disabled', 'disabled', 'disabled']));
  }, 120_000);

  it('starts again where the applicant was after a reload, with what was typed on that step', async () => {
    fakeSignupServices();
    seedDraft(validDraft());
    const first = renderApp(SIGNUP_PATH);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    await touchStep(user, 'company');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Contacto' });
    const position = await findProbeField('contact');
    await user.clear(position);
    await user.type(position, 'Subgerente');
    first.unmount();

    renderApp(SIGNUP_PATH);
    await screen.findByRole('heading', { level: 2, name: 'Contacto' });
    expect(await findProbeField('contact')).toHaveValue('Subgerente');
    expect(indicatorItems().map((item) => item.dataset.state)).toEqual(['complete', 'active', 'inactive', 'disabled', 'disabled', 'disabled']);
  }, 120_000);

  it('shows a translated error with a retry when the reference lists cannot be loaded, and loads on retry', async () => {
    fakeSignupServices();
    let fail = true;
    const { http, mockServer } = await import('../support/http.ts');
    const { HttpResponse } = await import('msw');
    mockServer.use(
      http.onboarding.get('/v1/onboarding/banks', ({ response }) =>
        fail ? HttpResponse.error() : response(200).json([{ code: '001', name: 'Banco de Chile', shortName: 'Banco de Chile', type: 'banco' }]),
      ),
    );
    renderApp(SIGNUP_PATH);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar el formulario de registro' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 2, name: 'Empresa' }, { timeout: 10_000 });
  }, 60_000);
});

describe('sign-up wizard, accessibility', () => {
  it('has no axe violations on the first step with the Quit warning', async () => {
    fakeSignupServices();
    const draft = validDraft();
    seedDraft(draft);
    const { container } = renderApp(SIGNUP_PATH);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await screen.findByRole('tooltip');
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);

  it('has no axe violations on the confirmation step', async () => {
    fakeSignupServices();
    const draft = validDraft();
    draft.steps.forEach((record) => Object.assign(record, { success: record.data !== null, attempted: record.data !== null }));
    draft.stepIndex = 5;
    seedDraft(draft);
    const { container } = renderApp(SIGNUP_PATH);
    await screen.findByRole('heading', { level: 2, name: 'Confirmación' });
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);
});
