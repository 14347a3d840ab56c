/**
 * Sign-up field errors (/registrate-ahora), one per SignupErrorCode (shared/onboarding/errors.ts).
 * The two already-registered messages take `email` (the onboarding contact address) and a `link`
 * tag the view renders as a mailto link, so the address is not part of the text.
 */
export default {
  'signup.error.required': 'Campo obligatorio',
  'signup.error.invalidEmail': 'Debe ser un correo válido',
  'signup.error.emailsDoNotMatch': 'Email ingresados no coinciden',
  'signup.error.invalidPhone': 'Teléfono inválido: 9 dígitos que comienzan con 2 o 9',
  'signup.error.invalidCompanyName': 'Razón social inválida: debe comenzar con Fundación o terminar en S.A., L.T.D.A., S.P.A. o E.I.R.L.',
  'signup.error.invalidBusinessName': 'Nombre comercial inválido: no puede terminar en SA, LTDA, SPA o EIRL',
  'signup.error.businessNameLikeCompanyName': 'El nombre comercial no puede ser igual a la razón social',
  'signup.error.invalidRut': 'RUT inválido',
  'signup.error.invalidSocietyType': 'Tipo de sociedad inválido: no coincide con la razón social',
  'signup.error.rutRepeated': 'El RUT no puede ser igual al de la empresa',
  'signup.error.notNaturalPersonRut': 'El RUT debe ser de una persona natural',
  'signup.error.tooLong': 'Texto demasiado largo',
  'signup.error.digitsOnly': 'Solo se permiten números',
  'signup.error.invalidCharacters': 'Contiene caracteres no permitidos',
  'signup.error.selectAtLeastOne': 'Debes seleccionar al menos una opción',
  'signup.error.mainCategoryNotSelected': 'La categoría principal debe estar entre las categorías seleccionadas',
  'signup.error.fileRequired': 'Debes seleccionar un archivo',
  'signup.error.invalidFileType': 'Formato de archivo inválido: solo PNG, JPG o PDF',
  'signup.error.fileTooLarge': 'El archivo supera el máximo de 3 MB',
  'signup.error.businessNameExists':
    'El nombre comercial ya existe en el marketplace. Si necesitas ayuda, escribe al equipo de Onboarding a <link>{email}</link>.',
  'signup.error.commercialEmailExists':
    'El correo del área comercial ya está registrado. Si necesitas ayuda, escribe al equipo de Onboarding a <link>{email}</link>.',
  'signup.error.unknownOption': 'Selecciona una opción de la lista',
  'signup.error.serverRefused': 'El servidor rechazó este dato: revísalo',
} satisfies Record<string, string>;
