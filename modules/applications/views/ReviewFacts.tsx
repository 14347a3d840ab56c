/**
 * What the reviewer weighs besides the answers: the RUT lookup made when the application arrived
 * (whether the RUT already was a seller's), where it came from, and the history of who did what and
 * when, oldest first, with the rejection's reason.
 */
import { useId } from 'react';
import { Card, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import type { Application, ApplicationReview } from '../machines/applications.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';

export function RutLookup({ application }: { application: Application }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id="applications.lookup.title" />
        </Heading>
        <Text fontSize="sm">
          <FormattedMessage
            id={application.documentNumberExists ? 'applications.lookup.registered' : 'applications.lookup.free'}
            values={{ rut: formatRut(application.documentNumber) }}
          />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="applications.lookup.address" values={{ address: application.clientAddress }} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function ReviewHistory({ review }: { review: ApplicationReview }) {
  const headingId = useId();
  const format = useFormats();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id="applications.history.title" />
        </Heading>
        <Stack as="ol" gap="2" margin="0" paddingStart="5" fontSize="sm">
          {review.events.map((event, index) => (
            <li key={`${event.kind}-${index}`}>
              <FormattedMessage id={`applications.history.${event.kind}`} values={{ name: event.actor?.name ?? '' }} />
              <chakra.span display="block" color="fg.muted">
                {format.dateTime(event.at)}
              </chakra.span>
              {event.reason && (
                <chakra.span display="block">
                  <FormattedMessage id="applications.history.reason" values={{ reason: event.reason }} />
                </chakra.span>
              )}
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
