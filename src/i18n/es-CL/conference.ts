export default {
  'conference.title': 'Te invitamos a la Conferencia de Sellers',
  'conference.text': 'Conoce las novedades del marketplace y comparte con otros sellers. Revisa tu correo para confirmar tu asistencia; la invitación está vigente hasta el {date} a las {time} (hora de Santiago).',
  'conference.close': 'Cerrar',
} satisfies Record<string, string>;
