export default {
  'app.name': 'Portal Sellers',
  'app.loading': 'Cargando…',
  'app.skipToContent': 'Saltar al contenido',
  'error.NETWORK_ERROR': 'Sin conexión a internet. Verifica tu conexión.',
  'error.HTML_RESPONSE': 'El servicio está intermitente. Inténtalo nuevamente en unos minutos.',
  'error.UNEXPECTED_ERROR': 'Ocurrió un error inesperado. Inténtalo nuevamente.',
  'error.UNEXPECTED_RESPONSE': 'Ocurrió un error inesperado. Inténtalo nuevamente.',
  'error.INTERNAL_SERVER_ERROR': 'Error interno del servidor.',
  'error.RATE_LIMITED': 'Demasiados intentos. Espera unos minutos e inténtalo nuevamente.',
  'validation.required': 'Campo obligatorio',
  'validation.email': 'Debe ser un correo válido',
  'validation.tooLong': 'Texto demasiado largo',
} satisfies Record<string, string>;
