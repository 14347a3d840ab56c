export default {
  'help.topics.title': 'Temas frecuentes del centro de ayuda',
  'help.topics.gestion-reclamos.title': 'Gestión de reclamos',
  'help.topics.gestion-reclamos.description': 'Cómo responder un reclamo de un cliente, qué plazos tienes y cómo afecta a tu reputación.',
  'help.topics.postventa.title': 'Postventa',
  'help.topics.postventa.description': 'Cambios, devoluciones y garantías: qué hacer cuando un producto vuelve después de la venta.',
} satisfies Record<string, string>;
