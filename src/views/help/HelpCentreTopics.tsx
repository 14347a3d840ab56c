/**
 * The help centre's topics that sellers ask about most, each with its own icon: claims management
 * and after-sales. Each opens the help centre's page of that topic in a new tab, so the portal page
 * the seller was working on stays where it was.
 */
import { Box, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HELP_CENTRE_URL } from '../../../shared/access/menu.ts';

/** The topics' slugs are the help centre's own paths. */
export const HELP_CENTRE_TOPICS = ['gestion-reclamos', 'postventa'] as const;
export type HelpCentreTopic = (typeof HELP_CENTRE_TOPICS)[number];

export const helpCentreTopicUrl = (topic: HelpCentreTopic): string => `${HELP_CENTRE_URL}/${topic}`;

/** One icon set per topic: the outline drawn at 24 px, in the text's colour. */
const TOPIC_ICONS: Record<HelpCentreTopic, ReactNode> = {
  // A speech bubble with an exclamation mark: a customer's claim.
  'gestion-reclamos': (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M12 8v4M12 14.5v.01" />
    </>
  ),
  // A parcel with a returning arrow: what happens after the sale.
  postventa: (
    <>
      <path d="M3 8l9-4 9 4v8l-9 4-9-4z" />
      <path d="M3 8l9 4 9-4M12 12v8" />
      <path d="M16 3.5l2 1.5-2 1.5" />
    </>
  ),
};

function TopicIcon({ topic }: { topic: HelpCentreTopic }) {
  return (
    <Box as="svg" {...{ viewBox: '0 0 24 24', 'aria-hidden': true }} width="6" height="6" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {TOPIC_ICONS[topic]}
    </Box>
  );
}

/** The topics as a titled list of links; `headingLevel` fits the page's outline. */
export function HelpCentreTopics({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <Heading as={headingLevel} size="md" id={titleId}>
        <FormattedMessage id="help.topics.title" />
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {HELP_CENTRE_TOPICS.map((topic) => (
          <li key={topic}>
            <Link
              href={helpCentreTopicUrl(topic)}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              display="flex"
              alignItems="flex-start"
              gap="3"
            >
              <TopicIcon topic={topic} />
              <Flex direction="column">
                <Text as="span" fontWeight="semibold">
                  <FormattedMessage id={`help.topics.${topic}.title`} />
                </Text>
                <Text as="span" color="fg.muted" fontSize="sm">
                  <FormattedMessage id={`help.topics.${topic}.description`} />
                </Text>
              </Flex>
              <VisuallyHidden>{` ${intl.formatMessage({ id: 'shell.menu.opensInNewTab' })}`}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
