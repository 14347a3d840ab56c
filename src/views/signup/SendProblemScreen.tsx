import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface SendProblemScreenProps {
  title: string;
  description: ReactNode;
  /** The way on: send again, or send as a new application; disabled until the chart takes it. */
  action: { label: string; enabled: boolean; onPress(): void };
  /** Back to the summary, to look at or change the data. */
  onReview(): void;
}

/**
 * The application was not stored (a failure, a rate limit, a key used for other data): everything
 * typed is kept, the screen says why and offers the way on, and the data can always be reviewed.
 */
export function SendProblemScreen({ title, description, action, onReview }: SendProblemScreenProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the waiting screen: move the focus to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" textAlign="center" gap="5" py="10" role="alert">
      <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Text fontSize="lg" maxW="xl">
        {description}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button type="button" variant="outline" size="lg" onClick={onReview}>
          {intl.formatMessage({ id: 'signupWizard.review' })}
        </Button>
        <Button type="button" colorPalette="brand" size="lg" disabled={!action.enabled} onClick={action.onPress}>
          {action.label}
        </Button>
      </Flex>
    </Stack>
  );
}
