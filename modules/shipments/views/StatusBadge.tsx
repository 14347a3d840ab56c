import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { STATUS_APPEARANCE } from '../../../src/views/orderStatus/statusAppearance.ts';
import { StatusIcon } from '../../../src/views/orderStatus/StatusIcon.tsx';
import type { DispatchStatus } from '../machines/shipments.types.ts';

/** A dispatch status with the icon and colour the orders' pages give it, and its label in the shown language. */
export function StatusBadge({ status }: { status: DispatchStatus }) {
  const { palette, icon } = STATUS_APPEARANCE[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" gap="1" whiteSpace="normal" data-status={status}>
      <StatusIcon name={icon} size={14} />
      <FormattedMessage id={`shipments.status.${status}`} />
    </Badge>
  );
}
