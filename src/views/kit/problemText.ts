/**
 * A failure's code as a message a person can read: the module's own text when it has one (its
 * service by name, a refusal only it knows), else the kit's (no network, a timeout, a list that
 * changed), else the module's general text, else the kit's. People never see the code itself.
 */
import type { IntlShape } from 'react-intl';

/** The catalog id that explains `code` on a page of `module` (its catalogs' prefix: 'orders'). */
export function problemMessageId(intl: IntlShape, module: string, code: string | null): string {
  const known = code ?? 'UNEXPECTED';
  // The module's word for this code, else the kit's (no network, a service down), and only then the
  // module's general text: a failure the kit can name is never read as "unexpected".
  for (const id of [`${module}.error.${known}`, `kit.problem.${known}`, `${module}.error.UNEXPECTED`]) {
    if (id in intl.messages) return id;
  }
  return 'kit.problem.UNEXPECTED';
}

/** The text that explains `code` on a page of `module`. */
export const problemText = (intl: IntlShape, module: string, code: string | null): string => intl.formatMessage({ id: problemMessageId(intl, module, code) });
