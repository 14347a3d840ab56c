/**
 * Model-based tests of the two forms of a seller's page (modules/sellers/machines/publicationForm.ts
 * and settingsForm.ts, both the portal's form chart), each driven through its dialog on /sellers/1:
 * paths generated from the form's chart take every transition (a change, a leave, a press that only
 * reveals what is missing and a press that sends), and each step checks the values shown, the error
 * under a touched field, and, once sent, the request the page makes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { publicationFormMachine } from '../../modules/sellers/machines/publicationForm.ts';
import { settingsFormMachine, type SettingsValues } from '../../modules/sellers/machines/settingsForm.ts';
import type { FormEvent } from '../../machines/form/form.machine.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeSellersServer, renderSellersModule, type SellerRecord, type SellersServer } from './sellers.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const RECORD: SellerRecord = {
  seller: {
    id: 1,
    name: 'Tienda Andes SpA',
    legalName: 'TIENDA ANDES SPA',
    documentNumber: '760864285',
    sellerType: 'pim',
    isCollector: false,
    publish: true,
    reputationLevel: 'Bueno',
    vendorCodeProvider: null,
    vendorCodeClient: null,
    termsSigned: true,
  },
  version: 3,
  commercialEmail: null,
  createdAt: '2026-05-01T14:00:00Z',
  contacts: [],
  bank: null,
  warehouses: [],
  publishHistory: [],
  settingsChanges: [],
};
const REASON = 'Pausa por inventario agotado';

interface World {
  user: UserEvent;
  server: SellersServer;
}

async function openSellerDialog(opener: string): Promise<World> {
  const server = fakeSellersServer();
  renderSellersModule({ path: '/sellers/1' });
  await waitFor(() => expect(server.record.pending).toBe(1));
  server.record.answer({ record: RECORD });
  await waitFor(() => expect(server.acceptances.pending).toBe(1));
  server.acceptances.answer({ acceptances: [] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: opener }));
  return { user, server };
}

const leave = (element: HTMLElement) =>
  act(() => {
    element.focus();
    element.blur();
  });

// ---- The reason of an unpublish ----

const UNPUBLISH_DIALOG = 'Despublicar Tienda Andes SpA';
const reasonBox = () => within(screen.getByRole('dialog', { name: UNPUBLISH_DIALOG })).getByRole('textbox', { name: 'Motivo' });

const publicationFixtures = {
  typeReason: { type: 'form.change', values: { reason: REASON } },
  leaveReason: { type: 'form.blur', field: 'reason' },
  press: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
const publicationNames = eventNames(publicationFixtures);
type PublicationSnapshot = SnapshotFrom<typeof publicationFormMachine>;

const publicationPaths = coveringPaths<PublicationSnapshot, EventObject, { values: { reason: string }; facts: boolean }>(publicationFormMachine, {
  input: { values: { reason: '' }, facts: false },
  events: Object.values(publicationFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  // The reason is typed once; the field is left once.
  filter: (snapshot, event) =>
    event.type === 'form.change' ? snapshot.context.values.reason === '' : event.type === 'form.blur' ? snapshot.context.touched.reason !== true : true,
  chained: true,
});

const simulatePublication: Record<keyof typeof publicationFixtures, (world: World) => Promise<unknown>> = {
  typeReason: ({ user }) => user.type(reasonBox(), REASON),
  leaveReason: async () => leave(reasonBox()),
  press: ({ user }) => user.click(within(screen.getByRole('dialog', { name: UNPUBLISH_DIALOG })).getByRole('button', { name: 'Despublicar seller' })),
};

async function expectPublicationScreen(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as PublicationSnapshot;
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(world.server.publication.pending).toBe(1));
    expect(world.server.publication.received).toEqual([{ sellerId: 1, body: { publish: false, reason: REASON } }]);
    return;
  }
  expect(reasonBox()).toHaveValue(snapshot.context.values.reason);
  const dialog = screen.getByRole('dialog', { name: UNPUBLISH_DIALOG });
  if (snapshot.context.touched.reason && snapshot.context.values.reason === '') await waitFor(() => expect(within(dialog).getByText('Escribe el motivo.')).toBeVisible());
  else expect(within(dialog).queryByText('Escribe el motivo.')).toBeNull();
  expect(world.server.publication.received).toEqual([]);
}

describe('the reason of an unpublish, driven through its dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of publicationPaths) {
    it(describeFixturePath(path, publicationNames.get), async () => {
      const world = await openSellerDialog('Despublicar');
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulatePublication[publicationNames.get(step.event)](world);
        await expectPublicationScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(publicationFormMachine, publicationPaths));
  });
});

// ---- The type and collector flag ----

const SETTINGS_DIALOG = 'Tipo y recolección de Tienda Andes SpA';
const settingsDialog = () => screen.getByRole('dialog', { name: SETTINGS_DIALOG });
const typeSelect = () => within(settingsDialog()).getByRole('combobox', { name: 'Tipo de seller' });
const collectorBox = () => within(settingsDialog()).getByRole('checkbox', { name: 'El marketplace recolecta sus órdenes (collector)' });

const settingsFixtures = {
  chooseCentry: { type: 'form.change', values: { sellerType: 'centry' } },
  collects: { type: 'form.change', values: { isCollector: true } },
  leaveType: { type: 'form.blur', field: 'sellerType' },
  press: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
const settingsNames = eventNames(settingsFixtures);
type SettingsSnapshot = SnapshotFrom<typeof settingsFormMachine>;

const settingsPaths = coveringPaths<SettingsSnapshot, EventObject, { values: { sellerType: 'pim'; isCollector: boolean }; facts: null }>(settingsFormMachine, {
  input: { values: { sellerType: 'pim', isCollector: false }, facts: null },
  events: Object.values(settingsFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  // Each choice is made once; the type is left once.
  filter: (snapshot, event) => {
    const { values, touched } = snapshot.context;
    const change = event as FormEvent<SettingsValues>;
    if (change.type === 'form.change') return 'sellerType' in change.values ? values.sellerType === 'pim' : !values.isCollector;
    if (change.type === 'form.blur') return touched.sellerType !== true;
    return true;
  },
  chained: true,
});

const simulateSettings: Record<keyof typeof settingsFixtures, (world: World) => Promise<unknown>> = {
  chooseCentry: ({ user }) => user.selectOptions(typeSelect(), 'Centry'),
  collects: ({ user }) => user.click(collectorBox()),
  leaveType: async () => leave(typeSelect()),
  press: ({ user }) => user.click(within(settingsDialog()).getByRole('button', { name: 'Guardar cambios' })),
};

async function expectSettingsScreen(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as SettingsSnapshot;
  const { values } = snapshot.context;
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(world.server.settings.pending).toBe(1));
    expect(world.server.settings.received).toEqual([{ sellerId: 1, body: { sellerType: values.sellerType, isCollector: values.isCollector, version: 3 } }]);
    return;
  }
  await waitFor(() => expect(typeSelect()).toHaveDisplayValue(values.sellerType === 'centry' ? 'Centry' : 'Carga directa (PIM)'));
  expect(collectorBox()).toHaveProperty('checked', values.isCollector);
  // Nothing changed is nothing to save.
  const changed = values.sellerType !== 'pim' || values.isCollector;
  const save = within(settingsDialog()).getByRole('button', { name: 'Guardar cambios' });
  await waitFor(() => (changed ? expect(save).toBeEnabled() : expect(save).toBeDisabled()));
  expect(world.server.settings.received).toEqual([]);
}

describe('the type and collector flag, driven through their dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of settingsPaths) {
    it(describeFixturePath(path, settingsNames.get), async () => {
      const world = await openSellerDialog('Editar tipo y recolección');
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateSettings[settingsNames.get(step.event)](world);
        await expectSettingsScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(settingsFormMachine, settingsPaths));
  });
});
