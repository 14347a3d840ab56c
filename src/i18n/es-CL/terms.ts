export default {
  'terms.mandatoryIntro': 'Para seguir usando el portal debes aceptar este documento antes del {date}. Si no lo aceptas, tu cuenta será suspendida y tus productos despublicados.',
  'terms.optionalIntro': 'Revisa y acepta este documento antes del {date}.',
  'terms.accept': 'Aceptar',
  'terms.reviewLater': 'Revisar más tarde',
  'terms.logout': 'Cerrar sesión',
  'terms.approving': 'Registrando tu aceptación…',
  'terms.approveTermsError': 'No pudimos registrar tu aceptación de los términos. Inténtalo nuevamente.',
  'terms.file.loading': 'Cargando el documento…',
  'terms.file.failed': 'No pudimos cargar el documento.',
  'terms.file.retry': 'Reintentar',
  'terms.file.frameTitle': 'Documento: {title}',
  'terms.file.open': 'Abrir el documento en una pestaña nueva',
} satisfies Record<string, string>;
