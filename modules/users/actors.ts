/**
 * The side effects of the users charts, built from the typed users client the shell lends the
 * module (`host.api.users`, contract openapi/users.yaml). Every failure rejects with the shared
 * ApiError, except the form's send, whose refusals are answers: each 400 detail and the taken
 * e-mail go under their field, translated by their code.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { FormSubmitInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { UserSearch } from './machines/searchForm.ts';
import { nextStatusOf, type UserAction, type UserDetailInput } from './machines/userDetail.machine.ts';
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { EditorData, UserEditorInput } from './machines/userEditor.machine.ts';
import { userFieldMessageId, type UserFormFacts, type UserFormValues } from './machines/userForm.ts';
import type { UsersPageRequest } from './machines/usersList.machine.ts';
import type { UserDetail, UserFormOptions, UserInput, UserPage } from './machines/users.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

type Api = ModuleHost['api'];

/** The search as the contract's query (what is empty is left out). */
export function queryOf(search: UserSearch) {
  return {
    ...(search.name.trim() ? { name: search.name.trim() } : {}),
    ...(search.email.trim() ? { email: search.email.trim() } : {}),
    ...(search.role ? { role: search.role } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.sellerId ? { sellerId: Number(search.sellerId) } : {}),
  };
}

const loadOptions = (api: Api) => fromPromise<UserFormOptions>(async ({ signal }) => dataOrThrow(await api.users.GET('/v1/users/form-options', { signal })));

export function createUsersListActors(api: Api) {
  return {
    listPage: fromPromise<UserPage, UsersPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.users.GET('/v1/users', {
          params: { query: { ...queryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

export function createUsersSearchActors(api: Api) {
  return { loadOptions: loadOptions(api) };
}

export function createUserDetailActors(api: Api) {
  return {
    load: fromPromise<UserDetail, DetailLoadRequest<UserDetailInput, UserDetail>>(async ({ input: { input }, signal }) =>
      dataOrThrow(await api.users.GET('/v1/users/{userId}', { params: { path: { userId: input.userId } }, signal })),
    ),
    // No signal: once sent, a status change is applied even if the page is left before the answer.
    act: fromPromise<UserDetail, DetailActRequest<UserDetailInput, UserDetail, UserAction, never>>(async ({ input }) =>
      dataOrThrow(
        await api.users.PUT('/v1/users/{userId}/status', { params: { path: { userId: input.input.userId } }, body: { status: nextStatusOf(input.detail) } }),
      ),
    ),
  };
}

const FIELDS: readonly (keyof UserFormValues)[] = ['firstName', 'lastName', 'email', 'role', 'status', 'sellerId'];
const KNOWN_CODES = ['REQUIRED', 'TOO_LONG', 'EMAIL_INVALID', 'ROLE_REQUIRED', 'STATUS_REQUIRED', 'SELLER_REQUIRED', 'SELLER_NOT_ALLOWED', 'SELLER_NOT_FOUND', 'USER_EMAIL_TAKEN'] as const;
const isKnownCode = (code: string): code is (typeof KNOWN_CODES)[number] => (KNOWN_CODES as readonly string[]).includes(code);

/** The server's field refusals as the form's: `body.email` -> email, its code's message id (a message of the contract's own validation: "invalid"). */
export function refusedFieldsOf(error: ApiError): Partial<Record<keyof UserFormValues, string>> {
  const fields: Partial<Record<keyof UserFormValues, string>> = {};
  for (const detail of error.details ?? []) {
    const field = FIELDS.find((candidate) => detail.field === `body.${candidate}` || detail.field.startsWith(`body.${candidate}.`));
    if (field && fields[field] === undefined) fields[field] = userFieldMessageId(isKnownCode(detail.message) ? detail.message : 'INVALID');
  }
  return fields;
}

const bodyOf = (values: UserFormValues): UserInput => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  // The form sends only once its rules pass: a role and a status are chosen by then.
  role: values.role === '' ? 'seller' : values.role,
  status: values.status === '' ? 'active' : values.status,
  sellerId: values.sellerId === '' ? null : Number(values.sellerId),
});

export function createUserEditorActors(api: Api) {
  return {
    loadEditor: fromPromise<EditorData, UserEditorInput>(async ({ input, signal }) => {
      const options = dataOrThrow(await api.users.GET('/v1/users/form-options', { signal }));
      const detail =
        input.userId === null ? null : dataOrThrow(await api.users.GET('/v1/users/{userId}', { params: { path: { userId: input.userId } }, signal }));
      return { options, detail };
    }),
    // No signal: once sent, a save is stored even if the page is left before the answer.
    submit: fromPromise<FormSubmitResult<UserFormValues, UserDetail>, FormSubmitInput<UserFormValues, UserFormFacts>>(async ({ input }) => {
      const body = bodyOf(input.values);
      const result =
        input.facts.userId === null
          ? await api.users.POST('/v1/users', { body })
          : await api.users.PUT('/v1/users/{userId}', { params: { path: { userId: input.facts.userId } }, body });
      if (result.response.ok && result.data !== undefined) return { outcome: 'accepted', output: result.data };
      const error = ApiError.fromBody(result.error, result.response.status);
      // A refusal is an answer (the form shows it and keeps what was typed); anything else is a failure.
      if (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 409) {
        return { outcome: 'refused', code: error.code, fields: refusedFieldsOf(error) };
      }
      throw error;
    }),
  };
}
