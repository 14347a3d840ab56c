import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A path under /invoice the module has no page for. */
export function NotFoundPage({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="invoices.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="invoices.notFound.text" />
      </Text>
      <Link
        href="/invoice"
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        <FormattedMessage id="invoices.report.back" />
      </Link>
    </Stack>
  );
}
