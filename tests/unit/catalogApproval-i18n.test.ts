/**
 * The catalogue approval module's catalogs (modules/catalogApproval/i18n): Spanish and English have
 * the same keys, none empty, every message parses as ICU, and every status a reviewed product may
 * have and every refusal code of the contract has its words in both, the Spanish ones written here.
 */
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../modules/catalogApproval/i18n/en.ts';
import esCL from '../../modules/catalogApproval/i18n/es-CL.ts';

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;

const SPANISH_STATUS: Record<string, string> = { draft: 'Borrador', pending: 'En revisión', approved: 'Publicado', rejected: 'Rechazado', paused: 'Pausado' };
const REFUSALS = ['REVIEW_ALREADY_DECIDED', 'REVISION_CHANGED', 'NOT_PENDING', 'RULES_NOT_MET', 'PRODUCT_NOT_FOUND', 'REASON_NOT_USABLE'];

describe('catalogue approval catalogs', () => {
  it('hold the same keys in both languages, none empty, each a valid ICU message', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const catalog of [spanish, english]) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe('');
        expect(() => parseIcu(text), key).not.toThrow();
      }
    }
  });

  it('name every status by its name, never its code', () => {
    for (const [status, name] of Object.entries(SPANISH_STATUS)) {
      expect(spanish[`catalogApproval.status.${status}`]).toBe(name);
      expect(english[`catalogApproval.status.${status}`]).not.toBe(status);
    }
  });

  it('explain every refusal of a decision, and carry the flash of a decision', () => {
    for (const code of REFUSALS) {
      expect(spanish[`catalogApproval.error.${code}`], code).toBeDefined();
      expect(english[`catalogApproval.error.${code}`], code).toBeDefined();
    }
    expect(spanish['catalogApproval.flash.success']).toBe('Operación exitosa');
    expect(english['catalogApproval.flash.success']).toBe('Operation success');
    expect(spanish['catalogApproval.flash.updateApprovalError']).toBe('No pudimos actualizar la aprobación. Inténtalo nuevamente.');
  });
});
