/** What every detail page and action dialog says the same way (src/views/kit/DetailNotice.tsx, ActionDialog.tsx). */
export default {
  'kit.detail.loading': '…',
  'kit.detail.retry': 'Try again',
  'kit.dialog.back': 'Back',
} satisfies Record<string, string>;
