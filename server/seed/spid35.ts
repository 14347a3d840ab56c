import type { Queryable } from '../db/database.ts';
import { spid35PromiseOf, type Spid35Status } from '../../shared/spid35/lifecycle.ts';

/**
 * Spid35, the express delivery: two of the marketplace's stores, the demo store account working the
 * first (Tienda Providencia), each store's express stock, and express orders in every status, dated
 * from the seed's `now` so the queue always shows late orders (one 4 minutes past its promise, one
 * 1 minute past) beside others with time left. Deterministic: the same `now` gives the same rows.
 */

export const DEMO_FACILITIES = [
  { id: 'TDA-PROVIDENCIA', name: 'Tienda Providencia' },
  { id: 'TDA-NUNOA', name: 'Tienda Ñuñoa' },
] as const;

/** The express stock of each store: SKU, name, units on hand, minutes since its last change. */
const DEMO_STOCK: Readonly<Record<string, readonly (readonly [sku: string, name: string, onHand: number, minutesAgo: number])[]>> = {
  'TDA-PROVIDENCIA': [
    ['S35-AGU-500', 'Agua mineral sin gas 500 ml', 48, 90],
    ['S35-ARR-1K', 'Arroz grado 1, 1 kg', 20, 240],
    ['S35-CAF-250', 'Café molido 250 g', 0, 30],
    ['S35-GAL-CHO', 'Galletas de chocolate 120 g', 35, 120],
    ['S35-HUE-12', 'Huevos blancos, 12 unidades', 6, 45],
    ['S35-JUG-1L', 'Jugo de naranja 1 L', 14, 60],
    ['S35-LEC-1L', 'Leche entera 1 L', 24, 15],
    ['S35-LEC-DES', 'Leche descremada 1 L', 18, 15],
    ['S35-PAN-MOL', 'Pan de molde integral', 9, 200],
    ['S35-PAL-250', 'Palta Hass 250 g', 3, 20],
    ['S35-QUE-LAM', 'Queso laminado 250 g', 11, 75],
    ['S35-YOG-FRU', 'Yogur de frutilla 125 g', 40, 10],
  ],
  'TDA-NUNOA': [
    ['S35-AGU-500', 'Agua mineral sin gas 500 ml', 30, 50],
    ['S35-LEC-1L', 'Leche entera 1 L', 12, 25],
    ['S35-PAN-MOL', 'Pan de molde integral', 5, 100],
  ],
};

interface DemoExpressOrder {
  facilityId: string;
  number: string;
  customer: string;
  status: Spid35Status;
  /** Minutes before the seed it came in (its promise is 35 minutes after). */
  minutesAgo: number;
  lines: readonly (readonly [sku: string, name: string, quantity: number])[];
  /** A line (by position) already resolved "sin stock" by the store person, minutes ago. */
  shortage?: { position: number; resolution: 'substituted' | 'removed'; substitute?: readonly [sku: string, name: string]; minutesAgo: number };
}

const DEMO_ORDERS: readonly DemoExpressOrder[] = [
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000101',
    customer: 'Josefina Paredes',
    status: 'handedOver',
    minutesAgo: 50,
    lines: [['S35-AGU-500', 'Agua mineral sin gas 500 ml', 6]],
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000102',
    customer: 'Martín Cárdenas',
    status: 'accepted',
    minutesAgo: 39,
    lines: [
      ['S35-CAF-250', 'Café molido 250 g', 1],
      ['S35-LEC-1L', 'Leche entera 1 L', 2],
    ],
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000103',
    customer: 'Antonia Leiva',
    status: 'new',
    minutesAgo: 36,
    lines: [['S35-PAN-MOL', 'Pan de molde integral', 1], ['S35-QUE-LAM', 'Queso laminado 250 g', 1]],
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000104',
    customer: 'Benjamín Tapia',
    status: 'picked',
    minutesAgo: 25,
    lines: [['S35-YOG-FRU', 'Yogur de frutilla 125 g', 4], ['S35-GAL-CHO', 'Galletas de chocolate 120 g', 2]],
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000105',
    customer: 'Catalina Bravo',
    status: 'packed',
    minutesAgo: 20,
    lines: [['S35-HUE-12', 'Huevos blancos, 12 unidades', 1]],
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000106',
    customer: 'Tomás Villalobos',
    status: 'accepted',
    minutesAgo: 15,
    lines: [
      ['S35-CAF-250', 'Café molido 250 g', 2],
      ['S35-JUG-1L', 'Jugo de naranja 1 L', 1],
      ['S35-PAL-250', 'Palta Hass 250 g', 2],
    ],
    shortage: { position: 1, resolution: 'substituted', substitute: ['S35-LEC-DES', 'Leche descremada 1 L'], minutesAgo: 5 },
  },
  {
    facilityId: 'TDA-PROVIDENCIA',
    number: 'S35-2026-000107',
    customer: 'Isidora Fuentealba',
    status: 'new',
    minutesAgo: 3,
    lines: [['S35-ARR-1K', 'Arroz grado 1, 1 kg', 2]],
  },
  {
    facilityId: 'TDA-NUNOA',
    number: 'S35-2026-000201',
    customer: 'Vicente Olivares',
    status: 'new',
    minutesAgo: 10,
    lines: [['S35-LEC-1L', 'Leche entera 1 L', 1]],
  },
];

const MINUTE_MS = 60_000;

/** The stores, the store account's facility, their express stock and orders. */
export async function seedDemoSpid35(tx: Queryable, now: Date): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  for (const facility of DEMO_FACILITIES) {
    await tx.query('insert into facilities (id, name, created_at) values ($1, $2, $3)', [facility.id, facility.name, ago(365 * 24 * 60)]);
  }
  const [store] = await tx.query<{ id: number }>("update users set facility_id = $1 where role = 'store' returning id", [DEMO_FACILITIES[0].id]);
  for (const [facilityId, items] of Object.entries(DEMO_STOCK)) {
    for (const [sku, name, onHand, minutesAgo] of items) {
      await tx.query('insert into spid35_stock (facility_id, sku, name, on_hand, updated_at) values ($1, $2, $3, $4, $5)', [facilityId, sku, name, onHand, ago(minutesAgo)]);
    }
  }
  for (const order of DEMO_ORDERS) {
    const createdAt = ago(order.minutesAgo);
    const [row] = await tx.query<{ id: number }>(
      `insert into spid35_orders (facility_id, order_number, customer_name, status, version, created_at, promised_at, updated_at)
       values ($1, $2, $3, $4, 1, $5, $6, $5) returning id`,
      [order.facilityId, order.number, order.customer, order.status, createdAt, spid35PromiseOf(createdAt)],
    );
    for (const [index, [sku, name, quantity]] of order.lines.entries()) {
      const shortage = order.shortage?.position === index ? order.shortage : undefined;
      await tx.query(
        `insert into spid35_order_lines (order_id, position, sku, name, quantity, shortage, substitute_sku, substitute_name, shortage_by, shortage_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          row!.id,
          index,
          sku,
          name,
          quantity,
          shortage?.resolution ?? null,
          shortage?.substitute?.[0] ?? null,
          shortage?.substitute?.[1] ?? null,
          shortage ? (store?.id ?? null) : null,
          shortage ? ago(shortage.minutesAgo) : null,
        ],
      );
    }
  }
}
