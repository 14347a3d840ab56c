/** Pieces every page of the module draws: a waiting line, a failure with its actions, a plain link. */
import type { ReactNode } from 'react';
import { Alert, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { plainClick } from '../../../src/views/links/plainClick.ts';
import { problemMessageId } from './format.ts';

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
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, code) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children && <Flex gap="2" wrap="wrap">{children}</Flex>}
    </Stack>
  );
}

/** A real link inside the portal: a plain click stays in the module, any other is the browser's. */
export function PortalLink({ href, onOpen, children }: { href: string; onOpen: (href: string) => void; children: ReactNode }) {
  return (
    <Link
      href={href}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      {children}
    </Link>
  );
}
