/**
 * The Shipments module's catalogs (modules/shipments/i18n): Spanish and English have the same keys,
 * none empty, every message parses as ICU, every dispatch status, carrier and problem code of the
 * contract has its text in both, the statuses in Spanish as the Orders module names them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import en from '../../modules/shipments/i18n/en.ts';
import esCL from '../../modules/shipments/i18n/es-CL.ts';
import shipmentsModule from '../../modules/shipments/entry.tsx';

const contract = parse(readFileSync(new URL('../../openapi/shipments.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }> }> };
};
const enumOf = (schema: string): string[] => contract.components.schemas[schema]?.enum ?? [];

/** The Spanish label of each dispatch status: the words of the Orders module's list. */
const SPANISH_STATUS: Record<string, string> = {
  awaiting_fulfillment: 'Por preparar',
  packed_by_seller: 'Empaquetada',
  ready_to_ship: 'Lista para despacho',
};

const SPANISH_CARRIER: Record<string, string> = { blue_express: 'Blue Express', chilexpress: 'Chilexpress', starken: 'Starken' };

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;
const catalogs = { 'es-CL': spanish, en: english };

/** Every literal message id the module's code names (ids built from a value are checked by their lists above). */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](shipments\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the Shipments module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('shipments.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('label every dispatch status, as a status and as a tab, and every carrier, in both languages', () => {
    const statuses = enumOf('DispatchStatus');
    expect(statuses).toEqual(['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship']);
    for (const status of statuses) {
      expect(spanish[`shipments.status.${status}`], status).toBe(SPANISH_STATUS[status]);
      for (const prefix of ['shipments.status.', 'shipments.tab.']) expect(english[`${prefix}${status}`]?.trim(), status).toBeTruthy();
    }
    for (const carrier of enumOf('Carrier')) {
      expect(spanish[`shipments.carrier.${carrier}`], carrier).toBe(SPANISH_CARRIER[carrier]);
      expect(english[`shipments.carrier.${carrier}`], carrier).toBe(SPANISH_CARRIER[carrier]);
    }
  });

  it("explain every code of a result and of the contract's refusals", () => {
    const codes = contract.components.schemas.MarkReadyResult?.properties?.code?.enum ?? [];
    expect(codes).toEqual(['ORDER_TRANSITION_NOT_ALLOWED', 'ORDER_NOT_FOUND']);
    for (const code of [...codes, 'LABEL_NOT_AVAILABLE', 'MANIFEST_ORDER_NOT_READY', 'MANIFEST_SELLERS_DIFFER', 'INVALID_CURSOR', 'SERVICE_UNAVAILABLE', 'UNEXPECTED']) {
      expect(spanish[`shipments.error.${code}`]?.trim(), code).toBeTruthy();
      expect(english[`shipments.error.${code}`]?.trim(), code).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/shipments/', import.meta.url));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(shipmentsModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
