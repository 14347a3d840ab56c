export default {
  'flash.dismiss': 'Close message',
  'flash.resetEmailSent': 'We sent you an e-mail with the instructions to change your password.',
  'flash.passwordChanged': 'The password has been modified successfully.',
  'flash.passwordChangeExpired': 'Your password change attempt has expired. Please try again.',
  'flash.sessionExpired': 'Your session expired, please sign in again',
  'flash.loggedOut': 'You have logged out.',
  'flash.importStarted': 'We started importing your products from Centry. We will let you know when they are loaded.',
  'flash.importFailed': 'We could not start importing your products from Centry. Please try again.',
  'flash.importAlreadyRunning': 'An import of your products is already under way. Wait until it ends to start another.',
} satisfies Record<string, string>;
