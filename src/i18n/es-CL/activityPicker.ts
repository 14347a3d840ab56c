/** The economic-activity picker of the sign-up wizard. */
export default {
  'activityPicker.label': 'Código de actividad económica',
  'activityPicker.searchBy': 'Buscar por',
  'activityPicker.searchByChosen': 'Buscar por: {category}',
  'activityPicker.category.1': 'Actividad',
  'activityPicker.category.2': 'Código',
  'activityPicker.placeholder.any': 'Busca por actividad o código',
  'activityPicker.placeholder.1': 'Escribe parte del nombre de la actividad',
  'activityPicker.placeholder.2': 'Escribe el código (hasta 6 dígitos)',
  'activityPicker.clear': 'Borrar búsqueda',
  'activityPicker.suggestions': 'Búsqueda sugerida',
  'activityPicker.clearSuggestions': 'Borrar todas',
  'activityPicker.noSuggestions': 'No hay sugerencias para {text}',
  'activityPicker.noSuggestionsHint': 'Revisa que esté bien escrito o prueba con otras palabras.',
  'activityPicker.loading': 'Cargando actividades…',
  'activityPicker.loadFailed': 'No pudimos cargar el listado de actividades.',
  'activityPicker.retry': 'Reintentar',
} satisfies Record<string, string>;
