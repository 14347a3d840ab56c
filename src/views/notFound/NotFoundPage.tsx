import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { serviceCurtainMachine } from '../../../machines/serviceCurtain/serviceCurtain.machine.ts';
import { selectIsCheckingServices } from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';

/**
 * A protected path no page answers. Why it waits for the service check: the path may belong to a
 * closed module, whose curtain (drawn by the layout) must show instead of "not found".
 */
export function NotFoundPage({ serviceCurtain }: { serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine> }) {
  const checking = useSelector(serviceCurtain, selectIsCheckingServices);
  if (checking) return null;
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="home.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="home.notFound.body" />
      </Text>
      <Link asChild colorPalette="brand">
        <RouterLink to="/eiffel">
          <FormattedMessage id="home.notFound.link" />
        </RouterLink>
      </Link>
    </Stack>
  );
}
