import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectSession } from '../../../machines/auth/auth.selectors.ts';

/** /eiffel, the home of the protected area: who is signed in, with which role and for which seller. */
export function HomePage({ auth }: { auth: ActorRefFrom<typeof authMachine> }) {
  const intl = useIntl();
  const session = useSelector(auth, selectSession);
  if (!session) return null;
  return (
    <Stack gap="3">
      <Heading as="h1" size="3xl">
        <FormattedMessage id="home.greeting" values={{ name: session.first_name }} />
      </Heading>
      <Text>
        <FormattedMessage id="home.role" values={{ role: intl.formatMessage({ id: `home.role.${session.role}` }) }} />
      </Text>
      {session.seller_name && (
        <Text>
          <FormattedMessage id="home.seller" values={{ seller: session.seller_name }} />
        </Text>
      )}
      <Text color="fg.muted">
        <FormattedMessage id="home.intro" />
      </Text>
    </Stack>
  );
}
