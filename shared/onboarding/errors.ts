/**
 * The sign-up wizard's error codes. Shared by the step forms (client) and the register-form operation
 * (server): machines and handlers carry these codes, and only the views turn them into text through
 * the `signup.error.<code>` messages of src/i18n/<locale>/signupErrors.ts.
 */
export const SIGNUP_ERROR_CODES = [
  'required',
  'invalidEmail',
  'emailsDoNotMatch',
  'invalidPhone',
  'invalidCompanyName',
  'invalidBusinessName',
  'businessNameLikeCompanyName',
  'invalidRut',
  'invalidSocietyType',
  'rutRepeated',
  'notNaturalPersonRut',
  'tooLong',
  'digitsOnly',
  'invalidCharacters',
  'selectAtLeastOne',
  'mainCategoryNotSelected',
  'fileRequired',
  'invalidFileType',
  'fileTooLarge',
  'businessNameExists',
  'commercialEmailExists',
  'unknownOption',
  /** The server refused the answer for a rule it did not name. */
  'serverRefused',
] as const;

/** One broken sign-up rule. */
export type SignupErrorCode = (typeof SIGNUP_ERROR_CODES)[number];

/** Whether `value` is one of the codes (for messages that travel as plain strings, e.g. zod issues). */
export function isSignupErrorCode(value: unknown): value is SignupErrorCode {
  return typeof value === 'string' && (SIGNUP_ERROR_CODES as readonly string[]).includes(value);
}

/** The react-intl message id of a code. */
export function signupErrorMessageId(code: SignupErrorCode): `signup.error.${SignupErrorCode}` {
  return `signup.error.${code}`;
}
