import type { OrderStatus } from '../../shared/orders/lifecycle.ts';

/**
 * The Spanish name of each status, as the export files write it: the portal's own words
 * (modules/orders/i18n/es-CL.ts, which the portal translates by code with react-intl); a file has
 * no translator, so the server writes them.
 */
export const STATUS_LABELS_ES: Record<OrderStatus, string> = {
  new: 'Nueva',
  awaiting_fulfillment: 'Por preparar',
  packed_by_seller: 'Empaquetada',
  ready_to_ship: 'Lista para despacho',
  dispatched: 'Despachada',
  shipped: 'En camino',
  delivery_in_progress: 'En reparto',
  delivery_in_branch_office: 'En sucursal',
  delivery_failed_in_process: 'Entrega fallida en gestión',
  delivery_need_second_visit: 'Requiere segunda visita',
  delivery_with_problems: 'Entrega con problemas',
  handled_by_marketplace: 'Gestionada por el marketplace',
  delivered: 'Entregada',
  delivery_failed: 'Entrega fallida',
  not_delivered: 'No entregada',
  lost_before_shipping: 'Extraviada antes del despacho',
  lost_after_shipping: 'Extraviada en el transporte',
  lost_in_return: 'Extraviada en la devolución',
  damaged_before_shipping: 'Dañada antes del despacho',
  damaged_after_shipping: 'Dañada en el transporte',
  canceled: 'Cancelada',
  unable_to_fulfill: 'No se pudo cumplir',
  refunded_before_shipping: 'Reembolsada antes del despacho',
  refunded_after_cancelation: 'Reembolsada tras cancelación',
  refunded_after_delivery_failed: 'Reembolsada tras entrega fallida',
  refunded_after_return: 'Reembolsada tras devolución',
};
