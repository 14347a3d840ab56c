export default {
  'conference.title': 'You are invited to the Seller Conference',
  'conference.text': "Learn what is new in the marketplace and meet other sellers. Check your e-mail to confirm your attendance; the invitation stands until {date} at {time} (Santiago time).",
  'conference.close': 'Close',
} satisfies Record<string, string>;
