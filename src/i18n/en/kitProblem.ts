/** The failures every module meets, explained once (src/views/kit/problemText.ts); a module's own text wins. */
export default {
  'kit.problem.NETWORK_ERROR': 'No internet connection. Check your connection and try again.',
  'kit.problem.TIMEOUT': 'The server did not answer in time. Try again.',
  'kit.problem.INTERNAL_SERVER_ERROR': 'Internal server error. Try again in a few seconds.',
  'kit.problem.SERVICE_UNAVAILABLE': 'The service is not available right now. Try again in a few seconds.',
  'kit.problem.INVALID_CURSOR': 'The list changed. Load it again.',
  'kit.problem.FORBIDDEN': 'Your profile cannot do this.',
  'kit.problem.UNEXPECTED': 'Something unexpected went wrong. Try again.',
} satisfies Record<string, string>;
