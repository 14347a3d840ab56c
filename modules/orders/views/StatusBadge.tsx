import type { OrderStatus } from '../machines/orders.types.ts';
import { STATUS_APPEARANCE } from '../../../src/views/orderStatus/statusAppearance.ts';
import { StatusBadge as KitBadge } from '../../../src/views/kit/StatusBadge.tsx';
import { statusLabelId } from './statusAppearance.ts';

/** An order's status with the icon and colour every order page gives it. */
export function StatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { palette, icon } = STATUS_APPEARANCE[status];
  return <KitBadge status={status} labelId={statusLabelId(status)} palette={palette} icon={icon} size={size} />;
}
