/**
 * The seller's warehouses, as its application named them (seller_warehouses).
 */
import type { components } from '../../openapi/generated/stock.ts';
import type { Queryable } from '../db/database.ts';
import { normalisedHeader } from '../kit/workbookReader.ts';

type Warehouse = components['schemas']['Warehouse'];

export interface WarehouseRow {
  id: number;
  name: string;
  commune_name: string | null;
}

/** Every warehouse of the seller, in the order it declared them (the first is where orders reserve by default). */
export const warehousesOf = (db: Queryable, sellerId: number): Promise<WarehouseRow[]> =>
  db.query<WarehouseRow>('select id, name, commune_name from seller_warehouses where seller_id = $1 order by created_at, id', [sellerId]);

export const warehouseOf = (row: WarehouseRow): Warehouse => ({ id: row.id, name: row.name, communeName: row.commune_name });

/** A warehouse's name as a sheet's cell is compared with it: accents, case and spacing ignored. */
export const warehouseNameKey = (name: string): string => normalisedHeader(name);
