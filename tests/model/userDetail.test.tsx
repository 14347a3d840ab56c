/**
 * Model-based tests of one user's page (modules/users), driving the module's real Root at
 * /users/40 against a fake users service (msw, typed from the contract) that holds each request
 * until the path answers it. Paths are generated from the page's statechart to take every
 * transition; each step checks what the person sees: the user's facts in Spanish, the history with
 * who changed what, the confirmation dialog, what the page says after a change or a refusal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import { userDetailMachine, type UserAction } from '../../modules/users/machines/userDetail.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import type { UserDetail } from '../../modules/users/machines/users.types.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';
import { fakeUsersServer, renderUsersModule, ROSA, ROSA_DISABLED, SECURITY_SESSION, type DetailAnswer, type SaveAnswer, type UsersServer } from './users.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'No user' });

const fixtures = {
  retry: { type: 'detail.retry' },
  ask: { type: 'action.start', action: 'status' },
  cancel: { type: 'action.close' },
  confirm: { type: 'action.confirm' },
  loaded: { type: 'xstate.done.actor.load', output: ROSA },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  changed: { type: 'xstate.done.actor.act', output: ROSA_DISABLED },
  changeFailed: { type: 'xstate.error.actor.act', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<Exclude<DetailEvent<UserAction>['type'], 'action.retry' | 'download.start'>, (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof userDetailMachine>;

const paths = coveringPaths<Snapshot, EventObject, { userId: number; selfId: number }>(userDetailMachine, {
  input: { userId: 40, selfId: SECURITY_SESSION.userId },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.user.status ?? null],
  eventKey: (event) => JSON.stringify(event),
  // A disabled user is not disabled again in these paths: one change per page visit is enough.
  filter: (snapshot, event) => !(names.get(event) === 'ask' && snapshot.context.detail?.user.status === 'disabled'),
  chained: true,
});

interface World {
  user: UserEvent;
  server: UsersServer;
}

async function answerDetail(world: World, answer: DetailAnswer) {
  await waitFor(() => expect(world.server.detail.pending).toBe(1));
  expect(world.server.detail.received.at(-1)).toBe(40);
  world.server.detail.answer(answer);
}

async function answerStatus(world: World, answer: SaveAnswer) {
  await waitFor(() => expect(world.server.status.pending).toBe(1));
  expect(world.server.status.received.at(-1)).toEqual({ userId: 40, status: 'disabled' });
  world.server.status.answer(answer);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  ask: ({ user }) => user.click(within(screen.getByRole('group', { name: 'Acciones del usuario' })).getByRole('button', { name: 'Desactivar' })),
  cancel: ({ user }) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Volver' })),
  confirm: ({ user }) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desactivar' })),
  loaded: (world) => answerDetail(world, { detail: ROSA }),
  loadFailed: (world) => answerDetail(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerDetail(world, { fail: 404, code: 'USER_NOT_FOUND' }),
  changed: (world) => answerStatus(world, { detail: ROSA_DISABLED }),
  changeFailed: (world) => answerStatus(world, { fail: 409, code: 'OWN_ACCOUNT_PROTECTED' }),
};

const CREATED_LINES = [
  'Nombre: — → Rosa',
  'Apellido: — → Pérez',
  'Correo electrónico: — → rosa.perez@demo.cl',
  'Rol: — → Atención al cliente',
  'Estado: — → Activo',
  'Seller: — → —',
];

async function expectScreenFor(state: AnyMachineSnapshot) {
  // The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart.
  const snapshot = state as unknown as DetailSnapshot<UserDetail, UserAction>;
  if (snapshot.matches('loading')) {
    expect(await screen.findByLabelText('…')).toBeVisible();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('No pudimos cargar el usuario.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Usuarios' })).toHaveAttribute('href', '/users');
    return;
  }
  if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar a Rosa Pérez?' });
    expect(dialog).toHaveTextContent('Sus sesiones abiertas terminarán de inmediato y no podrá ingresar hasta que lo actives de nuevo.');
    const changing = snapshot.matches('submitting');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', changing));
    // The page behind the modal dialog is hidden from assistive technology.
    return;
  }
  const disabled = snapshot.context.detail?.user.status === 'disabled';
  expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Pérez' })).toBeVisible();
  const facts = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
  expect(facts).toHaveTextContent(`Correo electrónicorosa.perez@demo.clRolAtención al clienteEstado${disabled ? 'Desactivado' : 'Activo'}SellerSin seller`);
  const history = screen.getByRole('region', { name: 'Historial de cambios' });
  const entries = within(history).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
  expect(entries.map((entry) => entry.firstElementChild?.textContent)).toEqual(
    disabled ? ['Modificado por Tomás Reyes el 26-11-2026, 11:30', 'Creado por Tomás Reyes el 26-11-2026, 10:00'] : ['Creado por Tomás Reyes el 26-11-2026, 10:00'],
  );
  const lines = entries.map((entry) => within(entry).getAllByRole('listitem').map((item) => item.textContent));
  expect(lines).toEqual(disabled ? [['Estado: Activo → Desactivado'], CREATED_LINES] : [CREATED_LINES]);
  const actions = screen.getByRole('group', { name: 'Acciones del usuario' });
  expect(within(actions).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/users/40/edit');
  expect(within(actions).getByRole('button', { name: disabled ? 'Activar' : 'Desactivar' })).toBeEnabled();

  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  if (snapshot.matches({ shown: 'done' })) expect(screen.getByText('Usuario desactivado: sus sesiones terminaron.')).toBeVisible();
  else expect(screen.queryByText('Usuario desactivado: sus sesiones terminaron.')).toBeNull();
  if (snapshot.matches({ shown: 'refused' })) expect(screen.getByText('No puedes desactivar ni quitarte el rol a ti mismo.')).toBeVisible();
  else expect(screen.queryByText('No puedes desactivar ni quitarte el rol a ti mismo.')).toBeNull();
}

describe('one user, driven through the module as the shell mounts it at /users/40', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeUsersServer();
      renderUsersModule({ path: '/users/40' });
      const world: World = { user: userEvent.setup(), server };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(userDetailMachine, paths));
  });
});

describe('one user: who may change them, the breadcrumb, accessibility', () => {
  it('offers neither Desactivar nor Editar to whom may not change the user, and no Desactivar on their own page; names the user for the breadcrumb; no axe violations', async () => {
    const server = fakeUsersServer();
    const { host, container } = renderUsersModule({ path: '/users/40' });
    await waitFor(() => expect(server.detail.pending).toBe(1));
    server.detail.answer({ detail: { ...ROSA, grantableRoles: [] } });
    await screen.findByRole('heading', { level: 1, name: 'Rosa Pérez' });
    expect(within(screen.getByRole('group', { name: 'Acciones del usuario' })).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(host.announceName.mock.calls).toEqual([['40', 'Rosa Pérez']]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names each seller of the history by its name and id, and by its id alone once the seller is gone', async () => {
    const server = fakeUsersServer();
    renderUsersModule({ path: '/users/40' });
    await waitFor(() => expect(server.detail.pending).toBe(1));
    server.detail.answer({
      detail: {
        ...ROSA,
        user: { ...ROSA.user, role: 'seller', seller: { id: 12, name: 'Tienda Andes SpA' } },
        history: [
          { id: 3, kind: 'updated', actor: { id: 9, name: 'Tomás Reyes', email: 'seguridad@demo.cl' }, changes: [{ field: 'sellerId', from: 7, to: 12 }], createdAt: '2026-11-26T15:00:00Z' },
          ...ROSA.history,
        ],
        historySellers: [{ id: 12, name: 'Tienda Andes SpA' }],
      },
    });
    const history = await screen.findByRole('region', { name: 'Historial de cambios' });
    expect(within(history).getByText('Seller: seller n.º 7 → Tienda Andes SpA (12)')).toBeVisible();
  });

  it('hides Desactivar on the signed-in person\'s own page', async () => {
    const server = fakeUsersServer();
    renderUsersModule({ path: '/users/40', session: { userId: 40, role: 'security', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.detail.pending).toBe(1));
    server.detail.answer({ detail: ROSA });
    await screen.findByRole('heading', { level: 1, name: 'Rosa Pérez' });
    expect(within(screen.getByRole('group', { name: 'Acciones del usuario' })).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Editar' })).toBeVisible();
  });
});
