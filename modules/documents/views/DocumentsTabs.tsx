/** The two pages of Comunicaciones as links: the notifications and the terms. */
import { Flex, Link } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

const PAGES = [
  { path: '/documents/notifications', labelId: 'documents.tabs.notifications' },
  { path: '/documents/terms', labelId: 'documents.tabs.terms' },
] as const;

export function DocumentsTabs({ current, onOpen }: { current: 'notifications' | 'terms'; onOpen: (path: string) => void }) {
  const intl = useIntl();
  return (
    <Flex as="nav" aria-label={intl.formatMessage({ id: 'documents.tabs.label' })} gap="5" borderBottomWidth="1px" paddingBottom="2">
      {PAGES.map((page) => {
        const here = page.path.endsWith(current);
        return (
          <Link
            key={page.path}
            href={page.path}
            aria-current={here ? 'page' : undefined}
            fontWeight={here ? 'semibold' : 'normal'}
            colorPalette="brand"
            onClick={(event) => {
              event.preventDefault();
              onOpen(page.path);
            }}
          >
            <FormattedMessage id={page.labelId} />
          </Link>
        );
      })}
    </Flex>
  );
}
