import type { IntlShape } from 'react-intl';

/**
 * The catalog id for an error code: the area's own message first (e.g. 'login.error.RATE_LIMITED'),
 * then the common catalogue ('error.NETWORK_ERROR'), then the generic one.
 */
export function errorMessageId(intl: IntlShape, code: string, area?: string): string {
  const candidates = [area ? `${area}.error.${code}` : null, `error.${code}`];
  return candidates.find((id): id is string => id !== null && id in intl.messages) ?? 'error.UNEXPECTED_ERROR';
}
