import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /sellers the module has no page for. */
export function NotFoundPage({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="sellers.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="sellers.notFound.text" />
      </Text>
      <Link
        href="/sellers"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenList();
        }}
      >
        <FormattedMessage id="sellers.notFound.back" />
      </Link>
    </Stack>
  );
}
