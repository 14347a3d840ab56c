/**
 * The screen of a session check that did not answer in time: instead of a blank page, it says so
 * and offers "Reintentar", which runs the check again. The stored token is kept meanwhile.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectSessionCheckTimedOut } from '../../../machines/auth/auth.selectors.ts';

export function SessionCheckFailed({ auth }: { auth: ActorRefFrom<typeof authMachine> }) {
  const timedOut = useSelector(auth, selectSessionCheckTimedOut);
  if (!timedOut) return null;
  return (
    <Box as="main" minH="100vh" py="16" px="4">
      <Stack maxW="md" mx="auto" gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="session.checkFailed.title" />
        </Heading>
        <Text>
          <FormattedMessage id="session.checkFailed.body" />
        </Text>
        <Button colorPalette="brand" onClick={() => auth.send({ type: 'auth.retry' })}>
          <FormattedMessage id="app.retry" />
        </Button>
      </Stack>
    </Box>
  );
}
