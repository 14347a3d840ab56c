/**
 * The messages another screen may ask the login screen to show through its query
 * (`/login?type=success&message=passwordChanged`). Only these ids are accepted: the query names a
 * message, it never carries text, so nothing typed into a URL is ever displayed.
 */
export const LOGIN_FLASH_MESSAGES = [
  'resetEmailSent',
  'passwordChanged',
  'passwordChangeExpired',
  'sessionExpired',
  'loggedOut',
] as const;

export type LoginFlashMessage = (typeof LOGIN_FLASH_MESSAGES)[number];

/** The catalog id of a login flash message. */
export const loginFlashMessageId = (message: LoginFlashMessage): string => `flash.${message}`;

/**
 * Messages flows inside the portal show (never from a URL): the Centry import's outcome
 * (importStarted, importFailed; importAlreadyRunning for the import service's 409).
 */
export const PORTAL_FLASH_MESSAGES = ['importStarted', 'importFailed', 'importAlreadyRunning'] as const;

export type PortalFlashMessage = (typeof PORTAL_FLASH_MESSAGES)[number];

/** The catalog id of a portal flash message. */
export const portalFlashMessageId = (message: PortalFlashMessage): string => `flash.${message}`;
