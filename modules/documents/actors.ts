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
import type { AcceptedQuery, TermsAtRiskPage, TermsPage, TermsVersionAcceptancePage } from './machines/termsAdmin.machine.ts';
import { NEW_KEY, termsRequestOf, type TermsValues } from './machines/termsForm.ts';
import type { PublishResult } from './machines/termsPublish.machine.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';

/** The newest notifications the page lists: admins write a few a month, so one page holds years of them. */
export const NOTIFICATIONS_PAGE_SIZE = 100;

/** Under a field the server refused for a rule the form does not know (an unknown seller id...). */
export const SERVER_REFUSED = 'documents.notification.error.refused';

type Api = ModuleHost['api'];


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
    listAccepted: fromPromise<TermsVersionAcceptancePage, AcceptedQuery>(async ({ input, signal }) =>
      dataOrThrow(
        await api.documents.GET('/document/terms/{termsId}/acceptances', {
          params: { path: { termsId: input.termsId }, query: { page: input.page, pageSize: ACCEPTED_PAGE_SIZE, ...(input.search ? { q: input.search } : {}) } },
          signal,
        }),
      ),
    ),
  };
}

/** The sellers of a version's "Aceptaron" tab per page. */
export const ACCEPTED_PAGE_SIZE = 20;

/** Under a field of the terms form the server refused for a rule the form does not know. */
export const TERMS_REFUSED = 'documents.termsForm.error.refused';

/** The terms form's field a refusal's `field` (a path into the request) is about. */
export function termsFieldOf(field: string, values: TermsValues): keyof TermsValues | null {
  if (field.startsWith('body.key')) return values.key === NEW_KEY ? 'newKey' : 'key';
  if (field.startsWith('body.title')) return 'title';
  if (field.startsWith('body.html')) return 'html';
  if (field.startsWith('body.file')) return 'pdfName';
  if (field.startsWith('body.startDate')) return 'startDate';
  if (field.startsWith('body.endDate')) return 'endDate';
  if (field.startsWith('body.approvalLimitDate')) return 'approvalLimitDate';
  if (field.startsWith('body.exception')) return 'acceptance';
  return null;
}

/** The publish's answer as the page reads it: published, refused under its fields, or thrown. */
export async function publishTerms(api: Api, values: TermsValues): Promise<PublishResult> {
  const result = await api.documents.POST('/document', { body: termsRequestOf(values) });
  if (result.response.ok && result.data !== undefined) return { outcome: 'published', terms: result.data };
  const error = ApiError.fromBody(result.error, result.response.status);
  // Too large for the server: said under the file, as the form's own rule would.
  if (error.statusCode === 413) return { outcome: 'refused', code: null, fields: { pdfName: 'documents.termsForm.error.fileTooLarge' } };
  if (error.statusCode !== 400 && error.statusCode !== 409 && error.statusCode !== 422) throw error;
  const fields: FormFieldErrors<TermsValues> = {};
  for (const detail of error.details ?? []) {
    const field = termsFieldOf(detail.field, values);
    if (field) fields[field] = TERMS_REFUSED;
  }
  return { outcome: 'refused', code: Object.keys(fields).length > 0 ? null : error.code, fields };
}

/** A file's content in base64, as the contract carries a PDF. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The keys already published, each once, in order. */
export const keysOf = (page: TermsPage): string[] => [...new Set(page.data.map((terms) => terms.key))].sort();

export function createTermsPublishActors(api: Api) {
  return {
    listKeys: fromPromise<string[]>(async ({ signal }) =>
      keysOf(dataOrThrow(await api.documents.GET('/document', { params: { query: { page: 1, pageSize: TERMS_PAGE_SIZE } }, signal }))),
    ),
    readPdf: fromPromise<string, { file: Blob }>(async ({ input }) => readAsBase64(input.file)),
    // No signal: once confirmed, a publish happens even if the page is left before the answer.
    publishTerms: fromPromise<PublishResult, { values: TermsValues }>(async ({ input }) => publishTerms(api, input.values)),
  };
}
