export default {
  'login.pageTitle': 'Ingresa a Portal Sellers',
  'login.formTitle': 'Inicia sesión con tu cuenta',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Ingresar',
  'login.submitting': 'Ingresando…',
  'login.forgotPassword': '¿Olvidaste tu contraseña?',
  'login.register.title': '¿Quieres vender en nuestro marketplace?',
  'login.register.body': 'Únete a los sellers que ya venden con nosotros y llega a millones de clientes.',
  'login.register.link': 'Regístrate ahora',
  'login.sessionCheckFailed': 'No pudimos verificar tu sesión anterior. {reason}',
  'login.error.INVALID_CREDENTIALS': 'Credenciales inválidas',
  'login.error.USER_WITHOUT_ACCESS': 'Usuario sin acceso',
  'login.error.SERVER_CONNECTION_ERROR': 'Error de conexión con el servidor',
  'login.error.RATE_LIMITED':
    'Demasiados intentos. Inténtalo nuevamente en {minutes, plural, one {# minuto} other {# minutos}}.',
} satisfies Record<string, string>;
