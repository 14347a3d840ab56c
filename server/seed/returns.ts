import type { Queryable } from '../db/database.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import {
  nextReturnStatusOf,
  type CustomerReason,
  type EscalationReason,
  type RejectReason,
  type ReturnMovementName,
  type ReturnStatus,
} from '../../shared/returns/lifecycle.ts';
import { seededRandom } from './orders.ts';

/**
 * The demo returns of every seller with delivered orders: returns in all 8 statuses over the last
 * months, each with a timeline the lifecycle table allows (walked movement by movement, so a seed
 * that breaks the table fails), some escalated to customer service: three in process that nobody
 * took over yet (the CS queue), one in process taken over by the customer-service demo account, and
 * two decided by customer service after taking them over.
 *
 * Deterministic: a fixed-seed generator and times relative to `now`.
 */
export const RETURN_SEED = 0xde7017;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The movements that take a new return (waiting_for_return) to each status. */
const ROUTES: Record<ReturnStatus, readonly ReturnMovementName[]> = {
  waiting_for_return: [],
  return_in_progress: ['pickUp'],
  return_in_process: ['pickUp', 'receive'],
  return_approved: ['pickUp', 'receive', 'approve'],
  return_rejected: ['pickUp', 'receive', 'reject'],
  return_failed: ['fail'],
  delivery_returned: ['pickUp', 'receive', 'reject', 'deliverBack'],
  returned: ['pickUp', 'receive', 'approve', 'refund'],
};

interface PlannedReturn {
  status: ReturnStatus;
  /** How many days before the seed the customer asked for it. */
  daysAgo: [number, number];
  escalation?: EscalationReason;
  /** Taken over by the customer-service account (and, once decided, decided by it). */
  takenOver?: boolean;
}

const plan = (status: ReturnStatus, count: number, daysAgo: [number, number], extra: Omit<PlannedReturn, 'status' | 'daysAgo'> = {}): PlannedReturn[] =>
  Array.from({ length: count }, () => ({ status, daysAgo, ...extra }));

/** Per seller, newest statuses most recent. */
const PLAN: readonly PlannedReturn[] = [
  ...plan('waiting_for_return', 5, [0.2, 4]),
  ...plan('return_in_progress', 5, [2, 7]),
  ...plan('return_in_process', 6, [4, 9]),
  ...plan('return_in_process', 3, [10, 16], { escalation: 'seller_no_response' }),
  ...plan('return_in_process', 1, [10, 16], { escalation: 'customer_complaint', takenOver: true }),
  ...plan('return_approved', 5, [6, 20]),
  ...plan('return_approved', 1, [12, 25], { escalation: 'seller_no_response', takenOver: true }),
  ...plan('return_rejected', 5, [6, 20]),
  ...plan('return_rejected', 1, [12, 25], { escalation: 'customer_complaint', takenOver: true }),
  ...plan('return_failed', 4, [25, 150]),
  ...plan('delivery_returned', 4, [25, 150]),
  ...plan('returned', 10, [25, 170]),
];

const CUSTOMER_COMMENTS: Record<CustomerReason, readonly (string | null)[]> = {
  defective: ['No enciende desde el primer día.', 'Hace un ruido extraño al usarlo.', null],
  not_as_described: ['El color no es el de la foto.', 'La talla no corresponde a la tabla de medidas.', null],
  wrong_item: ['Llegó otro modelo del que compré.', null],
  damaged_in_transit: ['La caja llegó rota y el producto golpeado.', null],
  regret: ['Ya no lo necesito.', null],
};
const CUSTOMER_REASONS = Object.keys(CUSTOMER_COMMENTS) as CustomerReason[];
const REJECTIONS: readonly { reason: RejectReason; note: string | null }[] = [
  { reason: 'product_used', note: 'El producto tiene señales de uso.' },
  { reason: 'missing_parts', note: 'Falta el cargador y el manual.' },
  { reason: 'not_original_product', note: null },
  { reason: 'out_of_return_period', note: null },
  { reason: 'other', note: 'El número de serie no coincide con el despachado.' },
];

interface DeliveredOrder {
  id: number;
  delivered_at: Date;
}

interface SellerUsers {
  sellerId: number;
  /** The seller's first user, who made its decisions. */
  userId: number | null;
}

/** Writes the demo returns; answers how many. */
export async function seedDemoReturns(tx: Queryable, sellers: readonly SellerUsers[], csUserId: number | null, now: Date): Promise<number> {
  const random = seededRandom(RETURN_SEED);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const nowMs = now.getTime();
  const drafts: { sellerId: number; orderId: number; createdAt: number; planned: PlannedReturn; userId: number | null }[] = [];

  for (const seller of sellers) {
    const orders = await tx.query<DeliveredOrder>(
      `select id, coalesce(delivered_at, created_at + interval '3 days') as delivered_at from orders
        where seller_id = $1 and status in ('delivered', 'refunded_after_return') order by created_at desc, id desc`,
      [seller.sellerId],
    );
    const used = new Set<number>();
    for (const planned of PLAN) {
      const createdAt = Math.round(nowMs - between(...planned.daysAgo) * DAY_MS);
      // A return is asked for after the order arrived: the newest delivered order before it not yet returned.
      const order = orders.find((candidate) => !used.has(candidate.id) && candidate.delivered_at.getTime() < createdAt - HOUR_MS);
      if (!order) continue;
      used.add(order.id);
      drafts.push({ sellerId: seller.sellerId, orderId: order.id, createdAt, planned, userId: seller.userId });
    }
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt);

  const sequences = new Map<string, number>();
  for (const draft of drafts) {
    const { planned } = draft;
    const year = santiagoDay(new Date(draft.createdAt)).slice(0, 4);
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    const customerReason = pick(CUSTOMER_REASONS);
    const takenOver = planned.takenOver === true && csUserId !== null;

    // The timeline: each movement of the route a day or two after the last, never past the seed.
    const timeline: { status: ReturnStatus; at: number; byUserId: number | null; note: string | null }[] = [
      { status: 'waiting_for_return', at: draft.createdAt, byUserId: null, note: null },
    ];
    let status: ReturnStatus = 'waiting_for_return';
    let decision: { decision: 'approve' | 'reject'; reason: RejectReason | null; note: string | null; at: number } | null = null;
    const route = ROUTES[planned.status];
    const span = nowMs - draft.createdAt;
    for (const [index, movement] of route.entries()) {
      const next = nextReturnStatusOf(status, movement);
      if (next === null) throw new Error(`The return seed walks ${movement} from ${status}, which the lifecycle does not allow`);
      const at = Math.round(draft.createdAt + (span * (index + 1)) / (route.length + 1));
      let note: string | null = null;
      const decided = movement === 'approve' || movement === 'reject';
      if (movement === 'reject') {
        const rejection = pick(REJECTIONS);
        note = rejection.note;
        decision = { decision: 'reject', reason: rejection.reason, note, at };
      } else if (movement === 'approve') {
        decision = { decision: 'approve', reason: null, note: null, at };
      }
      timeline.push({ status: next, at, byUserId: decided ? (takenOver ? csUserId : draft.userId) : null, note });
      status = next;
    }
    const receivedAt = timeline.find((entry) => entry.status === 'return_in_process')?.at ?? draft.createdAt;
    const escalatedAt = planned.escalation ? receivedAt + 2 * DAY_MS + Math.round(between(0, 12 * HOUR_MS)) : null;
    const assignedAt = takenOver && escalatedAt !== null ? escalatedAt + 3 * HOUR_MS : null;

    const [row] = await tx.query<{ id: number }>(
      `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason, customer_comment, escalated_at, escalation_reason,
                            assignee_user_id, assigned_at, decision, decision_reason, decision_note, decided_at, decided_by, decided_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
      [
        draft.sellerId,
        draft.orderId,
        `D-${year}-${String(sequence).padStart(6, '0')}`,
        status,
        new Date(draft.createdAt),
        customerReason,
        pick(CUSTOMER_COMMENTS[customerReason]),
        escalatedAt === null ? null : new Date(Math.min(escalatedAt, nowMs - HOUR_MS)),
        planned.escalation ?? null,
        assignedAt === null ? null : csUserId,
        assignedAt === null ? null : new Date(Math.min(assignedAt, nowMs - HOUR_MS / 2)),
        decision?.decision ?? null,
        decision?.reason ?? null,
        decision?.note ?? null,
        decision ? new Date(decision.at) : null,
        decision ? (takenOver ? 'customerService' : 'seller') : null,
        decision ? (takenOver ? csUserId : draft.userId) : null,
      ],
    );
    if (!row) throw new Error('Could not seed a return');
    await tx.query(
      `insert into return_items (return_id, line, sku, name, quantity)
       select $1, line, sku, name, quantity from order_items where order_id = $2 order by line`,
      [row.id, draft.orderId],
    );
    for (const entry of timeline) {
      await tx.query('insert into return_status_history (return_id, status, at, note, by_user_id) values ($1, $2, $3, $4, $5)', [
        row.id,
        entry.status,
        new Date(entry.at),
        entry.note,
        entry.byUserId,
      ]);
    }
  }
  return drafts.length;
}
