/**
 * One user's page: who they are, their role, status and seller, and the history of every change
 * made to them (who, when, each field from and to). "Desactivar" (or "Activar") asks first, then
 * changes the status; disabling ends every session of the user at once. The button is offered only
 * to a person who may change this user and never on their own page (the server refuses both).
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import type { UserDetail, UserStatus } from './users.types.ts';

export interface UserDetailInput {
  userId: number;
  /** The signed-in person's own user id. */
  selfId: number;
}

export interface UserDetailContext extends UserDetailInput {
  detail: UserDetail | null;
  problem: string | null;
}

export interface StatusRequest {
  userId: number;
  status: UserStatus;
}

export type UserDetailEvent =
  | { type: 'user.retry' }
  /** "Desactivar" / "Activar": asks to confirm. */
  | { type: 'status.ask' }
  | { type: 'status.cancel' }
  | { type: 'status.confirm' };

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by modules/users/flows.ts`);
};

const keepDetail = { type: 'keepDetail', params: ({ event }: { event: { output: UserDetail } }) => ({ detail: event.output }) } as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const userDetailMachine = setup({
  types: {
    context: {} as UserDetailContext,
    input: {} as UserDetailInput,
    events: {} as UserDetailEvent,
  },
  actors: {
    /** GET /v1/users/{userId}. */
    loadUser: fromPromise<UserDetail, { userId: number }>(async () => notProvided('loadUser')()),
    /** PUT /v1/users/{userId}/status: answers the user as they now are. */
    setStatus: fromPromise<UserDetail, StatusRequest>(async () => notProvided('setStatus')()),
  },
  actions: {
    keepDetail: assign((_, { detail }: { detail: UserDetail }) => ({ detail, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module tells the breadcrumb the user's name. */
    announceName: (_, _params: { userId: number; name: string }) => {},
  },
  guards: {
    mayChangeStatus: ({ context }) => context.detail !== null && context.detail.grantableRoles.length > 0 && context.detail.user.id !== context.selfId,
    isNotFound: ({ event }) => 'error' in event && event.error instanceof ApiError && event.error.statusCode === 404,
  },
}).createMachine({
  id: 'userDetail',
  context: ({ input }) => ({ userId: input.userId, selfId: input.selfId, detail: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The user is on their way.',
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'ready',
          actions: [keepDetail, { type: 'announceName', params: ({ event }) => ({ userId: event.output.user.id, name: `${event.output.user.firstName} ${event.output.user.lastName}` }) }],
        },
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed', actions: keepProblem }],
      },
    },
    failed: {
      description: 'The user could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'user.retry': 'loading' },
    },
    notFound: { description: 'No user has this id.' },
    ready: {
      description: 'The user and their history are on screen.',
      initial: 'idle',
      on: { 'status.ask': { guard: 'mayChangeStatus', target: '.confirming' } },
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        confirming: {
          description: 'The dialog asks whether to change the status (disabling ends the sessions).',
          on: { 'status.cancel': 'idle', 'status.confirm': 'changing' },
        },
        changing: {
          description: 'The new status is being stored; the dialog waits.',
          invoke: {
            src: 'setStatus',
            input: ({ context }) => ({ userId: context.userId, status: context.detail?.user.status === 'active' ? 'disabled' : 'active' }),
            onDone: { target: 'changed', actions: keepDetail },
            onError: { target: 'changeFailed', actions: keepProblem },
          },
        },
        changed: { description: 'Stored: the page says the user is now disabled (or active), and the history shows it.' },
        changeFailed: { description: 'The change was refused or reached no verdict; the page says why, and it may be asked again.' },
      },
    },
  },
});
