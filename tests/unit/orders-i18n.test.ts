/**
 * The Orders module's catalogs (modules/orders/i18n): Spanish and English have the same keys, none
 * empty, every message parses as ICU, and every status of the contract, every tab and every cancel
 * reason has its label in both, the Spanish ones as the brief names them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import en from '../../modules/orders/i18n/en.ts';
import esCL from '../../modules/orders/i18n/es-CL.ts';
import ordersModule from '../../modules/orders/entry.tsx';

const contract = parse(readFileSync(new URL('../../openapi/orders.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum: string[] }> };
};
const enumOf = (schema: string): string[] => contract.components.schemas[schema]?.enum ?? [];

/** The Spanish label of every status, as the brief lists them. */
const SPANISH_STATUS: Record<string, string> = {
  new: 'Nueva',
  awaiting_fulfillment: 'Por preparar',
  ready_to_ship: 'Lista para despacho',
  dispatched: 'Despachada',
  shipped: 'En camino',
  delivered: 'Entregada',
  delivery_in_progress: 'En reparto',
  delivery_in_branch_office: 'En sucursal',
  delivery_failed: 'Entrega fallida',
  delivery_failed_in_process: 'Entrega fallida en gestión',
  delivery_need_second_visit: 'Requiere segunda visita',
  delivery_with_problems: 'Entrega con problemas',
  not_delivered: 'No entregada',
  canceled: 'Cancelada',
  refunded_before_shipping: 'Reembolsada antes del despacho',
  refunded_after_cancelation: 'Reembolsada tras cancelación',
  refunded_after_delivery_failed: 'Reembolsada tras entrega fallida',
  refunded_after_return: 'Reembolsada tras devolución',
  lost_before_shipping: 'Extraviada antes del despacho',
  lost_after_shipping: 'Extraviada en el transporte',
  lost_in_return: 'Extraviada en la devolución',
  damaged_before_shipping: 'Dañada antes del despacho',
  damaged_after_shipping: 'Dañada en el transporte',
  unable_to_fulfill: 'No se pudo cumplir',
  handled_by_marketplace: 'Gestionada por el marketplace',
  packed_by_seller: 'Empaquetada',
};

const SPANISH_GROUP: Record<string, string> = {
  toPrepare: 'Por preparar',
  readyToShip: 'Listas para despacho',
  inTransit: 'En tránsito',
  delivered: 'Entregadas',
  incidents: 'Con incidencias',
  closed: 'Cerradas',
};

const SPANISH_REASON: Record<string, string> = {
  out_of_stock: 'Sin stock',
  damaged_product: 'Producto dañado',
  price_error: 'Error de precio',
  other: 'Otro motivo',
};

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;
const catalogs = { 'es-CL': spanish, en: english };

/** Every literal message id the module's code names (ids built from a value are checked by their lists above). */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](orders\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the Orders module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('orders.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('label every status of the contract in both languages, in Spanish as the brief says', () => {
    const statuses = enumOf('OrderStatus');
    expect(statuses).toHaveLength(26);
    expect(Object.keys(SPANISH_STATUS).sort()).toEqual([...statuses].sort());
    for (const status of statuses) {
      expect(spanish[`orders.status.${status}`], status).toBe(SPANISH_STATUS[status]);
      expect(english[`orders.status.${status}`]?.trim(), status).toBeTruthy();
    }
    // Two statuses never read the same in English (in Spanish they are the brief's).
    const englishLabels = statuses.map((status) => english[`orders.status.${status}`]);
    expect(new Set(englishLabels).size).toBe(26);
  });

  it('label every tab and every cancel reason in both languages', () => {
    for (const group of enumOf('OrderStatusGroup')) {
      expect(spanish[`orders.group.${group}`], group).toBe(SPANISH_GROUP[group]);
      expect(english[`orders.group.${group}`]?.trim(), group).toBeTruthy();
    }
    for (const reason of enumOf('CancelReason')) {
      expect(spanish[`orders.cancel.reason.${reason}`], reason).toBe(SPANISH_REASON[reason]);
      expect(english[`orders.cancel.reason.${reason}`]?.trim(), reason).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/orders/', import.meta.url));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(ordersModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
