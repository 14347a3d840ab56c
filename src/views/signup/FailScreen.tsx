import { useEffect, useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface FailScreenProps {
  onRetry(): void;
}

/** The application was not stored: every value is kept, and retry sends the same data again. */
export function FailScreen({ onRetry }: FailScreenProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the waiting screen: move the focus to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" textAlign="center" gap="5" py="10" role="alert">
      <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
        {intl.formatMessage({ id: 'signupWizard.fail.title' })}
      </Heading>
      <Text fontSize="lg" maxW="xl">
        {intl.formatMessage({ id: 'signupWizard.fail.description' })}
      </Text>
      <Button type="button" colorPalette="brand" size="lg" onClick={onRetry}>
        {intl.formatMessage({ id: 'signupWizard.fail.retry' })}
      </Button>
    </Stack>
  );
}
