import fc from 'fast-check';
import {
  cleanRut,
  formatRut,
  isNaturalPersonRut,
  isValidRut,
  rutInputValue,
  rutVerifier,
  sameRut,
  stripRutPunctuation,
} from '../../shared/onboarding/rut.ts';
import { arbCompanyRut, arbNaturalRut } from './onboarding-fixtures.ts';

const RUNS = { numRuns: 1000 };
const arbBody = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);
const arbValidClean = arbBody.map((body) => `${body}${rutVerifier(body)}`);

describe('RUT', () => {
  it('validates real RUTs in any usual writing', () => {
    for (const rut of ['76.086.428-5', '760864285', '12.345.678-5', '12345678-5', '11.111.111-1', '10.000.013-K', '10.000.013-k', '8.765.432-K', '7.654.321-6', ' 96.500.000-3 ']) {
      expect(isValidRut(rut), rut).toBe(true);
    }
  });

  it('refuses a wrong verifier, a short or long body, a leading zero and stray characters', () => {
    for (const rut of ['76.086.428-4', '12.345.678-K', '11.111.111-2', '123456-0', '123.456.789-2', '01.234.567-8', '', 'K', '12.345.678', '12.345.678-5x', 'a12345678-5', '1234K5678-5', '12,345,678-5']) {
      expect(isValidRut(rut), rut).toBe(false);
    }
  });

  it('cleans and formats', () => {
    expect(cleanRut('12.345.678-k')).toBe('12345678K');
    expect(cleanRut(' 7.654.321 - 6 ')).toBe('76543216');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('76543216')).toBe('7.654.321-6');
    expect(formatRut('10000013k')).toBe('10.000.013-K');
    expect(formatRut('5')).toBe('5');
    expect(stripRutPunctuation(' 12.345.678-k ')).toBe('12345678K');
  });

  it('shows what is typed: digits and a final K, formatted once longer than 7, at most 12 shown', () => {
    expect(rutInputValue('1234567')).toBe('1234567');
    expect(rutInputValue('12345678')).toBe('1.234.567-8');
    expect(rutInputValue('123456785')).toBe('12.345.678-5');
    expect(rutInputValue('1234567851')).toBe('12.345.678-5');
    expect(rutInputValue('12.345.678-5' + '9')).toBe('12.345.678-5');
    expect(rutInputValue('1000001k')).toBe('1.000.001-K');
    expect(rutInputValue('12K34')).toBe('1234');
    expect(rutInputValue('12a.b34-')).toBe('1234');
    expect(rutInputValue('')).toBe('');
    expect(rutInputValue('1.234.567-8' + 'k')).toBe('12.345.678-K');
  });

  it('knows natural persons by a body below 50.000.000', () => {
    expect(isNaturalPersonRut('12.345.678-5')).toBe(true);
    expect(isNaturalPersonRut('10.000.013-K')).toBe(true);
    expect(isNaturalPersonRut('76.086.428-5')).toBe(false);
    expect(isNaturalPersonRut('12.345.678-4')).toBe(false);
  });

  it('compares RUTs cleaned', () => {
    expect(sameRut('76.086.428-5', '760864285')).toBe(true);
    expect(sameRut('12.345.678-k', '12345678K')).toBe(true);
    expect(sameRut('', '')).toBe(false);
  });

  it('property: every formatted valid RUT validates, cleaned and formatted', () => {
    fc.assert(
      fc.property(arbValidClean, (clean) => {
        expect(isValidRut(clean)).toBe(true);
        expect(isValidRut(formatRut(clean))).toBe(true);
        expect(formatRut(clean)).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[0-9K]$/);
      }),
      RUNS,
    );
  });

  it('property: changing the verifier invalidates', () => {
    fc.assert(
      fc.property(arbValidClean, fc.constantFrom(...'0123456789K'), (clean, verifier) => {
        fc.pre(verifier !== clean.slice(-1));
        expect(isValidRut(`${clean.slice(0, -1)}${verifier}`)).toBe(false);
      }),
      RUNS,
    );
  });

  it('property: clean(format(x)) = x', () => {
    fc.assert(fc.property(arbValidClean, (clean) => {
      expect(cleanRut(formatRut(clean))).toBe(clean);
    }), RUNS);
  });

  it('property: rutInputValue is idempotent, at most 12 characters, and keeps only digits, dots, a hyphen and a final K', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[0-9kK.\- ]{0,16}$/)), (typed) => {
        const shown = rutInputValue(typed);
        expect(rutInputValue(shown)).toBe(shown);
        expect(shown.length).toBeLessThanOrEqual(12);
        expect(shown).toMatch(/^[0-9.]*(-[0-9K])?$|^[0-9]*K?$/);
      }),
      RUNS,
    );
  });

  it('property: a typed valid RUT is shown formatted and still valid', () => {
    fc.assert(
      fc.property(arbValidClean, (clean) => {
        const shown = rutInputValue(clean);
        expect(shown).toBe(formatRut(clean));
        expect(isValidRut(shown)).toBe(true);
      }),
      RUNS,
    );
  });

  it('property: natural-person and company ranges', () => {
    fc.assert(fc.property(arbNaturalRut, (rut) => {
      expect(isNaturalPersonRut(rut)).toBe(true);
    }), RUNS);
    fc.assert(fc.property(arbCompanyRut, (rut) => {
      expect(isValidRut(rut) && !isNaturalPersonRut(rut)).toBe(true);
    }), RUNS);
  });
});
