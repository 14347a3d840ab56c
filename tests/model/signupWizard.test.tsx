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
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { ApiError } from '../../shared/api-error.ts';
import { FORM_STEP_KEYS, STEP_KEYS, type FormStepKey } from '../../shared/onboarding/steps.ts';
import type { StepFormValues } from '../../machines/signupWizard/stepForm.machine.ts';
import {
  QUIT_WARNING_MS,
  signupWizardMachine,
  type SignupWizardEvent,
  type SignupWizardInput,
} from '../../machines/signupWizard/signupWizard.machine.ts';
import type { SubmitApplicationResult } from '../../machines/signupWizard/signupWizard.actors.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { chainedWalks, describePath, isStart } from '../support/modelPaths.ts';
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
  RATE_LIMIT_SECONDS,
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
  | DoneActorEvent<string, 'newIdempotencyKey'>
  | { type: 'xstate.after.quitWarning.signupWizard.collect.quitArmed' }
  | { type: 'xstate.after.retryAfter.signupWizard.sending.waitingForFirstRequest' }
  | { type: 'xstate.after.retryAfter.signupWizard.rateLimited.waiting' };
type Path = StatePath<Snapshot, ModelEvent>;

const RETRY_AFTER_MS = 1000;
const answered = (output: SubmitApplicationResult): ModelEvent => ({ type: 'xstate.done.actor.submitApplication', actorId: 'submitApplication', output });

const touchedProbe = (step: FormStepKey) => ({ [PROBE_FIELDS[step].name]: true as const });
// Next passed: the step's form ends with the step's values.
const VALID = (step: FormStepKey): ModelEvent => ({ type: 'xstate.done.actor.stepForm', actorId: 'stepForm', output: VALID_DATA[step] as unknown as StepFormValues });
const INVALID = (step: FormStepKey): ModelEvent => ({ type: 'step.invalid', step });
const EDITED = (step: FormStepKey): ModelEvent => ({ type: 'step.edited', step, values: VALID_DATA[step], touched: touchedProbe(step), valid: true });

/** Every event of the model, by name: what a person does, what the form reports, what the services answer. */
const FIXTURES: Record<string, ModelEvent> = {
  next: { type: 'wizard.next' },
  back: { type: 'wizard.back' },
  quit: { type: 'wizard.quit' },
  end: { type: 'wizard.end' },
  retry: { type: 'wizard.retry' },
  review: { type: 'wizard.review' },
  sendAsNew: { type: 'wizard.sendAsNew' },
  ...Object.fromEntries(FORM_STEP_KEYS.flatMap((step) => [[`${step}Valid`, VALID(step)], [`${step}Invalid`, INVALID(step)], [`${step}Edited`, EDITED(step)]])),
  // The company's RUT, refused by the server, typed again: the form is valid again (same values, the refusal gone).
  companyRutFixed: { type: 'step.edited', step: 'company', values: VALID_DATA.company, touched: { rutNumber: true }, valid: true },
  keyMade: { type: 'xstate.done.actor.newIdempotencyKey', actorId: 'newIdempotencyKey', output: 'clave-del-modelo' },
  accepted: answered({ outcome: 'stored', confirmationSentTo: VALID_DATA.contact.comertialAreaEmail }),
  inProgress: answered({ outcome: 'inProgress', retryAfterMs: RETRY_AFTER_MS }),
  refused: answered({ outcome: 'refused', refusal: { step: 'company', field: 'rutNumber', code: 'serverRefused' } }),
  rateLimited: answered({ outcome: 'rateLimited', retryAfterMs: RATE_LIMIT_SECONDS * 1000, retryAt: 0 }),
  keyReused: answered({ outcome: 'keyReused' }),
  failed: answered({ outcome: 'failed', code: 'SERVICE_UNAVAILABLE', status: 503 }),
  offline: { type: 'xstate.error.actor.submitApplication', actorId: 'submitApplication', error: ApiError.network() },
  quitWarningElapsed: { type: 'xstate.after.quitWarning.signupWizard.collect.quitArmed' },
  retryAfterElapsed: { type: 'xstate.after.retryAfter.signupWizard.sending.waitingForFirstRequest' },
  rateLimitElapsed: { type: 'xstate.after.retryAfter.signupWizard.rateLimited.waiting' },
};
const fixtureNames = eventNames(FIXTURES);
const nameOf = (event: EventObject): string => (isStart(event) ? 'start' : fixtureNames.get(event));

/** What the fake service answers for each service event of the model. */
const SERVICE_ANSWERS: Record<string, RegisterAnswer> = {
  accepted: 'accepted',
  inProgress: 'inProgress',
  refused: 'refused',
  rateLimited: 'rateLimited',
  keyReused: 'keyReused',
  failed: 'failed',
  offline: 'offline',
};

const INPUT: SignupWizardInput = { draft: validDraft() };

/** Two snapshots are one vertex when the same screen shows (used to merge, never to expect). */
const describeSnapshot = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.stepIndex, snapshot.context.serverRefusal !== null, snapshot.context.submission !== null]);

const testLogic = signupWizardMachine as unknown as ActorLogic<Snapshot, ModelEvent, SignupWizardInput>;

const model = new TestModel(testLogic, {
  events: Object.values(FIXTURES),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([describeSnapshot(snapshot), event ? fixtureNames.find(event) : null, previous ? describeSnapshot(previous) : null]),
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event as SignupWizardEvent)) return false;
    const name = fixtureNames.find(event);
    // A RUT the server refused keeps the form invalid until it is typed again, whatever else happens
    // on the step (a Quit armed meanwhile included).
    const refusalStands = snapshot.matches('collect') && snapshot.context.serverRefusal !== null;
    // The form answers Next at once: nothing else happens in between, and it is not edited meanwhile.
    if (snapshot.matches({ collect: 'validating' })) {
      const passes = event.type === 'xstate.done.actor.stepForm' && name === `${STEP_KEYS[snapshot.context.stepIndex]}Valid`;
      return event.type === 'step.invalid' || (passes && !refusalStands);
    }
    const serverRefused = refusalStands && snapshot.matches({ collect: { ready: 'refused' } });
    // The RUT the server refused is fixed by typing it again; until then Next cannot pass.
    if (name === 'companyRutFixed') return serverRefused;
    if (serverRefused) return name !== 'companyEdited' && name !== 'next';
    return true;
  },
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

// ---------------------------------------------------------------------------------------------
// What a person sees, worked out from the events by the wizard's rules as written here.

const STEPS = ['company', 'contact', 'legal', 'bank', 'logistic', 'confirmation'] as const;
const STEP_LABELS = { company: 'Empresa', contact: 'Contacto', legal: 'Legal', bank: 'Banco', logistic: 'Logística', confirmation: 'Confirmación' };
const PAGE_TITLES = {
  company: 'Registro seller - Empresa',
  contact: 'Registro seller - Contacto',
  legal: 'Registro seller - Legal',
  bank: 'Registro seller - Banco',
  logistic: 'Registro seller - Logística',
  confirmation: 'Registro seller - Confirmación',
};
const QUIT_WARNING = 'Si sales, perderás los datos ingresados';
const REFUSED = 'Revisa los campos marcados antes de continuar.';
const SERVER_REFUSED = 'El servidor rechazó un dato de este paso: lo marcamos abajo. Corrígelo y continúa.';
const SERVER_REFUSED_FIELD = 'El servidor rechazó este dato: revísalo';
const FAIL_ERROR: Record<string, string> = {
  refused: 'VALIDATION_FAILED',
  rateLimited: 'RATE_LIMITED',
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  failed: 'SERVICE_UNAVAILABLE',
  offline: 'NETWORK_ERROR',
};

type Phase = 'collect' | 'validating' | 'sending' | 'success' | 'fail' | 'rateLimited' | 'rateLimitOver' | 'keyConflict' | 'left';

interface Seen {
  phase: Phase;
  step: number;
  passed: boolean[];
  attempted: boolean[];
  refusedNext: boolean;
  /** The server refused the company's RUT and it has not been typed again. */
  rutRefused: boolean;
  quitArmed: boolean;
  /** Applications sent so far, and which key generation each one belongs to. */
  generation: number;
  pageViews: string[];
  tracked: Array<Record<string, unknown>>;
}

const TRACK_BASE = { event: 'signup', category: 'Formulario de registro seller MKP', label: RUT_TAG };

/** The wizard after `names`, by its rules: which step, what each indicator shows, what was tracked. */
function seenAfter(names: readonly string[]): Seen {
  const seen: Seen = {
    phase: 'collect',
    step: 0,
    passed: STEPS.map(() => false),
    attempted: STEPS.map(() => false),
    refusedNext: false,
    rutRefused: false,
    quitArmed: false,
    generation: 0,
    pageViews: [PAGE_TITLES.company],
    tracked: [],
  };
  const show = (step: number) => {
    seen.step = step;
    seen.pageViews.push(PAGE_TITLES[STEPS[step]!]);
  };
  const send = () => {
    seen.phase = 'sending';
    seen.tracked.push({ ...TRACK_BASE, action: 'Enviar formulario' });
  };
  for (const name of names) {
    if (name === 'next') seen.phase = 'validating';
    else if (name.endsWith('Valid')) {
      seen.passed[seen.step] = true;
      seen.attempted[seen.step] = true;
      seen.tracked.push({ ...TRACK_BASE, action: `Paso completado: ${PAGE_TITLES[STEPS[seen.step]!]}` });
      Object.assign(seen, { phase: 'collect', refusedNext: false, quitArmed: false, rutRefused: false });
      show(seen.step + 1);
    } else if (name.endsWith('Invalid')) {
      seen.attempted[seen.step] = true;
      Object.assign(seen, { phase: 'collect', refusedNext: true, quitArmed: false });
    } else if (name.endsWith('Edited') || name === 'companyRutFixed') {
      seen.refusedNext = false;
      if (name === 'companyRutFixed') seen.rutRefused = false;
    } else if (name === 'back') {
      seen.attempted[seen.step] = seen.step < 5 || seen.attempted[seen.step]!;
      Object.assign(seen, { refusedNext: false, rutRefused: false });
      show(seen.step - 1);
    } else if (name === 'quit') {
      if (seen.quitArmed) seen.phase = 'left';
      Object.assign(seen, { quitArmed: true, refusedNext: false });
    } else if (name === 'quitWarningElapsed') seen.quitArmed = false;
    else if (name === 'end') {
      seen.passed[5] = true;
      seen.attempted[5] = true;
      send();
    } else if (name === 'retry') send();
    else if (name === 'sendAsNew') {
      seen.generation += 1;
      send();
    } else if (name === 'review') {
      seen.phase = 'collect';
      show(5);
    } else if (name === 'accepted') {
      seen.phase = 'success';
      seen.tracked.push({ ...TRACK_BASE, action: 'Registro exitoso' });
    } else if (name in FAIL_ERROR) {
      seen.tracked.push({ ...TRACK_BASE, action: 'Error en el registro', error: FAIL_ERROR[name] });
      if (name === 'refused') {
        Object.assign(seen, { phase: 'collect', refusedNext: true, rutRefused: true });
        show(0);
      } else seen.phase = name === 'rateLimited' ? 'rateLimited' : name === 'keyReused' ? 'keyConflict' : 'fail';
    } else if (name === 'rateLimitElapsed') seen.phase = 'rateLimitOver';
  }
  return seen;
}

/** How the step indicator draws each step, by its rules written out here. */
function indicatorsOf(seen: Seen): string[] {
  return STEPS.map((_, index) => {
    if (index === seen.step) return seen.refusedNext ? 'error' : 'active';
    if (seen.passed[index]) return index < seen.step ? 'complete' : 'completeDisabled';
    if (seen.attempted[index]) return 'incomplete';
    return index === seen.step + 1 ? 'inactive' : 'disabled';
  });
}

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderApp>;
  services: ReturnType<typeof fakeSignupServices>;
  applications: number;
  /** The key of each generation's first application. */
  keys: string[];
}

const button = (name: string) => screen.queryByRole('button', { name });

/** Nothing typed is lost: the draft still holds every step's data. */
async function expectEverythingKept() {
  await waitFor(() => expect(storedDraft()?.steps.slice(0, 5).map((record) => record.data)).toEqual(FORM_STEP_KEYS.map((step) => VALID_DATA[step])));
}

async function expectScreen(seen: Seen, world: World) {
  switch (seen.phase) {
    case 'left':
      await waitFor(() => expect(world.app.location().pathname).toBe('/login'));
      // Leaving after the warning deletes the draft.
      await waitFor(() => expect(storedDraft()).toBeNull());
      return;
    case 'sending': {
      const title = await screen.findByText('Estamos enviando tus datos');
      // Announced politely, with its spinner, while the data is sent.
      expect(title.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByText('Esto puede tardar unos segundos, no cierres esta página')).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Pasos del registro' })).toBeNull();
      return;
    }
    case 'success':
      await screen.findByRole('heading', { level: 2, name: '¡Recibimos tu solicitud!' });
      expect(screen.getByText(VALID_DATA.contact.comertialAreaEmail)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login');
      // Nothing of the application (bank account, tax id) stays in the browser.
      await waitFor(() => expect(storedDraft()).toBeNull());
      return;
    case 'fail':
      await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar tu solicitud' });
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Revisar mis datos' })).toBeEnabled();
      await expectEverythingKept();
      return;
    case 'rateLimited':
    case 'rateLimitOver': {
      await screen.findByRole('heading', { level: 2, name: 'Recibimos demasiadas solicitudes' });
      const again = screen.getByRole('button', { name: 'Enviar de nuevo' });
      if (seen.phase === 'rateLimited') {
        // When: in two minutes (the service's Retry-After), as a time of day and in minutes.
        expect(screen.getByRole('alert')).toHaveTextContent(/Podrás enviarla de nuevo a las \d{2}:\d{2} \(en 2 minutos\)/);
        expect(again).toBeDisabled();
      } else {
        await waitFor(() => expect(again).toBeEnabled());
        expect(screen.getByRole('alert')).toHaveTextContent('Ya puedes enviar tu solicitud de nuevo.');
      }
      await expectEverythingKept();
      return;
    }
    case 'keyConflict':
      await screen.findByRole('heading', { level: 2, name: 'Esta solicitud ya se envió con otros datos' });
      expect(screen.getByRole('button', { name: 'Enviar como solicitud nueva' })).toBeEnabled();
      await expectEverythingKept();
      return;
    case 'validating':
      // The form answers Next synchronously: the screen never rests here.
      return;
  }

  const step = STEPS[seen.step]!;
  await screen.findByRole('heading', { level: 2, name: STEP_LABELS[step] });
  expect(screen.getByRole('heading', { level: 1, name: 'Sé parte del marketplace' })).toBeVisible();

  const expected = indicatorsOf(seen);
  await waitFor(() => expect(indicatorItems().map((item) => item.dataset.state)).toEqual(expected));
  indicatorItems().forEach((item, index) => {
    expect(item).toHaveTextContent(STEP_LABELS[STEPS[index]!]);
    if (index === seen.step) expect(item).toHaveAttribute('aria-current', 'step');
    else expect(item).not.toHaveAttribute('aria-current');
  });

  expect(Boolean(button('Salir'))).toBe(seen.step === 0);
  expect(Boolean(button('Atrás'))).toBe(seen.step > 0);
  expect(Boolean(button('Siguiente'))).toBe(seen.step < 5);
  expect(Boolean(button('Finalizar'))).toBe(seen.step === 5);

  if (seen.quitArmed) expect(await screen.findByRole('tooltip')).toHaveTextContent(QUIT_WARNING);
  else await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

  const alertText = seen.refusedNext ? (seen.rutRefused ? SERVER_REFUSED : REFUSED) : null;
  if (alertText) expect(screen.getByRole('alert')).toHaveTextContent(alertText);
  else {
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(screen.queryByText(SERVER_REFUSED)).toBeNull();
  }
  if (step === 'company') {
    const rut = screen.getByRole('textbox', { name: /^RUT de la empresa/ });
    if (seen.rutRefused) expect(rut).toHaveAccessibleDescription(new RegExp(SERVER_REFUSED_FIELD));
    else expect(rut).not.toHaveAccessibleDescription(new RegExp(SERVER_REFUSED_FIELD));
  }

  if (step === 'confirmation') {
    // The summary shows the stored data, upper-cased.
    expect(await screen.findByText(VALID_DATA.company.companyName.toUpperCase())).toBeVisible();
  } else {
    expect(await findProbeField(step)).toBeVisible();
  }
  await waitFor(() => expect(storedDraft()?.stepIndex).toBe(seen.step));
}

/** Performs `name` through the app; `following` is the path's next event (the form's answer to Next). */
async function perform(name: string, following: string | undefined, world: World, seen: Seen) {
  const { user } = world;
  const step = seen.step < 5 ? FORM_STEP_KEYS[seen.step]! : null;
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
      await user.click(screen.getByRole('button', { name: seen.phase === 'fail' ? 'Reintentar' : 'Enviar de nuevo' }));
      return;
    case 'review':
      await user.click(screen.getByRole('button', { name: 'Revisar mis datos' }));
      return;
    case 'sendAsNew':
      await user.click(screen.getByRole('button', { name: 'Enviar como solicitud nueva' }));
      return;
    case 'companyRutFixed': {
      const rut = screen.getByRole('textbox', { name: /^RUT de la empresa/ });
      const value = (rut as HTMLInputElement).value;
      await user.clear(rut);
      await user.click(rut);
      await user.paste(value);
      return;
    }
    case 'keyMade':
      // Made by the real key maker as sending starts; nothing to do.
      return;
    case 'quitWarningElapsed':
      await act(() => vi.advanceTimersByTimeAsync(QUIT_WARNING_MS));
      return;
    case 'retryAfterElapsed':
      await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      return;
    case 'rateLimitElapsed':
      await act(() => vi.advanceTimersByTimeAsync(RATE_LIMIT_SECONDS * 1000));
      return;
  }
  if (name.endsWith('Edited')) return touchStep(user, name.replace('Edited', '') as FormStepKey);
  if (name.endsWith('Valid') || name.endsWith('Invalid')) return; // the form's answer to the click on Next
  const answer = SERVICE_ANSWERS[name];
  if (!answer) throw new Error(`No way to perform ${name}`);
  const application = await world.services.application(world.applications++);
  // A resend of the same data carries the same key (the draft keeps it too); a new application, a new one.
  world.keys[seen.generation] ??= application.idempotencyKey;
  expect(application.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(application.idempotencyKey).toBe(world.keys[seen.generation]);
  expect(new Set(world.keys).size).toBe(world.keys.length);
  await waitFor(() => expect(storedDraft()?.submission?.idempotencyKey).toBe(application.idempotencyKey));
  expect(application.questions).toBeGreaterThanOrEqual(70);
  application.answer.resolve(answer);
}

async function drivePath(path: Path) {
  const names = path.steps.map((step) => nameOf(step.event));
  const waits = names.some((name) => name.endsWith('Elapsed') || name === 'inProgress' || name === 'rateLimited');
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
      keys: [],
    };
    for (const [index] of path.steps.entries()) {
      if (index > 0) await perform(names[index]!, names[index + 1], world, seenAfter(names.slice(1, index)));
      await expectScreen(seenAfter(names.slice(1, index + 1)), world);
    }
    const { pageViews, tracked } = seenAfter(names.slice(1));
    await waitFor(() => expect(dataLayer().filter((entry) => entry.event === 'signup')).toEqual(tracked));
    // The wizard's own views; quitting leads to the login, whose view the router sends (guestPageViews.test).
    expect(dataLayer().filter((entry) => entry.event === 'virtual_page_view' && entry.pagePath === SIGNUP_PATH)).toEqual(
      pageViews.map((pageTitle) => ({ event: 'virtual_page_view', pagePath: SIGNUP_PATH, pageTitle })),
    );
  } finally {
    logged.mockRestore();
    vi.useRealTimers();
  }
}

/** A path of named fixtures from the input, each step holding the snapshot its event produces. */
function journey(names: string[]): Path {
  const [initial] = initialTransition(testLogic, INPUT);
  const start = { event: { type: 'xstate.init' } as EventObject as ModelEvent, state: initial };
  return replay({ state: initial, weight: names.length, steps: [start, ...names.map((name) => ({ event: FIXTURES[name]!, state: initial }))] });
}

const TO_SUMMARY = ['next', 'companyValid', 'next', 'contactValid', 'next', 'legalValid', 'next', 'bankValid', 'next', 'logisticValid'];
/**
 * One journey through every refusal the applicant can get over, each followed by what gets them
 * past it: the server refuses the company's RUT (they land on it, type it again and send with the
 * same key), a rate limit waited out and sent again, and a key used with other data sent as a new
 * application with a new key, which is stored.
 */
const JOURNEY = [
  ...TO_SUMMARY, 'end', 'keyMade', 'refused', 'companyRutFixed',
  ...TO_SUMMARY, 'end', 'rateLimited', 'rateLimitElapsed', 'retry', 'keyReused', 'sendAsNew', 'keyMade', 'accepted',
];

const paths = [...chainedWalks(model, { machine: signupWizardMachine, input: INPUT }), journey(JOURNEY)];

// The wizard's screen is loaded on the first visit of its route. Read here once, its first transform
// stays out of the first path's wait for the first step: on a busy machine it outlasted that wait
// and the page was still blank.
beforeAll(async () => {
  await import('../../src/routes/signup.lazy.tsx');
}, 60_000);

describe('sign-up wizard, paths generated from the statechart', () => {
  it.each(paths.map((path) => [describePath(path, nameOf), path] as const))(
    '%s',
    async (_, path) => {
      await drivePath(path);
    },
    120_000,
  );

  it('covers every state and transition of the chart with the generated paths', () => {
    expectFullCoverage(measureCoverage(signupWizardMachine, paths));
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
