import { StatusBadge as KitBadge } from '../../../src/views/kit/StatusBadge.tsx';
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
export function StatusBadge({ status, size }: { status: ReturnStatus; size?: 'sm' | 'md' | 'lg' }) {
  return <KitBadge status={status} labelId={`returns.status.${status}`} palette={PALETTE[status]} size={size} />;
}
