export default {
  'curtain.checking': 'Checking the availability of the services…',
  'curtain.checkFailed': 'We could not check the availability of the services. {reason}',
  'curtain.retry': 'Retry',
  'curtain.retrying': 'Retrying in a moment…',
  'curtain.allServices.titleFirstLine': 'We are sorry!',
  'curtain.allServices.titleSecondLine': 'Our services are not available',
  'curtain.allServices.subtitleFirstLine': 'We are working to bring them back as soon as possible.',
  'curtain.allServices.subtitleSecondLine': 'Please try again in a few minutes.',
  'curtain.module.titleFirstLine': 'We are sorry!',
  'curtain.module.titleSecondLine': 'The {module} module is not available',
  'curtain.module.subtitleFirstLine': 'We are improving this module.',
  'curtain.module.subtitleSecondLine': 'Meanwhile, you can keep using the rest of the portal.',
} satisfies Record<string, string>;
