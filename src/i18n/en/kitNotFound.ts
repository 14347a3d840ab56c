/** The "not found" every module shows for a path it has no page for (src/views/kit/NotFoundPage.tsx); `section` is the module's menu label. */
export default {
  'kit.notFound.title': 'Page not found',
  'kit.notFound.text': 'This address is not a page of {section}.',
  'kit.notFound.back': 'Go to {section}',
} satisfies Record<string, string>;
