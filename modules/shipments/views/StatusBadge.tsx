import { STATUS_APPEARANCE } from '../../../src/views/orderStatus/statusAppearance.ts';
import { StatusBadge as KitBadge } from '../../../src/views/kit/StatusBadge.tsx';
import type { DispatchStatus } from '../machines/shipments.types.ts';

/** A dispatch status with the icon and colour the orders' pages give it. */
export function StatusBadge({ status }: { status: DispatchStatus }) {
  const { palette, icon } = STATUS_APPEARANCE[status];
  return <KitBadge status={status} labelId={`shipments.status.${status}`} palette={palette} icon={icon} />;
}
