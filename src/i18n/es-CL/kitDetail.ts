/** What every detail page and action dialog says the same way (src/views/kit/DetailNotice.tsx, ActionDialog.tsx). */
export default {
  'kit.detail.loading': '…',
  'kit.detail.retry': 'Reintentar',
  'kit.dialog.back': 'Volver',
} satisfies Record<string, string>;
