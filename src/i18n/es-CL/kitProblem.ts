/** The failures every module meets, explained once (src/views/kit/problemText.ts); a module's own text wins. */
export default {
  'kit.problem.NETWORK_ERROR': 'Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
  'kit.problem.TIMEOUT': 'El servidor no respondió a tiempo. Inténtalo de nuevo.',
  'kit.problem.INTERNAL_SERVER_ERROR': 'Error interno del servidor. Inténtalo de nuevo en unos segundos.',
  'kit.problem.SERVICE_UNAVAILABLE': 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  'kit.problem.INVALID_CURSOR': 'La lista cambió. Vuelve a cargarla.',
  'kit.problem.FORBIDDEN': 'Tu perfil no puede hacer esto.',
  'kit.problem.UNEXPECTED': 'Ocurrió un error inesperado. Inténtalo de nuevo.',
} satisfies Record<string, string>;
