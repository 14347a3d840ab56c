/** Sign-up field errors (/registrate-ahora), one per SignupErrorCode; see es-CL/signupErrors.ts. */
export default {
  'signup.error.required': 'Required field',
  'signup.error.invalidEmail': 'Must be a valid email',
  'signup.error.emailsDoNotMatch': 'The emails entered do not match',
  'signup.error.invalidPhone': 'Invalid phone: 9 digits starting with 2 or 9',
  'signup.error.invalidCompanyName': 'Invalid company name: it must start with Fundación or end in S.A., L.T.D.A., S.P.A. or E.I.R.L.',
  'signup.error.invalidBusinessName': 'Invalid business name: it cannot end in SA, LTDA, SPA or EIRL',
  'signup.error.businessNameLikeCompanyName': 'The business name cannot be the same as the company name',
  'signup.error.invalidRut': 'Invalid RUT',
  'signup.error.invalidSocietyType': 'Invalid society type: it does not match the company name',
  'signup.error.rutRepeated': 'The RUT cannot be the same as the company’s',
  'signup.error.notNaturalPersonRut': 'The RUT must belong to a natural person',
  'signup.error.tooLong': 'Text too long',
  'signup.error.digitsOnly': 'Only numbers are allowed',
  'signup.error.invalidCharacters': 'Contains characters that are not allowed',
  'signup.error.selectAtLeastOne': 'You must select at least one item',
  'signup.error.mainCategoryNotSelected': 'The main category must be one of the selected categories',
  'signup.error.fileRequired': 'You must select a file',
  'signup.error.invalidFileType': 'Invalid file format: PNG, JPG or PDF only',
  'signup.error.fileTooLarge': 'The file exceeds the 3 MB maximum',
  'signup.error.businessNameExists':
    'The business name already exists in the marketplace. If you need help, write to the Onboarding team at <link>{email}</link>.',
  'signup.error.commercialEmailExists':
    'The commercial area email is already registered. If you need help, write to the Onboarding team at <link>{email}</link>.',
  'signup.error.unknownOption': 'Choose an option from the list',
  'signup.error.serverRefused': 'The server refused this value: check it',
} satisfies Record<string, string>;
