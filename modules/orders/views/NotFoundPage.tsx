import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /orders the module has no page for. */
export function NotFoundPage({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="orders.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="orders.notFound.text" />
      </Text>
      <Link
        href="/orders"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenList();
        }}
      >
        <FormattedMessage id="orders.notFound.back" />
      </Link>
    </Stack>
  );
}
