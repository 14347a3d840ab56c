/** What a protected path shows when the permission table refuses it, or its module is not built yet. */
export default {
  'access.forbidden.code': 'Error 403',
  'access.forbidden.title': 'You do not have access to this section',
  'access.forbidden.body': 'Your profile is not allowed to open this page. If you think it should be, ask the portal administrator for access.',
  'access.forbidden.link': 'Back to home',
  'access.notReleased.title': '{module} is not available yet',
  'access.notReleased.body': 'We are building this module of Portal Sellers. Once it is ready you will find it right here, in the menu.',
  'access.notReleased.meanwhile': 'Meanwhile, you can keep using the rest of the portal.',
  'access.notReleased.link': 'Back to home',
} satisfies Record<string, string>;
