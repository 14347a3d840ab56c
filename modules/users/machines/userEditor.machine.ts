/**
 * The page that creates a user (/users/new) or edits one (/users/<id>/edit): it reads what the
 * form chooses from (the sellers, the roles the person may give) and, to edit, the user; then the
 * form takes over, with its own saving, refused (a conflict: the e-mail is another user's; a field
 * the server refused) and failed states, keeping everything typed. Once stored the page goes to the
 * user's detail.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { NEW_USER, userFormMachine, valuesOfUser, type UserFormFacts, type UserFormValues } from './userForm.ts';
import type { UserDetail, UserFormOptions } from './users.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface UserEditorInput {
  /** null: a new user. */
  userId: number | null;
}

export interface EditorData {
  options: UserFormOptions;
  /** The user edited (null while creating). */
  detail: UserDetail | null;
}

export interface UserEditorContext extends UserEditorInput {
  data: EditorData | null;
  problem: string | null;
}

export type UserEditorEvent = { type: 'editor.retry' };

const isNotFound = ({ event }: { event: { error: unknown } }) => event.error instanceof ApiError && event.error.statusCode === 404;

/** What the form starts with and knows. */
export function formInputOf(context: UserEditorContext): { values: UserFormValues; facts: UserFormFacts } {
  const detail = context.data?.detail ?? null;
  return {
    values: detail ? valuesOfUser(detail) : NEW_USER,
    facts: { userId: context.userId, grantableRoles: detail ? detail.grantableRoles : (context.data?.options.grantableRoles ?? []) },
  };
}

export const userEditorMachine = setup({
  types: {
    context: {} as UserEditorContext,
    input: {} as UserEditorInput,
    events: {} as UserEditorEvent,
    children: {} as { userForm: 'userForm' },
  },
  actors: {
    /** GET /v1/users/form-options, and GET /v1/users/{userId} to edit. */
    loadEditor: fromPromise<EditorData, UserEditorInput>(async () => notProvided('loadEditor')()),
    userForm: userFormMachine,
  },
  actions: {
    /** Placeholder; the module opens the stored user's page. */
    openUser: (_, _params: { userId: number; created: boolean }) => {},
    /** Placeholder; the module tells the breadcrumb the edited user's name. */
    announceName: (_, _params: { userId: number; name: string }) => {},
  },
}).createMachine({
  id: 'userEditor',
  context: ({ input }) => ({ userId: input.userId, data: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'What the form chooses from (and the user edited) is on its way.',
      invoke: {
        src: 'loadEditor',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            // A person who may change nothing of this user (security on an admin) gets no form.
            guard: ({ event }) => event.output.detail !== null && event.output.detail.grantableRoles.length === 0,
            target: 'notAllowed',
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: 'editing', actions: assign({ data: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: assign({ problem: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    failed: {
      description: 'The form could not be prepared (no network, a server failure); "Reintentar" asks again.',
      on: { 'editor.retry': 'loading' },
    },
    notFound: { description: 'No user has this id: nothing to edit.' },
    notAllowed: { description: 'The person may not change this user (their role is beyond what the person may give): the page says so.' },
    editing: {
      description: 'The form is open; it saves, is refused (a conflict, a field) or fails on its own, keeping what was typed.',
      entry: {
        type: 'announceName',
        params: ({ context }) => {
          const user = context.data?.detail?.user;
          return { userId: user?.id ?? 0, name: user ? `${user.firstName} ${user.lastName}` : '' };
        },
      },
      invoke: {
        id: 'userForm',
        src: 'userForm',
        input: ({ context }) => formInputOf(context),
        onDone: {
          target: 'saved',
          actions: { type: 'openUser', params: ({ context, event }) => ({ userId: event.output.user.id, created: context.userId === null }) },
        },
      },
    },
    saved: { type: 'final', description: 'Stored: the page goes to the user, whose history shows the change.' },
  },
});
