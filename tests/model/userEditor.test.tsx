/**
 * Model-based tests of the page that creates a user (modules/users at /users/new) and edits one
 * (/users/40/edit), driving the module's real Root against a fake users service (msw, typed from
 * the contract). Paths are generated from the page's chart; each step checks what the person sees.
 * Then the user form's own chart (the portal's form chart with the users rules) is walked the same
 * way on /users/new: the Spanish errors under each field, the server's refusals placed under their
 * field (the e-mail taken: the conflict), a failure, and that nothing typed is lost.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { userEditorMachine, type UserEditorEvent } from '../../modules/users/machines/userEditor.machine.ts';
import { NEW_USER, userFormMachine, type UserFormValues } from '../../modules/users/machines/userForm.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';
import { fakeUsersServer, renderUsersModule, ROSA, type UserFormOptions, type UsersServer } from './users.support.tsx';

const OPTIONS: UserFormOptions = { sellers: [{ id: 1, name: 'Tienda Andes SpA' }], grantableRoles: ['seller', 'customerService', 'security'] };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'No user' });

const editorFixtures = {
  retry: { type: 'editor.retry' },
  loaded: { type: 'xstate.done.actor.0.userEditor.loading', output: { options: OPTIONS, detail: ROSA } },
  loadedOutOfReach: { type: 'xstate.done.actor.0.userEditor.loading', output: { options: OPTIONS, detail: { ...ROSA, grantableRoles: [] } } },
  loadFailed: { type: 'xstate.error.actor.0.userEditor.loading', error: unavailable },
  missing: { type: 'xstate.error.actor.0.userEditor.loading', error: notFound },
  saved: { type: 'xstate.done.actor.userForm', output: ROSA },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type EditorFixture = keyof typeof editorFixtures;
const editorNames = eventNames(editorFixtures);
type Unfixtured = Exclude<UserEditorEvent['type'], (typeof editorFixtures)[EditorFixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type EditorSnapshot = SnapshotFrom<typeof userEditorMachine>;

const editorPaths = coveringPaths<EditorSnapshot, EventObject, { userId: number }>(userEditorMachine, {
  input: { userId: 40 },
  events: Object.values(editorFixtures),
  describe: (snapshot) => [snapshot.value],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

interface EditorWorld {
  user: UserEvent;
  server: UsersServer;
  view: ReturnType<typeof renderUsersModule>;
}

async function answerLoad(world: EditorWorld, answer: 'ok' | 'outOfReach' | 'fail' | 'missing') {
  await waitFor(() => expect(world.server.options.pending).toBe(1));
  world.server.options.answer(answer === 'fail' ? { fail: 503, code: 'SERVICE_UNAVAILABLE' } : { options: OPTIONS });
  if (answer === 'fail') return;
  await waitFor(() => expect(world.server.detail.pending).toBe(1));
  expect(world.server.detail.received.at(-1)).toBe(40);
  if (answer === 'missing') world.server.detail.answer({ fail: 404, code: 'USER_NOT_FOUND' });
  else world.server.detail.answer({ detail: answer === 'ok' ? ROSA : { ...ROSA, grantableRoles: [] } });
}

const editorSimulate: Record<EditorFixture, (world: EditorWorld) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  loaded: (world) => answerLoad(world, 'ok'),
  loadedOutOfReach: (world) => answerLoad(world, 'outOfReach'),
  loadFailed: (world) => answerLoad(world, 'fail'),
  missing: (world) => answerLoad(world, 'missing'),
  saved: async (world) => {
    const form = screen.getByRole('form', { name: 'Datos del usuario' });
    const lastName = within(form).getByRole('textbox', { name: 'Apellido' });
    await world.user.clear(lastName);
    await world.user.type(lastName, 'Pérez Soto');
    await world.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(world.server.update.pending).toBe(1));
    expect(world.server.update.received.at(-1)).toEqual({
      userId: 40,
      body: { firstName: 'Rosa', lastName: 'Pérez Soto', email: 'rosa.perez@demo.cl', role: 'customerService', status: 'active', sellerId: null },
    });
    world.server.update.answer({ detail: ROSA });
  },
};

async function expectEditorScreen(state: AnyMachineSnapshot, world: EditorWorld) {
  const snapshot = state as EditorSnapshot;
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario no encontrado' })).toBeVisible();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: 'Editar usuario' })).toBeVisible();
  if (snapshot.matches('loading')) {
    expect(await screen.findByLabelText('…')).toBeVisible();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('No pudimos preparar el formulario.')).toBeVisible();
    return;
  }
  if (snapshot.matches('notAllowed')) {
    expect(await screen.findByText('Tu rol no puede modificar a este usuario.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    return;
  }
  if (snapshot.matches('saved')) {
    await waitFor(() => expect(world.view.host.navigate.mock.calls).toEqual([['/users/40']]));
    expect(world.view.host.flash.mock.calls).toEqual([[{ messageId: 'users.flash.saved', type: 'info' }]]);
    return;
  }
  const form = await screen.findByRole('form', { name: 'Datos del usuario' });
  expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rosa');
  expect(within(form).getByRole('textbox', { name: 'Apellido' })).toHaveValue('Pérez');
  expect(within(form).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('rosa.perez@demo.cl');
  const roles = within(form).getByRole('combobox', { name: 'Rol' });
  expect(roles).toHaveValue('customerService');
  // Only the roles the person may give this user (security: none of admin and sysadmin).
  expect(within(roles).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Selecciona un rol',
    'Seller',
    'Atención al cliente',
    'Catálogo',
    'Comercial',
    'Logística',
    'Tienda',
    'Seguridad',
  ]);
  expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue('active');
  expect(world.view.host.announceName.mock.calls.at(-1)).toEqual(['40', 'Rosa Pérez']);
}

describe('the user editor, driven through the module as the shell mounts it at /users/40/edit', () => {
  for (const path of editorPaths) {
    it(describeFixturePath(path, editorNames.get), async () => {
      const server = fakeUsersServer();
      const view = renderUsersModule({ path: '/users/40/edit' });
      const world: EditorWorld = { user: userEvent.setup(), server, view };
      for (const step of path.steps) {
        if (!isStart(step.event)) await editorSimulate[editorNames.get(step.event)](world);
        await expectEditorScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(userEditorMachine, editorPaths));
  });
});

// The form itself, on /users/new: what a person types, presses and the server answers.
const TYPED: UserFormValues = { firstName: 'Rosa', lastName: 'Pérez', email: 'rosa.perez@demo.cl', role: 'customerService', status: 'active', sellerId: '' };
const formFixtures = {
  fill: { type: 'form.change', values: TYPED },
  leaveName: { type: 'form.blur', field: 'firstName' },
  press: { type: 'form.attempt' },
  accepted: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: ROSA } },
  taken: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: 'USER_EMAIL_TAKEN', fields: { email: 'users.form.error.USER_EMAIL_TAKEN' } } },
  failed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof userFormMachine>;

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: UserFormValues; facts: { userId: null; grantableRoles: readonly ['customerService', 'admin'] } }>(userFormMachine, {
  input: { values: NEW_USER, facts: { userId: null, grantableRoles: ['customerService', 'admin'] } },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched, snapshot.context.refused, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  // The fill is typed once (a second fill of the same values is no edit a person makes).
  filter: (snapshot, event) => !(formNames.get(event) === 'fill' && snapshot.context.values.email !== ''),
  chained: true,
});

interface FormWorld {
  user: UserEvent;
  server: UsersServer;
  view: ReturnType<typeof renderUsersModule>;
}

const theForm = () => screen.getByRole('form', { name: 'Datos del usuario' });

async function answerCreate(world: FormWorld, answer: Parameters<UsersServer['create']['answer']>[0]) {
  await waitFor(() => expect(world.server.create.pending).toBe(1));
  expect(world.server.create.received.at(-1)).toEqual({ firstName: 'Rosa', lastName: 'Pérez', email: 'rosa.perez@demo.cl', role: 'customerService', status: 'active', sellerId: null });
  world.server.create.answer(answer);
}

const formSimulate: Record<FormFixture, (world: FormWorld) => Promise<unknown>> = {
  fill: async ({ user }) => {
    const form = theForm();
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Rosa');
    await user.type(within(form).getByRole('textbox', { name: 'Apellido' }), 'Pérez');
    await user.type(within(form).getByRole('textbox', { name: 'Correo electrónico' }), 'rosa.perez@demo.cl');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rol' }), 'Atención al cliente');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Activo');
  },
  leaveName: async ({ user }) => {
    await user.click(within(theForm()).getByRole('textbox', { name: 'Nombre' }));
    await user.tab();
  },
  press: ({ user }) => user.click(within(theForm()).getByRole('button', { name: 'Guardar' })),
  accepted: (world) => answerCreate(world, { detail: ROSA }),
  taken: (world) => answerCreate(world, { fail: 409, code: 'USER_EMAIL_TAKEN', details: [{ field: 'body.email', message: 'USER_EMAIL_TAKEN' }] }),
  failed: (world) => answerCreate(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

/** The error under each field, as the form's state has it. */
function errorsShown(snapshot: FormSnapshot): Record<string, string | null> {
  const filled = snapshot.context.values.email !== '';
  const touched = (field: keyof UserFormValues) => snapshot.context.touched[field] === true;
  return {
    Nombre: touched('firstName') && !filled ? 'Campo requerido' : null,
    Apellido: touched('lastName') && !filled ? 'Campo requerido' : null,
    'Correo electrónico': touched('email') ? (!filled ? 'Campo requerido' : snapshot.context.refused.email ? 'Otro usuario ya tiene este correo' : null) : null,
    Rol: touched('role') && !filled ? 'Debes seleccionar un rol' : null,
    Estado: touched('status') && !filled ? 'Debes seleccionar un estado' : null,
  };
}

async function expectFormScreen(state: AnyMachineSnapshot, world: FormWorld) {
  const snapshot = state as FormSnapshot;
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(world.view.host.navigate.mock.calls).toEqual([['/users/40']]));
    expect(world.view.host.flash.mock.calls).toEqual([[{ messageId: 'users.flash.created', type: 'info' }]]);
    return;
  }
  const form = theForm();
  const filled = snapshot.context.values.email !== '';
  // Nothing typed is lost, whatever the server answered.
  expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveValue(filled ? 'Rosa' : '');
  expect(within(form).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(filled ? 'rosa.perez@demo.cl' : '');
  expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue(filled ? 'active' : '');
  for (const [label, error] of Object.entries(errorsShown(snapshot))) {
    const field = within(form).getByRole(label === 'Rol' || label === 'Estado' ? 'combobox' : 'textbox', { name: label });
    const group = field.closest('[role="group"]') ?? field.parentElement!.parentElement!;
    await waitFor(() => (error ? expect(group).toHaveTextContent(error) : expect(field).not.toHaveAttribute('aria-invalid', 'true')));
  }
  const button = within(form).getByRole('button', { name: 'Guardar' });
  if (snapshot.matches('submitting')) await waitFor(() => expect(button).toHaveAttribute('data-loading'));
  const alert = within(form).queryByRole('alert');
  // The problem of the last send shows while the form is open after it (refused or failed).
  const problem = snapshot.matches('open') ? snapshot.context.problem : null;
  if (problem === 'USER_EMAIL_TAKEN') await waitFor(() => expect(within(form).getByText('Otro usuario ya tiene este correo.')).toBeVisible());
  else if (problem === 'SERVICE_UNAVAILABLE') await waitFor(() => expect(within(form).getByText('El servicio no está disponible en este momento. Inténtalo de nuevo.')).toBeVisible());
  else expect(alert?.textContent ?? '').not.toContain('Otro usuario ya tiene este correo.');
}

describe('the user form on /users/new', () => {
  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeUsersServer();
      const view = renderUsersModule({ path: '/users/new' });
      const world: FormWorld = { user: userEvent.setup(), server, view };
      await waitFor(() => expect(server.options.pending).toBe(1));
      server.options.answer({ options: { ...OPTIONS, grantableRoles: ['customerService', 'admin'] } });
      await screen.findByRole('form', { name: 'Datos del usuario' });
      for (const step of path.steps) {
        if (!isStart(step.event)) await formSimulate[formNames.get(step.event)](world);
        await expectFormScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(userFormMachine, formPaths));
  });

  it('places the server\'s field refusals under their fields, says an admin takes no seller, and has no axe violations', async () => {
    const server = fakeUsersServer();
    const { container } = renderUsersModule({ path: '/users/new' });
    const user = userEvent.setup();
    await waitFor(() => expect(server.options.pending).toBe(1));
    server.options.answer({ options: { ...OPTIONS, grantableRoles: ['seller', 'admin'] } });
    const form = await screen.findByRole('form', { name: 'Datos del usuario' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Apellido' }), 'Soto');
    await user.type(within(form).getByRole('textbox', { name: 'Correo electrónico' }), 'ana@demo.cl');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rol' }), 'Seller');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    // A seller needs its seller, and a status must be chosen.
    expect(await within(form).findByText('Un usuario seller debe tener su seller')).toBeVisible();
    expect(within(form).getByText('Debes seleccionar un estado')).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Seller' }), 'Tienda Andes SpA');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Activo');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.create.pending).toBe(1));
    server.create.answer({ fail: 400, code: 'VALIDATION_FAILED', details: [{ field: 'body.sellerId', message: 'SELLER_NOT_FOUND' }, { field: 'body.email', message: 'must match format "email"' }] });
    expect(await within(form).findByText('Ese seller ya no existe')).toBeVisible();
    expect(within(form).getByText('Revisa este campo')).toBeVisible();
    expect(within(form).getByText('Revisa los campos marcados.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@demo.cl');
    // Choosing admin keeps no seller: the choice is emptied, and a seller chosen again is refused in words.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rol' }), 'Administrador');
    expect(within(form).getByRole('combobox', { name: 'Seller' })).toHaveValue('');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Seller' }), 'Tienda Andes SpA');
    await user.tab();
    expect(await within(form).findByText('No se permite seller cuando el rol es administrador')).toBeVisible();
  });
});
