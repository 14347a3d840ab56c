import { useEffect, useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

export interface SuccessScreenProps {
  /** The commercial-area e-mail the confirmation was sent to. */
  email: string;
}

/** The application is stored: says where the summary went, and leads to the login screen. */
export function SuccessScreen({ email }: SuccessScreenProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the form the focus was on: move it to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" textAlign="center" gap="5" py="10">
      <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
        {intl.formatMessage({ id: 'signupWizard.success.title' })}
      </Heading>
      <Text fontSize="lg" maxW="xl">
        {intl.formatMessage(
          { id: 'signupWizard.success.summary' },
          { email: <Text as="strong" key="email" wordBreak="break-all">{email}</Text> },
        )}
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to="/login">{intl.formatMessage({ id: 'signupWizard.success.login' })}</RouterLink>
      </Button>
    </Stack>
  );
}
