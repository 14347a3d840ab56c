/**
 * A status as every list and detail shows it: its name in the shown language, its colour and, where
 * the module has one, its icon. The name always says it; the colour only helps. `data-status` keeps
 * the key for tests and styles, never for people.
 */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StatusIcon } from '../orderStatus/StatusIcon.tsx';
import type { StatusIconName } from '../orderStatus/statusAppearance.ts';

export interface StatusBadgeProps {
  /** The status key. */
  status: string;
  /** The catalogue key of its name. */
  labelId: string;
  palette: string;
  icon?: StatusIconName;
  size?: 'sm' | 'md' | 'lg';
}

export function StatusBadge({ status, labelId, palette, icon, size = 'sm' }: StatusBadgeProps) {
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} gap={icon ? '1' : undefined} whiteSpace="normal" data-status={status}>
      {icon && <StatusIcon name={icon} size={size === 'lg' ? 16 : 14} />}
      <FormattedMessage id={labelId} />
    </Badge>
  );
}
