import type { IntlShape } from 'react-intl';
import type { CrumbLabel } from '../../../machines/shell/shell.breadcrumb.ts';

/** The words of a crumb in the reader's language: a catalog text, a module's title, a name or the segment itself. */
export function crumbText(intl: IntlShape, label: CrumbLabel): string {
  switch (label.kind) {
    case 'text':
      return intl.formatMessage({ id: label.textId });
    case 'title':
      return intl.locale === 'en' ? label.title.en : label.title['es-CL'];
    case 'name':
      return label.name;
    case 'segment':
      return decodeURIComponent(label.segment);
  }
}
