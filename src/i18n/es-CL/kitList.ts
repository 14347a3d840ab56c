/** What every module's list says the same way (src/views/kit/ListResults.tsx). */
export default {
  'kit.list.refreshing': 'Actualizando la lista…',
  'kit.list.more': 'Cargar más',
  'kit.list.retry': 'Reintentar',
  'kit.list.previous': 'Anterior',
  'kit.list.next': 'Siguiente',
} satisfies Record<string, string>;
