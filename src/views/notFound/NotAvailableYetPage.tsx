import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

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
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="access.notReleased.title" values={{ module }} />
      </Heading>
      <Text>
        <FormattedMessage id="access.notReleased.body" />
      </Text>
      <Text>
        <FormattedMessage id="access.notReleased.meanwhile" />
      </Text>
      <Link asChild colorPalette="brand">
        <RouterLink to="/eiffel">
          <FormattedMessage id="access.notReleased.link" />
        </RouterLink>
      </Link>
    </Stack>
  );
}
