import fc from 'fast-check';
import {
  cleanCompanyName,
  isValidBusinessName,
  isValidCompanyName,
  legalNameSuffixOf,
  looksLikeLegalName,
  societyTypeMatchesCompanyName,
  societyTypeOfCompanyName,
  societyTypesOfCompanyName,
} from '../../shared/onboarding/companyNames.ts';
import { alphanumeric, digitsOnly, hasOnlyAlphanumericCharacters, hasOnlyNameCharacters, nameCharacters } from '../../shared/onboarding/filters.ts';
import { isValidPhone, phoneWithPrefix } from '../../shared/onboarding/phone.ts';
import { validateStep } from '../../shared/onboarding/validateStep.ts';
import { arbFirstName, arbLastName, arbPhone, validSpaSignupData } from './onboarding-fixtures.ts';

const RUNS = { numRuns: 1000 };
const arbWord = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ]{2,12}$/);
const arbName = fc.array(arbWord, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const suffixWritings = {
  SA: ['S.A.', 'SA', 's.a.', 'S. A.', 'S.A'],
  LTDA: ['L.T.D.A.', 'LTDA', 'Ltda.', 'ltda'],
  SPA: ['S.P.A.', 'SPA', 'SpA', 'Spa.'],
  EIRL: ['E.I.R.L', 'E.I.R.L.', 'EIRL', 'eirl'],
} as const;
const arbSuffix = fc.constantFrom(...(Object.entries(suffixWritings) as [keyof typeof suffixWritings, readonly string[]][])).chain(([type, writings]) =>
  fc.tuple(fc.constant(type), fc.constantFrom(...writings)),
);
const arbTrailing = fc.constantFrom('', ' ', '  ', '\t', ' \n');

describe('legal name endings', () => {
  it('finds the ending after removing dots and upper-casing, as a whole word', () => {
    expect(legalNameSuffixOf('Comercial Los Andes SpA')).toBe('SPA');
    expect(legalNameSuffixOf('Distribuidora del Sur S.A. ')).toBe('SA');
    expect(legalNameSuffixOf('Inversiones Pehuén Ltda.')).toBe('LTDA');
    expect(legalNameSuffixOf('Servicios Toro E.I.R.L')).toBe('EIRL');
    expect(legalNameSuffixOf('Andes, S. A.')).toBe('SA');
    expect(legalNameSuffixOf('Ferretería Casa')).toBeNull();
    expect(legalNameSuffixOf('Mi Spaghetti')).toBeNull();
  });

  it('business names must not end in SA, LTDA, SPA or EIRL', () => {
    for (const name of ['Tienda Andes SpA', 'Emporio S.A.', 'Sur Ltda', 'Toro EIRL ', 'Andes S.A']) expect(isValidBusinessName(name), name).toBe(false);
    for (const name of ['Ferretería Los Andes', 'La Casa', 'Emporio Austral', 'Spa y Relax Termas']) expect(isValidBusinessName(name), name).toBe(true);
  });

  it('legal names start with Fundación or end in a suffix, and name something', () => {
    for (const name of ['Comercial Los Andes SpA', 'Fundación Educa', 'FUNDACION Mar Azul', 'fundacion Niñez Feliz', 'Distribuidora del Sur S.A.', 'Servicios Toro E.I.R.L']) {
      expect(isValidCompanyName(name), name).toBe(true);
    }
    for (const name of ['Ferretería Los Andes', 'S.A.', 'Fundación', 'Fundaciones Unidas', 'Comercial Casa', '']) expect(isValidCompanyName(name), name).toBe(false);
  });

  it('the society type follows the name', () => {
    expect(societyTypeOfCompanyName('Comercial Los Andes SpA')).toBe('SPA');
    expect(societyTypeOfCompanyName('Fundación Educa')).toBe('FUNDACION');
    expect(societyTypesOfCompanyName('Fundación Educa S.A.')).toEqual(['SA', 'FUNDACION']);
    expect(societyTypeOfCompanyName('Ferretería')).toBeNull();
    expect(societyTypeMatchesCompanyName('LTDA', 'Comercial Los Andes SpA')).toBe(false);
    expect(societyTypeMatchesCompanyName('SPA', 'Comercial Los Andes SpA')).toBe(true);
  });

  it('a commercial name looks like the legal name when only the legal form differs', () => {
    expect(looksLikeLegalName('Los Andes', 'Los Andes SpA')).toBe(true);
    expect(looksLikeLegalName('LOS-ANDES', 'Los Andes S.P.A.')).toBe(true);
    expect(looksLikeLegalName('Educa', 'Fundación Educa')).toBe(true);
    expect(looksLikeLegalName('Pehuen', 'Pehuén Ltda.')).toBe(true);
    expect(looksLikeLegalName('Ferretería Los Andes', 'Comercial Los Andes SpA')).toBe(false);
    expect(looksLikeLegalName('', 'S.A.')).toBe(false);
  });

  it('cleans the legal name', () => {
    expect(cleanCompanyName('  Comercial   Los Andes\tSpA ')).toBe('Comercial Los Andes SpA');
  });

  it('property: a name plus any writing of a suffix (with trailing spaces) is that type, and not a business name', () => {
    fc.assert(
      fc.property(arbName, arbSuffix, arbTrailing, (name, [type, suffix], trailing) => {
        const legal = `${name} ${suffix}${trailing}`;
        expect(legalNameSuffixOf(legal)).toBe(type);
        expect(isValidCompanyName(legal)).toBe(true);
        expect(societyTypeMatchesCompanyName(type, legal)).toBe(true);
        expect(isValidBusinessName(legal)).toBe(false);
      }),
      RUNS,
    );
  });

  it('property: a suffix glued to a word is not an ending', () => {
    fc.assert(
      fc.property(arbWord, fc.constantFrom('SA', 'LTDA', 'SPA', 'EIRL'), arbTrailing, (word, suffix, trailing) => {
        fc.pre(legalNameSuffixOf(word) === null);
        const name = `Tienda ${word}${suffix.toLowerCase()}${trailing}`;
        expect(isValidBusinessName(name)).toBe(true);
        expect(isValidCompanyName(name)).toBe(false);
      }),
      RUNS,
    );
  });

  it('property: Fundación + a name is a foundation, whatever the accents and case', () => {
    fc.assert(
      fc.property(fc.constantFrom('Fundación', 'FUNDACIÓN', 'fundacion', 'Fundacion'), arbName, (prefix, name) => {
        fc.pre(legalNameSuffixOf(name) === null);
        expect(societyTypesOfCompanyName(`${prefix} ${name}`)).toEqual(['FUNDACION']);
      }),
      RUNS,
    );
  });

  it('property: the legal name with its suffix removed looks like it; a different first word does not', () => {
    fc.assert(
      fc.property(arbName, arbSuffix, (name, [, suffix]) => {
        fc.pre(legalNameSuffixOf(name) === null);
        expect(looksLikeLegalName(name, `${name} ${suffix}`)).toBe(true);
        expect(looksLikeLegalName(`Tienda ${name}`, `Comercial ${name} ${suffix}`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('phones', () => {
  it('are 9 digits starting with 2 or 9', () => {
    for (const phone of ['912345678', '223456789', ' 987654321 ']) expect(isValidPhone(phone), phone).toBe(true);
    for (const phone of ['812345678', '91234567', '9123456789', '+56912345678', '9 1234 5678', '', 'abcdefghi']) expect(isValidPhone(phone), phone).toBe(false);
    expect(phoneWithPrefix('912345678')).toBe('+56 912345678');
  });

  it('property: generated phones are valid; another first digit or length is not', () => {
    fc.assert(
      fc.property(arbPhone, fc.constantFrom('0', '1', '3', '4', '5', '6', '7', '8'), (phone, digit) => {
        expect(isValidPhone(phone)).toBe(true);
        expect(isValidPhone(`${digit}${phone.slice(1)}`)).toBe(false);
        expect(isValidPhone(phone.slice(1))).toBe(false);
        expect(isValidPhone(`${phone}1`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('e-mails on the contact step', () => {
  const contact = (changes: Record<string, string>) => {
    const data = validSpaSignupData();
    return validateStep('contact', { ...data.contact, ...changes }, { company: data.company });
  };

  it('requires valid addresses and equal confirmations', () => {
    expect(contact({})).toEqual({});
    expect(contact({ comertialAreaEmail: 'comercial@' })).toMatchObject({ comertialAreaEmail: 'invalidEmail' });
    expect(contact({ financeAreaConfirmEmail: 'otra@ferreterialosandes.cl' })).toEqual({ financeAreaConfirmEmail: 'emailsDoNotMatch' });
    expect(contact({ notificationInfoConfirmEmail: '  ' })).toEqual({ notificationInfoConfirmEmail: 'required' });
    expect(contact({ notificationInfoConfirmEmail: ' VENTAS@FerreteriaLosAndes.cl ' })).toEqual({});
    expect(contact({ postSellEmail: `${'a'.repeat(96)}@x.cl` })).toEqual({ postSellEmail: 'tooLong' });
  });

  it('property: any different confirmation of a valid address is refused, the same one accepted', () => {
    fc.assert(
      fc.property(fc.emailAddress().filter((email) => email.length <= 100), fc.emailAddress(), (email, other) => {
        fc.pre(email.toLowerCase() !== other.toLowerCase());
        const errors = contact({ comertialAreaEmail: email, comertialAreaConfirmEmail: other });
        if (errors.comertialAreaEmail === undefined) {
          expect(errors.comertialAreaConfirmEmail).toBe(other.length > 100 ? 'tooLong' : 'emailsDoNotMatch');
          expect(contact({ comertialAreaEmail: email, comertialAreaConfirmEmail: email })).toEqual({});
        } else {
          expect(errors.comertialAreaEmail).toBe('invalidEmail');
        }
      }),
      RUNS,
    );
  });
});

describe('keystroke and paste filters', () => {
  it('keep digits only, up to the maximum', () => {
    expect(digitsOnly(20)('00-1234 5678.90ab')).toBe('00123456789 0'.replace(' ', ''));
    expect(digitsOnly('123456789012345678901234', 20)).toBe('12345678901234567890');
    expect(digitsOnly(7)('75000001')).toBe('7500000');
  });

  it('keep letters (accents and ñ) and spaces for names', () => {
    expect(nameCharacters(50)('María José Ñuñez-Pérez 3º')).toBe('María José ÑuñezPérez ');
    expect(nameCharacters(5)('Begoña')).toBe('Begoñ');
  });

  it('keep letters, digits and address punctuation for addresses', () => {
    expect(alphanumeric(255)('Av. Providencia 1234, of. 56 #B / N° 3 <script>')).toBe('Av. Providencia 1234, of. 56 #B / N° 3 script');
  });

  it('property: filtering is idempotent, bounded, and yields only allowed characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), fc.integer({ min: 0, max: 60 }), (text, max) => {
        for (const [filter, allowed] of [
          [nameCharacters(max), hasOnlyNameCharacters],
          [alphanumeric(max), hasOnlyAlphanumericCharacters],
          [digitsOnly(max), (value: string) => /^[0-9]*$/.test(value)],
        ] as const) {
          const kept = filter(text);
          expect(kept.length).toBeLessThanOrEqual(max);
          expect(allowed(kept)).toBe(true);
          expect(filter(kept)).toBe(kept);
        }
      }),
      RUNS,
    );
  });

  it('property: Chilean names pass the name filter unchanged', () => {
    fc.assert(
      fc.property(arbFirstName, arbLastName, (first, last) => {
        const name = `${first} ${last}`;
        expect(nameCharacters(50)(name)).toBe(name);
      }),
      RUNS,
    );
  });
});
