import fc from 'fast-check';
import { fieldNamesOf, emptySignupData, type SignupData } from '../../shared/onboarding/steps.ts';
import { showsSecondPartner, validateSignup, validateStep } from '../../shared/onboarding/validateStep.ts';
import { arbValidSignupData, jpegProof, pdfProof, validSaSignupData, validSpaSignupData } from './onboarding-fixtures.ts';

const company = (changes: Partial<SignupData['company']>, base = validSpaSignupData()) =>
  validateStep('company', { ...base.company, ...changes }, { company: base.company });
const legal = (changes: Record<string, string>, base = validSpaSignupData()) =>
  validateStep('legal', { ...base.legal, ...changes }, { company: base.company });
const bank = (changes: Partial<SignupData['bank']>) => {
  const base = validSpaSignupData();
  return validateStep('bank', { ...base.bank, ...changes }, { company: base.company });
};
const logistic = (changes: Partial<SignupData['logistic']>) => {
  const base = validSpaSignupData();
  return validateStep('logistic', { ...base.logistic, ...changes }, { company: base.company });
};

describe('validateStep', () => {
  it('accepts the realistic applications', () => {
    expect(validateSignup(validSpaSignupData())).toEqual([]);
    expect(validateSignup(validSaSignupData())).toEqual([]);
  });

  it('requires every field of an empty application except the optional node number', () => {
    const problems = validateSignup(structuredClone(emptySignupData));
    const fields = problems.map((problem) => `${problem.step}.${problem.field}`);
    expect(fields).not.toContain('logistic.numberNode');
    expect(fields).not.toContain('logistic.technicalService');
    expect(fields.filter((field) => field.startsWith('legal.PartherTwo'))).toEqual([]);
    expect(problems.find((problem) => problem.field === 'categoriesSellers')?.code).toBe('selectAtLeastOne');
    expect(problems.find((problem) => problem.field === 'proofFile')?.code).toBe('fileRequired');
    expect(problems.filter((problem) => problem.code !== 'required').map((problem) => problem.field).sort()).toEqual(['categoriesSellers', 'proofFile']);
    expect(problems).toHaveLength(15 + 19 + 7 * 2 + 4 + 12);
  });

  it('company: names, suffixes and society type', () => {
    expect(company({ businessName: 'Ferretería Los Andes SpA' })).toEqual({ businessName: 'invalidBusinessName' });
    expect(company({ businessName: 'Comercial Los-Andes' })).toEqual({ businessName: 'businessNameLikeCompanyName' });
    expect(company({ companyName: 'Comercial Los Andes' })).toEqual({ companyName: 'invalidCompanyName' });
    expect(company({ societyType: 'LTDA' })).toEqual({ societyType: 'invalidSocietyType' });
    expect(company({ societyType: 'PERSONA_NATURAL' })).toEqual({ societyType: 'unknownOption' });
    expect(company({ companyName: 'Fundación Los Andes', societyType: 'FUNDACION' })).toEqual({});
    expect(company({ businessName: 'x'.repeat(151) })).toEqual({ businessName: 'tooLong' });
    expect(company({ companyName: `${'Comercial '.repeat(22)}SpA` })).toEqual({});
    expect(company({ companyName: `${'Comercial '.repeat(23)}SpA` })).toEqual({ companyName: 'tooLong' });
    expect(company({ companyName: '   ' })).toEqual({ companyName: 'required' });
  });

  it('company: RUT, codes, numbers and categories', () => {
    expect(company({ rutNumber: '76.086.428-4' })).toEqual({ rutNumber: 'invalidRut' });
    expect(company({ rutNumber: '.-' })).toEqual({ rutNumber: 'required' });
    expect(company({ companyHeadAddressRegionsCodePostal: '75000O0' })).toEqual({ companyHeadAddressRegionsCodePostal: 'digitsOnly' });
    expect(company({ companyHeadAddressRegionsCodePostal: '75000001' })).toEqual({ companyHeadAddressRegionsCodePostal: 'tooLong' });
    expect(company({ nProducts: '1,000' })).toEqual({ nProducts: 'digitsOnly' });
    expect(company({ companyHeadAddressCommunes: '05101' })).toEqual({ companyHeadAddressCommunes: 'unknownOption' });
    expect(company({ codeUploadFile: '47520' })).toEqual({ codeUploadFile: 'unknownOption' });
    expect(company({ productMode: 'shopify' })).toEqual({ productMode: 'unknownOption' });
    expect(company({ productMode: 'pim' })).toEqual({});
    expect(company({ categoriesSellers: ' ' })).toMatchObject({ categoriesSellers: 'selectAtLeastOne' });
    expect(company({ categoriesSellers: 'ferreteria,zapatos-rojos' })).toEqual({ categoriesSellers: 'unknownOption' });
    expect(company({ oneCategoriesSellers: 'muebles' })).toEqual({ oneCategoriesSellers: 'mainCategoryNotSelected' });
    expect(company({ oneCategoriesSellers: 'sillones' })).toEqual({ oneCategoriesSellers: 'unknownOption' });
    expect(company({ companyHeadAddress: 'Av. Providencia 1234 <b>' })).toEqual({ companyHeadAddress: 'invalidCharacters' });
  });

  it('contact: names, phones, charges', () => {
    const base = validSpaSignupData();
    const contact = (changes: Partial<SignupData['contact']>) => validateStep('contact', { ...base.contact, ...changes }, { company: base.company });
    expect(contact({ comertialAreaName: 'Carolina2' })).toEqual({ comertialAreaName: 'invalidCharacters' });
    expect(contact({ financeAreaSecondName: 'x'.repeat(51) })).toEqual({ financeAreaSecondName: 'tooLong' });
    expect(contact({ comertialAreaPhone: '812345678' })).toEqual({ comertialAreaPhone: 'invalidPhone' });
    expect(contact({ postSellPhone: '+56987654321' })).toEqual({ postSellPhone: 'invalidPhone' });
    expect(contact({ postSellCharge: ' ' })).toEqual({ postSellCharge: 'required' });
  });

  it('legal: RUT rules', () => {
    expect(legal({ 'PartherOne.rutNumber': '76086428-5' })).toEqual({ 'PartherOne.rutNumber': 'rutRepeated' });
    expect(legal({ 'PartherOne.rutNumber': '77.123.456-9' })).toEqual({ 'PartherOne.rutNumber': 'notNaturalPersonRut' });
    expect(legal({ 'Representative.rutNumber': '15.678.901-2' })).toEqual({ 'Representative.rutNumber': 'invalidRut' });
    expect(legal({ 'Representative.rutNumber': '' })).toEqual({ 'Representative.rutNumber': 'required' });
  });

  it('legal: natural persons need both last names; companies a name and no last names', () => {
    expect(legal({ 'PartherOne.first': '' })).toEqual({ 'PartherOne.first': 'required' });
    expect(legal({ 'PartherOne.secondName': 'Rojas 2' })).toEqual({ 'PartherOne.secondName': 'invalidCharacters' });
    expect(legal({ 'PartherOne.name': 'María José S.A.' })).toEqual({ 'PartherOne.name': 'invalidCharacters' });
    const asCompany = { 'PartherOne.societyType': 'SPA', 'PartherOne.rutNumber': '77.123.456-9', 'PartherOne.name': 'Inversiones Maule S.P.A.' };
    expect(legal({ ...asCompany, 'PartherOne.first': '', 'PartherOne.secondName': '' })).toEqual({});
    expect(legal(asCompany)).toEqual({});
    expect(legal({ ...asCompany, 'PartherOne.name': ' ' })).toEqual({ 'PartherOne.name': 'required' });
    expect(legal({ 'PartherOne.societyType': '' })).toMatchObject({ 'PartherOne.societyType': 'required' });
    expect(legal({ 'Representative.societyType': 'SOCIEDAD' })).toMatchObject({ 'Representative.societyType': 'unknownOption' });
    expect(legal({ 'PartherOne.nationality': 'Chile' })).toEqual({ 'PartherOne.nationality': 'unknownOption' });
    expect(legal({ 'PartherOne.commune': '08101' })).toEqual({ 'PartherOne.commune': 'unknownOption' });
  });

  it('legal: the second partner is required exactly for S.A. and L.T.D.A.', () => {
    expect(['SA', 'LTDA', 'SPA', 'EIRL', 'FUNDACION', ''].filter(showsSecondPartner)).toEqual(['SA', 'LTDA']);
    const sa = validSaSignupData();
    expect(legal({ 'PartherTwo.address': '' }, sa)).toEqual({ 'PartherTwo.address': 'required' });
    expect(legal({ 'PartherTwo.rutNumber': '96.500.000-3' }, sa)).toEqual({ 'PartherTwo.rutNumber': 'rutRepeated' });
    const spa = validSpaSignupData();
    expect(legal({ 'PartherTwo.rutNumber': 'nonsense', 'PartherTwo.name': '' }, spa)).toEqual({});
  });

  it('bank: account number and proof file', () => {
    expect(bank({ accountNumber: '123-456' })).toEqual({ accountNumber: 'digitsOnly' });
    expect(bank({ accountNumber: '1'.repeat(21) })).toEqual({ accountNumber: 'tooLong' });
    expect(bank({ bankType: 'plazo' })).toEqual({ bankType: 'unknownOption' });
    expect(bank({ bankChooseBank: 'BCI' })).toEqual({ bankChooseBank: 'unknownOption' });
    expect(bank({ proofFile: null })).toEqual({ proofFile: 'fileRequired' });
    expect(bank({ proofFile: jpegProof('foto.jpeg') })).toEqual({});
    expect(bank({ proofFile: { ...pdfProof(), fileName: 'certificado.png' } })).toEqual({ proofFile: 'invalidFileType' });
    expect(bank({ proofFile: { ...jpegProof(), contentType: 'application/pdf', fileName: 'falso.pdf' } })).toEqual({ proofFile: 'invalidFileType' });
    expect(bank({ proofFile: pdfProof('grande.pdf', 3 * 1024 * 1024 + 1) })).toEqual({ proofFile: 'fileTooLarge' });
    expect(bank({ proofFile: pdfProof('justo.pdf', 3 * 1024 * 1024) })).toEqual({});
  });

  it('logistic: node number optional, confirmations, labels', () => {
    expect(logistic({ numberNode: '' })).toEqual({});
    expect(logistic({ emailConfirmWarehouse: 'otra@bodega.cl' })).toEqual({ emailConfirmWarehouse: 'emailsDoNotMatch' });
    expect(logistic({ communeWarehouse: '13125', regionWarehouse: '05' })).toEqual({ communeWarehouse: 'unknownOption' });
    expect(logistic({ nameComune: '' })).toEqual({ nameComune: 'required' });
    expect(logistic({ rolWarehouse: 'x'.repeat(51) })).toEqual({ rolWarehouse: 'tooLong' });
  });

  it('reports errors only for fields of the step, in field order', () => {
    const errors = validateStep('company', structuredClone(emptySignupData.company), { company: emptySignupData.company });
    expect(Object.keys(errors)).toEqual(fieldNamesOf('company'));
  });

  it('property: generated valid applications have no problems', () => {
    fc.assert(
      fc.property(arbValidSignupData, (data) => {
        expect(validateSignup(data)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
