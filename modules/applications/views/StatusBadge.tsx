import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '../machines/applications.types.ts';

/** Orange waits for someone, blue is being looked at, green and red are the decisions; the label always says it. */
const PALETTE: Readonly<Record<ApplicationStatus, 'orange' | 'blue' | 'green' | 'red'>> = {
  received: 'orange',
  in_review: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** A status with its colour and its label in the shown language. */
export function StatusBadge({ status, size = 'sm' }: { status: ApplicationStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size={size} whiteSpace="normal" data-status={status}>
      <FormattedMessage id={`applications.status.${status}`} />
    </Badge>
  );
}
