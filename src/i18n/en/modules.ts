export default {
  'modules.loading': 'Loading {module}…',
  'modules.failed.title': 'We could not open {module}',
  'modules.failed.body': 'Check your connection and try again. Meanwhile, you can keep using the rest of the portal.',
} satisfies Record<string, string>;
