import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /applications the module has no page for. */
export function NotFoundPage({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="applications.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="applications.notFound.text" />
      </Text>
      <Link
        href="/applications"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenList();
        }}
      >
        <FormattedMessage id="applications.notFound.back" />
      </Link>
    </Stack>
  );
}
