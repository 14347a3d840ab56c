/** What a protected path shows when the permission table refuses it, or its module is not built yet. */
export default {
  'access.forbidden.code': 'Error 403',
  'access.forbidden.title': 'No tienes acceso a esta sección',
  'access.forbidden.body': 'Tu perfil no tiene permiso para abrir esta página. Si crees que deberías tenerlo, pide acceso al administrador del portal.',
  'access.forbidden.link': 'Volver al inicio',
  'access.notReleased.title': '{module} aún no está disponible',
  'access.notReleased.body': 'Estamos construyendo este módulo del Portal Sellers. Cuando esté listo lo encontrarás aquí mismo, en el menú.',
  'access.notReleased.meanwhile': 'Mientras tanto, puedes seguir usando el resto del portal.',
  'access.notReleased.link': 'Volver al inicio',
} satisfies Record<string, string>;
