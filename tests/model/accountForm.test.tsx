/**
 * /user/myAccount, model-based: paths generated from the accountForm statechart are driven through
 * the real app as a person would (typing, saving, discarding, leaving by a link or by logging out),
 * msw holding each load and save until the path's step answers it. What the screen, the requests
 * and the alertAccount storage flag must show after each step is worked out by this test from the
 * events so far, by the rules written here (never by the chart's own functions). The generated paths
 * cover every state and transition of the chart.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { initialTransition, transition, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import {
  accountFormMachine,
  type AccountFormEvent,
  type AccountSection,
  type LoadedAccount,
  type SaveSectionOutput,
} from '../../machines/accountForm/accountForm.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { people, renderSignedIn, signIn } from './home.support.tsx';

type Snapshot = SnapshotFrom<typeof accountFormMachine>;
type Path = StatePath<Snapshot, AccountFormEvent>;

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

const LOADED: LoadedAccount = {
  facts: { email: PROFILE.email, role: 'seller', seller: SELLER, banks: BANKS.map(({ code, name }) => ({ code, name })) },
  saved: {
    profile: { firstName: 'Camila', lastName: 'Rojas', phone: '' },
    contact: { contactEmail: ACCOUNT.contactEmail, contactPhone: ACCOUNT.contactPhone },
    bank: { bankCode: '012', accountType: 'corriente', accountNumber: '00123456' },
  },
};

const FIXTURES = {
  loaded: { type: 'xstate.done.actor.loadAccount', output: LOADED },
  loadFailed: { type: 'xstate.error.actor.loadAccount', error: ApiError.network() },
  retry: { type: 'load.retry' },
  renameFirst: { type: 'field.change', section: 'profile', field: 'firstName', value: 'Camila Andrea' },
  badPhone: { type: 'field.change', section: 'profile', field: 'phone', value: '812' },
  newAccountNumber: { type: 'field.change', section: 'bank', field: 'accountNumber', value: '99887766' },
  saveProfile: { type: 'section.save', section: 'profile' },
  saveBank: { type: 'section.save', section: 'bank' },
  discardProfile: { type: 'section.discard', section: 'profile' },
  profileSaved: {
    type: 'xstate.done.actor.saveSection',
    output: { outcome: 'saved', section: 'profile', values: { firstName: 'Camila Andrea', lastName: 'Rojas', phone: '' } } satisfies SaveSectionOutput,
  },
  bankRefused: {
    type: 'xstate.done.actor.saveSection',
    output: { outcome: 'refused', section: 'bank', errors: { bankCode: 'account.error.bank' } } satisfies SaveSectionOutput,
  },
  saveFailed: { type: 'xstate.error.actor.saveSection', error: ApiError.network() },
  leaveToPage: { type: 'leave.request', destination: 'page' },
  leaveToLogout: { type: 'leave.request', destination: 'logout' },
  confirmLeave: { type: 'leave.confirm' },
  cancelLeave: { type: 'leave.cancel' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof FIXTURES;
const fixtureOf = eventNames(FIXTURES, (event) => JSON.stringify(event)).get;

const describeSnapshot = (snapshot: Snapshot) => {
  const { values, touched, serverErrors, lastSaved, saveError, leaveTo, saving } = snapshot.context;
  return [snapshot.value, values.profile, values.bank.accountNumber, touched, serverErrors, lastSaved, saveError?.section, leaveTo, saving];
};

/** A save answer is offered only for the section being saved; the bank is refused, the profile stored. */
const offered = (snapshot: Snapshot, event: AccountFormEvent): boolean => {
  const name = fixtureOf(event);
  if (name === 'profileSaved') return snapshot.context.saving === 'profile';
  if (name === 'bankRefused') return snapshot.context.saving === 'bank';
  if (name === 'saveFailed') return snapshot.context.saving === 'bank';
  return true;
};

/** Every transition's shortest path, then only those that add coverage, longest first. */
function coveringPaths(): Path[] {
  const all = shortestPathsToEveryTransition(accountFormMachine, {
    events: Object.values(FIXTURES),
    describe: describeSnapshot,
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
  });
  const chosen: Path[] = [];
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

/** The logout variants take the same transitions as leaving for a page: written out, since coverage would drop them. */
const JOURNEYS: Fixture[][] = [
  ['loaded', 'renameFirst', 'leaveToLogout', 'cancelLeave', 'newAccountNumber', 'leaveToLogout', 'confirmLeave'],
];

/** Actor events are not in the chart's own event union, yet the chart receives them. */
const asModelEvent = (event: EventObject): AccountFormEvent => event as AccountFormEvent;

const journeyPaths = (): Path[] =>
  JOURNEYS.map((names) => {
    let snapshot = initialTransition(accountFormMachine)[0];
    const steps: Path['steps'] = [{ event: asModelEvent({ type: 'xstate.init' }), state: snapshot }];
    for (const name of names) {
      snapshot = transition(accountFormMachine, snapshot, asModelEvent(FIXTURES[name]))[0];
      steps.push({ event: asModelEvent(FIXTURES[name]), state: snapshot });
    }
    return { steps, state: snapshot, weight: steps.length };
  });

const paths = [...coveringPaths(), ...journeyPaths()];

const SECTION_TITLES: Record<AccountSection, string> = { profile: 'Tus datos', contact: 'Datos del seller', bank: 'Datos bancarios' };
const ERROR_TEXT: Record<string, string> = {
  'account.error.phone': 'Debe tener 9 dígitos y comenzar con 2 o 9',
  'account.error.bank': 'Selecciona un banco de la lista',
};
const FIELD_LABELS: Record<string, string> = { firstName: 'Nombre', phone: 'Teléfono (opcional)', accountNumber: 'Número de cuenta', bankCode: 'Banco' };
const LEAVE_TITLES = {
  'page.account': '¿Quieres salir sin guardar?',
  'page.financial': '¿Quieres salir sin guardar tus datos bancarios?',
  'logout.account': '¿Quieres cerrar sesión?',
  'logout.financial': '¿Quieres cerrar sesión sin guardar tus datos bancarios?',
} as const;

const sectionOf = (section: AccountSection) => screen.getByRole('region', { name: SECTION_TITLES[section] });

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderSignedIn>;
  loads: Deferred<'loaded' | 'loadFailed'>[];
  saves: Array<{ answer: Deferred<'profileSaved' | 'bankRefused' | 'saveFailed'>; body: Deferred<unknown> }>;
}

function fakeAccountServer(world: Pick<World, 'loads' | 'saves'>) {
  const nextSave = () => {
    const save = { answer: deferred<'profileSaved' | 'bankRefused' | 'saveFailed'>(), body: deferred<unknown>() };
    world.saves.push(save);
    return save;
  };
  mockServer.use(
    http.auth.get('/auth/me', async () => {
      const load = deferred<'loaded' | 'loadFailed'>();
      world.loads.push(load);
      return (await load.promise) === 'loaded' ? HttpResponse.json(PROFILE) : HttpResponse.error();
    }),
    http.sellers.get('/sellers/{sellerId}/account', ({ response }) => response(200).json(ACCOUNT)),
    http.onboarding.get('/v1/onboarding/banks', ({ response }) => response(200).json(BANKS)),
    http.auth.put('/auth/me', async ({ request, response }) => {
      const save = nextSave();
      save.body.resolve(await request.json());
      if ((await save.answer.promise) === 'saveFailed') return HttpResponse.error();
      return response(200).json({ ...PROFILE, firstName: 'Camila Andrea' });
    }),
    http.sellers.put('/sellers/{sellerId}/bank-account', async ({ request, response }) => {
      const save = nextSave();
      save.body.resolve(await request.json());
      if ((await save.answer.promise) === 'saveFailed') return HttpResponse.error();
      return response(400).json({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: [{ field: 'body.bankCode', message: 'account.error.bank' }],
      });
    }),
  );
}

/** What the person does for each fixture. */
const perform: Record<Fixture, (world: World) => Promise<unknown>> = {
  loaded: async ({ loads }) => act(async () => loads.at(-1)!.resolve('loaded')),
  loadFailed: async ({ loads }) => act(async () => loads.at(-1)!.resolve('loadFailed')),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  renameFirst: async ({ user }) => {
    const box = within(sectionOf('profile')).getByRole('textbox', { name: 'Nombre' });
    await user.clear(box);
    await user.type(box, 'Camila Andrea');
  },
  badPhone: async ({ user }) => {
    const box = within(sectionOf('profile')).getByRole('textbox', { name: 'Teléfono (opcional)' });
    await user.clear(box);
    await user.type(box, '8x12');
  },
  newAccountNumber: async ({ user }) => {
    const box = within(sectionOf('bank')).getByRole('textbox', { name: 'Número de cuenta' });
    await user.clear(box);
    await user.type(box, '9988-7766');
  },
  saveProfile: ({ user }) => user.click(within(sectionOf('profile')).getByRole('button', { name: 'Guardar cambios' })),
  saveBank: ({ user }) => user.click(within(sectionOf('bank')).getByRole('button', { name: 'Guardar cambios' })),
  discardProfile: ({ user }) => user.click(within(sectionOf('profile')).getByRole('button', { name: 'Descartar cambios' })),
  profileSaved: async ({ saves }) => {
    await expect(saves.at(-1)!.body.promise).resolves.toEqual({ firstName: 'Camila Andrea', lastName: 'Rojas', phone: null });
    await act(async () => saves.at(-1)!.answer.resolve('profileSaved'));
  },
  bankRefused: async ({ saves }) => {
    await expect(saves.at(-1)!.body.promise).resolves.toEqual({ bankCode: '012', accountType: 'corriente', accountNumber: '99887766' });
    await act(async () => saves.at(-1)!.answer.resolve('bankRefused'));
  },
  saveFailed: async ({ saves }) => act(async () => saves.at(-1)!.answer.resolve('saveFailed')),
  // The navigation waits for the answer: it is started, not awaited.
  leaveToPage: async ({ app }) => act(async () => void app.app.router.navigate({ to: '/eiffel' })),
  leaveToLogout: async ({ user }) => user.click(screen.getByRole('link', { name: 'Cerrar sesión' })),
  confirmLeave: ({ user }) => user.click(screen.getByRole('button', { name: /sin guardar$/ })),
  cancelLeave: ({ user }) => user.click(screen.getByRole('button', { name: 'No, seguir editando' })),
};

/** What the page holds after the fixtures so far, by the account rules as written here. */
interface Seen {
  phase: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'confirming' | 'left';
  firstName: string;
  phone: string;
  accountNumber: string;
  saved: { firstName: string; phone: string; accountNumber: string };
  touched: { profile: Set<string>; bank: Set<string> };
  bankCodeRefused: boolean;
  saving: AccountSection | null;
  lastSaved: AccountSection | null;
  saveError: AccountSection | null;
  leaveTo: 'page' | 'logout' | null;
}

/** A phone is 9 digits starting with 2 or 9, or nothing (it is optional). */
const phoneIsValid = (phone: string) => phone === '' || /^[29]\d{8}$/.test(phone);

function seenAfter(names: readonly Fixture[]): Seen {
  const loaded = { firstName: 'Camila', phone: '', accountNumber: '00123456' };
  const seen: Seen = {
    phase: 'loading',
    ...loaded,
    saved: { ...loaded },
    touched: { profile: new Set(), bank: new Set() },
    bankCodeRefused: false,
    saving: null,
    lastSaved: null,
    saveError: null,
    leaveTo: null,
  };
  const profileDirty = () => seen.firstName !== seen.saved.firstName || seen.phone !== seen.saved.phone;
  const bankDirty = () => seen.accountNumber !== seen.saved.accountNumber;
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
      case 'badPhone':
        if (name === 'renameFirst') seen.firstName = 'Camila Andrea';
        else seen.phone = '812';
        seen.touched.profile.add(name === 'renameFirst' ? 'firstName' : 'phone');
        Object.assign(seen, { lastSaved: null, saveError: null });
        break;
      case 'newAccountNumber':
        seen.accountNumber = '99887766';
        seen.touched.bank.add('accountNumber');
        Object.assign(seen, { lastSaved: null, saveError: null });
        break;
      case 'saveProfile':
        if (!phoneIsValid(seen.phone)) {
          // Refused by the rules: every error of the section shows, nothing is sent.
          for (const field of ['firstName', 'lastName', 'phone']) seen.touched.profile.add(field);
          Object.assign(seen, { lastSaved: null, saveError: null });
        } else if (profileDirty()) Object.assign(seen, { phase: 'saving', saving: 'profile', lastSaved: null, saveError: null });
        break;
      case 'saveBank':
        if (seen.bankCodeRefused) {
          for (const field of ['bankCode', 'accountType', 'accountNumber']) seen.touched.bank.add(field);
          Object.assign(seen, { lastSaved: null, saveError: null });
        } else if (bankDirty()) Object.assign(seen, { phase: 'saving', saving: 'bank', lastSaved: null, saveError: null });
        break;
      case 'discardProfile':
        if (profileDirty()) {
          Object.assign(seen, { firstName: seen.saved.firstName, phone: seen.saved.phone, saveError: null });
          seen.touched.profile.clear();
        }
        break;
      case 'profileSaved':
        seen.saved.firstName = seen.firstName;
        seen.saved.phone = seen.phone;
        seen.touched.profile.clear();
        Object.assign(seen, { phase: 'editing', saving: null, lastSaved: 'profile' });
        break;
      case 'bankRefused':
        seen.bankCodeRefused = true;
        for (const field of ['bankCode', 'accountType', 'accountNumber']) seen.touched.bank.add(field);
        Object.assign(seen, { phase: 'editing', saving: null });
        break;
      case 'saveFailed':
        Object.assign(seen, { phase: 'editing', saveError: seen.saving, saving: null });
        break;
      case 'leaveToPage':
      case 'leaveToLogout':
        if (profileDirty() || bankDirty()) Object.assign(seen, { phase: 'confirming', leaveTo: name === 'leaveToPage' ? 'page' : 'logout' });
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

async function expectScreen(seen: Seen, { app }: World) {
  const dirty = { profile: seen.firstName !== seen.saved.firstName || seen.phone !== seen.saved.phone, bank: seen.accountNumber !== seen.saved.accountNumber };
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
    const variant = `${seen.leaveTo!}.${dirty.bank ? 'financial' : 'account'}` as keyof typeof LEAVE_TITLES;
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(LEAVE_TITLES[variant]);
    expect(app.location().pathname).toBe('/user/myAccount');
    expect(window.localStorage.getItem('alertAccount')).toBe('1');
    expect(window.localStorage.getItem('alertAccountBank')).toBe(dirty.bank ? '1' : null);
    return;
  }
  const shownErrors: Record<string, string | null> = {
    firstName: null,
    phone: seen.touched.profile.has('phone') && !phoneIsValid(seen.phone) ? ERROR_TEXT['account.error.phone']! : null,
    accountNumber: null,
    bankCode: seen.touched.bank.has('bankCode') && seen.bankCodeRefused ? ERROR_TEXT['account.error.bank']! : null,
  };
  await waitFor(() => {
    expect(within(sectionOf('profile')).getByRole('textbox', { name: 'Nombre' })).toHaveValue(seen.firstName);
    expect(within(sectionOf('profile')).getByRole('textbox', { name: 'Teléfono (opcional)' })).toHaveValue(seen.phone);
    expect(within(sectionOf('bank')).getByRole('textbox', { name: 'Número de cuenta' })).toHaveValue(seen.accountNumber);
    expect(within(sectionOf('contact')).getByText('76.086.428-5')).toBeInTheDocument();
    for (const [field, shown] of Object.entries(shownErrors)) {
      const section = field === 'accountNumber' || field === 'bankCode' ? 'bank' : 'profile';
      const box = within(sectionOf(section)).getByRole(field === 'bankCode' ? 'combobox' : 'textbox', { name: FIELD_LABELS[field]! });
      if (shown) expect(box).toHaveAccessibleDescription(shown);
      else expect(box).not.toHaveAccessibleDescription(/./);
    }
    expect(window.localStorage.getItem('alertAccount')).toBe(dirty.profile || dirty.bank ? '1' : null);
    expect(window.localStorage.getItem('alertAccountBank')).toBe(dirty.bank ? '1' : null);
    for (const section of ['profile', 'contact', 'bank'] as const) {
      const status = within(sectionOf(section)).getByRole('status');
      expect(status).toHaveTextContent(seen.lastSaved === section ? 'Cambios guardados.' : /^$/);
    }
    if (seen.saveError) {
      expect(within(sectionOf(seen.saveError)).getByRole('alert')).toHaveTextContent('No pudimos guardar los cambios. Sin conexión a internet.');
    } else expect(screen.queryByRole('alert')).toBeNull();
    if (seen.saving) {
      expect(within(sectionOf(seen.saving)).getByRole('button', { name: /Guardando/ })).toBeDisabled();
      expect(within(sectionOf('profile')).getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.location().pathname).toBe('/user/myAccount');
  });
}

const pathName = (path: Path) => path.steps.map((step) => ((step.event as EventObject).type === 'xstate.init' ? 'start' : fixtureOf(step.event))).join(' → ');

describe('my account, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', { timeout: 60_000 }, async (_, path) => {
    const muted = muteErrorLog('[');
    signIn(people.camila, { inPublishHistory: true });
    const world = { loads: [], saves: [] } as unknown as World;
    fakeAccountServer(world);
    world.user = userEvent.setup();
    world.app = renderSignedIn('/user/myAccount');
    try {
      const names: Fixture[] = [];
      for (const step of path.steps) {
        if ((step.event as EventObject).type !== 'xstate.init') {
          const name = fixtureOf(step.event);
          await perform[name](world);
          names.push(name);
        }
        await expectScreen(seenAfter(names), world);
      }
    } finally {
      muted.mockRestore();
      world.app.done();
    }
  });

  it('covers every state and transition of the chart with the generated paths', () => {
    expectFullCoverage(measureCoverage(accountFormMachine, paths));
  });
});

describe('my account, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(accountFormMachine, { events: Object.values(FIXTURES).map(asModelEvent) });
    expect(statesNotReached(accountFormMachine, shortest)).toEqual([]);
  });
});

describe('my account, accessibility', () => {
  it('has no axe violations with an error shown and the leave question open', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const world = { loads: [], saves: [] } as unknown as World;
    fakeAccountServer(world);
    const user = userEvent.setup();
    const app = renderSignedIn('/user/myAccount');
    await waitFor(() => expect(world.loads).toHaveLength(1));
    await act(async () => world.loads[0]!.resolve('loaded'));
    const phone = await screen.findByRole('textbox', { name: 'Teléfono (opcional)' });
    await user.type(phone, '812');
    expect(phone).toHaveAccessibleDescription('Debe tener 9 dígitos y comenzar con 2 o 9');
    expect(await axeViolations(app.container)).toEqual([]);
    await act(async () => void app.app.router.navigate({ to: '/eiffel' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    app.done();
  });
});
