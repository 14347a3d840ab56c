import { FormattedMessage, useIntl } from 'react-intl';
import { MessagePage } from '../messagePage/MessagePage.tsx';

export interface NotAvailableYetPageProps {
  /** The module's display name from the services-status table (Spanish). */
  moduleName: string;
  /** The react-intl id of the menu entry that leads here, translated in place of the name. */
  menuTextId: string | null;
}

/**
 * A menu target whose module this build does not have yet (services-status `released` false): the
 * module's real state, said plainly, instead of a dead link or an empty page.
 */
export function NotAvailableYetPage({ moduleName, menuTextId }: NotAvailableYetPageProps) {
  const intl = useIntl();
  const module = menuTextId ? intl.formatMessage({ id: menuTextId }) : moduleName;
  return (
    <MessagePage
      title={<FormattedMessage id="access.notReleased.title" values={{ module }} />}
      paragraphs={[
        <FormattedMessage key="body" id="access.notReleased.body" />,
        <FormattedMessage key="meanwhile" id="access.notReleased.meanwhile" />,
      ]}
      homeLink={<FormattedMessage id="access.notReleased.link" />}
    />
  );
}
