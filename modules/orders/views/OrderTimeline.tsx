import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OrderDetail } from '../machines/orders.types.ts';
import { DetailTimeline } from '../../../src/views/kit/DetailTimeline.tsx';
import { OrderSection } from './OrderFacts.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** Every status the order went through, oldest first, each with its date and note. */
export function OrderTimeline({ detail }: { detail: OrderDetail }) {
  return (
    <OrderSection id="order-timeline" titleId="orders.detail.timeline">
      <DetailTimeline entries={detail.timeline} badge={(status) => <StatusBadge status={status} />} />
      {detail.cancelReason && (
        <Text marginTop="3" fontSize="sm">
          <FormattedMessage id="orders.detail.cancelReason" values={{ reason: <FormattedMessage id={`orders.cancel.reason.${detail.cancelReason}`} /> }} />
        </Text>
      )}
    </OrderSection>
  );
}
