import { useEffect, type ReactNode } from 'react';
import { Alert, Box, Container, Flex, Image, Link, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectIsUnauthenticated, selectSession } from '../../../machines/auth/auth.selectors.ts';
import type { serviceCurtainMachine } from '../../../machines/serviceCurtain/serviceCurtain.machine.ts';
import {
  selectCanRetry,
  selectCheckError,
  selectCurtain,
  selectEveryServiceClosed,
  selectIsCheckingServices,
  selectIsWaitingToRetry,
} from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import { ServiceCheckStatus } from '../curtain/ServiceCheckStatus.tsx';
import { ServiceCurtain } from '../curtain/ServiceCurtain.tsx';
import { errorMessageId } from './errorText.ts';

export interface AuthenticatedLayoutProps {
  auth: ActorRefFrom<typeof authMachine>;
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  /** The current path: every navigation asks the services again. */
  path: string;
  /** Every service is closed: the session is sent to /logout. */
  onEveryServiceClosed: () => void;
  /** The session ended while a protected page was open. */
  onSessionEnded: () => void;
  children: ReactNode;
}

/**
 * The minimal shell of the protected area: a header (logo home, the user's name, "Cerrar sesión"),
 * and the page, or the curtain of the unavailable service in its place.
 */
export function AuthenticatedLayout({ auth, serviceCurtain, path, onEveryServiceClosed, onSessionEnded, children }: AuthenticatedLayoutProps) {
  const intl = useIntl();
  const session = useSelector(auth, selectSession);
  const sessionEnded = useSelector(auth, selectIsUnauthenticated);
  const checking = useSelector(serviceCurtain, selectIsCheckingServices);
  const curtain = useSelector(serviceCurtain, selectCurtain);
  const everyServiceClosed = useSelector(serviceCurtain, selectEveryServiceClosed);
  const checkError = useSelector(serviceCurtain, selectCheckError);
  const waitingToRetry = useSelector(serviceCurtain, selectIsWaitingToRetry);
  const canRetry = useSelector(serviceCurtain, selectCanRetry);

  useEffect(() => {
    serviceCurtain.send({ type: 'curtain.check', path });
  }, [serviceCurtain, path]);

  useEffect(() => {
    if (everyServiceClosed) onEveryServiceClosed();
  }, [everyServiceClosed, onEveryServiceClosed]);

  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  const fullName = session ? `${session.first_name} ${session.last_name}`.trim() : '';

  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>
        <FormattedMessage id="app.skipToContent" />
      </SkipNavLink>
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="content">
          <Flex align="center" justify="space-between" gap="4" py="3">
            <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg">
              <RouterLink to="/eiffel" aria-label={intl.formatMessage({ id: 'session.header.home' })}>
                <Image src="/favicon.svg" alt="" boxSize="8" />
                <FormattedMessage id="app.name" />
              </RouterLink>
            </Link>
            <Flex align="center" gap="4">
              {fullName && (
                <Text aria-label={intl.formatMessage({ id: 'session.header.user' }, { name: fullName })}>{fullName}</Text>
              )}
              <Link asChild colorPalette="brand">
                <RouterLink to="/logout">
                  <FormattedMessage id="session.logout" />
                </RouterLink>
              </Link>
            </Flex>
          </Flex>
        </Container>
      </Box>
      <SkipNavContent />
      <Container as="main" maxW="content" flex="1" py="6">
        {checking && <ServiceCheckStatus />}
        {checkError && (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="curtain.checkFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, checkError) }) }} />
            </Alert.Title>
          </Alert.Root>
        )}
        {curtain.kind === 'none' ? (
          children
        ) : (
          <ServiceCurtain
            decision={curtain}
            headingLevel="h1"
            waitingToRetry={waitingToRetry}
            canRetry={canRetry}
            onRetry={() => serviceCurtain.send({ type: 'curtain.retry' })}
          />
        )}
      </Container>
    </Flex>
  );
}
