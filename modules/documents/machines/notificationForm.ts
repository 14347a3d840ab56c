/**
 * The form an admin writes a notification with: the portal's form chart (machines/form) with the
 * contract's rules (openapi/documents.yaml, NotificationCreate and NotificationComponentContent), so
 * what the server would refuse is said under its field before anything is sent. The content is HTML
 * or one of the registry's components with its props; the request is built from the values by pure
 * functions the preview uses too, so what is previewed is what is sent.
 */
import type { components } from '../../../openapi/generated/documents.ts';
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { LEARNING_GUIDE_MODULES } from '../../../machines/notifications/notifications.content.ts';
import { santiagoInstantOf } from '../../../shared/moduleSwitches/rules.ts';

export type AdminNotification = components['schemas']['AdminNotification'];
export type NotificationCreate = components['schemas']['NotificationCreate'];
export type NotificationSize = components['schemas']['NotificationSize'];

/** What the content is: HTML, or one of the registry's components. */
export const CONTENT_KINDS = ['html', 'campaignInvitation', 'reputationSummary', 'learningGuideTopic'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const SIZES: readonly NotificationSize[] = ['s', 'm', 'l', 'custom'];

export interface NotificationValues {
  label: string;
  /** Every seller, or the sellers listed in `sellerIds`. */
  audience: 'all' | 'list';
  /** Seller ids as typed: numbers separated by commas, spaces or new lines. */
  sellerIds: string;
  size: NotificationSize;
  contentKind: ContentKind;
  html: string;
  campaign: string;
  /** A calendar day, yyyy-mm-dd (a date input's value). */
  deadline: string;
  path: string;
  module: string;
  /** When it starts showing, a Santiago day and time (yyyy-mm-dd, HH:MM); both empty: from its creation. */
  startDay: string;
  startTime: string;
  /** When it stops showing, a Santiago day and time; both empty: until it is withdrawn. */
  endDay: string;
  endTime: string;
}

export const EMPTY_NOTIFICATION: NotificationValues = {
  label: '',
  audience: 'all',
  sellerIds: '',
  size: 'm',
  contentKind: 'html',
  html: '',
  campaign: '',
  deadline: '',
  path: '',
  module: '',
  startDay: '',
  startTime: '',
  endDay: '',
  endTime: '',
};

/** The contract's limits. */
export const LABEL_MAX_LENGTH = 120;
export const CONTENT_MAX_LENGTH = 20_000;
export const CAMPAIGN_MAX_LENGTH = 80;
const MAX_SELLERS = 5000;
const MAX_ID = 2_147_483_647;
const PORTAL_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9/_-]{0,198})?$/;
const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Every icon of a notification is the megaphone: sellers' header list shows no other today. */
export const NOTIFICATION_ICON = 'megaphone';

/** The seller ids typed, without repeats; null when any piece is not a seller id. */
export function sellerIdsOf(text: string): number[] | null {
  const pieces = text.split(/[\s,;]+/).filter((piece) => piece !== '');
  const ids: number[] = [];
  for (const piece of pieces) {
    if (!/^\d{1,10}$/.test(piece)) return null;
    const id = Number(piece);
    if (id < 1 || id > MAX_ID) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `config.content` as it is sent: the HTML as typed, or the component as the JSON text the contract reads. */
export function contentOf(values: NotificationValues): string {
  switch (values.contentKind) {
    case 'html':
      return values.html;
    case 'reputationSummary':
      return JSON.stringify({ typeChildrenComponent: 'reputationSummary' });
    case 'campaignInvitation':
      return JSON.stringify({ typeChildrenComponent: 'campaignInvitation', props: { campaign: values.campaign.trim(), deadline: values.deadline, path: values.path.trim() } });
    case 'learningGuideTopic':
      return JSON.stringify({ typeChildrenComponent: 'learningGuideTopic', props: { module: values.module } });
  }
}

/** The instant a Santiago day and time typed name; null when either is empty or they name none. */
function instantOf(day: string, time: string): string | null {
  return day === '' || time === '' ? null : santiagoInstantOf(day, time);
}

/** When the notification shows, as typed: each end an instant, or null when left empty. */
export function scheduleOf(values: NotificationValues): { startDate: string | null; endDate: string | null } {
  return { startDate: instantOf(values.startDay, values.startTime), endDate: instantOf(values.endDay, values.endTime) };
}

/** The request the form's values make; every seller when the audience is "all", from now and until withdrawn when no dates are typed. */
export function notificationRequestOf(values: NotificationValues): NotificationCreate {
  const sellerIds = values.audience === 'list' ? sellerIdsOf(values.sellerIds) : null;
  const { startDate, endDate } = scheduleOf(values);
  return {
    label: values.label.trim(),
    icon: NOTIFICATION_ICON,
    size: values.size,
    config: { content: contentOf(values) },
    ...(sellerIds && sellerIds.length > 0 ? { sellerIds } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

type Field = keyof NotificationValues;
export type NotificationErrorId =
  | 'documents.notification.error.labelRequired'
  | 'documents.notification.error.labelTooLong'
  | 'documents.notification.error.sellerIdsRequired'
  | 'documents.notification.error.sellerIdsInvalid'
  | 'documents.notification.error.sellerIdsTooMany'
  | 'documents.notification.error.htmlRequired'
  | 'documents.notification.error.htmlTooLong'
  | 'documents.notification.error.campaignRequired'
  | 'documents.notification.error.campaignTooLong'
  | 'documents.notification.error.deadlineInvalid'
  | 'documents.notification.error.pathInvalid'
  | 'documents.notification.error.moduleRequired'
  | 'documents.notification.error.dayRequired'
  | 'documents.notification.error.dayInvalid'
  | 'documents.notification.error.timeRequired'
  | 'documents.notification.error.endNotAfterStart';

/**
 * The errors of one end of the schedule: both parts or neither (empty is "from its creation" or
 * "until withdrawn"); a day without its time is not guessed, since midnight and the end of the day
 * would both be plausible readings.
 */
function momentProblems(day: string, time: string): { day?: NotificationErrorId; time?: NotificationErrorId } {
  if (day === '' && time === '') return {};
  if (day === '') return { day: 'documents.notification.error.dayRequired' };
  if (time === '') return { time: 'documents.notification.error.timeRequired' };
  return santiagoInstantOf(day, time) === null ? { day: 'documents.notification.error.dayInvalid' } : {};
}

/** The first rule each field breaks, for the fields the chosen content and audience use. */
export function notificationProblems(values: NotificationValues): Partial<Record<Field, NotificationErrorId | undefined>> {
  const label = values.label.trim();
  const problems: Partial<Record<Field, NotificationErrorId | undefined>> = {
    label: label === '' ? 'documents.notification.error.labelRequired' : label.length > LABEL_MAX_LENGTH ? 'documents.notification.error.labelTooLong' : undefined,
  };
  if (values.audience === 'list') {
    const ids = sellerIdsOf(values.sellerIds);
    problems.sellerIds =
      ids === null
        ? 'documents.notification.error.sellerIdsInvalid'
        : ids.length === 0
          ? 'documents.notification.error.sellerIdsRequired'
          : ids.length > MAX_SELLERS
            ? 'documents.notification.error.sellerIdsTooMany'
            : undefined;
  }
  if (values.contentKind === 'html') {
    problems.html =
      values.html.trim() === '' ? 'documents.notification.error.htmlRequired' : values.html.length > CONTENT_MAX_LENGTH ? 'documents.notification.error.htmlTooLong' : undefined;
  }
  if (values.contentKind === 'campaignInvitation') {
    const campaign = values.campaign.trim();
    problems.campaign =
      campaign === '' ? 'documents.notification.error.campaignRequired' : campaign.length > CAMPAIGN_MAX_LENGTH ? 'documents.notification.error.campaignTooLong' : undefined;
    problems.deadline = CALENDAR_DAY.test(values.deadline) ? undefined : 'documents.notification.error.deadlineInvalid';
    problems.path = PORTAL_PATH.test(values.path.trim()) ? undefined : 'documents.notification.error.pathInvalid';
  }
  if (values.contentKind === 'learningGuideTopic') {
    problems.module = (LEARNING_GUIDE_MODULES as readonly string[]).includes(values.module) ? undefined : 'documents.notification.error.moduleRequired';
  }
  const start = momentProblems(values.startDay, values.startTime);
  const end = momentProblems(values.endDay, values.endTime);
  problems.startDay = start.day;
  problems.startTime = start.time;
  problems.endDay = end.day;
  problems.endTime = end.time;
  // The server's rule: the end strictly after the start. With no start typed, the start is the
  // moment of creation, which only the server knows; it says so under "Hasta" if the end is past.
  const { startDate, endDate } = scheduleOf(values);
  if (startDate !== null && endDate !== null && Date.parse(endDate) <= Date.parse(startDate)) problems.endDay = 'documents.notification.error.endNotAfterStart';
  return problems;
}

export const notificationForm: FormDefinition<NotificationValues, null, NotificationErrorId> = {
  id: 'notificationForm',
  fields: ['label', 'audience', 'sellerIds', 'size', 'contentKind', 'html', 'campaign', 'deadline', 'path', 'module', 'startDay', 'startTime', 'endDay', 'endTime'],
  validate: (values) => notificationProblems(values),
  // An error waits until the field is left: a label being typed is not wrong yet.
  touchOn: 'blur',
  revealOnPress: true,
};

/** Ends with the created notification once the server accepts it. */
export const notificationFormMachine = createFormMachine<NotificationValues, null, NotificationErrorId, AdminNotification>(notificationForm);

export const notificationFormSelectors = createFormSelectors(notificationForm);
