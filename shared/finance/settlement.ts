/**
 * A settlement's arithmetic, pure (no I/O): the fortnights, the payment date, and the lines and
 * totals of a period from the facts the server reads (server/finance/compute.ts). Every amount is
 * a whole CLP; rates are basis points or whole percents, and every rounding is half up to the peso
 * on one line, so a total is always exactly the sum of its lines.
 */
import { DEFAULT_COMMISSION } from './defaultCommission.ts';

export const LINE_KINDS = ['sale', 'commission', 'shipping', 'penalty', 'refund', 'adjustment'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface SettlementLine {
  kind: LineKind;
  /** Unique in the period, stable from one computation to the next. */
  key: string;
  orderId: number | null;
  returnId: number | null;
  category: string | null;
  /** Positive for every kind but adjustments, which are signed (positive credits the seller). */
  amount: number;
  description: string;
}

export type Totals = Record<LineKind | 'net', number>;

export interface DeliveredOrder {
  id: number;
  orderNumber: string;
  shipping: number;
  items: readonly { line: number; sku: string; quantity: number; unitPrice: number; category: string | null; commissionBp: number | null }[];
}

export interface SettlementFacts {
  delivered: readonly DeliveredOrder[];
  /** Orders the seller cancelled in the period with a penalty. */
  penalties: readonly { orderId: number; orderNumber: string; amount: number }[];
  /** Returns refunded in the period. */
  refunds: readonly { returnId: number; returnNumber: string; orderId: number; amount: number }[];
  /** Returns refunded on a day of a period already closed: settled here as adjustments. */
  lateRefunds: readonly { returnId: number; returnNumber: string; orderId: number; amount: number }[];
  adjustments: readonly { id: number; amount: number; reason: string; orderId: number | null }[];
  /** The discount of the seller's level on the shipping charge, whole percent. */
  shippingDiscountPercent: number;
}

/** Half up to the peso of `amount × numerator / denominator`, in integers only (amounts are whole, non-negative). */
export function shareOf(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/** The lines of a period, in no particular order. */
export function settlementLines(facts: SettlementFacts): SettlementLine[] {
  const lines: SettlementLine[] = [];
  for (const order of facts.delivered) {
    let sale = 0;
    for (const item of order.items) {
      const gross = item.quantity * item.unitPrice;
      sale += gross;
      const bp = item.commissionBp ?? DEFAULT_COMMISSION.basisPoints;
      lines.push({
        kind: 'commission',
        key: `commission:${order.id}:${item.line}`,
        orderId: order.id,
        returnId: null,
        category: item.category,
        amount: shareOf(gross, bp, 10_000),
        description: `${item.sku} × ${item.quantity}, ${item.category ?? DEFAULT_COMMISSION.label} ${bp / 100} %`,
      });
    }
    lines.push({ kind: 'sale', key: `sale:${order.id}`, orderId: order.id, returnId: null, category: null, amount: sale, description: `Orden ${order.orderNumber}` });
    if (order.shipping > 0) {
      const discount = shareOf(order.shipping, facts.shippingDiscountPercent, 100);
      lines.push({
        kind: 'shipping',
        key: `shipping:${order.id}`,
        orderId: order.id,
        returnId: null,
        category: null,
        amount: order.shipping - discount,
        description: `Envío ${order.orderNumber}: ${order.shipping} − ${facts.shippingDiscountPercent} %`,
      });
    }
  }
  for (const penalty of facts.penalties) {
    lines.push({ kind: 'penalty', key: `penalty:${penalty.orderId}`, orderId: penalty.orderId, returnId: null, category: null, amount: penalty.amount, description: `Cancelación ${penalty.orderNumber}` });
  }
  for (const refund of facts.refunds) {
    lines.push({ kind: 'refund', key: `refund:${refund.returnId}`, orderId: refund.orderId, returnId: refund.returnId, category: null, amount: refund.amount, description: `Devolución ${refund.returnNumber}` });
  }
  for (const refund of facts.lateRefunds) {
    lines.push({
      kind: 'adjustment',
      key: `late-refund:${refund.returnId}`,
      orderId: refund.orderId,
      returnId: refund.returnId,
      category: null,
      amount: -refund.amount,
      description: `Devolución ${refund.returnNumber} reembolsada en un período ya cerrado`,
    });
  }
  for (const adjustment of facts.adjustments) {
    lines.push({ kind: 'adjustment', key: `adjustment:${adjustment.id}`, orderId: adjustment.orderId, returnId: null, category: null, amount: adjustment.amount, description: adjustment.reason });
  }
  return lines;
}

/** Each kind's total is the sum of its lines; net = sale − commission − shipping − penalty − refund + adjustment. */
export function totalsOf(lines: readonly Pick<SettlementLine, 'kind' | 'amount'>[]): Totals {
  const totals: Totals = { sale: 0, commission: 0, shipping: 0, penalty: 0, refund: 0, adjustment: 0, net: 0 };
  for (const line of lines) totals[line.kind] += line.amount;
  totals.net = totals.sale - totals.commission - totals.shipping - totals.penalty - totals.refund + totals.adjustment;
  return totals;
}

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** The fortnight a Santiago day belongs to: the 1st to the 14th, or the 15th to the month's last day. */
export function fortnightOf(day: string): { start: string; end: string } {
  const month = day.slice(0, 7);
  if (Number(day.slice(8, 10)) <= 14) return { start: `${month}-01`, end: `${month}-14` };
  const next = toUtc(`${month}-01`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start: `${month}-15`, end: plusDays(fromUtc(next), -1) };
}

/** The fortnight before the one starting on `start`. */
export const previousFortnight = (start: string) => fortnightOf(plusDays(start, -1));

/** Business days (Monday to Friday) after a period's last day before it is paid. */
export const PAYMENT_BUSINESS_DAYS = 5;

/** The payment date: the 5th business day (Monday to Friday) after the period's last day. */
export function paymentDueOn(end: string): string {
  let day = end;
  let counted = 0;
  while (counted < PAYMENT_BUSINESS_DAYS) {
    day = plusDays(day, 1);
    const weekday = toUtc(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

/**
 * The shipping discount a level's benefit text promises ("40 % de descuento en el costo de envío"),
 * whole percent; 0 when it promises none. The reputation rules keep each level's benefits as the text
 * sellers read, so the settlement honours exactly what the version in force told them.
 */
export function shippingDiscountOf(benefit: string | undefined): number {
  const match = /(\d{1,3})\s*%\s*de descuento en el costo de env[ií]o/i.exec(benefit ?? '');
  return match ? Math.min(100, Number(match[1])) : 0;
}
