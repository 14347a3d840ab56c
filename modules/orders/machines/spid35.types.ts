/** The Spid35 queue's data, as the contract (openapi/spid35.yaml) gives it. */
import type { components } from '../../../openapi/generated/spid35.ts';
import type { Spid35Status } from '../../../shared/spid35/lifecycle.ts';

export type Spid35Facility = components['schemas']['Spid35Facility'];
export type Spid35Order = components['schemas']['Spid35Order'];
export type Spid35Line = components['schemas']['Spid35Line'];
export type Spid35StockItem = components['schemas']['Spid35StockItem'];
export type Spid35ConflictCode = components['schemas']['Spid35Conflict']['code'];

/** A store's queue with the express stock its lines may be substituted by. */
export interface Spid35QueueAnswer {
  orders: Spid35Order[];
  stock: Spid35StockItem[];
}

/** A change a person sends: the next step of an order, or "sin stock" on a line. */
export type Spid35ChangeRequest =
  | { kind: 'move'; orderId: number; to: Spid35Status; version: number }
  | { kind: 'substitute'; orderId: number; lineId: number; substituteSku: string; version: number }
  | { kind: 'remove'; orderId: number; lineId: number; version: number };

/** Done (the order as stored), or refused with a code and the order as it is now. */
export type Spid35ChangeOutcome = { kind: 'done'; order: Spid35Order } | { kind: 'conflict'; code: Spid35ConflictCode; order: Spid35Order };
