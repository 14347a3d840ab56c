import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** The waiting screen while the application is sent: two title lines and a spinner, announced politely. */
export function SendingScreen() {
  const intl = useIntl();
  return (
    <Stack align="center" textAlign="center" gap="4" py="12" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-hidden="true" />
      <Heading as="h2" size="xl">
        {intl.formatMessage({ id: 'signupWizard.sending.title' })}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {intl.formatMessage({ id: 'signupWizard.sending.subtitle' })}
      </Text>
    </Stack>
  );
}
