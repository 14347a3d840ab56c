/**
 * Every sign-up rule (the fields' rules and the RegisterQuestion table), as zod/mini schemas. The
 * same functions run in the step forms (client) and on the register-form operation (server), so
 * both refuse exactly the same values with the same codes.
 *
 * Each step is a zod object: field schemas hold the rules of one value (required after trimming,
 * characters, length, format, membership of the lists kept here), and a superRefine adds the rules
 * that read other values (confirmations, the legal name's society type, the legal step's rules that
 * depend on the block's society type and on step 0). Issue messages are SignupErrorCodes; a field
 * reports its first one. Membership of regions, communes, banks, countries and activity codes is
 * checked by the server against the reference data (the client only checks their shape) so that the
 * client bundle does not carry those lists.
 */
import { z } from 'zod/mini';
import { emailError, EMAIL_MAX_LENGTH } from '../validation/email.ts';
import { isAccountType } from './accountTypes.ts';
import {
  BUSINESS_NAME_MAX_LENGTH,
  cleanCompanyName,
  COMPANY_NAME_MAX_LENGTH,
  isValidBusinessName,
  isValidCompanyName,
  looksLikeLegalName,
  societyTypeMatchesCompanyName,
} from './companyNames.ts';
import { isSignupErrorCode, type SignupErrorCode } from './errors.ts';
import { hasOnlyAlphanumericCharacters, hasOnlyDigits, hasOnlyNameCharacters } from './filters.ts';
import { isValidPhone } from './phone.ts';
import { isProductCategory, joinCategoryCodes, splitCategoryCodes } from './productCategories.ts';
import { isProductLoadingMode } from './productLoadingModes.ts';
import { proofFileValueProblem } from './proofFile.ts';
import { isNaturalPersonRut, isValidRut, sameRut, stripRutPunctuation } from './rut.ts';
import { findSocietyType, isNaturalPersonType, isSocietyTypeOf } from './societyTypes.ts';
import {
  FORM_STEP_KEYS,
  PERSON_PREFIXES,
  fieldNamesOf,
  type CompanyValues,
  type FieldErrors,
  type FormStepKey,
  type LegalFieldName,
  type PersonField,
  type PersonPrefix,
  type SignupData,
  type StepValues,
} from './steps.ts';

/** Length limits of the sign-up fields. */
export const SIGNUP_LIMITS = {
  businessName: BUSINESS_NAME_MAX_LENGTH,
  companyName: COMPANY_NAME_MAX_LENGTH,
  address: 255,
  freeText: 255,
  postalCode: 7,
  nProducts: 7,
  email: EMAIL_MAX_LENGTH,
  contactName: 50,
  charge: 50,
  personName: 150,
  accountNumber: 20,
  rut: 12,
} as const;

/** What the legal step needs from step 0. */
export interface StepContext {
  company: CompanyValues;
}

/**
 * Whether the legal step shows (and requires) the second partner: for S.A. and L.T.D.A. The partner
 * counts by society type are: S.A. and LTDA two partners plus the legal representative; SPA at least
 * one plus the representative; EIRL one plus the representative; a foreign company optional. So those
 * two are the types with a second partner block.
 */
export function showsSecondPartner(companySocietyType: string): boolean {
  return findSocietyType(companySocietyType.trim())?.requiresSecondPartner ?? false;
}

// ---------------------------------------------------------------------------------------------
// Field rules

const error = (code: SignupErrorCode) => ({ error: code });
type StringCheck = z.core.$ZodCheck<string>;

const rule = (test: (value: string) => boolean, code: SignupErrorCode): StringCheck => z.refine(test, error(code));
const onlyWhenFilled = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

/** A text: trimmed, then required (unless optional), at most `max`, then the given checks. */
function text(max: number, checks: StringCheck[] = [], options: { optional?: boolean } = {}) {
  return z.string(error('required')).check(
    z.trim(),
    ...(options.optional ? [] : [z.minLength(1, error('required'))]),
    z.maxLength(max, error('tooLong')),
    ...checks,
  );
}

const freeText = (max: number) => text(max);
const personName = (max: number) => text(max, [rule(hasOnlyNameCharacters, 'invalidCharacters')]);
const addressText = (max: number) => text(max, [rule(hasOnlyAlphanumericCharacters, 'invalidCharacters')]);
const digits = (max: number) => text(max, [rule(hasOnlyDigits, 'digitsOnly')]);
/** A code from a list this module does not hold: only its shape is checked here. */
const codeShaped = (shape: RegExp) => text(255, [rule(onlyWhenFilled((value) => shape.test(value)), 'unknownOption')]);
const listCode = (isMember: (code: string) => boolean) => text(255, [rule(onlyWhenFilled(isMember), 'unknownOption')]);

const email = text(EMAIL_MAX_LENGTH, [rule(onlyWhenFilled((value) => emailError(value) === null), 'invalidEmail')]);
const emailConfirmation = text(EMAIL_MAX_LENGTH);
const phone = text(SIGNUP_LIMITS.freeText, [rule(onlyWhenFilled(isValidPhone), 'invalidPhone')]);
/** Required once dots, hyphens and spaces are removed (so '.-' is missing, not an invalid RUT). */
const rut = z.string(error('required')).check(
  rule((value) => stripRutPunctuation(value) !== '', 'required'),
  rule(onlyWhenFilled(isValidRut), 'invalidRut'),
);
const regionCode = codeShaped(/^[0-9]{2}$/);
const communeCode = codeShaped(/^[0-9]{5}$/);
const countryCode = codeShaped(/^[A-Z]{2}$/);

const companyFields = z.object({
  businessName: text(BUSINESS_NAME_MAX_LENGTH, [rule(isValidBusinessName, 'invalidBusinessName')]),
  companyName: z
    .string(error('required'))
    .check(
      z.overwrite(cleanCompanyName),
      z.minLength(1, error('required')),
      z.maxLength(COMPANY_NAME_MAX_LENGTH, error('tooLong')),
      rule(onlyWhenFilled(isValidCompanyName), 'invalidCompanyName'),
    ),
  rutNumber: rut,
  societyType: listCode((code) => isSocietyTypeOf('company', code)),
  codeUploadFile: codeShaped(/^[0-9]{6}$/),
  codeUploadFileLabel: freeText(SIGNUP_LIMITS.freeText),
  companyHeadAddress: addressText(SIGNUP_LIMITS.address),
  companyHeadAddressRegion: regionCode,
  companyHeadAddressCommunes: communeCode,
  companyHeadAddressRegionsCodePostal: digits(SIGNUP_LIMITS.postalCode),
  productMode: listCode(isProductLoadingMode),
  nProducts: digits(SIGNUP_LIMITS.nProducts),
  categoriesSellers: z
    .string(error('selectAtLeastOne'))
    .check(
      rule((value) => splitCategoryCodes(value).length > 0, 'selectAtLeastOne'),
      rule((value) => splitCategoryCodes(value).every(isProductCategory), 'unknownOption'),
      // Measured as sent (codes joined by commas), so spaces around the commas do not count.
      rule((value) => joinCategoryCodes(splitCategoryCodes(value)).length <= SIGNUP_LIMITS.freeText, 'tooLong'),
    ),
  oneCategoriesSellers: listCode(isProductCategory),
  sellerWorkUs: freeText(SIGNUP_LIMITS.freeText),
});

const contactFields = z.object({
  notificationInfoEmail: email,
  notificationInfoConfirmEmail: emailConfirmation,
  comertialAreaName: personName(SIGNUP_LIMITS.contactName),
  comertialAreaSecondName: personName(SIGNUP_LIMITS.contactName),
  comertialAreaEmail: email,
  comertialAreaConfirmEmail: emailConfirmation,
  comertialAreaCharge: freeText(SIGNUP_LIMITS.charge),
  comertialAreaPhone: phone,
  financeAreaName: personName(SIGNUP_LIMITS.contactName),
  financeAreaSecondName: personName(SIGNUP_LIMITS.contactName),
  financeAreaEmail: email,
  financeAreaConfirmEmail: emailConfirmation,
  financeAreaCharge: freeText(SIGNUP_LIMITS.charge),
  financeAreaPhone: phone,
  postSellName: personName(SIGNUP_LIMITS.contactName),
  postSellSecondName: personName(SIGNUP_LIMITS.contactName),
  postSellEmail: email,
  postSellCharge: freeText(SIGNUP_LIMITS.charge),
  postSellPhone: phone,
});

const bankFields = z.object({
  bankChooseBank: codeShaped(/^[0-9]{3}$/),
  bankType: listCode(isAccountType),
  accountNumber: digits(SIGNUP_LIMITS.accountNumber),
  proofFile: z.unknown().check(
    z.superRefine((value, context) => {
      const problem = proofFileValueProblem((value ?? null) as Parameters<typeof proofFileValueProblem>[0]);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
});

const logisticFields = z.object({
  nameNode: freeText(SIGNUP_LIMITS.freeText),
  numberNode: text(SIGNUP_LIMITS.freeText, [], { optional: true }),
  addressWarehouse: addressText(SIGNUP_LIMITS.address),
  regionWarehouse: regionCode,
  communeWarehouse: communeCode,
  nameRegion: freeText(SIGNUP_LIMITS.freeText),
  nameComune: freeText(SIGNUP_LIMITS.freeText),
  nameContact: personName(SIGNUP_LIMITS.contactName),
  lastnameContact: personName(SIGNUP_LIMITS.contactName),
  emailWarehouse: email,
  emailConfirmWarehouse: emailConfirmation,
  rolWarehouse: freeText(SIGNUP_LIMITS.charge),
  phoneWarehouse: phone,
  technicalService: z.boolean(error('required')),
});

/** The legal step's rules for one value, chosen by the block's society type. */
const personRules = {
  societyType: listCode((code) => isSocietyTypeOf('partner', code)),
  rutNumber: rut,
  naturalName: personName(SIGNUP_LIMITS.personName),
  companyName: addressText(SIGNUP_LIMITS.personName),
  nationality: countryCode,
  address: addressText(SIGNUP_LIMITS.address),
  region: regionCode,
  commune: communeCode,
};

const legalFields = z.object(
  Object.fromEntries(fieldNamesOf('legal').map((name) => [name, z.string(error('required'))])) as Record<LegalFieldName, z.ZodMiniString>,
);

// ---------------------------------------------------------------------------------------------
// Rules across values

type Issues = { addIssue(issue: { code: 'custom'; message: string; path: string[]; input: unknown }): void };

const fail = (issues: Issues, field: string, code: SignupErrorCode, input: unknown) =>
  issues.addIssue({ code: 'custom', message: code, path: [field], input });

/** Adds the first problem `schema` finds in `value`, as `field`'s. Returns whether there was none. */
function applyRule(issues: Issues, field: string, schema: z.ZodMiniType, value: unknown): boolean {
  const result = schema.safeParse(value);
  if (result.success) return true;
  fail(issues, field, asCode(result.error.issues[0]?.message), value);
  return false;
}

const asCode = (message: string | undefined): SignupErrorCode => (isSignupErrorCode(message) ? message : 'required');

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A confirmation that is filled but differs from its e-mail (compared trimmed, ignoring case). */
function confirmEmail(issues: Issues, values: Record<string, unknown>, emailField: string, confirmationField: string) {
  const address = values[emailField];
  const confirmation = values[confirmationField];
  if (typeof address !== 'string' || typeof confirmation !== 'string' || confirmation.trim() === '') return;
  if (!sameEmail(address, confirmation)) fail(issues, confirmationField, 'emailsDoNotMatch', confirmation);
}

/** A commune code starts with its region's code (CUT codes), so a commune of another region is refused. */
function communeOfRegion(issues: Issues, regionCodeValue: string, communeField: string, communeCodeValue: string) {
  const region = regionCodeValue.trim();
  const commune = communeCodeValue.trim();
  if (/^[0-9]{2}$/.test(region) && /^[0-9]{5}$/.test(commune) && !commune.startsWith(region)) {
    fail(issues, communeField, 'unknownOption', communeCodeValue);
  }
}

const companySchema = companyFields.check(
  z.superRefine((values, issues) => {
    const company = values as unknown as CompanyValues;
    if (isValidCompanyName(company.companyName)) {
      if (isSocietyTypeOf('company', company.societyType) && !societyTypeMatchesCompanyName(company.societyType, company.companyName)) {
        fail(issues, 'societyType', 'invalidSocietyType', company.societyType);
      }
      if (looksLikeLegalName(company.businessName, company.companyName)) {
        fail(issues, 'businessName', 'businessNameLikeCompanyName', company.businessName);
      }
    }
    communeOfRegion(issues, company.companyHeadAddressRegion, 'companyHeadAddressCommunes', company.companyHeadAddressCommunes);
    const main = company.oneCategoriesSellers.trim();
    if (isProductCategory(main) && !splitCategoryCodes(company.categoriesSellers).includes(main)) {
      fail(issues, 'oneCategoriesSellers', 'mainCategoryNotSelected', company.oneCategoriesSellers);
    }
  }),
);

const contactSchema = contactFields.check(
  z.superRefine((values, issues) => {
    confirmEmail(issues, values, 'notificationInfoEmail', 'notificationInfoConfirmEmail');
    confirmEmail(issues, values, 'comertialAreaEmail', 'comertialAreaConfirmEmail');
    confirmEmail(issues, values, 'financeAreaEmail', 'financeAreaConfirmEmail');
  }),
);

const bankSchema = bankFields;

const logisticSchema = logisticFields.check(
  z.superRefine((values, issues) => {
    confirmEmail(issues, values, 'emailWarehouse', 'emailConfirmWarehouse');
    communeOfRegion(issues, values.regionWarehouse, 'communeWarehouse', values.communeWarehouse);
  }),
);

/**
 * One person's block: every value required; the RUT valid, not the company's, and a natural
 * person's for PERSONA_NATURAL; for PERSONA_NATURAL `name` holds the first name(s) (letters and
 * spaces) and both last names are required, for every other type `name` is the company's name
 * (letters, digits and the punctuation of legal names) and the last names are not used.
 */
function checkPerson(issues: Issues, values: Record<string, string>, prefix: PersonPrefix, company: CompanyValues) {
  const key = (field: PersonField): LegalFieldName => `${prefix}.${field}`;
  const value = (field: PersonField) => values[key(field)] ?? '';
  const natural = isNaturalPersonType(value('societyType').trim());

  applyRule(issues, key('societyType'), personRules.societyType, value('societyType'));
  if (applyRule(issues, key('rutNumber'), personRules.rutNumber, value('rutNumber'))) {
    if (sameRut(value('rutNumber'), company.rutNumber)) fail(issues, key('rutNumber'), 'rutRepeated', value('rutNumber'));
    else if (natural && !isNaturalPersonRut(value('rutNumber'))) fail(issues, key('rutNumber'), 'notNaturalPersonRut', value('rutNumber'));
  }
  applyRule(issues, key('name'), natural ? personRules.naturalName : personRules.companyName, value('name'));
  if (natural) {
    applyRule(issues, key('first'), personRules.naturalName, value('first'));
    applyRule(issues, key('secondName'), personRules.naturalName, value('secondName'));
  }
  applyRule(issues, key('nationality'), personRules.nationality, value('nationality'));
  applyRule(issues, key('address'), personRules.address, value('address'));
  applyRule(issues, key('region'), personRules.region, value('region'));
  if (applyRule(issues, key('commune'), personRules.commune, value('commune'))) {
    communeOfRegion(issues, value('region'), key('commune'), value('commune'));
  }
}

/** The legal step's schema for one step-0 company (its RUT and whether it has a second partner). */
function legalSchema(company: CompanyValues) {
  const second = showsSecondPartner(company.societyType);
  return legalFields.check(
    z.superRefine((values, issues) => {
      for (const prefix of PERSON_PREFIXES) {
        if (prefix === 'PartherTwo' && !second) continue;
        checkPerson(issues, values, prefix, company);
      }
    }),
  );
}

let lastLegal: { key: string; schema: ReturnType<typeof legalSchema> } | null = null;

/** The legal schema is rebuilt only when the company's RUT or society type changes. */
function legalSchemaFor(company: CompanyValues) {
  const key = `${company.rutNumber}\u0000${company.societyType}`;
  if (lastLegal?.key !== key) lastLegal = { key, schema: legalSchema({ ...company }) };
  return lastLegal.schema;
}

const staticSchemas = { company: companySchema, contact: contactSchema, bank: bankSchema, logistic: logisticSchema };

/** The zod/mini schema of a step (the legal step's depends on step 0). */
export function stepSchema(step: FormStepKey, context: StepContext): z.ZodMiniType {
  return step === 'legal' ? legalSchemaFor(context.company) : staticSchemas[step];
}

/**
 * The errors of one step: the first broken rule of each field, keyed by field name; `{}` when the
 * step is valid. Fields the step does not show (the second partner for other types than S.A. and
 * L.T.D.A.; last names of non-natural persons) are not checked.
 */
export function validateStep(step: FormStepKey, values: StepValues, context: StepContext): FieldErrors {
  const result = stepSchema(step, context).safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = asCode(issue.message);
  }
  return errors;
}

/** One broken rule of a whole application. */
export interface SignupProblem {
  step: FormStepKey;
  field: string;
  code: SignupErrorCode;
}

/** Every step's errors, in step order and each step's field order; `[]` when the data may be sent. */
export function validateSignup(data: SignupData): SignupProblem[] {
  const context: StepContext = { company: data.company };
  const problems: SignupProblem[] = [];
  for (const step of FORM_STEP_KEYS) {
    const errors = validateStep(step, data[step], context);
    for (const field of fieldNamesOf(step)) {
      const code = errors[field];
      if (code) problems.push({ step, field, code });
    }
  }
  return problems;
}
