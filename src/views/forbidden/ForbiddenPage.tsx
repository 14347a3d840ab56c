import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/**
 * A protected path the permission table (shared/access/routeAccess.ts) refuses to the session's role:
 * the same answer the server gives (403), in words, with the way home.
 */
export function ForbiddenPage() {
  return (
    <Stack gap="4" align="flex-start">
      <Text fontWeight="semibold" color="fg.muted">
        <FormattedMessage id="access.forbidden.code" />
      </Text>
      <Heading as="h1" size="2xl">
        <FormattedMessage id="access.forbidden.title" />
      </Heading>
      <Text>
        <FormattedMessage id="access.forbidden.body" />
      </Text>
      <Link asChild colorPalette="brand">
        <RouterLink to="/eiffel">
          <FormattedMessage id="access.forbidden.link" />
        </RouterLink>
      </Link>
    </Stack>
  );
}
