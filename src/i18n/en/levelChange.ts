export default {
  'levelChange.title.Destacado': 'You moved up to Destacado!',
  'levelChange.title.Bueno': 'You reached Bueno!',
  'levelChange.title.Medio': 'Your level is now Medio',
  'levelChange.title.Bajo': 'Your level is now Bajo',
  'levelChange.title.unrated': 'Your reputation was updated',
  'levelChange.text.Destacado':
    'You met all three rules of the programme: on-time deliveries, claims and cancellations. You now get the benefits of Destacado, listed in your reputation.',
  'levelChange.text.Bueno':
    'You met two of the three rules of the programme. You now get the benefits of Bueno, listed in your reputation.',
  'levelChange.text.Medio': 'You met one of the three rules of the programme. Improve your on-time deliveries, claims or cancellations to reach Bueno and its benefits.',
  'levelChange.text.Bajo': 'Last month you did not meet the rules of the programme. Check your on-time deliveries, claims and cancellations to move up.',
  'levelChange.text.unrated': 'Your level is measured once you ship the month’s minimum of orders. Keep selling to get your first level and its benefits.',
  'levelChange.current': 'Current level: {level}',
  'levelChange.confirm': 'Got it',
  'levelChange.close': 'Close',
  'levelChange.saving': 'Saving…',
  'levelChange.saveFailed': 'We could not save that you saw your new level. {reason} Please try again.',
} satisfies Record<string, string>;
