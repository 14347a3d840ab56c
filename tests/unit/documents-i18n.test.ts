/**
 * The documents module's catalogs (modules/documents/i18n): Spanish and English have the same keys,
 * none empty, every message parses as ICU, every id the module's code names literally is in both,
 * and every size and content kind of the contract has its label, the Spanish ones written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../modules/documents/i18n/en.ts';
import esCL from '../../modules/documents/i18n/es-CL.ts';

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;

/** Every literal message id the module's code names. */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](documents\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the documents module catalogs', () => {
  it('have the same keys in es-CL and en, none empty, all parsing as ICU', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const catalog of [spanish, english]) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), id).not.toBe('');
        expect(() => parseIcu(text), id).not.toThrow();
      }
    }
  });

  it('hold every id the module names', () => {
    const ids = literalIdsOfModule(new URL('../../modules/documents/', import.meta.url)).filter((id) => !id.endsWith('.'));
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      expect(spanish[id], id).toBeDefined();
      expect(english[id], id).toBeDefined();
    }
  });

  it('name every size and content kind in Spanish', () => {
    expect(['s', 'm', 'l', 'custom'].map((size) => spanish[`documents.size.${size}`])).toEqual([
      'Pequeño (400 × 300)',
      'Mediano (600 × 400)',
      'Grande (800 × 600)',
      'Ajustado al contenido',
    ]);
    expect(['html', 'campaignInvitation', 'reputationSummary', 'learningGuideTopic'].map((kind) => spanish[`documents.contentKind.${kind}`])).toEqual([
      'Texto con formato (HTML)',
      'Invitación a una campaña',
      'Resumen de reputación',
      'Tema de la guía de uso',
    ]);
  });

  it('say in Spanish every rule of the terms form and name the version detail\'s tabs', () => {
    const rules = ['keyRequired', 'newKeyRequired', 'newKeyInvalid', 'newKeyTooLong', 'newKeyExists', 'titleRequired', 'titleTooLong', 'htmlRequired', 'htmlTooLong', 'fileRequired', 'fileNotPdf', 'fileTooLarge', 'fileUnreadable', 'startRequired', 'endInvalid', 'endNotAfterStart', 'limitRequired', 'limitBeforeStart', 'refused'];
    expect(rules.map((rule) => spanish[`documents.termsForm.error.${rule}`])).toEqual([
      'Elige un documento.',
      'Escribe la clave del documento nuevo.',
      'Usa solo minúsculas sin tildes, números y guiones entre palabras.',
      'La clave puede tener hasta 60 caracteres.',
      'Ese documento ya existe: elígelo en la lista de documentos.',
      'Escribe un título.',
      'El título puede tener hasta 150 caracteres.',
      'Escribe el texto de los términos.',
      'El texto puede tener hasta 200.000 caracteres.',
      'Elige el archivo PDF.',
      'El archivo no es un PDF.',
      'El PDF puede pesar hasta 10 MB.',
      'No pudimos leer el archivo. Elígelo de nuevo.',
      'Elige el día desde el que rige.',
      'Elige un día válido o deja el campo vacío.',
      'Debe ser posterior al día de inicio.',
      'Elige la fecha límite para aceptar.',
      'No puede ser anterior al día de inicio.',
      'El servidor no aceptó este dato: revísalo (por ejemplo, un texto que queda vacío al limpiarlo).',
    ]);
    expect([spanish['documents.detail.tab.accepted'], spanish['documents.detail.tab.risk'], spanish['documents.terms.publish']]).toEqual(['Aceptaron', 'En riesgo', 'Publicar nueva versión']);
  });
});
