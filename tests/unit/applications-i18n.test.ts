/**
 * The seller applications module's catalogs (modules/applications/i18n): Spanish and English have
 * the same keys, none empty, every message parses as ICU, and every status, tab, wizard step, event
 * of the history, decision and 409 code has its label in both, the Spanish ones written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import applicationsModule from '../../modules/applications/entry.tsx';
import en from '../../modules/applications/i18n/en.ts';
import esCL from '../../modules/applications/i18n/es-CL.ts';

const contract = parse(readFileSync(new URL('../../openapi/onboarding.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }> }> };
};
const statuses = contract.components.schemas.ApplicationStatus?.enum ?? [];
const eventKinds = contract.components.schemas.ApplicationReviewEvent?.properties?.kind?.enum ?? [];

const SPANISH_STATUS: Record<string, string> = { received: 'Recibida', in_review: 'En revisión', approved: 'Aprobada', rejected: 'Rechazada' };
const SPANISH_TAB: Record<string, string> = { received: 'Recibidas', in_review: 'En revisión', approved: 'Aprobadas', rejected: 'Rechazadas' };
const SPANISH_STEP: Record<string, string> = { company: 'Empresa', contact: 'Contacto', legal: 'Legal', bank: 'Banco', logistic: 'Logística' };

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;
const catalogs = { 'es-CL': spanish, en: english };

/** Every literal message id the module's code names (ids built from a value are checked by their lists above). */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](applications\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the seller applications module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('applications.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('label the 4 statuses of the contract and their tabs in both languages', () => {
    expect([...statuses].sort()).toEqual(Object.keys(SPANISH_STATUS).sort());
    for (const status of statuses) {
      expect(spanish[`applications.status.${status}`], status).toBe(SPANISH_STATUS[status]);
      expect(spanish[`applications.tab.${status}`], status).toBe(SPANISH_TAB[status]);
      expect(english[`applications.status.${status}`]?.trim(), status).toBeTruthy();
      expect(english[`applications.tab.${status}`]?.trim(), status).toBeTruthy();
    }
  });

  it('name every wizard step, history event, decision and refusal in both languages', () => {
    for (const [step, name] of Object.entries(SPANISH_STEP)) {
      expect(spanish[`applications.step.${step}`]).toBe(name);
      expect(english[`applications.step.${step}`]?.trim()).toBeTruthy();
    }
    expect(eventKinds).toEqual(['received', 'review_started', 'approved', 'rejected']);
    const keys = [
      ...eventKinds.map((kind) => `applications.history.${kind}`),
      ...['review', 'approve', 'reject'].map((action) => `applications.action.${action}`),
      ...['inReview', 'approved', 'rejected'].map((notice) => `applications.notice.${notice}`),
      // The kit's detail frame names these by the module's prefix: the scan of literal ids cannot see them.
      ...['back', 'loading', 'failed', 'notFound', 'notFoundText'].map((word) => `applications.detail.${word}`),
      ...['APPLICATION_ALREADY_DECIDED', 'SELLER_DOCUMENT_TAKEN', 'USER_EMAIL_TAKEN', 'APPLICATION_NOT_FOUND'].map((code) => `applications.error.${code}`),
    ];
    for (const key of keys) {
      expect(spanish[key]?.trim(), key).toBeTruthy();
      expect(english[key]?.trim(), key).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/applications/', import.meta.url));
    // About fifty: fewer would mean the scan stopped finding them (the detail frame's five are the kit's now).
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(applicationsModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
