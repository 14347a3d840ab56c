import type { OrderStatus } from '../machines/orders.types.ts';

/** The catalog id of a status's label in the orders module. */
export const statusLabelId = (status: OrderStatus): string => `orders.status.${status}`;
