export default {
  'terms.mandatoryIntro': 'To keep using the portal you must accept this document before {date}. Otherwise your account will be suspended and your products unpublished.',
  'terms.optionalIntro': 'Please review and accept this document before {date}.',
  'terms.accept': 'Accept',
  'terms.reviewLater': 'Review later',
  'terms.logout': 'Log out',
  'terms.approving': 'Recording your acceptance…',
  'terms.approveTermsError': 'We could not record your acceptance of the terms. Please try again.',
  'terms.file.loading': 'Loading the document…',
  'terms.file.failed': 'We could not load the document.',
  'terms.file.retry': 'Try again',
  'terms.file.frameTitle': 'Document: {title}',
  'terms.file.open': 'Open the document in a new tab',
} satisfies Record<string, string>;
