import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /returns the module has no page for. */
export function NotFoundPage({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="returns.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="returns.notFound.text" />
      </Text>
      <Link
        href="/returns"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenList();
        }}
      >
        <FormattedMessage id="returns.notFound.back" />
      </Link>
    </Stack>
  );
}
