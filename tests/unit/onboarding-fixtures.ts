/**
 * Realistic sign-up data for the onboarding tests: one valid application per society type shape,
 * proof files, and fast-check arbitraries of valid and of mutated (often invalid) applications.
 */
import fc from 'fast-check';
import { formatRut, rutVerifier } from '../../shared/onboarding/rut.ts';
import { productCategories } from '../../shared/onboarding/productCategories.ts';
import { productLoadingModes } from '../../shared/onboarding/productLoadingModes.ts';
import { accountTypes } from '../../shared/onboarding/accountTypes.ts';
import type { LegalValues, PersonPrefix, ProofFileValue, SignupData } from '../../shared/onboarding/steps.ts';

const PDF_HEADER = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<</Type/Catalog>>\nendobj\n';

/** A file of `bytes` whose content starts with `head`. */
export function fileBase64(head: readonly number[] | string, bytes = 64): string {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const content = Buffer.alloc(Math.max(bytes, start.length), 0x20);
  start.copy(content);
  return content.toString('base64');
}

export function pdfProof(fileName = 'certificado-cuenta-santander.pdf', bytes = 2048): ProofFileValue {
  const contentBase64 = fileBase64(PDF_HEADER, bytes);
  return { fileName, contentType: 'application/pdf', size: bytes, contentBase64 };
}

export function pngProof(fileName = 'cheque.png', bytes = 512): ProofFileValue {
  return { fileName, contentType: 'image/png', size: bytes, contentBase64: fileBase64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], bytes) };
}

export function jpegProof(fileName = 'cartola.jpg', bytes = 512): ProofFileValue {
  return { fileName, contentType: 'image/jpeg', size: bytes, contentBase64: fileBase64([0xff, 0xd8, 0xff, 0xe0], bytes) };
}

type Person = Record<'societyType' | 'rutNumber' | 'name' | 'first' | 'secondName' | 'nationality' | 'address' | 'region' | 'commune', string>;

const emptyPerson: Person = { societyType: '', rutNumber: '', name: '', first: '', secondName: '', nationality: '', address: '', region: '', commune: '' };

function legal(people: Partial<Record<PersonPrefix, Person>>): LegalValues {
  const values = {} as LegalValues;
  for (const prefix of ['PartherOne', 'PartherTwo', 'Representative'] as const) {
    const person = people[prefix] ?? emptyPerson;
    for (const [field, value] of Object.entries(person)) values[`${prefix}.${field as keyof Person}`] = value;
  }
  return values;
}

/** The contract's example: Comercial Los Andes SpA, one natural-person partner. */
export function validSpaSignupData(): SignupData {
  return {
    company: {
      businessName: 'Ferretería Los Andes',
      companyName: 'Comercial Los Andes SpA',
      rutNumber: '76.086.428-5',
      societyType: 'SPA',
      codeUploadFile: '475201',
      codeUploadFileLabel: 'VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA Y MATERIALES DE CONSTRUCCIÓN',
      companyHeadAddress: 'Av. Providencia 1234, oficina 56',
      companyHeadAddressRegion: '13',
      companyHeadAddressCommunes: '13123',
      companyHeadAddressRegionsCodePostal: '7500000',
      productMode: 'multivende',
      nProducts: '350',
      categoriesSellers: 'ferreteria,herramientas',
      oneCategoriesSellers: 'ferreteria',
      sellerWorkUs: 'Queremos llegar a clientes de regiones con despacho a domicilio.',
    },
    contact: {
      notificationInfoEmail: 'ventas@ferreterialosandes.cl',
      notificationInfoConfirmEmail: 'ventas@ferreterialosandes.cl',
      comertialAreaName: 'Carolina',
      comertialAreaSecondName: 'Pérez',
      comertialAreaEmail: 'comercial@ferreterialosandes.cl',
      comertialAreaConfirmEmail: 'comercial@ferreterialosandes.cl',
      comertialAreaCharge: 'Jefa Comercial',
      comertialAreaPhone: '912345678',
      financeAreaName: 'Rodrigo',
      financeAreaSecondName: 'Fuentes',
      financeAreaEmail: 'finanzas@ferreterialosandes.cl',
      financeAreaConfirmEmail: 'finanzas@ferreterialosandes.cl',
      financeAreaCharge: 'Contador',
      financeAreaPhone: '223456789',
      postSellName: 'Daniela',
      postSellSecondName: 'Vergara',
      postSellEmail: 'postventa@ferreterialosandes.cl',
      postSellCharge: 'Encargada de Postventa',
      postSellPhone: '987654321',
    },
    legal: legal({
      PartherOne: {
        societyType: 'PERSONA_NATURAL',
        rutNumber: '12.345.678-5',
        name: 'María José',
        first: 'González',
        secondName: 'Rojas',
        nationality: 'CL',
        address: 'Los Leones 456, depto 12',
        region: '13',
        commune: '13123',
      },
      Representative: {
        societyType: 'PERSONA_NATURAL',
        rutNumber: '15.678.901-1',
        name: 'Juan Pablo',
        first: 'Muñoz',
        secondName: 'Soto',
        nationality: 'CL',
        address: 'Av. Apoquindo 3000, piso 8',
        region: '13',
        commune: '13114',
      },
    }),
    bank: { bankChooseBank: '037', bankType: 'corriente', accountNumber: '0012345678', proofFile: pdfProof() },
    logistic: {
      nameNode: 'Bodega Quilicura',
      numberNode: '',
      addressWarehouse: 'Av. Presidente Eduardo Frei Montalva 9500',
      regionWarehouse: '13',
      communeWarehouse: '13125',
      nameRegion: 'Metropolitana de Santiago',
      nameComune: 'Quilicura',
      nameContact: 'Luis',
      lastnameContact: 'Araya',
      emailWarehouse: 'bodega@ferreterialosandes.cl',
      emailConfirmWarehouse: 'bodega@ferreterialosandes.cl',
      rolWarehouse: 'Jefe de Bodega',
      phoneWarehouse: '998877665',
      technicalService: false,
    },
  };
}

/** An S.A. with two partners (one of them a company) and a representative; verifier K included. */
export function validSaSignupData(): SignupData {
  const data = validSpaSignupData();
  data.company = {
    ...data.company,
    businessName: 'Emporio Austral',
    companyName: 'Distribuidora del Sur S.A.',
    rutNumber: '96.500.000-3',
    societyType: 'SA',
  };
  data.legal = legal({
    PartherOne: {
      societyType: 'PERSONA_NATURAL',
      rutNumber: '10.000.013-K',
      name: 'Ñuria',
      first: 'Aravena',
      secondName: 'Núñez',
      nationality: 'CL',
      address: 'Pasaje Los Aromos 77',
      region: '08',
      commune: '08101',
    },
    PartherTwo: {
      societyType: 'LTDA',
      rutNumber: '76.000.006-K',
      name: 'Inversiones Pehuén Ltda.',
      first: '',
      secondName: '',
      nationality: 'CL',
      address: 'Av. Alemania 0671, of. 402',
      region: '09',
      commune: '09101',
    },
    Representative: {
      societyType: 'PERSONA_NATURAL',
      rutNumber: '11.111.111-1',
      name: 'Ignacio',
      first: 'Ortúzar',
      secondName: 'Lagos',
      nationality: 'AR',
      address: 'Calle Larga 12',
      region: '05',
      commune: '05101',
    },
  });
  data.bank = { bankChooseBank: '012', bankType: 'vista', accountNumber: '12345678901234567890', proofFile: pngProof() };
  data.logistic = { ...data.logistic, numberNode: 'N-12', technicalService: true };
  return data;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** A valid RUT body of a range, written cleaned, formatted, or with a lower-case k. */
export const arbRut = (min: number, max: number) =>
  fc.tuple(fc.integer({ min, max }), fc.constantFrom('clean', 'formatted', 'lower')).map(([body, style]) => {
    const clean = `${body}${rutVerifier(String(body))}`;
    if (style === 'formatted') return formatRut(clean);
    return style === 'lower' ? clean.toLowerCase() : clean;
  });
export const arbNaturalRut = arbRut(1_000_000, 49_999_999);
export const arbCompanyRut = arbRut(76_000_000, 99_999_999);
/** Companies among the partners: a range apart from `arbCompanyRut`, so they never repeat the company's RUT. */
export const arbPartnerCompanyRut = arbRut(50_000_000, 75_999_999);

const firstNames = ['María José', 'Juan Pablo', 'Camila', 'Ñuria', 'Sebastián', 'Begoña', 'Matías', 'Josefa', 'Agustín', 'Antonia'];
const lastNames = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Núñez'];
const words = ['Andes', 'Austral', 'Pacífico', 'Cordillera', 'Maule', 'Araucanía', 'Atacama', 'Valle', 'Sur', 'Norte', 'Ñandú'];
const streets = ['Av. Providencia', 'Los Leones', 'Calle Larga', 'Pasaje Los Aromos', 'Av. Alemania', 'San Martín'];

export const arbFirstName = fc.constantFrom(...firstNames);
export const arbLastName = fc.constantFrom(...lastNames);
const arbWords = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((list) => list.join(' '));
const arbAddress = fc.tuple(fc.constantFrom(...streets), fc.integer({ min: 1, max: 9999 })).map(([street, number]) => `${street} ${number}`);
const arbEmail = fc.tuple(fc.constantFrom('ventas', 'comercial', 'finanzas', 'bodega', 'contacto'), fc.constantFrom(...words)).map(
  ([user, domain]) => `${user}@${domain.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.cl`,
);
export const arbPhone = fc.tuple(fc.constantFrom('2', '9'), fc.integer({ min: 0, max: 99_999_999 })).map(([first, rest]) => `${first}${String(rest).padStart(8, '0')}`);
const suffixes: Record<'SA' | 'LTDA' | 'SPA' | 'EIRL', readonly string[]> = {
  SA: ['S.A.', 'SA', 'S. A.', 's.a.'],
  LTDA: ['Ltda.', 'LTDA', 'L.T.D.A.', 'Ltda'],
  SPA: ['SpA', 'S.P.A.', 'SPA', 'spa'],
  EIRL: ['E.I.R.L.', 'EIRL', 'E.I.R.L', 'eirl'],
};
const arbCompany = fc.constantFrom('SA', 'LTDA', 'SPA', 'EIRL', 'FUNDACION').chain((type) =>
  fc.tuple(fc.constant(type), arbWords, type === 'FUNDACION' ? fc.constant('') : fc.constantFrom(...suffixes[type as keyof typeof suffixes])),
).map(([type, name, suffix]) => ({
  societyType: type,
  companyName: type === 'FUNDACION' ? `Fundación ${name}` : `Comercial ${name} ${suffix}`,
}));

const arbPerson = (natural: boolean): fc.Arbitrary<Person> =>
  fc.record({
    societyType: natural ? fc.constant('PERSONA_NATURAL') : fc.constantFrom('SA', 'LTDA', 'SPA', 'EIRL', 'FUNDACION', 'EXTRANJERA', 'OTRAS'),
    rutNumber: natural ? arbNaturalRut : arbPartnerCompanyRut,
    name: natural ? arbFirstName : arbWords.map((name) => `Inversiones ${name} Ltda.`),
    first: natural ? arbLastName : fc.constant(''),
    secondName: natural ? arbLastName : fc.constant(''),
    nationality: fc.constantFrom('CL', 'AR', 'PE', 'ES'),
    address: arbAddress,
    region: fc.constant('13'),
    commune: fc.constantFrom('13101', '13114', '13123', '13125'),
  });

const arbProof = fc.oneof(
  fc.integer({ min: 64, max: 4096 }).map((bytes) => pdfProof('certificado.pdf', bytes)),
  fc.integer({ min: 16, max: 4096 }).map((bytes) => pngProof('cheque.PNG', bytes)),
  fc.integer({ min: 16, max: 4096 }).map((bytes) => jpegProof('cartola.jpeg', bytes)),
);

/** Valid applications of every society type, with spacing and RUT styles varied. */
export const arbValidSignupData: fc.Arbitrary<SignupData> = fc
  .record({
    company: arbCompany,
    businessName: arbWords.map((name) => `Tienda ${name}`),
    companyRut: arbCompanyRut,
    categories: fc.uniqueArray(fc.constantFrom(...productCategories.map((category) => category.code)), { minLength: 1, maxLength: 5 }),
    mainIndex: fc.nat(),
    productMode: fc.constantFrom(...productLoadingModes.map((mode) => mode.code)),
    emails: fc.tuple(arbEmail, arbEmail, arbEmail, arbEmail, arbEmail),
    phones: fc.tuple(arbPhone, arbPhone, arbPhone, arbPhone),
    names: fc.tuple(...[0, 1, 2, 3].map(() => fc.tuple(arbFirstName, arbLastName)) as [fc.Arbitrary<[string, string]>, fc.Arbitrary<[string, string]>, fc.Arbitrary<[string, string]>, fc.Arbitrary<[string, string]>]),
    partnerOne: fc.boolean().chain(arbPerson),
    partnerTwo: fc.boolean().chain(arbPerson),
    representative: fc.boolean().chain(arbPerson),
    accountType: fc.constantFrom(...accountTypes.map((type) => type.code)),
    accountNumber: fc.stringMatching(/^[0-9]{1,20}$/),
    proof: arbProof,
    technicalService: fc.boolean(),
    numberNode: fc.constantFrom('', 'N-12', '45'),
    padding: fc.constantFrom('', ' ', '  '),
  })
  .map((parts) => {
    const pad = (value: string) => `${parts.padding}${value}${parts.padding}`;
    const [email1, email2, email3, email4, email5] = parts.emails;
    const [phone1, phone2, phone3, phone4] = parts.phones;
    const [n1, n2, n3, n4] = parts.names;
    const data = validSpaSignupData();
    data.company = {
      ...data.company,
      businessName: pad(parts.businessName),
      companyName: pad(parts.company.companyName),
      societyType: parts.company.societyType,
      rutNumber: parts.companyRut,
      productMode: parts.productMode,
      categoriesSellers: parts.categories.join(', '),
      oneCategoriesSellers: parts.categories[parts.mainIndex % parts.categories.length]!,
    };
    data.contact = {
      ...data.contact,
      notificationInfoEmail: email1,
      notificationInfoConfirmEmail: pad(email1.toUpperCase()),
      comertialAreaName: n1[0],
      comertialAreaSecondName: n1[1],
      comertialAreaEmail: email2,
      comertialAreaConfirmEmail: email2,
      comertialAreaPhone: phone1,
      financeAreaName: n2[0],
      financeAreaSecondName: n2[1],
      financeAreaEmail: email3,
      financeAreaConfirmEmail: email3,
      financeAreaPhone: phone2,
      postSellName: n3[0],
      postSellSecondName: n3[1],
      postSellEmail: email4,
      postSellPhone: phone3,
    };
    data.legal = legal({ PartherOne: parts.partnerOne, PartherTwo: parts.partnerTwo, Representative: parts.representative });
    data.bank = { bankChooseBank: '001', bankType: parts.accountType, accountNumber: parts.accountNumber, proofFile: parts.proof };
    data.logistic = {
      ...data.logistic,
      nameContact: n4[0],
      lastnameContact: n4[1],
      emailWarehouse: email5,
      emailConfirmWarehouse: email5,
      phoneWarehouse: phone4,
      numberNode: parts.numberNode,
      technicalService: parts.technicalService,
    };
    return data;
  });

/** Values that break rules of many fields (or, padded, break none). */
const arbOddValue = fc.oneof(
  fc.constantFrom('', ' ', '  \t', '.-', 'abc', '12.345.678-9', '12.345.678-5', '76.086.428-5', '0', '12345678901234567890123', 'SA', 'PERSONA_NATURAL', 'LTDA', 'otro', 'muebles, otro', ',', 'x@y', 'a@b.cl', 'Tienda Casa', 'Los Andes SpA', 'Fundación', '13', '13101', '05101', '912345678', '112345678'),
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 240, maxLength: 260 }),
);

/** A valid application with some values replaced by odd ones (most results are invalid). */
export const arbMutatedSignupData: fc.Arbitrary<SignupData> = fc
  .tuple(
    arbValidSignupData,
    fc.array(fc.tuple(fc.constantFrom('company', 'contact', 'legal', 'logistic', 'bank') as fc.Arbitrary<'company' | 'contact' | 'legal' | 'logistic' | 'bank'>, fc.nat(), arbOddValue), { maxLength: 6 }),
    fc.constantFrom<'keep' | 'none' | 'empty' | 'renamed'>('keep', 'none', 'empty', 'renamed'),
  )
  .map(([data, mutations, fileChange]) => {
    for (const [step, position, value] of mutations) {
      const record = data[step] as unknown as Record<string, unknown>;
      const keys = Object.keys(record).filter((key) => typeof record[key] === 'string');
      record[keys[position % keys.length]!] = value;
    }
    const proof = data.bank.proofFile!;
    if (fileChange === 'none') data.bank.proofFile = null;
    if (fileChange === 'empty') data.bank.proofFile = { ...proof, contentBase64: '' };
    if (fileChange === 'renamed') data.bank.proofFile = { ...proof, fileName: 'certificado.docx' };
    return data;
  });
