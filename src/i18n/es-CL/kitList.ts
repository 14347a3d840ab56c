/** What every module's list says the same way (src/views/kit/ListResults.tsx). */
export default {
  'kit.list.refreshing': 'Actualizando la lista…',
  'kit.list.more': 'Cargar más',
  'kit.list.retry': 'Reintentar',
  'kit.list.previous': 'Anterior',
  'kit.list.next': 'Siguiente',
  'kit.list.position': 'Página {page} de {pages}',
  'kit.list.seller': 'Seller',
} satisfies Record<string, string>;
