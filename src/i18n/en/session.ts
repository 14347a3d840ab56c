export default {
  'session.header.home': 'Portal Sellers, go home',
  'session.header.user': 'Signed in as {name}',
  'session.logout': 'Log out',
  'session.loggingOut': 'Logging out…',
  'session.logoutConfirm.title': 'Do you want to log out?',
  'session.logoutConfirm.body': 'Your account has unsaved changes. If you log out now, they will be lost.',
  'session.logoutConfirm.yes': 'Yes, log out',
  'session.logoutConfirm.no': 'No, stay here',
  'session.checkFailed.title': 'We could not verify your session',
  'session.checkFailed.body': 'The server did not answer in time. Your session is still kept in this browser.',
} satisfies Record<string, string>;
