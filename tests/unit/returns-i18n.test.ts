/**
 * The Returns module's catalogs (modules/returns/i18n): Spanish and English have the same keys, none
 * empty, every message parses as ICU, and every status of the contract, every tab, every rejection
 * and customer reason has its label in both, the Spanish ones written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import en from '../../modules/returns/i18n/en.ts';
import esCL from '../../modules/returns/i18n/es-CL.ts';
import returnsModule from '../../modules/returns/entry.tsx';

const contract = parse(readFileSync(new URL('../../openapi/returns.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum: string[] }> };
};
const enumOf = (schema: string): string[] => contract.components.schemas[schema]?.enum ?? [];

const SPANISH_STATUS: Record<string, string> = {
  waiting_for_return: 'Esperando devolución',
  return_in_progress: 'Devolución en tránsito',
  return_in_process: 'En revisión',
  return_approved: 'Aprobada',
  return_rejected: 'Rechazada',
  return_failed: 'Devolución fallida',
  delivery_returned: 'Devuelta al cliente',
  returned: 'Reembolsada',
};
const SPANISH_GROUP: Record<string, string> = { toReview: 'Por revisar', onTheWay: 'En camino', decided: 'Resueltas', closed: 'Cerradas' };
const SPANISH_REJECT_REASON: Record<string, string> = {
  product_used: 'Producto usado',
  missing_parts: 'Faltan piezas o accesorios',
  not_original_product: 'No es el producto despachado',
  out_of_return_period: 'Fuera del plazo de devolución',
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
    return [...source.matchAll(/['"](returns\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the Returns module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('returns.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('label the 8 statuses of the contract in both languages, each its own', () => {
    const statuses = enumOf('ReturnStatus');
    expect(statuses).toHaveLength(8);
    expect(Object.keys(SPANISH_STATUS).sort()).toEqual([...statuses].sort());
    for (const status of statuses) {
      expect(spanish[`returns.status.${status}`], status).toBe(SPANISH_STATUS[status]);
      expect(english[`returns.status.${status}`]?.trim(), status).toBeTruthy();
    }
    expect(new Set(statuses.map((status) => english[`returns.status.${status}`])).size).toBe(8);
  });

  it('label every tab, rejection reason, customer reason, escalation reason and 409 code in both languages', () => {
    for (const group of enumOf('ReturnStatusGroup')) {
      expect(spanish[`returns.group.${group}`], group).toBe(SPANISH_GROUP[group]);
      expect(english[`returns.group.${group}`]?.trim(), group).toBeTruthy();
    }
    for (const reason of enumOf('RejectReason')) {
      expect(spanish[`returns.rejectReason.${reason}`], reason).toBe(SPANISH_REJECT_REASON[reason]);
      expect(english[`returns.rejectReason.${reason}`]?.trim(), reason).toBeTruthy();
    }
    const keys = [
      ...enumOf('CustomerReason').map((reason) => `returns.customerReason.${reason}`),
      ...enumOf('EscalationReason').map((reason) => `returns.escalationReason.${reason}`),
      ...['RETURN_TRANSITION_NOT_ALLOWED', 'RETURN_TAKEN_OVER', 'RETURN_NOT_TAKEN_OVER', 'RETURN_TAKE_OVER_NOT_ALLOWED', 'RETURN_NOT_FOUND'].map((code) => `returns.error.${code}`),
      ...['approve', 'reject', 'takeOver'].map((action) => `returns.action.${action}`),
    ];
    for (const key of keys) {
      expect(spanish[key]?.trim(), key).toBeTruthy();
      expect(english[key]?.trim(), key).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/returns/', import.meta.url));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(returnsModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
