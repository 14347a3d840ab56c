/**
 * How each of the 26 statuses looks wherever it is shown (the orders' list, the order, its history,
 * the dispatch desk of Envíos): a colour palette of the theme and an icon, so a status is told apart
 * by more than its colour. Shared by the modules that show orders; each names the status in its own catalog.
 * Greens are done, blues and cyans on their way, oranges need attention, reds went wrong for good,
 * greys are closed and purples and pinks are the marketplace's own doing.
 */
import type { OrderStatus } from '../../../shared/orders/lifecycle.ts';

export type StatusIconName = 'sparkle' | 'box' | 'package' | 'truck' | 'route' | 'home' | 'store' | 'alert' | 'repeat' | 'x' | 'refund' | 'search' | 'broken' | 'shield' | 'ban';

export interface StatusAppearance {
  palette: 'gray' | 'orange' | 'yellow' | 'blue' | 'cyan' | 'teal' | 'green' | 'red' | 'purple' | 'pink';
  icon: StatusIconName;
}

export const STATUS_APPEARANCE: Readonly<Record<OrderStatus, StatusAppearance>> = {
  new: { palette: 'gray', icon: 'sparkle' },
  awaiting_fulfillment: { palette: 'orange', icon: 'box' },
  packed_by_seller: { palette: 'yellow', icon: 'package' },
  ready_to_ship: { palette: 'blue', icon: 'package' },
  dispatched: { palette: 'cyan', icon: 'truck' },
  shipped: { palette: 'cyan', icon: 'route' },
  delivery_in_progress: { palette: 'teal', icon: 'truck' },
  delivery_in_branch_office: { palette: 'teal', icon: 'store' },
  delivery_need_second_visit: { palette: 'orange', icon: 'repeat' },
  delivery_failed_in_process: { palette: 'orange', icon: 'alert' },
  delivery_with_problems: { palette: 'orange', icon: 'alert' },
  handled_by_marketplace: { palette: 'purple', icon: 'shield' },
  delivered: { palette: 'green', icon: 'home' },
  delivery_failed: { palette: 'red', icon: 'x' },
  not_delivered: { palette: 'red', icon: 'x' },
  lost_before_shipping: { palette: 'red', icon: 'search' },
  lost_after_shipping: { palette: 'red', icon: 'search' },
  lost_in_return: { palette: 'red', icon: 'search' },
  damaged_before_shipping: { palette: 'red', icon: 'broken' },
  damaged_after_shipping: { palette: 'red', icon: 'broken' },
  canceled: { palette: 'gray', icon: 'ban' },
  unable_to_fulfill: { palette: 'gray', icon: 'ban' },
  refunded_before_shipping: { palette: 'pink', icon: 'refund' },
  refunded_after_cancelation: { palette: 'pink', icon: 'refund' },
  refunded_after_delivery_failed: { palette: 'pink', icon: 'refund' },
  refunded_after_return: { palette: 'pink', icon: 'refund' },
};
