export default {
  'app.name': 'Portal Sellers',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'error.NETWORK_ERROR': 'Network not connected. Verify your internet connexion.',
  'error.HTML_RESPONSE': 'The service is intermittent. Please try again in a few minutes.',
  'error.UNEXPECTED_ERROR': 'Something went wrong. Please try again.',
  'error.UNEXPECTED_RESPONSE': 'Something went wrong. Please try again.',
  'error.INTERNAL_SERVER_ERROR': 'Internal server error',
  'error.RATE_LIMITED': 'Too many attempts. Wait a few minutes and try again.',
  'validation.required': 'Required field',
  'validation.email': 'Must be a valid email',
  'validation.tooLong': 'Text too long',
} satisfies Record<string, string>;
