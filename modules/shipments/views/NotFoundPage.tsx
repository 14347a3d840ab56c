import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /shipments the module has no page for. */
export function NotFoundPage({ onOpenDesk }: { onOpenDesk: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="shipments.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="shipments.notFound.text" />
      </Text>
      <Link
        href="/shipments"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenDesk();
        }}
      >
        <FormattedMessage id="shipments.notFound.back" />
      </Link>
    </Stack>
  );
}
