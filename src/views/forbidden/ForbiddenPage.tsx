import { FormattedMessage } from 'react-intl';
import { MessagePage } from '../messagePage/MessagePage.tsx';

/**
 * A protected path the permission table (shared/access/routeAccess.ts) refuses to the session's role:
 * the same answer the server gives (403), in words, with the way home.
 */
export function ForbiddenPage() {
  return (
    <MessagePage
      eyebrow={<FormattedMessage id="access.forbidden.code" />}
      title={<FormattedMessage id="access.forbidden.title" />}
      paragraphs={[<FormattedMessage key="body" id="access.forbidden.body" />]}
      homeLink={<FormattedMessage id="access.forbidden.link" />}
    />
  );
}
