import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { plainClick } from '../../../src/views/links/plainClick.ts';

/** A user that does not exist, or a path under /users the module has no page for. */
export function NotFoundPage({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="users.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="users.notFound.text" />
      </Text>
      <Link
        href="/users"
        colorPalette="brand"
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onOpenList();
        }}
      >
        <FormattedMessage id="users.notFound.back" />
      </Link>
    </Stack>
  );
}
