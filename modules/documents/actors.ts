/**
 * The side effects of the documents charts, built from the typed documents client the shell lends
 * the module (`host.api.documents`, with the session's token). Every failure rejects with the shared
 * ApiError; a create the server refuses (400, 422) answers its field errors instead, each under the
 * field of the form it is about.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { FormFieldErrors, FormSubmitInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { notificationRequestOf, type AdminNotification, type NotificationValues } from './machines/notificationForm.ts';
import type { AdminNotificationPage } from './machines/notificationsAdmin.machine.ts';
import type { TermsAtRiskPage, TermsPage } from './machines/termsAdmin.machine.ts';

/** The newest notifications the page lists: admins write a few a month, so one page holds years of them. */
export const NOTIFICATIONS_PAGE_SIZE = 100;

/** Under a field the server refused for a rule the form does not know (an unknown seller id...). */
export const SERVER_REFUSED = 'documents.notification.error.refused';

type Api = ModuleHost['api'];

function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** The form field a refusal's `field` (a path into the request) is about. */
export function formFieldOf(field: string, values: NotificationValues): keyof NotificationValues | null {
  if (field.startsWith('body.label')) return 'label';
  if (field.startsWith('body.sellerIds')) return 'sellerIds';
  if (field.startsWith('body.size')) return 'size';
  if (field.startsWith('body.startDate')) return 'startDay';
  if (field.startsWith('body.endDate')) return 'endDay';
  if (!field.startsWith('body.config')) return null;
  if (values.contentKind === 'html') return 'html';
  if (values.contentKind === 'campaignInvitation') {
    if (field.includes('deadline')) return 'deadline';
    if (field.includes('path')) return 'path';
    return 'campaign';
  }
  if (values.contentKind === 'learningGuideTopic') return 'module';
  return 'contentKind';
}

/** The create's answer as the form reads it: accepted, refused under its fields, or thrown. */
export async function createNotification(api: Api, values: NotificationValues): Promise<FormSubmitResult<NotificationValues, AdminNotification>> {
  const result = await api.documents.POST('/user-notification', { body: notificationRequestOf(values) });
  if (result.response.ok && result.data !== undefined) return { outcome: 'accepted', output: result.data };
  const error = ApiError.fromBody(result.error, result.response.status);
  if (error.statusCode !== 400 && error.statusCode !== 422) throw error;
  const fields: FormFieldErrors<NotificationValues> = {};
  for (const detail of error.details ?? []) {
    const field = formFieldOf(detail.field, values);
    // An end the server finds not after the start is the form's own rule, said in its words (with no
    // start typed, the start is the moment the server received it).
    if (field) fields[field] = field === 'endDay' ? 'documents.notification.error.endNotAfterStart' : SERVER_REFUSED;
  }
  // A refusal no field explains stays above the form with its code.
  return { outcome: 'refused', code: Object.keys(fields).length > 0 ? null : error.code, fields };
}

export function createNotificationsAdminActors(api: Api) {
  return {
    listNotifications: fromPromise<AdminNotificationPage>(async ({ signal }) =>
      dataOrThrow(await api.documents.GET('/user-notification/all', { params: { query: { page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE } }, signal })),
    ),
    // No signal: once sent, a withdrawal happens even if the page is left before the answer.
    withdrawNotification: fromPromise<void, { id: number }>(async ({ input }) => {
      const result = await api.documents.DELETE('/user-notification/{id}', { params: { path: { id: input.id } } });
      if (!result.response.ok) throw ApiError.fromBody(result.error, result.response.status);
    }),
    submitNotification: fromPromise<FormSubmitResult<NotificationValues, AdminNotification>, FormSubmitInput<NotificationValues, null>>(async ({ input }) =>
      createNotification(api, input.values),
    ),
  };
}

/** The versions the terms page lists: a few a year, so one page holds them all. */
export const TERMS_PAGE_SIZE = 100;

export function createTermsAdminActors(api: Api) {
  return {
    listTerms: fromPromise<TermsPage>(async ({ signal }) =>
      dataOrThrow(await api.documents.GET('/document', { params: { query: { page: 1, pageSize: TERMS_PAGE_SIZE } }, signal })),
    ),
    listTermsAtRisk: fromPromise<TermsAtRiskPage, { termsId: number }>(async ({ input, signal }) =>
      dataOrThrow(await api.documents.GET('/document/at-risk', { params: { query: { termsId: input.termsId, page: 1, pageSize: 100 } }, signal })),
    ),
  };
}
