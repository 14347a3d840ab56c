/**
 * The rules module's catalogs (modules/rules/i18n): Spanish and English have the same keys, none
 * empty, every message parses as ICU, and every field and every code the rules can refuse with has
 * its text, the Spanish ones written here.
 */
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../modules/rules/i18n/en.ts';
import esCL from '../../modules/rules/i18n/es-CL.ts';
import { RULES_FIELDS } from '../../modules/rules/machines/rulesForm.ts';

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;

const SPANISH_ERRORS: Record<string, string> = {
  required: 'Este campo es obligatorio',
  notANumber: 'Escribe un número',
  percentRange: 'Debe estar entre 0 y 100',
  tooManyDecimals: 'Usa como máximo dos decimales',
  positiveInteger: 'Debe ser un número entero mayor que 0',
  claimsNotBelowDeliveries: 'Debe ser menor que el mínimo de entregas a tiempo',
  cancellationsNotBelowClaims: 'Debe ser menor que el máximo de reclamos',
  tooLong: 'Usa como máximo 500 caracteres',
  notADay: 'Escribe una fecha que exista (AAAA-MM-DD)',
  notATime: 'Escribe una hora HH:MM',
};

describe('the rules catalogs', () => {
  it('hold the same ids in both languages, none empty, each valid ICU', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const catalog of [spanish, english]) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), id).not.toBe('');
        expect(() => parseIcu(text), id).not.toThrow();
      }
    }
  });

  it('label every field of the form in both languages', () => {
    for (const field of RULES_FIELDS) {
      expect(spanish[`rules.field.${field}`], field).toBeDefined();
      expect(english[`rules.field.${field}`], field).toBeDefined();
    }
    expect(spanish['rules.field.minOnTimeDeliveriesPercent']).toBe('Entregas a tiempo, mínimo (%)');
    expect(spanish['rules.field.note']).toBe('Motivo del cambio');
  });

  it('explain every code the rules refuse with, in Spanish as written here', () => {
    for (const [code, text] of Object.entries(SPANISH_ERRORS)) {
      expect(spanish[`rules.error.${code}`]).toBe(text);
      expect(english[`rules.error.${code}`], code).toBeDefined();
    }
  });
});
