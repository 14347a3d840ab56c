import { Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/**
 * What /registrate-ahora shows when its loader failed (the flow's chunk or the reference lists):
 * a translated message and a retry that runs the loader again, never a blank page.
 */
export function SignupLoadError() {
  const intl = useIntl();
  const router = useRouter();
  return (
    <Center as="main" minH="100dvh" px={{ base: '4', md: '8' }} py="8" bg="bg.muted">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center" role="alert">
            <Heading as="h1" size="xl">
              {intl.formatMessage({ id: 'signupWizard.loadError.title' })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'signupWizard.loadError.description' })}</Text>
            <Button type="button" colorPalette="brand" onClick={() => void router.invalidate()}>
              {intl.formatMessage({ id: 'signupWizard.loadError.retry' })}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
