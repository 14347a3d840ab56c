export default {
  'levelChange.title.Destacado': '¡Subiste a Destacado!',
  'levelChange.title.Bueno': '¡Llegaste a Bueno!',
  'levelChange.title.Medio': 'Tu nivel ahora es Medio',
  'levelChange.title.Bajo': 'Tu nivel ahora es Bajo',
  'levelChange.title.unrated': 'Tu reputación se actualizó',
  'levelChange.text.Destacado':
    'Cumpliste las tres reglas del programa: entregas a tiempo, reclamos y cancelaciones. Ahora tienes los beneficios del nivel Destacado, que ves en tu reputación.',
  'levelChange.text.Bueno':
    'Cumpliste dos de las tres reglas del programa. Ahora tienes los beneficios del nivel Bueno, que ves en tu reputación.',
  'levelChange.text.Medio': 'Cumpliste una de las tres reglas del programa. Mejora tus entregas a tiempo, reclamos o cancelaciones para llegar a Bueno y sus beneficios.',
  'levelChange.text.Bajo': 'El mes pasado no cumpliste las reglas del programa. Revisa tus entregas a tiempo, reclamos y cancelaciones para subir de nivel.',
  'levelChange.text.unrated': 'Tu nivel se mide cuando despachas el mínimo de pedidos del mes. Sigue vendiendo para obtener tu primer nivel y sus beneficios.',
  'levelChange.current': 'Nivel actual: {level}',
  'levelChange.confirm': 'Entendido',
  'levelChange.close': 'Cerrar',
  'levelChange.saving': 'Guardando…',
  'levelChange.saveFailed': 'No pudimos guardar que viste tu nuevo nivel. {reason} Inténtalo de nuevo.',
} satisfies Record<string, string>;
