/** Pieces every page of the module draws: a waiting line, and a failure with its actions. */
import type { ReactNode } from 'react';
import { Alert, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export function Waiting({ id }: { id: string }) {
  return (
    <Flex gap="2" align="center" role="status">
      <Spinner size="sm" />
      <Text>
        <FormattedMessage id={id} />
      </Text>
    </Flex>
  );
}

export function Problem({ title, code, children }: { title: string; code: string | null; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'learningGuides', code) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children && <Flex gap="2" wrap="wrap">{children}</Flex>}
    </Stack>
  );
}
