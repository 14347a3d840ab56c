export default {
  'reports.sectionTitle': 'Reports',
  'reports.sectionIntro.seller': 'Your reputation, penalty and sales figures, updated daily.',
  'reports.sectionIntro.marketplace': 'Reputation, penalty and sales figures of every seller in the marketplace.',
  'reports.reputation.title': 'Reputation',
  'reports.reputation.period.seller': 'Figures over the last 6 closed months. Those on the Your reputation card are the period your level is measured on.',
  'reports.reputation.period.marketplace': 'Figures over the last 6 closed months.',
  'reports.penaltyBreak.title': 'Stock breaks and penalties',
  'reports.comercial.title': 'Sales summary',
  'reports.frameTitle': 'Report: {title}',
  'reports.loading': 'Loading the {title} report…',
} satisfies Record<string, string>;
