import { StatusBadge as KitBadge } from '../../../src/views/kit/StatusBadge.tsx';
import type { ApplicationStatus } from '../machines/applications.types.ts';

/** Orange waits for someone, blue is being looked at, green and red are the decisions; the label always says it. */
const PALETTE: Readonly<Record<ApplicationStatus, 'orange' | 'blue' | 'green' | 'red'>> = {
  received: 'orange',
  in_review: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** A status with its colour and its label in the shown language. */
export function StatusBadge({ status, size }: { status: ApplicationStatus; size?: 'sm' | 'md' | 'lg' }) {
  return <KitBadge status={status} labelId={`applications.status.${status}`} palette={PALETTE[status]} size={size} />;
}
