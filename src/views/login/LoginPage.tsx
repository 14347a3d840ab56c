import { lazy, Suspense, useEffect } from 'react';
import { Alert, Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectIsAuthenticated, selectSessionCheckError } from '../../../machines/auth/auth.selectors.ts';
import type { flashMachine, FlashMessage } from '../../../machines/flash/flash.machine.ts';
import { LOGIN_START, type loginFormMachine } from '../../../machines/loginForm/loginForm.machine.ts';
import type { serviceCurtainMachine } from '../../../machines/serviceCurtain/serviceCurtain.machine.ts';
import {
  selectCanRetry,
  selectCheckError,
  selectCurtain,
  selectIsCheckingServices,
  selectIsWaitingToRetry,
} from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import { ServiceCheckStatus } from '../curtain/ServiceCheckStatus.tsx';
import { errorMessageId } from '../layout/errorText.ts';
import { LoginForm } from './LoginForm.tsx';
import { useFlowActor } from '../inspection/useFlowActor.ts';

/** Shown only when every service is closed, so it is not part of the screen's first load. */
const ServiceCurtain = lazy(() => import('../curtain/ServiceCurtain.tsx').then((module) => ({ default: module.ServiceCurtain })));

/**
 * The height of the login card (heading, two fields, the button and the forgot-password link: 354 px
 * at the browser's 16 px, at any width). The service check's status holds that space, so when the
 * form replaces it nothing below it (the invitation to sell) jumps down on a phone.
 */
const LOGIN_CARD_HEIGHT = '22.125rem';

/** The login screen's own path, sent with the service check (no module is keyed by it). */
const LOGIN_PATH = '/login';

export interface LoginPageProps {
  auth: ActorRefFrom<typeof authMachine>;
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  flash: ActorRefFrom<typeof flashMachine>;
  loginForm: typeof loginFormMachine;
  /** A flash asked for by the query (already checked against the known messages). */
  flashRequest: FlashMessage | null;
  /** Called once the request has been handed to the flash, so the query can be dropped. */
  onFlashShown: () => void;
  /** Called when a session exists (signed in here): the route goes to the remembered page. */
  onAuthenticated: () => void;
}

export function LoginPage({ auth, serviceCurtain, flash, loginForm, flashRequest, onFlashShown, onAuthenticated }: LoginPageProps) {
  const intl = useIntl();
  const form = useFlowActor(loginForm, { input: LOGIN_START });
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const sessionCheckError = useSelector(auth, selectSessionCheckError);
  const checking = useSelector(serviceCurtain, selectIsCheckingServices);
  const curtain = useSelector(serviceCurtain, selectCurtain);
  const checkError = useSelector(serviceCurtain, selectCheckError);
  const waitingToRetry = useSelector(serviceCurtain, selectIsWaitingToRetry);
  const canRetry = useSelector(serviceCurtain, selectCanRetry);

  useEffect(() => {
    serviceCurtain.send({ type: 'curtain.check', path: LOGIN_PATH });
  }, [serviceCurtain]);

  const flashType = flashRequest?.type;
  const flashMessageId = flashRequest?.messageId;
  useEffect(() => {
    if (!flashType || !flashMessageId) return;
    flash.send({ type: 'flash.show', message: { type: flashType, messageId: flashMessageId } });
    onFlashShown();
  }, [flash, flashType, flashMessageId, onFlashShown]);

  useEffect(() => {
    if (isAuthenticated) onAuthenticated();
  }, [isAuthenticated, onAuthenticated]);

  // When every service is unavailable there is nothing to sign in to, so the all-services curtain
  // replaces the form.
  const everyServiceClosed = curtain.kind === 'allServices' && curtain.everyServiceClosed;

  return (
    <Box as="main" minH="100vh" bg="bg.muted" py={{ base: '8', md: '16' }} px="4">
      <Stack maxW="md" mx="auto" gap="6">
        <Heading as="h1" size="2xl" textAlign="center">
          <FormattedMessage id="login.pageTitle" />
        </Heading>
        {sessionCheckError && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage
                id="login.sessionCheckFailed"
                values={{ reason: intl.formatMessage({ id: errorMessageId(intl, sessionCheckError) }) }}
              />
            </Alert.Title>
          </Alert.Root>
        )}
        {checking ? (
          <Card.Root minH={LOGIN_CARD_HEIGHT} justifyContent="center">
            <ServiceCheckStatus />
          </Card.Root>
        ) : everyServiceClosed ? (
          <Card.Root>
            <Card.Body>
              <Suspense fallback={null}>
                <ServiceCurtain
                  decision={curtain}
                  headingLevel="h2"
                  waitingToRetry={waitingToRetry}
                  canRetry={canRetry}
                  onRetry={() => serviceCurtain.send({ type: 'curtain.retry' })}
                />
              </Suspense>
            </Card.Body>
          </Card.Root>
        ) : (
          <>
            {checkError && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage
                    id="curtain.checkFailed"
                    values={{ reason: intl.formatMessage({ id: errorMessageId(intl, checkError) }) }}
                  />
                </Alert.Title>
              </Alert.Root>
            )}
            <Card.Root as="section" aria-labelledby="login-form-title">
              <Card.Body gap="5">
                <Heading as="h2" size="lg" id="login-form-title">
                  <FormattedMessage id="login.formTitle" />
                </Heading>
                <LoginForm form={form} auth={auth} />
                <Link asChild colorPalette="brand" alignSelf="center">
                  <RouterLink to="/forgot/password">
                    <FormattedMessage id="login.forgotPassword" />
                  </RouterLink>
                </Link>
              </Card.Body>
            </Card.Root>
          </>
        )}
        <Card.Root as="section" aria-labelledby="login-register-title" variant="subtle">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="login-register-title">
              <FormattedMessage id="login.register.title" />
            </Heading>
            <Text>
              <FormattedMessage id="login.register.body" />
            </Text>
            {/* A plain link until the sign-up wizard's route exists (a typed router link needs it). */}
            <Link href="/registrate-ahora" colorPalette="brand" fontWeight="semibold">
              <FormattedMessage id="login.register.link" />
            </Link>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
