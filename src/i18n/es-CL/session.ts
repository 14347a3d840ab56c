export default {
  'session.header.home': 'Portal Sellers, ir al inicio',
  'session.header.user': 'Sesión de {name}',
  'session.logout': 'Cerrar sesión',
  'session.loggingOut': 'Cerrando sesión…',
  'session.logoutConfirm.title': '¿Quieres cerrar sesión?',
  'session.logoutConfirm.body': 'Tienes cambios sin guardar en tu cuenta. Si cierras sesión ahora, se perderán.',
  'session.logoutConfirm.yes': 'Sí, cerrar sesión',
  'session.logoutConfirm.no': 'No, seguir aquí',
  'session.checkFailed.title': 'No pudimos verificar tu sesión',
  'session.checkFailed.body': 'El servidor no respondió a tiempo. Tu sesión sigue guardada en este navegador.',
} satisfies Record<string, string>;
