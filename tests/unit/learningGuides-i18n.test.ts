/**
 * The learning guides module's catalogs (modules/learningGuides/i18n): Spanish and English have the
 * same ids, none empty, every message parses as ICU, and every section, every rule's code and every
 * reason of the ratings report has its text, the Spanish ones written here.
 */
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../modules/learningGuides/i18n/en.ts';
import esCL from '../../modules/learningGuides/i18n/es-CL.ts';

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;

const SPANISH_ERRORS: Record<string, string> = {
  required: 'Este campo es obligatorio',
  tooLong: 'El texto es demasiado largo',
  rawHtml: 'No uses etiquetas HTML: los sellers las verían como texto. Usa markdown',
  unsafeLink: 'Los enlaces solo pueden llevar a http(s), mailto o una dirección del portal',
  tooFewQuestions: 'La guía necesita al menos una pregunta',
  tooManyQuestions: 'Una guía tiene como máximo 30 preguntas',
  unknownQuestion: 'Esta pregunta ya no está en la guía; agrégala como nueva',
  repeatedQuestion: 'Esta pregunta está repetida',
};

const SPANISH_SECTIONS: Record<string, string> = {
  orders: 'Órdenes',
  stock: 'Stock',
  pim: 'Productos',
  finance: 'Finanzas',
  reports: 'Reportes',
  metrics: 'Métricas',
};

const SPANISH_REASONS: Record<string, string> = {
  unclear: 'No: la información no es clara',
  notAnswered: 'No: no responde mi pregunta',
  outdated: 'No: la información está incompleta o desactualizada',
  other: 'No: otro motivo',
};

describe('the learning guides catalogs', () => {
  it('hold the same ids in both languages, none empty, each valid ICU', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const catalog of [spanish, english]) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), id).not.toBe('');
        expect(() => parseIcu(text), id).not.toThrow();
      }
    }
  });

  it('name every section with a guide, in Spanish as written here', () => {
    for (const [section, text] of Object.entries(SPANISH_SECTIONS)) {
      expect(spanish[`learningGuides.section.${section}`]).toBe(text);
      expect(english[`learningGuides.section.${section}`], section).toBeDefined();
    }
  });

  it('explain every code a save is refused with', () => {
    for (const [code, text] of Object.entries(SPANISH_ERRORS)) {
      expect(spanish[`learningGuides.error.${code}`]).toBe(text);
      expect(english[`learningGuides.error.${code}`], code).toBeDefined();
    }
  });

  it("name the report's rows: Sí, No and each reason", () => {
    expect(spanish['learningGuides.ratings.yes']).toBe('Sí');
    expect(spanish['learningGuides.ratings.no']).toBe('No');
    for (const [reason, text] of Object.entries(SPANISH_REASONS)) {
      expect(spanish[`learningGuides.ratings.reason.${reason}`]).toBe(text);
      expect(english[`learningGuides.ratings.reason.${reason}`], reason).toBeDefined();
    }
  });
});
