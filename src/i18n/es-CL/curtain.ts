export default {
  'curtain.checking': 'Verificando la disponibilidad de los servicios…',
  'curtain.checkFailed': 'No pudimos verificar la disponibilidad de los servicios. {reason}',
  'curtain.retry': 'Reintentar',
  'curtain.retrying': 'Reintentando en un momento…',
  'curtain.allServices.titleFirstLine': '¡Lo sentimos!',
  'curtain.allServices.titleSecondLine': 'Nuestros servicios no están disponibles',
  'curtain.allServices.subtitleFirstLine': 'Estamos trabajando para restablecerlos lo antes posible.',
  'curtain.allServices.subtitleSecondLine': 'Por favor, inténtalo nuevamente en unos minutos.',
  'curtain.module.titleFirstLine': '¡Lo sentimos!',
  'curtain.module.titleSecondLine': 'El módulo {module} no está disponible',
  'curtain.module.subtitleFirstLine': 'Estamos realizando mejoras en este módulo.',
  'curtain.module.subtitleSecondLine': 'Mientras tanto, puedes seguir usando el resto del portal.',
} satisfies Record<string, string>;
