import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '../machines/orders.types.ts';
import { STATUS_APPEARANCE } from '../../../src/views/orderStatus/statusAppearance.ts';
import { StatusIcon } from '../../../src/views/orderStatus/StatusIcon.tsx';
import { statusLabelId } from './statusAppearance.ts';

/** A status with its icon and colour, and its label in the shown language. */
export function StatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { palette, icon } = STATUS_APPEARANCE[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} gap="1" whiteSpace="normal" data-status={status}>
      <StatusIcon name={icon} size={size === 'lg' ? 16 : 14} />
      <FormattedMessage id={statusLabelId(status)} />
    </Badge>
  );
}
