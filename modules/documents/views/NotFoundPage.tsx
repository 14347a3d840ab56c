import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /documents the module has no page for. */
export function NotFoundPage({ onOpenNotifications }: { onOpenNotifications: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="documents.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="documents.notFound.text" />
      </Text>
      <Link
        href="/documents/notifications"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpenNotifications();
        }}
      >
        <FormattedMessage id="documents.notFound.back" />
      </Link>
    </Stack>
  );
}
