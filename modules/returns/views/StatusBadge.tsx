import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ReturnStatus } from '../machines/returns.types.ts';

/**
 * The colour of each status: orange waits for someone (the seller's review), blues travel, greens
 * and reds are the decisions, greys are closed. The label always says it, never the colour alone.
 */
const PALETTE: Readonly<Record<ReturnStatus, 'gray' | 'orange' | 'blue' | 'cyan' | 'green' | 'red' | 'pink'>> = {
  waiting_for_return: 'gray',
  return_in_progress: 'cyan',
  return_in_process: 'orange',
  return_approved: 'green',
  return_rejected: 'red',
  return_failed: 'gray',
  delivery_returned: 'blue',
  returned: 'pink',
};

/** A status with its colour and its label in the shown language. */
export function StatusBadge({ status, size = 'sm' }: { status: ReturnStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size={size} whiteSpace="normal" data-status={status}>
      <FormattedMessage id={`returns.status.${status}`} />
    </Badge>
  );
}
