export default {
  'flash.dismiss': 'Close message',
  'flash.resetEmailSent': 'We sent you an e-mail with the instructions to change your password.',
  'flash.passwordChanged': 'The password has been modified successfully.',
  'flash.passwordChangeExpired': 'Your password change attempt has expired. Please try again.',
  'flash.sessionExpired': 'Your session expired. Please sign in again.',
  'flash.loggedOut': 'You have logged out.',
} satisfies Record<string, string>;
