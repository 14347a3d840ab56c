/** The return's facts, each a titled section: the products, the customer's side, the history, the escalation and the decision. */
import type { ReactNode } from 'react';
import { Card, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReturnDetail } from '../machines/returns.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { DetailTimeline } from '../../../src/views/kit/DetailTimeline.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** A titled card whose heading names its region. */
export function ReturnSection({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-labelledby={id}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={id}>
          <FormattedMessage id={titleId} />
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function ReturnItems({ detail }: { detail: ReturnDetail }) {
  return (
    <ReturnSection id="return-items" titleId="returns.detail.items">
      <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0">
        {detail.items.map((item) => (
          <li key={item.sku}>
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.sku} · <FormattedMessage id="returns.detail.units" values={{ count: item.quantity }} />
            </Text>
          </li>
        ))}
      </Stack>
    </ReturnSection>
  );
}

export function ReturnCustomer({ detail }: { detail: ReturnDetail }) {
  const intl = useIntl();
  return (
    <ReturnSection id="return-customer" titleId="returns.detail.customer">
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
        <chakra.dt color="fg.muted">
          <FormattedMessage id="returns.detail.customerName" />
        </chakra.dt>
        <chakra.dd margin="0">{detail.summary.customerName}</chakra.dd>
        <chakra.dt color="fg.muted">
          <FormattedMessage id="returns.detail.customerReason" />
        </chakra.dt>
        <chakra.dd margin="0">{intl.formatMessage({ id: `returns.customerReason.${detail.summary.customerReason}` })}</chakra.dd>
        <chakra.dt color="fg.muted">
          <FormattedMessage id="returns.detail.comment" />
        </chakra.dt>
        <chakra.dd margin="0">{detail.customerComment ?? intl.formatMessage({ id: 'returns.detail.noComment' })}</chakra.dd>
      </chakra.dl>
    </ReturnSection>
  );
}

export function ReturnTimeline({ detail }: { detail: ReturnDetail }) {
  return (
    <ReturnSection id="return-timeline" titleId="returns.detail.timeline">
      <DetailTimeline entries={detail.timeline} badge={(status) => <StatusBadge status={status} />} />
    </ReturnSection>
  );
}

/** The escalation (when there is one) and who in customer service took it over. */
export function ReturnEscalation({ detail }: { detail: ReturnDetail }) {
  const intl = useIntl();
  const format = useFormats();
  if (!detail.escalation) return null;
  return (
    <ReturnSection id="return-escalation" titleId="returns.detail.escalation">
      <Text fontSize="sm">
        <FormattedMessage
          id="returns.detail.escalatedAt"
          values={{ at: format.dateTime(detail.escalation.at), reason: intl.formatMessage({ id: `returns.escalationReason.${detail.escalation.reason}` }) }}
        />
      </Text>
      <Text fontSize="sm">
        {detail.assignee ? (
          <FormattedMessage id="returns.detail.assignee" values={{ name: detail.assignee.name, since: format.dateTime(detail.assignee.since) }} />
        ) : (
          <FormattedMessage id="returns.detail.notTaken" />
        )}
      </Text>
    </ReturnSection>
  );
}

export function ReturnDecisionFacts({ detail }: { detail: ReturnDetail }) {
  const intl = useIntl();
  const format = useFormats();
  const { decision } = detail;
  if (!decision) return null;
  return (
    <ReturnSection id="return-decision" titleId="returns.detail.decision">
      <Text fontSize="sm">
        <FormattedMessage
          id={`returns.detail.decision.${decision.decision}`}
          values={{ at: format.dateTime(decision.at), by: intl.formatMessage({ id: `returns.detail.by.${decision.by}` }) }}
        />
      </Text>
      {decision.reason && (
        <Text fontSize="sm">
          <FormattedMessage id="returns.detail.decisionReason" values={{ reason: intl.formatMessage({ id: `returns.rejectReason.${decision.reason}` }) }} />
        </Text>
      )}
      {decision.note && (
        <Text fontSize="sm">
          <FormattedMessage id="returns.detail.decisionNote" values={{ note: decision.note }} />
        </Text>
      )}
    </ReturnSection>
  );
}
