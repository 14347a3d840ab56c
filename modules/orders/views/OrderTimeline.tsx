import { chakra, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OrderDetail } from '../machines/orders.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { OrderSection } from './OrderFacts.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** Every status the order went through, oldest first, each with its date and note. */
export function OrderTimeline({ detail }: { detail: OrderDetail }) {
  const format = useFormats();
  const last = detail.timeline.length - 1;
  return (
    <OrderSection id="order-timeline" titleId="orders.detail.timeline">
      <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0">
        {detail.timeline.map((entry, index) => (
          <chakra.li key={`${entry.status}-${entry.at}`} borderStartWidth="2px" borderColor={index === last ? 'brand.solid' : 'border'} paddingStart="3" aria-current={index === last ? 'step' : undefined}>
            <StatusBadge status={entry.status} />
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            </Text>
            {entry.note && <Text fontSize="sm">{entry.note}</Text>}
          </chakra.li>
        ))}
      </Stack>
      {detail.cancelReason && (
        <Text marginTop="3" fontSize="sm">
          <FormattedMessage id="orders.detail.cancelReason" values={{ reason: <FormattedMessage id={`orders.cancel.reason.${detail.cancelReason}`} /> }} />
        </Text>
      )}
    </OrderSection>
  );
}
