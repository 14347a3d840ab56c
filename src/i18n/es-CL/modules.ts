export default {
  'modules.loading': 'Cargando {module}…',
  'modules.failed.title': 'No pudimos abrir {module}',
  'modules.failed.body': 'Revisa tu conexión e inténtalo de nuevo. Mientras tanto, puedes seguir usando el resto del portal.',
} satisfies Record<string, string>;
