/**
 * The Módulos module's catalogs (modules/moduleSwitches/i18n): Spanish and English have the same
 * keys, none empty, every message parses as ICU, every id the module's code names exists, and every
 * refusal the services-status contract names has its message, the Spanish ones written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../modules/moduleSwitches/i18n/en.ts';
import esCL from '../../modules/moduleSwitches/i18n/es-CL.ts';

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;

function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](moduleSwitches\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

const SPANISH_REFUSAL: Record<string, string> = {
  MODULE_SWITCH_LOCKED: 'Módulos queda siempre abierto para que los administradores puedan volver a abrir el resto.',
  SWITCH_REASON_REQUIRED: 'Falta el motivo del cierre.',
  SWITCH_REASON_TOO_LONG: 'El motivo admite hasta 200 caracteres.',
  SWITCH_REASON_NOT_PLAIN: 'El motivo debe ser texto simple, en una línea y sin los signos < ni >.',
  SWITCH_REOPENING_REQUIRED: 'Falta la reapertura prevista.',
  SWITCH_REOPENING_INVALID: 'La fecha de reapertura no es válida.',
  SWITCH_REOPENING_IN_PAST: 'La hora de reapertura ya pasó; elige una posterior.',
};

describe('the Módulos module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    expect(Object.keys(spanish).filter((key) => !key.startsWith('moduleSwitches.'))).toEqual([]);
  });

  it.each(Object.entries({ 'es-CL': spanish, en: english }))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('translate every id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/moduleSwitches/', import.meta.url));
    expect(named.length).toBeGreaterThan(40);
    for (const id of named) expect(Object.keys(spanish), id).toContain(id);
  });

  it('explain every refusal the contract names, in Spanish as written here', () => {
    const contract = readFileSync(new URL('../../openapi/services-status.yaml', import.meta.url), 'utf8');
    const named = [...new Set([...contract.matchAll(/\b(MODULE_SWITCH_[A-Z_]+|SWITCH_[A-Z_]+)\b/g)].map((match) => match[1]!))].sort();
    expect(named).toEqual(['MODULE_SWITCH_LOCKED', 'SWITCH_OPEN_TAKES_NO_REASON', 'SWITCH_REASON_NOT_PLAIN', 'SWITCH_REASON_REQUIRED', 'SWITCH_REASON_TOO_LONG', 'SWITCH_REOPENING_IN_PAST', 'SWITCH_REOPENING_REQUIRED']);
    for (const [code, text] of Object.entries(SPANISH_REFUSAL)) expect(spanish[`moduleSwitches.error.${code}`], code).toBe(text);
    expect(english['moduleSwitches.error.MODULE_SWITCH_LOCKED']).toBe('Modules always stays open so that admins can open the others again.');
  });
});
