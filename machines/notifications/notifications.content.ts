/**
 * What a notification's `config.content` holds and how big its modal is (openapi/documents.yaml,
 * NotificationComponentContent and NotificationSize). Pure functions: the view renders what they
 * answer, the tests check the rules directly.
 */
import type { components } from '../../openapi/generated/documents.ts';
import { LEARNING_GUIDE_SECTIONS } from '../learningGuide/learningGuide.topic.ts';

export type Notification = components['schemas']['Notification'];
export type NotificationSize = components['schemas']['NotificationSize'];

/** The learning-guide sections a learningGuideTopic may open: those whose pages offer the guide. */
export const LEARNING_GUIDE_MODULES = LEARNING_GUIDE_SECTIONS;
export type LearningGuideModule = (typeof LEARNING_GUIDE_MODULES)[number];

export interface CampaignInvitationProps {
  campaign: string;
  /** A calendar day, yyyy-mm-dd. */
  deadline: string;
  /** A route of the portal, never a URL. */
  path: string;
}

/** The registry's components with their props, once checked; anything else is `unknown` and renders nothing. */
export type NotificationContent =
  | { kind: 'html'; html: string }
  | { kind: 'campaignInvitation'; props: CampaignInvitationProps }
  | { kind: 'reputationSummary' }
  | { kind: 'learningGuideTopic'; props: { module: LearningGuideModule } }
  | { kind: 'unknown' };

const PORTAL_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9/_-]{0,198})?$/;
const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

/** The JSON object a content string holds, or null when it is not the JSON text of an object (so HTML). */
function jsonObjectOf(content: string): Record<string, unknown> | null {
  const text = content.trim();
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function componentOf(value: Record<string, unknown>): NotificationContent {
  const { typeChildrenComponent: name, props } = value;
  if (name === 'reputationSummary' && hasOnlyKeys(value, ['typeChildrenComponent'])) return { kind: 'reputationSummary' };
  if (!isRecord(props) || !hasOnlyKeys(value, ['typeChildrenComponent', 'props'])) return { kind: 'unknown' };
  if (name === 'campaignInvitation') {
    const { campaign, deadline, path } = props;
    if (
      hasOnlyKeys(props, ['campaign', 'deadline', 'path']) &&
      typeof campaign === 'string' &&
      campaign.length >= 1 &&
      campaign.length <= 80 &&
      typeof deadline === 'string' &&
      CALENDAR_DAY.test(deadline) &&
      typeof path === 'string' &&
      // The contract's pattern: one leading slash only ('//host' would be read as another site).
      PORTAL_PATH.test(path)
    ) {
      return { kind: 'campaignInvitation', props: { campaign, deadline, path } };
    }
    return { kind: 'unknown' };
  }
  if (name === 'learningGuideTopic') {
    const { module } = props;
    if (hasOnlyKeys(props, ['module']) && LEARNING_GUIDE_MODULES.includes(module as LearningGuideModule)) {
      return { kind: 'learningGuideTopic', props: { module: module as LearningGuideModule } };
    }
  }
  return { kind: 'unknown' };
}

/**
 * HTML (sanitised again by the view before it is drawn) or one of the registry's components with
 * checked props. A JSON object naming another component, or with props the contract refuses, is
 * `unknown`: the client renders nothing for it.
 */
export function notificationContentOf(content: string): NotificationContent {
  const json = jsonObjectOf(content);
  if (!json) return { kind: 'html', html: content };
  return componentOf(json);
}

export type NotificationModalSize = { kind: 'auto' } | { kind: 'fixed'; width: number; height: number };

/**
 * Modal size: custom is auto; size l or content of 3000 characters or more is 800x600; size m or
 * content of 1500 to under 3000 characters is 600x400; otherwise 400x300. Characters are those of
 * the raw `config.content`.
 */
export function notificationModalSize(size: NotificationSize, content: string): NotificationModalSize {
  if (size === 'custom') return { kind: 'auto' };
  const length = content.length;
  if (size === 'l' || length >= 3000) return { kind: 'fixed', width: 800, height: 600 };
  if (size === 'm' || length >= 1500) return { kind: 'fixed', width: 600, height: 400 };
  return { kind: 'fixed', width: 400, height: 300 };
}
