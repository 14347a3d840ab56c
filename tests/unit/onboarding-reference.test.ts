import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { accountTypes, isAccountType } from '../../shared/onboarding/accountTypes.ts';
import { SIGNUP_ERROR_CODES, signupErrorMessageId } from '../../shared/onboarding/errors.ts';
import { productCategories, splitCategoryCodes } from '../../shared/onboarding/productCategories.ts';
import { productLoadingModes } from '../../shared/onboarding/productLoadingModes.ts';
import {
  base64DecodedLength,
  contentTypeOfFileName,
  PROOF_FILE_MAX_BYTES,
  sniffProofFile,
} from '../../shared/onboarding/proofFile.ts';
import { isNaturalPersonType, isSocietyTypeOf, societyTypes, societyTypesOf } from '../../shared/onboarding/societyTypes.ts';
import { dependentFields, emptySignupData, FORM_STEP_KEYS, fieldNamesOf } from '../../shared/onboarding/steps.ts';
import es from '../../src/i18n/es-CL/signupErrors.ts';
import en from '../../src/i18n/en/signupErrors.ts';

const schemas = parse(readFileSync(new URL('../../openapi/onboarding.yaml', import.meta.url), 'utf8')).components.schemas;

describe('reference lists', () => {
  it('society types: the contract codes, scopes and the two with a second partner', () => {
    expect(societyTypes.map((type) => type.code)).toEqual(schemas.SocietyType.properties.code.enum);
    expect(societyTypesOf('company').map((type) => type.name)).toEqual(['S.A.', 'L.T.D.A.', 'S.P.A.', 'E.I.R.L', 'Fundación']);
    expect(societyTypesOf('partner').map((type) => type.name)).toEqual(['S.A.', 'L.T.D.A.', 'S.P.A.', 'E.I.R.L', 'Fundación', 'Extranjera', 'Persona natural', 'Otras']);
    expect(societyTypes.filter((type) => type.requiresSecondPartner).map((type) => type.code)).toEqual(['SA', 'LTDA']);
    expect(societyTypes.filter((type) => type.naturalPerson).map((type) => type.code)).toEqual(['PERSONA_NATURAL']);
    expect(isSocietyTypeOf('company', 'OTRAS')).toBe(false);
    expect(isNaturalPersonType('PERSONA_NATURAL')).toBe(true);
    for (const type of societyTypes) expect(Object.keys(type).sort()).toEqual([...schemas.SocietyType.required].sort());
  });

  it('account types and loading modes: the contract enums, in order', () => {
    expect(accountTypes.map((type) => type.code)).toEqual(schemas.AccountType.properties.code.enum);
    expect(isAccountType('vista')).toBe(true);
    expect(productLoadingModes.map((mode) => mode.code)).toEqual(schemas.ProductLoadingMode.properties.code.enum);
    expect(productLoadingModes.find((mode) => mode.code === 'pim')?.name).toBe('Carga directa');
  });

  it('product categories: about 65, kebab codes, unique, ordered by name with Otro last', () => {
    expect(productCategories.length).toBeGreaterThanOrEqual(60);
    expect(productCategories.length).toBeLessThanOrEqual(70);
    const pattern = new RegExp(schemas.ProductCategory.properties.code.pattern);
    for (const category of productCategories) expect(category.code, category.name).toMatch(pattern);
    expect(new Set(productCategories.map((category) => category.code)).size).toBe(productCategories.length);
    expect(new Set(productCategories.map((category) => category.name)).size).toBe(productCategories.length);
    const names = productCategories.map((category) => category.name);
    expect(names.at(-1)).toBe('Otro');
    const collator = new Intl.Collator('es');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort(collator.compare));
    expect(names).toEqual(expect.arrayContaining(['Electrónica Menor', 'Muebles', 'Juguetería', 'Ferretería']));
    expect(splitCategoryCodes(' muebles , otro ')).toEqual(['muebles', 'otro']);
    expect(splitCategoryCodes('  ')).toEqual([]);
  });
});

describe('steps', () => {
  it('field names are the keys of each step’s empty values', () => {
    for (const step of FORM_STEP_KEYS) expect([...fieldNamesOf(step)].sort()).toEqual(Object.keys(emptySignupData[step]).sort());
    expect(fieldNamesOf('legal')).toHaveLength(27);
    expect(emptySignupData.logistic.technicalService).toBe(false);
    expect(emptySignupData.bank.proofFile).toBeNull();
  });

  it('dependent fields name fields of the same step', () => {
    const all = new Set(FORM_STEP_KEYS.flatMap((step) => fieldNamesOf(step)));
    for (const [field, dependents] of Object.entries(dependentFields)) {
      expect(all.has(field), field).toBe(true);
      for (const dependent of dependents ?? []) expect(all.has(dependent), dependent).toBe(true);
    }
    expect(dependentFields.regionWarehouse).toEqual(['communeWarehouse', 'nameComune']);
  });
});

describe('proof file', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.4\n');

  it('accepts each type by its signature and a matching extension', () => {
    expect(sniffProofFile(png, 'cheque.png', 'image/png')).toBeNull();
    expect(sniffProofFile(jpeg, 'foto.JPG', 'image/jpeg')).toBeNull();
    expect(sniffProofFile(jpeg, 'foto.jpeg', 'image/jpeg')).toBeNull();
    expect(sniffProofFile(pdf, 'certificado.pdf', 'application/pdf')).toBeNull();
  });

  it('refuses fake types, disagreeing extensions, other types, empty and oversize files', () => {
    expect(sniffProofFile(new TextEncoder().encode('MZ\x90\x00'), 'certificado.pdf', 'application/pdf')).toBe('invalidFileType');
    expect(sniffProofFile(png, 'cheque.pdf', 'image/png')).toBe('invalidFileType');
    expect(sniffProofFile(pdf, 'certificado.pdf', 'image/png')).toBe('invalidFileType');
    expect(sniffProofFile(pdf, 'certificado.docx', 'application/msword')).toBe('invalidFileType');
    expect(sniffProofFile(pdf, '../certificado.pdf', 'application/pdf')).toBe('invalidFileType');
    expect(sniffProofFile(new Uint8Array(), 'vacío.pdf', 'application/pdf')).toBe('fileRequired');
    const big = new Uint8Array(PROOF_FILE_MAX_BYTES + 1);
    big.set(pdf);
    expect(sniffProofFile(big, 'grande.pdf', 'application/pdf')).toBe('fileTooLarge');
    expect(sniffProofFile(big.subarray(0, PROOF_FILE_MAX_BYTES), 'justo.pdf', 'application/pdf')).toBeNull();
  });

  it('knows types by name and sizes by base64 length', () => {
    expect(contentTypeOfFileName('Cartola.JPEG')).toBe('image/jpeg');
    expect(contentTypeOfFileName('nota.txt')).toBeNull();
    for (const bytes of [1, 2, 3, 4, 5, 100, 1001]) expect(base64DecodedLength(Buffer.alloc(bytes).toString('base64'))).toBe(bytes);
  });
});

describe('error messages', () => {
  it('every code has a Spanish and an English text, and nothing else is in the catalogs', () => {
    const ids = SIGNUP_ERROR_CODES.map(signupErrorMessageId).sort();
    expect(Object.keys(es).sort()).toEqual(ids);
    expect(Object.keys(en).sort()).toEqual(ids);
  });

  it('uses the fixed Spanish texts and keeps the contact address out of the text', () => {
    expect(es['signup.error.required']).toBe('Campo obligatorio');
    expect(es['signup.error.emailsDoNotMatch']).toBe('Email ingresados no coinciden');
    expect(es['signup.error.invalidEmail']).toBe('Debe ser un correo válido');
    expect(es['signup.error.invalidRut']).toBe('RUT inválido');
    expect(es['signup.error.rutRepeated']).toBe('El RUT no puede ser igual al de la empresa');
    for (const id of ['signup.error.businessNameExists', 'signup.error.commercialEmailExists'] as const) {
      expect(es[id]).toContain('<link>{email}</link>');
      expect(es[id]).not.toMatch(/@/);
    }
  });
});
