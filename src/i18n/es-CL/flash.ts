export default {
  'flash.dismiss': 'Cerrar mensaje',
  'flash.resetEmailSent': 'Te enviamos un correo con las instrucciones para cambiar tu contraseña.',
  'flash.passwordChanged': 'La contraseña ha sido modificada exitosamente.',
  'flash.passwordChangeExpired': 'Tu intento de cambio de contraseña ha expirado. Por favor, inténtalo nuevamente.',
  'flash.sessionExpired': 'Tu sesión expiró, vuelve a ingresar',
  'flash.loggedOut': 'Cerraste sesión correctamente.',
  'flash.importStarted': 'Comenzamos a importar tus productos desde Centry. Te avisaremos cuando estén cargados.',
  'flash.importFailed': 'No pudimos iniciar la importación de tus productos desde Centry. Inténtalo nuevamente.',
  'flash.importAlreadyRunning': 'Ya hay una importación de tus productos en curso. Espera a que termine para iniciar otra.',
} satisfies Record<string, string>;
