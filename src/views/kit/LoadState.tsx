/**
 * What a module's page draws while its data is on its way and when it could not come: a live line
 * saying what is being loaded, and the failure translated from its code (in the module's words, the
 * portal's otherwise) with what may be done about it, such as "Reintentar".
 */
import type { ReactNode } from 'react';
import { Alert, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { problemMessageId } from './problemText.ts';

/** A live line saying what is on its way (a message id). */
export function WaitingLine({ id }: { id: string }) {
  return (
    <Flex gap="2" align="center" role="status">
      <Spinner size="sm" />
      <Text>
        <FormattedMessage id={id} />
      </Text>
    </Flex>
  );
}

/** A failure of `module`'s page: its title, the problem's text, and the actions given as children. */
export function ProblemAlert({ module, title, code, children }: { module: string; title: ReactNode; code: string | null; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, module, code) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children && (
        <Flex gap="2" wrap="wrap">
          {children}
        </Flex>
      )}
    </Stack>
  );
}
