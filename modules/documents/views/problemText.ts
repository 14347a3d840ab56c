import type { IntlShape } from 'react-intl';

/** The catalog id that explains a failure's code: its own when the module has one, a general one otherwise. */
export function problemMessageId(intl: IntlShape, code: string): string {
  const own = `documents.error.${code}`;
  return own in intl.messages ? own : 'documents.error.UNEXPECTED';
}
