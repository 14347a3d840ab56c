/** Sign-up lookups (/registrate-ahora): the company RUT field and its "RUT ya registrado" modal, the already-registered messages. */
export default {
  'signup.taxId.label': 'RUT de la empresa',
  'signup.taxId.help': 'Escríbelo sin puntos ni guion, por ejemplo 760864285.',
  'signup.taxId.modal.title': 'RUT ya registrado',
  'signup.taxId.modal.body':
    'El RUT {rut} pertenece a {legalName}, que ya tiene un nombre comercial en el marketplace. Este nuevo registro quedará asociado al nombre comercial que ingresaste.',
  'signup.taxId.modal.contact': 'Para más información, escribe al equipo de Onboarding a <link>{email}</link>.',
  'signup.taxId.modal.acknowledge': 'Entendido',
  'signup.unique.businessNameExists':
    'El nombre comercial ya está registrado. Si crees que es un error, escribe al equipo de Onboarding a <link>{email}</link>.',
  'signup.unique.commercialEmailExists':
    'El correo del área comercial ya está registrado. Si crees que es un error, escribe al equipo de Onboarding a <link>{email}</link>.',
} satisfies Record<string, string>;
