/** Sign-up lookups (/registrate-ahora): the company RUT field and its "RUT ya registrado" modal, the already-registered messages. */
export default {
  'signup.taxId.label': 'Company RUT',
  'signup.taxId.help': 'Type it without dots or hyphen, for example 760864285.',
  'signup.taxId.modal.title': 'RUT already registered',
  'signup.taxId.modal.body':
    'The RUT {rut} belongs to {legalName}, which already has a commercial name in the marketplace. This new registration will be associated with the commercial name you entered.',
  'signup.taxId.modal.contact': 'For more information, write to the Onboarding team at <link>{email}</link>.',
  'signup.taxId.modal.acknowledge': 'Got it',
  'signup.unique.businessNameExists':
    'The commercial name is already registered. If you think this is a mistake, write to the Onboarding team at <link>{email}</link>.',
  'signup.unique.commercialEmailExists':
    'The commercial-area email is already registered. If you think this is a mistake, write to the Onboarding team at <link>{email}</link>.',
} satisfies Record<string, string>;
