export default {
  'help.topics.title': "The help centre's frequent topics",
  'help.topics.gestion-reclamos.title': 'Claims management',
  'help.topics.gestion-reclamos.description': "How to answer a customer's claim, which deadlines apply and how it affects your reputation.",
  'help.topics.postventa.title': 'After-sales',
  'help.topics.postventa.description': 'Exchanges, returns and warranties: what to do when a product comes back after the sale.',
} satisfies Record<string, string>;
