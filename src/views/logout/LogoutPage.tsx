import { useEffect } from 'react';
import { Box, Button, Dialog, Heading, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import {
  selectIsConfirmingLogout,
  selectIsLoggingOut,
  selectIsUnauthenticated,
} from '../../../machines/auth/auth.selectors.ts';

export interface LogoutPageProps {
  auth: ActorRefFrom<typeof authMachine>;
  /** The session is over: the route goes to /login. */
  onLoggedOut: () => void;
  /** The person chose to stay: the route goes back. */
  onStay: () => void;
}

/** /logout: ends the session (asking first when the account has unsaved changes), then leaves. */
export function LogoutPage({ auth, onLoggedOut, onStay }: LogoutPageProps) {
  const confirming = useSelector(auth, selectIsConfirmingLogout);
  const loggingOut = useSelector(auth, selectIsLoggingOut);
  const loggedOut = useSelector(auth, selectIsUnauthenticated);

  useEffect(() => {
    auth.send({ type: 'auth.logout' });
  }, [auth]);

  useEffect(() => {
    if (loggedOut) onLoggedOut();
  }, [loggedOut, onLoggedOut]);

  const stay = () => {
    if (!auth.getSnapshot().can({ type: 'auth.logout.cancel' })) return;
    auth.send({ type: 'auth.logout.cancel' });
    onStay();
  };

  return (
    <Box as="main" minH="100vh" py="16" px="4">
      <Stack maxW="md" mx="auto" gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="session.logout" />
        </Heading>
        <Stack role="status" direction="row" align="center" gap="3" minH="6">
          {loggingOut && (
            <>
              <Spinner size="sm" />
              <Text>
                <FormattedMessage id="session.loggingOut" />
              </Text>
            </>
          )}
        </Stack>
      </Stack>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(details) => !details.open && stay()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="session.logoutConfirm.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  <FormattedMessage id="session.logoutConfirm.body" />
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={stay}>
                  <FormattedMessage id="session.logoutConfirm.no" />
                </Button>
                <Button colorPalette="red" onClick={() => auth.send({ type: 'auth.logout.confirm' })}>
                  <FormattedMessage id="session.logoutConfirm.yes" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
