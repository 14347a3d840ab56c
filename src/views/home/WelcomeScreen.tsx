import { Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const STEPS = [1, 2, 3, 4] as const;

/** What step 4 highlights in bold: the words after "24 horas". */
const highlight = (chunks: ReactNode[]) => (
  <Box as="strong" color="brand.fg" fontWeight="bold">
    {chunks}
  </Box>
);

/** The home of a seller not yet in the publish history: the four steps to start selling. */
export function WelcomeScreen({ firstName }: { firstName: string }) {
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          <FormattedMessage id="home.welcome.title" values={{ name: firstName }} />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage id="home.welcome.intro" />
        </Text>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="home-welcome-steps">
        <Heading as="h2" size="xl" id="home-welcome-steps">
          <FormattedMessage id="home.welcome.stepsTitle" />
        </Heading>
        <List.Root as="ol" listStyleType="none" gap="4" ps="0">
          {STEPS.map((step) => (
            <List.Item key={step} display="flex" gap="4" alignItems="flex-start" borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
              <Flex
                aria-hidden="true"
                flexShrink={0}
                boxSize="10"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                align="center"
                justify="center"
                fontWeight="bold"
              >
                {step}
              </Flex>
              <Stack gap="1">
                <Heading as="h3" size="md">
                  <FormattedMessage id="home.welcome.stepLabel" values={{ step }} />{' '}
                  <FormattedMessage id={`home.welcome.step${step}.title`} />
                </Heading>
                <Text>
                  <FormattedMessage id={`home.welcome.step${step}.body`} values={{ highlight }} />
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text color="fg.muted">
        <FormattedMessage id="home.welcome.closing" />
      </Text>
    </Stack>
  );
}
