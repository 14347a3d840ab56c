export default {
  'flash.dismiss': 'Cerrar mensaje',
  'flash.resetEmailSent': 'Te enviamos un correo con las instrucciones para cambiar tu contraseña.',
  'flash.passwordChanged': 'La contraseña ha sido modificada exitosamente.',
  'flash.passwordChangeExpired': 'Tu intento de cambio de contraseña ha expirado. Por favor, inténtalo nuevamente.',
  'flash.sessionExpired': 'Tu sesión expiró. Ingresa nuevamente.',
  'flash.loggedOut': 'Cerraste sesión correctamente.',
} satisfies Record<string, string>;
