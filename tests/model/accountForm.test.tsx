/**
 * /user/myAccount, model-based, driven through the real app as a person would (typing, saving,
 * discarding, leaving by a link or by logging out), msw holding each load and save until the path's
 * step answers it. Two charts, two sets of generated paths:
 * - the page chart (loading, which sections are unsaved, saves stored, the leave question);
 * - the bank section's form (the portal's form chart with the bank rules), from a loaded page: rule
 *   errors, a bank code the server refuses, a save that fails and is tried again, a discard.
 * What the screen, the requests and the alertAccount storage flag must show after each step is
 * worked out by this test from the events so far, by the rules written here (never by the charts'
 * own functions). The generated paths cover every state and transition of both charts.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getInitialSnapshot, initialTransition, transition, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import { accountFormMachine, type AccountFormEvent, type AccountSection, type LoadedAccount } from '../../machines/accountForm/accountForm.machine.ts';
import { bankFormMachine, type SectionFacts } from '../../machines/accountForm/accountSectionForms.ts';
import type { FormEvent, FormInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { BankValues } from '../../shared/account/accountRules.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, isStart, offeredEvents, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { people, renderSignedIn, signIn } from './home.support.tsx';

// ---------------------------------------------------------------------------------------------
// The stored account, and what a person reads.

const SELLER = { id: 101, name: 'Tienda Camila SpA', legalName: 'TIENDA CAMILA SPA', documentNumber: '760864285' };
const BANKS = [
  { code: '001', name: 'Banco de Chile', shortName: 'Banco de Chile', type: 'banco' as const },
  { code: '012', name: 'Banco del Estado de Chile', shortName: 'BancoEstado', type: 'banco' as const },
];
const PROFILE = { id: 7, email: people.camila.email, firstName: 'Camila', lastName: 'Rojas', phone: null, role: 'seller' as const, sellerId: 101, sellerName: SELLER.name };
const ACCOUNT = {
  sellerId: 101,
  name: SELLER.name,
  legalName: SELLER.legalName,
  documentNumber: SELLER.documentNumber,
  contactEmail: 'ventas@tiendacamila.cl',
  contactPhone: '223456789',
  bank: { bankCode: '012', bankName: 'Banco del Estado de Chile', accountType: 'corriente' as const, accountNumber: '00123456' },
  updatedAt: '2026-11-01T12:00:00Z',
};

const STORED = {
  profile: { firstName: 'Camila', lastName: 'Rojas', phone: '' },
  contact: { contactEmail: 'ventas@tiendacamila.cl', contactPhone: '223456789' },
  bank: { bankCode: '012', accountType: 'corriente', accountNumber: '00123456' },
};
const LOADED: LoadedAccount = { facts: { email: PROFILE.email, role: 'seller', seller: SELLER, banks: BANKS.map(({ code, name }) => ({ code, name })) }, saved: STORED };

/** Each edit of the page model types the other of two values: never the one stored. */
const OTHER_VALUE: Record<string, Record<string, string>> = {
  firstName: { Camila: 'Camila Andrea', 'Camila Andrea': 'Camila' },
  contactPhone: { '223456789': '912345678', '912345678': '223456789' },
  accountNumber: { '00123456': '99887766', '99887766': '00123456' },
};

const SECTION_TITLES: Record<AccountSection, string> = { profile: 'Tus datos', contact: 'Datos del seller', bank: 'Datos bancarios' };
const LEAVE_TITLES = {
  'page.account': '¿Quieres salir sin guardar?',
  'page.financial': '¿Quieres salir sin guardar tus datos bancarios?',
  'logout.account': '¿Quieres cerrar sesión?',
  'logout.financial': '¿Quieres cerrar sesión sin guardar tus datos bancarios?',
} as const;
const SAVE_FAILED = 'No pudimos guardar los cambios. Sin conexión a internet. Verifica tu conexión.';

const sectionOf = (section: AccountSection) => screen.getByRole('region', { name: SECTION_TITLES[section] });
const box = (section: AccountSection, name: string) => within(sectionOf(section)).getByRole('textbox', { name });
const bankList = () => within(sectionOf('bank')).getByRole('combobox', { name: 'Banco' });
const saveButton = (section: AccountSection) => within(sectionOf(section)).getByRole('button', { name: /Guardar cambios|Guardando/ });

// ---------------------------------------------------------------------------------------------
// The fake backend: every load and save is held until the path's step answers it.

type SaveAnswer = 'stored' | 'bankRefused' | 'offline';

interface Save {
  section: AccountSection;
  body: unknown;
  answer: Deferred<SaveAnswer>;
}

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderSignedIn>;
  loads: Deferred<'loaded' | 'loadFailed'>[];
  saves: Save[];
  /** How many of the loads and saves the path has answered. */
  answered: { loads: number; saves: number };
}

function fakeAccountServer(world: Pick<World, 'loads' | 'saves'>) {
  const held = async (section: AccountSection, request: Request): Promise<{ body: Record<string, string | null>; answer: SaveAnswer }> => {
    const body = (await request.json()) as Record<string, string | null>;
    const save: Save = { section, body, answer: deferred() };
    world.saves.push(save);
    return { body, answer: await save.answer.promise };
  };
  const refusedBank = () =>
    HttpResponse.json(
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid', details: [{ field: 'body.bankCode', message: 'account.error.bank' }] },
      { status: 400 },
    );
  mockServer.use(
    http.auth.get('/auth/me', async () => {
      const load = deferred<'loaded' | 'loadFailed'>();
      world.loads.push(load);
      return (await load.promise) === 'loaded' ? HttpResponse.json(PROFILE) : HttpResponse.error();
    }),
    http.sellers.get('/sellers/{sellerId}/account', ({ response }) => response(200).json(ACCOUNT)),
    http.onboarding.get('/v1/onboarding/banks', ({ response }) => response(200).json(BANKS)),
    http.auth.put('/auth/me', async ({ request, response }) => {
      const { body, answer } = await held('profile', request);
      if (answer === 'offline') return HttpResponse.error();
      return response(200).json({ ...PROFILE, firstName: String(body.firstName), lastName: String(body.lastName), phone: body.phone ?? null });
    }),
    http.sellers.put('/sellers/{sellerId}/account', async ({ request, response }) => {
      const { body, answer } = await held('contact', request);
      if (answer === 'offline') return HttpResponse.error();
      return response(200).json({ ...ACCOUNT, contactEmail: String(body.contactEmail), contactPhone: String(body.contactPhone) });
    }),
    http.sellers.put('/sellers/{sellerId}/bank-account', async ({ request, response }) => {
      const { body, answer } = await held('bank', request);
      if (answer === 'offline') return HttpResponse.error();
      if (answer === 'bankRefused') return refusedBank();
      return response(200).json({ ...ACCOUNT, bank: { ...ACCOUNT.bank, accountNumber: String(body.accountNumber) } });
    }),
  );
}

/** The first save not answered yet, once it reached the fake server. */
async function nextSave(world: World): Promise<Save> {
  await waitFor(() => expect(world.saves.length).toBeGreaterThan(world.answered.saves));
  return world.saves[world.answered.saves++]!;
}

async function typeInto(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** Starts the app at /user/myAccount with the fake backend; `finish` unmounts and lets every held call go. */
function startPage(): World & { finish: () => void } {
  signIn(people.camila, { inPublishHistory: true });
  const world = { loads: [], saves: [], answered: { loads: 0, saves: 0 } } as unknown as World;
  fakeAccountServer(world);
  world.user = userEvent.setup();
  world.app = renderSignedIn('/user/myAccount');
  const finish = () => {
    world.app.done();
    // A call still held would keep its handler waiting for ever.
    for (const load of world.loads) load.resolve('loadFailed');
    for (const save of world.saves) save.answer.resolve('offline');
  };
  return Object.assign(world, { finish });
}

/** Answers the load the page is waiting for, once it reached the fake server. */
async function answerLoad(world: World, answer: 'loaded' | 'loadFailed') {
  await waitFor(() => expect(world.loads.length).toBeGreaterThan(world.answered.loads));
  const load = world.loads[world.answered.loads++]!;
  await act(async () => load.resolve(answer));
}

// ---------------------------------------------------------------------------------------------
// 1. The page chart.

type PageSnapshot = SnapshotFrom<typeof accountFormMachine>;
type PagePath = StatePath<PageSnapshot, AccountFormEvent>;

const changed = (section: AccountSection, isChanged: boolean) => ({ type: 'section.changed', section, changed: isChanged }) as const;

const PAGE_EVENTS = {
  loaded: { type: 'xstate.done.actor.loadAccount', output: LOADED },
  loadFailed: { type: 'xstate.error.actor.loadAccount', error: ApiError.network() },
  retry: { type: 'load.retry' },
  renameFirst: changed('profile', true),
  newContactPhone: changed('contact', true),
  newAccountNumber: changed('bank', true),
  discardProfile: changed('profile', false),
  // A save stored: the form ends with the stored values (what was typed).
  profileSaved: { type: 'xstate.done.actor.profileForm', output: STORED.profile },
  contactSaved: { type: 'xstate.done.actor.contactForm', output: STORED.contact },
  bankSaved: { type: 'xstate.done.actor.bankForm', output: STORED.bank },
  leaveToPage: { type: 'leave.request', destination: 'page' },
  leaveToLogout: { type: 'leave.request', destination: 'logout' },
  confirmLeave: { type: 'leave.confirm' },
  cancelLeave: { type: 'leave.cancel' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type PageFixture = keyof typeof PAGE_EVENTS;
const pageFixtureOf = eventNames(PAGE_EVENTS, (event) => JSON.stringify([event.type, (event as { section?: string }).section, (event as { changed?: boolean }).changed, (event as { destination?: string }).destination])).get;

const SAVED_BY: Partial<Record<PageFixture, AccountSection>> = { profileSaved: 'profile', contactSaved: 'contact', bankSaved: 'bank' };

/**
 * A save is offered only for a section with something unsaved, a discard only for a profile with
 * changes; while the leave question is open (a modal) only its answers are.
 */
const pageOffered = (snapshot: PageSnapshot, event: AccountFormEvent): boolean => {
  const name = pageFixtureOf(event);
  if (snapshot.matches({ ready: 'confirmingLeave' })) return name === 'confirmLeave' || name === 'cancelLeave';
  const section = SAVED_BY[name] ?? (name === 'discardProfile' ? 'profile' : null);
  return section === null || snapshot.context.unsaved.includes(section);
};

function coveringPagePaths(): PagePath[] {
  const all = shortestPathsToEveryTransition(accountFormMachine, {
    events: Object.values(PAGE_EVENTS),
    describe: (snapshot) => [snapshot.value, [...snapshot.context.unsaved].sort(), snapshot.context.lastSaved, snapshot.context.leaveTo],
    eventKey: (event) => JSON.stringify(event),
    filter: pageOffered,
  });
  const chosen: PagePath[] = [];
  let coverage = measureCoverage(accountFormMachine, chosen);
  for (const path of [...all].sort((a, b) => b.steps.length - a.steps.length)) {
    const next = measureCoverage(accountFormMachine, [...chosen, path]);
    if (next.states.covered > coverage.states.covered || next.transitions.covered > coverage.transitions.covered) {
      chosen.push(path);
      coverage = next;
    }
  }
  return chosen;
}

/** Written out, since coverage would drop them: logging out asks too, and edits after a save. */
const PAGE_JOURNEYS: PageFixture[][] = [
  ['loaded', 'renameFirst', 'leaveToLogout', 'cancelLeave', 'newAccountNumber', 'leaveToLogout', 'confirmLeave'],
  ['loaded', 'renameFirst', 'profileSaved', 'renameFirst', 'discardProfile', 'leaveToPage'],
];

const asPageEvent = (event: EventObject): AccountFormEvent => event as AccountFormEvent;

const pageJourneyPaths = (): PagePath[] =>
  PAGE_JOURNEYS.map((names) => {
    let snapshot = initialTransition(accountFormMachine)[0];
    const steps: PagePath['steps'] = [{ event: asPageEvent({ type: 'xstate.init' }), state: snapshot }];
    for (const name of names) {
      snapshot = transition(accountFormMachine, snapshot, asPageEvent(PAGE_EVENTS[name]))[0];
      steps.push({ event: asPageEvent(PAGE_EVENTS[name]), state: snapshot });
    }
    return { steps, state: snapshot, weight: steps.length };
  });

const pagePaths = [...coveringPagePaths(), ...pageJourneyPaths()];

/** What the page holds after the fixtures so far, by the account rules as written here. */
interface PageSeen {
  phase: 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'left';
  shown: { firstName: string; contactPhone: string; accountNumber: string };
  stored: { firstName: string; contactPhone: string; accountNumber: string };
  lastSaved: AccountSection | null;
  leaveTo: 'page' | 'logout' | null;
}

const FIELD_OF: Record<AccountSection, keyof PageSeen['shown']> = { profile: 'firstName', contact: 'contactPhone', bank: 'accountNumber' };

function pageSeenAfter(names: readonly PageFixture[]): PageSeen {
  const first = { firstName: 'Camila', contactPhone: '223456789', accountNumber: '00123456' };
  const seen: PageSeen = { phase: 'loading', shown: { ...first }, stored: { ...first }, lastSaved: null, leaveTo: null };
  const unsaved = () => (Object.keys(FIELD_OF) as AccountSection[]).filter((section) => seen.shown[FIELD_OF[section]] !== seen.stored[FIELD_OF[section]]);
  for (const name of names) {
    switch (name) {
      case 'loaded':
        seen.phase = 'editing';
        break;
      case 'loadFailed':
        seen.phase = 'loadFailed';
        break;
      case 'retry':
        seen.phase = 'loading';
        break;
      case 'renameFirst':
      case 'newContactPhone':
      case 'newAccountNumber': {
        const field = name === 'renameFirst' ? 'firstName' : name === 'newContactPhone' ? 'contactPhone' : 'accountNumber';
        seen.shown[field] = OTHER_VALUE[field]![seen.stored[field]]!;
        seen.lastSaved = null;
        break;
      }
      case 'discardProfile':
        seen.shown.firstName = seen.stored.firstName;
        seen.lastSaved = null;
        break;
      case 'profileSaved':
      case 'contactSaved':
      case 'bankSaved': {
        const section = SAVED_BY[name]!;
        seen.stored[FIELD_OF[section]] = seen.shown[FIELD_OF[section]];
        seen.lastSaved = section;
        break;
      }
      case 'leaveToPage':
      case 'leaveToLogout':
        // Nothing unsaved: the person simply goes.
        seen.leaveTo = name === 'leaveToPage' ? 'page' : 'logout';
        seen.phase = unsaved().length > 0 ? 'confirming' : 'left';
        break;
      case 'confirmLeave':
        seen.phase = 'left';
        break;
      case 'cancelLeave':
        Object.assign(seen, { phase: 'editing', leaveTo: null });
        break;
    }
  }
  return seen;
}

const LABELS = { firstName: 'Nombre', contactPhone: 'Teléfono de contacto', accountNumber: 'Número de cuenta' } as const;

/** What the person does for each fixture, given what the page showed before it. */
const performOnPage: Record<PageFixture, (world: World, before: PageSeen) => Promise<unknown>> = {
  loaded: (world) => answerLoad(world, 'loaded'),
  loadFailed: (world) => answerLoad(world, 'loadFailed'),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  renameFirst: ({ user }, before) => typeInto(user, box('profile', LABELS.firstName), OTHER_VALUE.firstName![before.stored.firstName]!),
  newContactPhone: ({ user }, before) => typeInto(user, box('contact', LABELS.contactPhone), OTHER_VALUE.contactPhone![before.stored.contactPhone]!),
  newAccountNumber: ({ user }, before) => typeInto(user, box('bank', LABELS.accountNumber), OTHER_VALUE.accountNumber![before.stored.accountNumber]!),
  discardProfile: ({ user }) => user.click(within(sectionOf('profile')).getByRole('button', { name: 'Descartar cambios' })),
  profileSaved: (world, before) =>
    saveAndStore(world, 'profile', { firstName: before.shown.firstName, lastName: 'Rojas', phone: null }),
  contactSaved: (world, before) => saveAndStore(world, 'contact', { contactEmail: 'ventas@tiendacamila.cl', contactPhone: before.shown.contactPhone }),
  bankSaved: (world, before) => saveAndStore(world, 'bank', { bankCode: '012', accountType: 'corriente', accountNumber: before.shown.accountNumber }),
  // The navigation waits for the answer: it is started, not awaited.
  leaveToPage: async ({ app }) => act(async () => void app.app.router.navigate({ to: '/eiffel' })),
  leaveToLogout: ({ user }) => user.click(screen.getByRole('link', { name: 'Cerrar sesión' })),
  confirmLeave: ({ user }) => user.click(screen.getByRole('button', { name: /sin guardar$/ })),
  cancelLeave: ({ user }) => user.click(screen.getByRole('button', { name: 'No, seguir editando' })),
};

/** Guardar in `section`: the request carries what was typed; the server stores it. */
async function saveAndStore(world: World, section: AccountSection, expectedBody: Record<string, string | null>) {
  await world.user.click(saveButton(section));
  const save = await nextSave(world);
  expect(save).toMatchObject({ section, body: expectedBody });
  // While the call is on its way, the section is read-only and says it is saving.
  expect(saveButton(section)).toHaveTextContent('Guardando…');
  await act(async () => save.answer.resolve('stored'));
}

async function expectPage(seen: PageSeen, { app }: World) {
  const dirty = (Object.keys(FIELD_OF) as AccountSection[]).filter((section) => seen.shown[FIELD_OF[section]] !== seen.stored[FIELD_OF[section]]);
  if (seen.phase === 'loading') {
    expect(await screen.findByText('Cargando tus datos…')).toBeInTheDocument();
    return;
  }
  if (seen.phase === 'loadFailed') {
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos. Sin conexión a internet. Verifica tu conexión.');
    return;
  }
  if (seen.phase === 'left') {
    await waitFor(() => expect(app.location().pathname).toBe(seen.leaveTo === 'logout' ? '/login' : '/eiffel'));
    expect(window.localStorage.getItem('alertAccount')).toBeNull();
    expect(window.localStorage.getItem('alertAccountBank')).toBeNull();
    return;
  }
  if (seen.phase === 'confirming') {
    // The question is modal: the page behind it is hidden from assistive technology until answered.
    const variant = `${seen.leaveTo!}.${dirty.includes('bank') ? 'financial' : 'account'}` as keyof typeof LEAVE_TITLES;
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(LEAVE_TITLES[variant]);
    expect(app.location().pathname).toBe('/user/myAccount');
    expect(window.localStorage.getItem('alertAccount')).toBe('1');
    expect(window.localStorage.getItem('alertAccountBank')).toBe(dirty.includes('bank') ? '1' : null);
    return;
  }
  await waitFor(() => {
    expect(box('profile', LABELS.firstName)).toHaveValue(seen.shown.firstName);
    expect(box('contact', LABELS.contactPhone)).toHaveValue(seen.shown.contactPhone);
    expect(box('bank', LABELS.accountNumber)).toHaveValue(seen.shown.accountNumber);
    expect(within(sectionOf('contact')).getByText('76.086.428-5')).toBeInTheDocument();
    expect(window.localStorage.getItem('alertAccount')).toBe(dirty.length > 0 ? '1' : null);
    expect(window.localStorage.getItem('alertAccountBank')).toBe(dirty.includes('bank') ? '1' : null);
    for (const section of ['profile', 'contact', 'bank'] as const) {
      expect(within(sectionOf(section)).getByRole('status')).toHaveTextContent(seen.lastSaved === section ? 'Cambios guardados.' : /^$/);
      // Guardar and Descartar are there for a section with something new only.
      expect(saveButton(section)).toHaveProperty('disabled', !dirty.includes(section));
      expect(within(sectionOf(section)).getByRole('button', { name: 'Descartar cambios' })).toHaveProperty('disabled', !dirty.includes(section));
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.location().pathname).toBe('/user/myAccount');
  });
}

const pagePathName = (path: PagePath) => describePath(path, (event) => (isStart(event) ? 'start' : pageFixtureOf(event)));

describe('my account, paths generated from the page chart', () => {
  it.each(pagePaths.map((path) => [pagePathName(path), path] as const))('%s', { timeout: 60_000 }, async (_, path) => {
    const muted = muteErrorLog('[');
    const world = startPage();
    try {
      const names: PageFixture[] = [];
      for (const step of path.steps) {
        if (!isStart(step.event)) {
          const name = pageFixtureOf(step.event);
          await performOnPage[name](world, pageSeenAfter(names));
          names.push(name);
        }
        await expectPage(pageSeenAfter(names), world);
      }
    } finally {
      muted.mockRestore();
      world.finish();
    }
  });

  it('covers every state and transition of the page chart with the generated paths', () => {
    expectFullCoverage(measureCoverage(accountFormMachine, pagePaths));
  });

  it('reaches every state of the page chart', () => {
    const shortest = getShortestPaths(accountFormMachine, { events: Object.values(PAGE_EVENTS).map(asPageEvent) });
    expect(statesNotReached(accountFormMachine, shortest)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The bank section's form, on a loaded page.

type BankSnapshot = SnapshotFrom<typeof bankFormMachine>;
type BankEvent = FormEvent<BankValues>;
type BankResult = FormSubmitResult<BankValues, BankValues>;

const typeNumber = (accountNumber: string) => ({ type: 'form.change', values: { accountNumber } }) as Extract<BankEvent, { type: 'form.change' }>;

const BANK_FIXTURES = {
  'form.change': [typeNumber('99887766'), typeNumber('')],
  'form.blur': [{ type: 'form.blur', field: 'bankCode' }],
  'form.attempt': [{ type: 'form.attempt' }],
  'form.reset': [{ type: 'form.reset' }],
  // No lookup on this form.
  'form.refusal': [],
} satisfies { [T in BankEvent['type']]: ReadonlyArray<Extract<BankEvent, { type: T }>> };

const BANK_ANSWERS = {
  stored: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { ...STORED.bank, accountNumber: '99887766' } } satisfies BankResult },
  bankRefused: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: null, fields: { bankCode: 'account.error.bank' } } satisfies BankResult },
  offline: { type: 'xstate.error.actor.submit', error: ApiError.network() },
} as const;
const bankAnswerOf = eventNames(BANK_ANSWERS).find;

const BANK_INPUT: FormInput<BankValues, SectionFacts> = { values: STORED.bank, facts: { sellerId: 101 } };
// TestModel takes ActorLogic without emitted events; the form's `form.invalid` plays no part in traversal.
const bankLogic = bankFormMachine as unknown as ActorLogic<BankSnapshot, BankEvent, typeof BANK_INPUT>;
const BANK_START = getInitialSnapshot(bankLogic, BANK_INPUT);
const offeredOnBank = offeredEvents<BankSnapshot, BankEvent>(BANK_FIXTURES, BANK_ANSWERS);
/** Guardar and Descartar are disabled while nothing differs from what is stored: no press on them then. */
const bankModel = new TestModel(bankLogic, {
  events: (snapshot) =>
    offeredOnBank(snapshot).filter(
      (event) => !['form.attempt', 'form.reset'].includes(event.type) || snapshot.context.values.accountNumber !== STORED.bank.accountNumber,
    ),
  serializeState: (snapshot) => bankKey(snapshot),
});
function bankKey(snapshot: BankSnapshot) {
  const { values, touched, refused, problem } = snapshot.context;
  return JSON.stringify([snapshot.value, values.accountNumber, Object.keys(touched).sort(), Object.keys(refused), problem]);
}
const bankPaths: StatePath<BankSnapshot, BankEvent>[] = coverageGuidedPaths<BankSnapshot, BankEvent, typeof BANK_INPUT>(bankModel, {
  machine: bankFormMachine,
  screenKey: bankKey,
  inputs: [BANK_INPUT],
  replayFrom: () => BANK_START,
  journeysFrom: BANK_START,
  // A refused bank code is not fixed by the account number: the section stays unsendable.
  // A save tried again once the network is back.
  journeys: [
    [typeNumber('99887766'), { type: 'form.attempt' }, BANK_ANSWERS.bankRefused as EventObject as BankEvent, typeNumber(''), typeNumber('99887766'), { type: 'form.attempt' }],
    [typeNumber('99887766'), { type: 'form.attempt' }, BANK_ANSWERS.offline as EventObject as BankEvent, { type: 'form.attempt' }, BANK_ANSWERS.stored as EventObject as BankEvent],
  ],
});

interface BankSeen {
  accountNumber: string;
  stored: string;
  touched: Set<'bankCode' | 'accountType' | 'accountNumber'>;
  bankRefused: boolean;
  sending: boolean;
  failed: boolean;
  saved: boolean;
}

/** An account number is required and digits only; the bank code the server refused stays refused until the bank is chosen again. */
const bankCanSend = (seen: BankSeen) => seen.accountNumber !== '' && !seen.bankRefused && seen.accountNumber !== seen.stored;

function bankSeenAfter(events: readonly EventObject[]): BankSeen {
  const seen: BankSeen = { accountNumber: '00123456', stored: '00123456', touched: new Set(), bankRefused: false, sending: false, failed: false, saved: false };
  for (const event of events) {
    const answer = bankAnswerOf(event);
    if (answer) {
      seen.sending = false;
      if (answer === 'stored') Object.assign(seen, { stored: seen.accountNumber, saved: true, touched: new Set() });
      if (answer === 'bankRefused') seen.bankRefused = true;
      if (answer === 'offline') seen.failed = true;
      continue;
    }
    if (event.type === 'form.change') {
      seen.accountNumber = (event as Extract<BankEvent, { type: 'form.change' }>).values.accountNumber!;
      seen.touched.add('accountNumber');
      seen.saved = false;
    }
    if (event.type === 'form.blur') seen.touched.add('bankCode');
    if (event.type === 'form.reset') Object.assign(seen, { accountNumber: seen.stored, touched: new Set(), bankRefused: false, failed: false, saved: false });
    if (event.type === 'form.attempt') {
      if (bankCanSend(seen)) Object.assign(seen, { sending: true, failed: false });
      // Any press shows every error of the section.
      for (const field of ['bankCode', 'accountType', 'accountNumber'] as const) seen.touched.add(field);
    }
  }
  return seen;
}

async function expectBank(seen: BankSeen) {
  await waitFor(() => {
    expect(box('bank', LABELS.accountNumber)).toHaveValue(seen.accountNumber);
    const numberError = seen.touched.has('accountNumber') && seen.accountNumber === '' ? 'Campo obligatorio' : null;
    if (numberError) expect(box('bank', LABELS.accountNumber)).toHaveAccessibleDescription(numberError);
    else expect(box('bank', LABELS.accountNumber)).not.toHaveAccessibleDescription(/./);
    if (seen.touched.has('bankCode') && seen.bankRefused) expect(bankList()).toHaveAccessibleDescription('Selecciona un banco de la lista');
    else expect(bankList()).not.toHaveAccessibleDescription(/./);
    const alert = within(sectionOf('bank')).queryByRole('alert');
    if (seen.failed && !seen.sending) expect(alert).toHaveTextContent(SAVE_FAILED);
    else expect(alert).toBeNull();
    expect(within(sectionOf('bank')).getByRole('status')).toHaveTextContent(seen.saved ? 'Cambios guardados.' : /^$/);
    const dirty = seen.accountNumber !== seen.stored;
    // A save on its way disables the button too (it says "Guardando…").
    expect(saveButton('bank')).toHaveProperty('disabled', !dirty || seen.sending);
    // Something new that breaks a rule: Guardar stays reachable and says it cannot send.
    if (dirty && !seen.sending) {
      if (bankCanSend(seen)) expect(saveButton('bank')).not.toHaveAttribute('aria-disabled');
      else expect(saveButton('bank')).toHaveAttribute('aria-disabled', 'true');
    }
    if (seen.sending) {
      expect(saveButton('bank')).toHaveTextContent('Guardando…');
      expect(box('bank', LABELS.accountNumber)).toHaveAttribute('readonly');
    } else expect(box('bank', LABELS.accountNumber)).not.toHaveAttribute('readonly');
    expect(window.localStorage.getItem('alertAccountBank')).toBe(dirty ? '1' : null);
  });
}

async function driveBankPath(path: StatePath<BankSnapshot, BankEvent>) {
  const muted = muteErrorLog('[');
  const world = startPage();
  try {
    await answerLoad(world, 'loaded');
    const events: EventObject[] = [];
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as EventObject;
      if (index > 0) {
        const before = bankSeenAfter(events);
        const answer = bankAnswerOf(event);
        if (answer) {
          const save = await nextSave(world);
          expect(save).toMatchObject({ section: 'bank', body: { bankCode: '012', accountType: 'corriente', accountNumber: before.accountNumber } });
          await act(async () => save.answer.resolve(answer));
        } else if (event.type === 'form.change') {
          await typeInto(world.user, box('bank', LABELS.accountNumber), (event as Extract<BankEvent, { type: 'form.change' }>).values.accountNumber!);
        } else if (event.type === 'form.blur') {
          fireEvent.focus(bankList());
          fireEvent.blur(bankList());
        } else if (event.type === 'form.attempt') {
          await world.user.click(saveButton('bank'));
          // A press that cannot send puts the focus on the first field in error.
          if (!bankCanSend(before)) await waitFor(() => expect(before.bankRefused ? bankList() : box('bank', LABELS.accountNumber)).toHaveFocus());
        } else if (event.type === 'form.reset') {
          await world.user.click(within(sectionOf('bank')).getByRole('button', { name: 'Descartar cambios' }));
        }
        events.push(event);
      }
      await expectBank(bankSeenAfter(events));
    }
  } finally {
    muted.mockRestore();
    world.finish();
  }
}

describe('my account, paths generated from the bank section form', () => {
  const name = (path: StatePath<BankSnapshot, BankEvent>) =>
    describePath(path, (event) => {
      const answer = bankAnswerOf(event);
      if (answer) return `answer ${answer}`;
      if (event.type === 'form.change') return `type "${event.values.accountNumber}"`;
      if (event.type === 'form.blur') return `leave ${event.field}`;
      return event.type.replace('xstate.', '');
    });
  it.each(bankPaths.map((path) => [name(path), path] as const))('%s', { timeout: 60_000 }, async (_, path) => {
    await driveBankPath(path);
  });

  it('covers every state and transition of the section form chart', () => {
    expectFullCoverage(measureCoverage(bankFormMachine, bankPaths));
  });
});

// ---------------------------------------------------------------------------------------------

describe('my account, a seller with no bank account yet', () => {
  it('leaving the empty bank list says it is required, and leaves nothing unsaved', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const world = { loads: [], saves: [], answered: { loads: 0, saves: 0 } } as unknown as World;
    fakeAccountServer(world);
    mockServer.use(http.sellers.get('/sellers/{sellerId}/account', ({ response }) => response(200).json({ ...ACCOUNT, bank: null })));
    const user = userEvent.setup();
    const app = renderSignedIn('/user/myAccount');
    try {
      await answerLoad(world, 'loaded');
      const bank = await screen.findByRole('combobox', { name: 'Banco' });
      expect(bank).toHaveValue('');
      expect(bank).not.toHaveAccessibleDescription(/./);
      await user.click(bank);
      await user.tab();
      expect(bank).toHaveAccessibleDescription('Campo obligatorio');
      // Nothing was changed: nothing to save, nothing unsaved.
      expect(saveButton('bank')).toBeDisabled();
      expect(window.localStorage.getItem('alertAccount')).toBeNull();
    } finally {
      app.done();
      for (const load of world.loads) load.resolve('loadFailed');
    }
  });
});

describe('my account, accessibility', () => {
  it('has no axe violations with an error shown and the leave question open', async () => {
    const world = startPage();
    try {
      await answerLoad(world, 'loaded');
      const phone = await screen.findByRole('textbox', { name: 'Teléfono (opcional)' });
      await world.user.type(phone, '812');
      expect(phone).toHaveAccessibleDescription('Debe tener 9 dígitos y comenzar con 2 o 9');
      expect(await axeViolations(world.app.container)).toEqual([]);
      await act(async () => void world.app.app.router.navigate({ to: '/eiffel' }));
      expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
      expect(await axeViolations(document.body)).toEqual([]);
    } finally {
      world.finish();
    }
  });
});
