/**
 * The harness of the Users module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw and whose navigation,
 * breadcrumb and flash are recorded; and a fake users service typed from
 * openapi/generated/users.ts that holds every request until the test answers it.
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as UsersPaths } from '../../openapi/generated/users.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import usersModule from '../../modules/users/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type UserDetail = components['schemas']['UserDetail'];
export type UserPage = components['schemas']['UserPage'];
export type UserSummary = components['schemas']['UserSummary'];
export type UserInput = components['schemas']['UserInput'];
export type UserFormOptions = components['schemas']['UserFormOptions'];

export const usersHttp = createOpenApiHttp<UsersPaths>({ baseUrl: TEST_ORIGIN });

export interface ErrorAnswer<TStatus extends number> extends Failure<TStatus> {
  details?: { field: string; message: string }[];
}
const errorBody = ({ fail, code, details }: ErrorAnswer<number>) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });

export type DetailAnswer = { detail: UserDetail } | ErrorAnswer<404 | 503>;
export type SaveAnswer = { detail: UserDetail } | ErrorAnswer<400 | 403 | 409 | 503>;

/** The fake users service: every call waits for the answer the test gives it. */
export function fakeUsersServer() {
  const list = new HeldQueue<{ page: UserPage } | ErrorAnswer<400 | 503>, [string, string][]>();
  const options = new HeldQueue<{ options: UserFormOptions } | ErrorAnswer<503>, null>();
  const detail = new HeldQueue<DetailAnswer, number>();
  const status = new HeldQueue<SaveAnswer, { userId: number; status: string }>();
  const create = new HeldQueue<SaveAnswer, UserInput>();
  const update = new HeldQueue<SaveAnswer, { userId: number; body: UserInput }>();
  mockServer.use(
    usersHttp.get('/v1/users', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    usersHttp.get('/v1/users/form-options', async ({ request, response }) => {
      const answer = await options.next(request.signal, null);
      return 'options' in answer ? response(200).json(answer.options) : response(503).json(errorBody(answer));
    }),
    usersHttp.get('/v1/users/{userId}', async ({ request, params, response }) => {
      const answer = await detail.next(request.signal, Number(params.userId));
      if ('detail' in answer) return response(200).json(answer.detail);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    usersHttp.put('/v1/users/{userId}/status', async ({ request, params, response }) => {
      const body = await request.json();
      const answer = await status.next(request.signal, { userId: Number(params.userId), status: body.status });
      if ('detail' in answer) return response(200).json(answer.detail);
      if (answer.fail === 403) return response(403).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    usersHttp.post('/v1/users', async ({ request, response }) => {
      const answer = await create.next(request.signal, await request.json());
      if ('detail' in answer) return response(201).json(answer.detail);
      if (answer.fail === 400) return response(400).json(errorBody(answer));
      if (answer.fail === 403) return response(403).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    usersHttp.put('/v1/users/{userId}', async ({ request, params, response }) => {
      const answer = await update.next(request.signal, { userId: Number(params.userId), body: await request.json() });
      if ('detail' in answer) return response(200).json(answer.detail);
      if (answer.fail === 400) return response(400).json(errorBody(answer));
      if (answer.fail === 403) return response(403).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, options, detail, status, create, update };
}

export type UsersServer = ReturnType<typeof fakeUsersServer>;

/** The demo security user, as the module is lent them. */
export const SECURITY_SESSION: ModuleHost['session'] = { userId: 9, role: 'security', sellerId: null, permissions: [] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

/** The module's Root at `path`, as the shell mounts it. */
export function renderUsersModule({ path, session = SECURITY_SESSION, search = '' }: { path: string; session?: ModuleHost['session']; search?: string }) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (query: string) => (
    <AppProviders locale="es-CL" styleCache={styleCache}>
      <main>
        <ModuleMessages messages={usersModule.messages}>
          <usersModule.Root host={host} path={path} search={query} state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree(search));
  /** The shell's answer to a new address of the same page: the module is drawn again with its query. */
  const showQuery = (query: string) => view.rerender(tree(query));
  return { ...view, host, showQuery };
}

/** A customer-service user as the server answers them, with their creation in the history. */
export const ROSA: UserDetail = {
  user: {
    id: 40,
    firstName: 'Rosa',
    lastName: 'Pérez',
    email: 'rosa.perez@demo.cl',
    role: 'customerService',
    status: 'active',
    seller: null,
    createdAt: '2026-11-26T13:00:00Z',
  },
  history: [
    {
      id: 1,
      kind: 'created',
      actor: { id: 9, name: 'Tomás Reyes', email: 'seguridad@demo.cl' },
      changes: [
        { field: 'firstName', from: null, to: 'Rosa' },
        { field: 'lastName', from: null, to: 'Pérez' },
        { field: 'email', from: null, to: 'rosa.perez@demo.cl' },
        { field: 'role', from: null, to: 'customerService' },
        { field: 'status', from: null, to: 'active' },
        { field: 'sellerId', from: null, to: null },
      ],
      createdAt: '2026-11-26T13:00:00Z',
    },
  ],
  historySellers: [],
  grantableRoles: ['seller', 'customerService', 'catalog', 'comercial', 'logistics', 'store', 'security'],
};

export const ROSA_DISABLED: UserDetail = {
  ...ROSA,
  user: { ...ROSA.user, status: 'disabled' },
  history: [
    { id: 2, kind: 'updated', actor: { id: 9, name: 'Tomás Reyes', email: 'seguridad@demo.cl' }, changes: [{ field: 'status', from: 'active', to: 'disabled' }], createdAt: '2026-11-26T14:30:00Z' },
    ...ROSA.history,
  ],
};
