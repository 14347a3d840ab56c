/** The "not found" every module shows for a path it has no page for (src/views/kit/NotFoundPage.tsx); `section` is the module's menu label. */
export default {
  'kit.notFound.title': 'Página no encontrada',
  'kit.notFound.text': 'Esta dirección no corresponde a ninguna página de {section}.',
  'kit.notFound.back': 'Ir a {section}',
} satisfies Record<string, string>;
