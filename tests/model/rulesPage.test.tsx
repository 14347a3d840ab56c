/**
 * Model-based tests of Configuración > Reglas (modules/rules), driving the module's real Root through
 * its composition root and the typed rules client against a fake rules service (msw, typed from the
 * contract) that holds each request until the path answers it. Paths are generated from the page's
 * statechart to take every transition; each step checks what the admin sees (the form's values, the
 * saved version, the failure, theirs beside yours on a conflict, an old version read-only, the
 * history) and what was sent.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { components, paths as RulesPaths } from '../../openapi/generated/rules.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import rulesModule from '../../modules/rules/entry.tsx';
import { rulesPageMachine, type RulesPageEvent } from '../../modules/rules/machines/rulesPage.machine.ts';
import { rulesFormMachine, type RulesFormValues } from '../../modules/rules/machines/rulesForm.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { answered, HeldQueue } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

type RuleVersion = components['schemas']['RuleVersion'];
type RulesOverview = components['schemas']['RulesOverview'];
type Fail = { fail: 400 | 404 | 409 | 503; code: string; details?: { field: string; message: string }[] };

const VALUES = {
  minOnTimeDeliveriesPercent: 95.01,
  maxClaimsPercent: 3,
  maxCancellationsPercent: 1.5,
  minShippedOrders: 5,
  benefits: { Nuevo: 'Guía de primeros pasos', Bajo: 'Plan de mejora', Medio: 'Eventos de temporada', Bueno: 'Envío con 40 % de descuento', Destacado: 'Insignia destacada' },
  conferenceCutoffDay: '2023-10-19',
  conferenceCutoffTime: '23:30',
};
const NOTE = 'Bajamos el umbral de entregas';
const V1: RuleVersion = { version: 1, effectiveFrom: '1970-01-01', note: 'Reglas iniciales', savedBy: null, savedAt: '2023-01-01T03:00:00Z', values: VALUES };
const { values: _v1, ...V1_SUMMARY } = V1;
const MINE_V2: RuleVersion = { version: 2, effectiveFrom: '2026-11-01', note: NOTE, savedBy: 'Carolina Fuentes', savedAt: '2026-11-26T13:00:00Z', values: { ...VALUES, minOnTimeDeliveriesPercent: 94 } };
const THEIRS_V2: RuleVersion = { version: 2, effectiveFrom: '2026-11-01', note: 'Más envíos mínimos', savedBy: 'Camila Araya', savedAt: '2026-11-26T12:50:00Z', values: { ...VALUES, minShippedOrders: 6 } };
const MINE_V3: RuleVersion = { ...MINE_V2, version: 3, savedAt: '2026-11-26T13:05:00Z' };
const summaryOf = ({ values: _values, ...summary }: RuleVersion) => summary;
const OVERVIEW: RulesOverview = { current: V1, history: [V1_SUMMARY] };
const THEIRS_OVERVIEW: RulesOverview = { current: THEIRS_V2, history: [summaryOf(THEIRS_V2), V1_SUMMARY] };

const FORM_V1 = {
  // Written as Spanish writes decimals, as every other figure of the portal is.
  minOnTimeDeliveriesPercent: '95,01',
  maxClaimsPercent: '3',
  maxCancellationsPercent: '1,5',
  minShippedOrders: '5',
  'benefits.Nuevo': VALUES.benefits.Nuevo,
  'benefits.Bajo': VALUES.benefits.Bajo,
  'benefits.Medio': VALUES.benefits.Medio,
  'benefits.Bueno': VALUES.benefits.Bueno,
  'benefits.Destacado': VALUES.benefits.Destacado,
  conferenceCutoffDay: '2023-10-19',
  conferenceCutoffTime: '23:30',
  note: '',
};
const TYPED = { ...FORM_V1, minOnTimeDeliveriesPercent: '94' };
const SENT = { ...TYPED, note: NOTE };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const stale = new ApiError({ statusCode: 409, code: 'RULES_VERSION_STALE', message: 'Stale' });
const refused = new ApiError({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Refused', details: [{ field: 'body.note', message: 'tooLong' }] });

const fixtures = {
  retry: { type: 'rules.retry' },
  edit: { type: 'rules.edit' },
  open: { type: 'version.open', version: 1 },
  close: { type: 'version.close' },
  reapply: { type: 'conflict.reapply' },
  takeTheirs: { type: 'conflict.takeTheirs' },
  typed: { type: 'rules.changed', values: TYPED },
  loaded: { type: 'xstate.done.actor.loadRules', output: OVERVIEW },
  theirsLoaded: { type: 'xstate.done.actor.loadRules', output: THEIRS_OVERVIEW },
  loadFailed: { type: 'xstate.error.actor.loadRules', error: unavailable },
  submitted: { type: 'xstate.done.actor.rulesForm', output: SENT },
  versionLoaded: { type: 'xstate.done.actor.loadVersion', output: V1 },
  versionFailed: { type: 'xstate.error.actor.loadVersion', error: unavailable },
  savedV2: { type: 'xstate.done.actor.saveRules', output: MINE_V2 },
  savedV3: { type: 'xstate.done.actor.saveRules', output: MINE_V3 },
  saveConflict: { type: 'xstate.error.actor.saveRules', error: stale },
  saveRefused: { type: 'xstate.error.actor.saveRules', error: refused },
  saveFailed: { type: 'xstate.error.actor.saveRules', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<RulesPageEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof rulesPageMachine>;

/** The answers a path may give: theirs only on a conflict, a save numbered after its base, a conflict on the first base only. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const { basedOn, draft, refused: refusals } = snapshot.context;
  if (name === 'loaded') return snapshot.matches('loading');
  if (name === 'theirsLoaded') return snapshot.matches('conflict');
  if (name === 'savedV2' || name === 'saveConflict') return basedOn === 1;
  if (name === 'savedV3') return basedOn === 2;
  // Typing once per form: the draft then holds the typed threshold.
  if (name === 'typed') return draft === null || draft.minOnTimeDeliveriesPercent !== '94';
  // A refused note is typed again before the next save.
  if (name === 'submitted') return Object.keys(refusals).length === 0;
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, undefined>(rulesPageMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [
    snapshot.value,
    snapshot.context.basedOn,
    snapshot.context.overview?.current.version ?? null,
    snapshot.context.draft?.minOnTimeDeliveriesPercent ?? null,
    snapshot.context.draft?.note ?? null,
    snapshot.context.refused,
    snapshot.context.problem,
  ],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
});

function fakeRulesServer() {
  const http = createOpenApiHttp<RulesPaths>({ baseUrl: TEST_ORIGIN });
  const overview = new HeldQueue<{ overview: RulesOverview } | Fail, null>();
  const version = new HeldQueue<{ version: RuleVersion } | Fail, number>();
  const save = new HeldQueue<{ version: RuleVersion } | Fail, unknown>();
  const body = (answer: Fail) => ({ statusCode: answer.fail, code: answer.code, message: answer.code, ...(answer.details ? { details: answer.details } : {}) });
  mockServer.use(
    http.get('/v1/rules', async ({ request, response }) => {
      const answer = await overview.next(request.signal, null);
      return 'overview' in answer ? response(200).json(answer.overview) : response(503).json(body(answer));
    }),
    http.get('/v1/rules/versions/{version}', async ({ request, params, response }) => {
      const answer = await version.next(request.signal, Number(params.version));
      return 'version' in answer ? response(200).json(answer.version) : response(503).json(body(answer));
    }),
    http.post('/v1/rules/versions', async ({ request, response }) => {
      const answer = await save.next(request.signal, await request.json());
      if ('version' in answer) return response(201).json(answer.version);
      if (answer.fail === 409) return response(409).json(body(answer));
      return answer.fail === 400 ? response(400).json(body(answer)) : response(503).json(body(answer));
    }),
  );
  return { overview, version, save };
}
type RulesServer = ReturnType<typeof fakeRulesServer>;

function renderRulesModule() {
  const host: ModuleHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: { userId: 1, role: 'admin', sellerId: null, permissions: [] },
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  return render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <main>
        <ModuleMessages messages={rulesModule.messages}>
          <rulesModule.Root host={host} path="/rules" search="" state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
}

interface World {
  user: UserEvent;
  server: RulesServer;
}

const THRESHOLD = 'Entregas a tiempo, mínimo (%)';
const NOTE_LABEL = 'Motivo del cambio';
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const saveBody = (basedOnVersion: number) => ({ basedOnVersion, note: NOTE, values: { ...VALUES, minOnTimeDeliveriesPercent: 94 } });

async function retype(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

const simulate: Record<Fixture, (world: World, snapshot: Snapshot) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  edit: ({ user }, snapshot) => user.click(screen.getByRole('button', { name: snapshot.matches('failed') ? 'Seguir editando' : 'Editar las reglas' })),
  open: ({ user }) => user.click(screen.getByRole('button', { name: 'Ver versión 1' })),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Volver a las reglas' })),
  reapply: ({ user }) => user.click(screen.getByRole('button', { name: 'Reaplicar mis cambios sobre la versión 2' })),
  takeTheirs: ({ user }) => user.click(screen.getByRole('button', { name: 'Descartar mis cambios' })),
  typed: ({ user }) => retype(user, THRESHOLD, '94'),
  loaded: ({ server }) => answered(server.overview, null, { overview: OVERVIEW }),
  theirsLoaded: ({ server }) => answered(server.overview, null, { overview: THEIRS_OVERVIEW }),
  loadFailed: ({ server }) => answered(server.overview, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  submitted: async ({ user }) => {
    if (field(THRESHOLD).value !== '94') await retype(user, THRESHOLD, '94');
    // An empty note is refused on the press, with the focus on it, before anything is sent.
    if (field(NOTE_LABEL).value === '') {
      await user.click(screen.getByRole('button', { name: 'Guardar como nueva versión' }));
      await waitFor(() => expect(field(NOTE_LABEL)).toHaveFocus());
      expect(field(NOTE_LABEL).closest('[data-scope="field"][data-part="root"]')).toHaveTextContent('Este campo es obligatorio');
    }
    await retype(user, NOTE_LABEL, NOTE);
    await user.click(screen.getByRole('button', { name: 'Guardar como nueva versión' }));
  },
  versionLoaded: ({ server }) => answered(server.version, 1, { version: V1 }),
  versionFailed: ({ server }) => answered(server.version, 1, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  savedV2: ({ server }) => answered(server.save, saveBody(1), { version: MINE_V2 }),
  savedV3: ({ server }) => answered(server.save, saveBody(2), { version: MINE_V3 }),
  saveConflict: ({ server }) => answered(server.save, saveBody(1), { fail: 409, code: 'RULES_VERSION_STALE' }),
  saveRefused: ({ server }, snapshot) => answered(server.save, saveBody(snapshot.context.basedOn), { fail: 400, code: 'VALIDATION_FAILED', details: [{ field: 'body.note', message: 'tooLong' }] }),
  saveFailed: ({ server }, snapshot) => answered(server.save, saveBody(snapshot.context.basedOn), { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

/** The history's rows as they read: version, who, when (Santiago), why. */
const historyRows = () =>
  within(screen.getByRole('region', { name: 'Historial de versiones' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));

const ROW = {
  1: ['1', 'Sistema', '01-01-2023, 00:00', 'Reglas iniciales'],
  theirs: ['2', 'Camila Araya', '26-11-2026, 09:50', 'Más envíos mínimos'],
  mine2: ['2', 'Carolina Fuentes', '26-11-2026, 10:00', NOTE],
  mine3: ['3', 'Carolina Fuentes', '26-11-2026, 10:05', NOTE],
};

async function expectScreen(snapshot: Snapshot) {
  const { overview, draft } = snapshot.context;
  if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando las reglas…'));
  if (snapshot.matches('loadFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las reglas.'));
  if (snapshot.matches('editing')) {
    const expected = draft ?? { ...FORM_V1, ...(overview!.current.version === 2 && overview!.current.savedBy === 'Camila Araya' ? { minShippedOrders: '6' } : {}), ...(overview!.current.values.minOnTimeDeliveriesPercent === 94 ? { minOnTimeDeliveriesPercent: '94' } : {}) };
    await waitFor(() => expect(field(THRESHOLD)).toHaveValue(expected.minOnTimeDeliveriesPercent));
    expect(field('Órdenes despachadas mínimas en el mes')).toHaveValue(expected.minShippedOrders);
    expect(field(NOTE_LABEL)).toHaveValue(expected.note);
    // The programme's first rules have no date of their own: they are in force since it began.
    expect(screen.getByText(/^Versión \d+/)).toHaveTextContent(
      overview!.current.version === 1 ? 'Versión 1, las reglas iniciales del programa, vigentes desde su comienzo' : `Versión ${overview!.current.version} vigente desde el 01-11-2026`,
    );
    if (snapshot.context.refused.note) expect(field(NOTE_LABEL).closest('[data-scope="field"][data-part="root"]')).toHaveTextContent('Usa como máximo 500 caracteres');
    return;
  }
  if (snapshot.matches('saving')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando la nueva versión…'));
  if (snapshot.matches('saved')) {
    const saved = snapshot.context.saved!;
    await waitFor(() => expect(screen.getByText(`Versión ${saved.version} guardada. Rige desde el 01-11-2026.`)).toBeVisible());
    expect(historyRows()[0]).toEqual(saved.version === 3 ? ROW.mine3 : ROW.mine2);
    return;
  }
  if (snapshot.matches('failed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar la nueva versión.'));
  if (snapshot.matches({ conflict: 'reloading' })) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Leyendo la versión más reciente…'));
  if (snapshot.matches({ conflict: 'shown' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien guardó la versión 2 antes que tú. No se guardó nada.'));
    expect(screen.getByRole('region', { name: 'Versión 2 (la vigente)' })).toHaveTextContent('Órdenes despachadas mínimas en el mes6');
    expect(screen.getByRole('region', { name: 'Tus cambios' })).toHaveTextContent(`Entregas a tiempo, mínimo (%)94`);
    expect(historyRows()).toEqual([ROW.theirs, ROW[1]]);
    return;
  }
  if (snapshot.matches('openingVersion')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando la versión…'));
  if (snapshot.matches('showingVersion')) {
    await waitFor(() => expect(screen.getByRole('region', { name: 'Versión 1 (solo lectura)' })).toHaveTextContent('Entregas a tiempo, mínimo (%)95,01'));
    expect(screen.queryByRole('textbox')).toBeNull();
    return;
  }
  return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar la versión.'));
}

describe('Configuración > Reglas, driven through its page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeRulesServer();
      const view = renderRulesModule();
      const world: World = { user: userEvent.setup(), server };
      let previous: Snapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world, previous!);
        previous = step.state as Snapshot;
        await expectScreen(previous);
      }
      expect(await axeViolations(view.container)).toEqual([]);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(rulesPageMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});

const formFixtures = {
  typeClaims: { type: 'form.change', values: { maxClaimsPercent: '96' } },
  fixClaims: { type: 'form.change', values: { maxClaimsPercent: '3' } },
  typeNote: { type: 'form.change', values: { note: NOTE } },
  leaveClaims: { type: 'form.blur', field: 'maxClaimsPercent' },
  press: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof rulesFormMachine>;

/** Each edit once, in an order a person makes them: the wrong claims before their fix, the field left once. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const name = formNames.get(event);
  if (name === 'typeClaims') return values.maxClaimsPercent === '3' && values.note === '';
  if (name === 'fixClaims') return values.maxClaimsPercent === '96';
  if (name === 'typeNote') return values.note === '';
  if (name === 'leaveClaims') return touched.maxClaimsPercent !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: RulesFormValues; facts: null }>(rulesFormMachine, {
  input: { values: FORM_V1, facts: null },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values.maxClaimsPercent, snapshot.context.values.note, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
});

const CLAIMS = 'Reclamos, máximo (%)';
/** An edit alone (a paste): typing with the keyboard would also leave the field focused before. */
const paste = async (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const simulateForm: Record<FormFixture, (user: UserEvent) => Promise<unknown>> = {
  typeClaims: () => paste(CLAIMS, '96'),
  fixClaims: () => paste(CLAIMS, '3'),
  typeNote: () => paste(NOTE_LABEL, NOTE),
  leaveClaims: async (user) => {
    await user.click(field(CLAIMS));
    await user.tab();
  },
  press: (user) => user.click(screen.getByRole('button', { name: 'Guardar como nueva versión' })),
};

const errorOf = (label: string) => field(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;

describe('the rules form, driven through the page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeRulesServer();
      renderRulesModule();
      await answered(server.overview, null, { overview: OVERVIEW });
      const user = userEvent.setup();
      await waitFor(() => expect(field(THRESHOLD)).toHaveValue('95,01'));
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](user);
        const snapshot = step.state as FormSnapshot;
        if (snapshot.matches('submitted')) {
          // A valid press sends the values as typed, numbers as numbers, the note as written.
          await waitFor(() => expect(server.save.pending).toBe(1));
          expect(server.save.received).toEqual([{ basedOnVersion: 1, note: NOTE, values: VALUES }]);
          continue;
        }
        await waitFor(() => expect(field(CLAIMS)).toHaveValue(snapshot.context.values.maxClaimsPercent));
        const { touched, values } = snapshot.context;
        if (touched.maxClaimsPercent && values.maxClaimsPercent === '96') {
          await waitFor(() => expect(errorOf(CLAIMS)).toHaveTextContent('Debe ser menor que el mínimo de entregas a tiempo'));
        } else expect(errorOf(CLAIMS)).not.toHaveTextContent('Debe ser menor');
        if (touched.note && values.note === '') await waitFor(() => expect(errorOf(NOTE_LABEL)).toHaveTextContent('Este campo es obligatorio'));
        else expect(errorOf(NOTE_LABEL)).not.toHaveTextContent('obligatorio');
        expect(server.save.received).toEqual([]);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(rulesFormMachine, formPaths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});
