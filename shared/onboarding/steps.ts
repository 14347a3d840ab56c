/**
 * The sign-up wizard's steps and the values each one holds. Field names are the established ones
 * (businessName, rutNumber, nProducts...), kept as they are; the legal step keeps one flat record
 * whose keys are `<person>.<field>` so every step is a plain `Record<string, FieldValue>` the
 * step-form machine can treat alike.
 */
import type { SignupErrorCode } from './errors.ts';

/** Steps by position: 0 company ... 5 confirmation. */
export const STEP_KEYS = ['company', 'contact', 'legal', 'bank', 'logistic', 'confirmation'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
/** The steps with a form (the confirmation step is a read-only summary). */
export type FormStepKey = Exclude<StepKey, 'confirmation'>;
export const FORM_STEP_KEYS: readonly FormStepKey[] = ['company', 'contact', 'legal', 'bank', 'logistic'];

/** The bank-account proof as the wizard holds it: the file read in the browser, base64-encoded. */
export interface ProofFileValue {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  /** Bytes. */
  size: number;
  /** Standard base64 without line breaks. */
  contentBase64: string;
}

export type FieldValue = string | boolean | ProofFileValue | null;

export interface CompanyValues {
  businessName: string;
  companyName: string;
  rutNumber: string;
  societyType: string;
  codeUploadFile: string;
  codeUploadFileLabel: string;
  companyHeadAddress: string;
  companyHeadAddressRegion: string;
  companyHeadAddressCommunes: string;
  companyHeadAddressRegionsCodePostal: string;
  productMode: string;
  nProducts: string;
  /** Product category codes, comma-separated. */
  categoriesSellers: string;
  oneCategoriesSellers: string;
  sellerWorkUs: string;
}

export interface ContactValues {
  notificationInfoEmail: string;
  notificationInfoConfirmEmail: string;
  comertialAreaName: string;
  comertialAreaSecondName: string;
  comertialAreaEmail: string;
  comertialAreaConfirmEmail: string;
  comertialAreaCharge: string;
  comertialAreaPhone: string;
  financeAreaName: string;
  financeAreaSecondName: string;
  financeAreaEmail: string;
  financeAreaConfirmEmail: string;
  financeAreaCharge: string;
  financeAreaPhone: string;
  postSellName: string;
  postSellSecondName: string;
  postSellEmail: string;
  postSellCharge: string;
  postSellPhone: string;
}

export const PERSON_PREFIXES = ['PartherOne', 'PartherTwo', 'Representative'] as const;
export type PersonPrefix = (typeof PERSON_PREFIXES)[number];
export const PERSON_FIELDS = ['societyType', 'rutNumber', 'name', 'first', 'secondName', 'nationality', 'address', 'region', 'commune'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type LegalFieldName = `${PersonPrefix}.${PersonField}`;
export type LegalValues = Record<LegalFieldName, string>;

export interface BankValues {
  bankChooseBank: string;
  bankType: string;
  accountNumber: string;
  proofFile: ProofFileValue | null;
}

export interface LogisticValues {
  nameNode: string;
  numberNode: string;
  addressWarehouse: string;
  regionWarehouse: string;
  communeWarehouse: string;
  /** The warehouse region's name as shown (6.6). */
  nameRegion: string;
  /** The warehouse commune's name as shown (6.7). */
  nameComune: string;
  nameContact: string;
  lastnameContact: string;
  emailWarehouse: string;
  emailConfirmWarehouse: string;
  rolWarehouse: string;
  phoneWarehouse: string;
  technicalService: boolean;
}

export interface SignupData {
  company: CompanyValues;
  contact: ContactValues;
  legal: LegalValues;
  bank: BankValues;
  logistic: LogisticValues;
}

export type StepValues = SignupData[FormStepKey];

/** The first broken rule of each field, by field name. */
export type FieldErrors = Partial<Record<string, SignupErrorCode>>;

const COMPANY_FIELDS = [
  'businessName',
  'companyName',
  'rutNumber',
  'societyType',
  'codeUploadFile',
  'codeUploadFileLabel',
  'companyHeadAddress',
  'companyHeadAddressRegion',
  'companyHeadAddressCommunes',
  'companyHeadAddressRegionsCodePostal',
  'productMode',
  'nProducts',
  'categoriesSellers',
  'oneCategoriesSellers',
  'sellerWorkUs',
] as const satisfies readonly (keyof CompanyValues)[];

const CONTACT_FIELDS = [
  'notificationInfoEmail',
  'notificationInfoConfirmEmail',
  'comertialAreaName',
  'comertialAreaSecondName',
  'comertialAreaEmail',
  'comertialAreaConfirmEmail',
  'comertialAreaCharge',
  'comertialAreaPhone',
  'financeAreaName',
  'financeAreaSecondName',
  'financeAreaEmail',
  'financeAreaConfirmEmail',
  'financeAreaCharge',
  'financeAreaPhone',
  'postSellName',
  'postSellSecondName',
  'postSellEmail',
  'postSellCharge',
  'postSellPhone',
] as const satisfies readonly (keyof ContactValues)[];

const LEGAL_FIELDS: readonly LegalFieldName[] = PERSON_PREFIXES.flatMap((prefix) =>
  PERSON_FIELDS.map((field): LegalFieldName => `${prefix}.${field}`),
);

const BANK_FIELDS = ['bankChooseBank', 'bankType', 'accountNumber', 'proofFile'] as const satisfies readonly (keyof BankValues)[];

const LOGISTIC_FIELDS = [
  'nameNode',
  'numberNode',
  'addressWarehouse',
  'regionWarehouse',
  'communeWarehouse',
  'nameRegion',
  'nameComune',
  'nameContact',
  'lastnameContact',
  'emailWarehouse',
  'emailConfirmWarehouse',
  'rolWarehouse',
  'phoneWarehouse',
  'technicalService',
] as const satisfies readonly (keyof LogisticValues)[];

const FIELD_NAMES: Record<FormStepKey, readonly string[]> = {
  company: COMPANY_FIELDS,
  contact: CONTACT_FIELDS,
  legal: LEGAL_FIELDS,
  bank: BANK_FIELDS,
  logistic: LOGISTIC_FIELDS,
};

/** The field names of a step, in the order the form shows them (and validation reports them). */
export function fieldNamesOf(step: FormStepKey): readonly string[] {
  return FIELD_NAMES[step];
}

/** The legal-step key of one person's field. */
export function legalFieldName(prefix: PersonPrefix, field: PersonField): LegalFieldName {
  return `${prefix}.${field}`;
}

const emptyStrings = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

/** Every string '', technicalService false, proofFile null. Frozen: copy before changing. */
export const emptySignupData: SignupData = Object.freeze({
  company: Object.freeze(emptyStrings(COMPANY_FIELDS)),
  contact: Object.freeze(emptyStrings(CONTACT_FIELDS)),
  legal: Object.freeze(emptyStrings(LEGAL_FIELDS)),
  bank: Object.freeze({ bankChooseBank: '', bankType: '', accountNumber: '', proofFile: null }),
  logistic: Object.freeze({ ...emptyStrings(LOGISTIC_FIELDS.filter((key) => key !== 'technicalService')), technicalService: false }),
}) as SignupData;

/**
 * Fields cleared when another changes: a region's commune (and, for the warehouse, the commune's
 * shown name) belongs to that region only. The region's own name (nameRegion) is set together with the
 * region code, so it is not listed.
 */
export const dependentFields: Partial<Record<string, readonly string[]>> = {
  companyHeadAddressRegion: ['companyHeadAddressCommunes'],
  'PartherOne.region': ['PartherOne.commune'],
  'PartherTwo.region': ['PartherTwo.commune'],
  'Representative.region': ['Representative.commune'],
  regionWarehouse: ['communeWarehouse', 'nameComune'],
};
