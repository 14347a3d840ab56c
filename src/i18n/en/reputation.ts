export default {
  'reputation.drawer.open': 'See levels and benefits',
  'reputation.drawer.title': 'Reputation levels',
  'reputation.drawer.close': 'Close reputation levels',
  'reputation.drawer.intro':
    'Every month we measure your on-time deliveries, your claims and your cancellations. Each goal you meet moves you up one level, and each level brings its benefits.',
  'reputation.rules.title': 'The goals of the month',
  'reputation.rule.shipped': 'Ship at least {orders} orders in the month: with fewer, the month is not measured.',
  'reputation.rule.deliveries': 'On-time deliveries above {threshold}.',
  'reputation.rule.claims': 'Claims below {threshold} of your orders.',
  'reputation.rule.cancellations': 'Cancelled by you below {threshold} of your orders.',
  'reputation.ladder.title': 'Levels',
  'reputation.ladder.current': 'Your current level',
  'reputation.ladder.requirement.notMeasured': 'Not measured yet: fewer than {orders} orders shipped.',
  'reputation.ladder.requirement':
    '{met, plural, =0 {None of the 3 goals met.} =1 {1 of the 3 goals met.} =3 {All 3 goals met.} other {# of the 3 goals met.}}',
  'reputation.ladder.benefits': 'Benefits:',
  'reputation.month.title': 'This month so far',
  'reputation.month.period': 'From {from} to {to}',
  'reputation.month.shipped': 'Orders shipped',
  'reputation.month.deliveries': 'On-time deliveries',
  'reputation.month.claims': 'Claims',
  'reputation.month.cancellations': 'Cancelled by you',
  'reputation.month.countOf': '{count} of {total}',
  'reputation.month.countOfRate': '{count} of {total} ({rate})',
  'reputation.month.unavailable': 'We could not read this month’s figures.',
  'reputation.month.newRules':
    'New goals apply this month, and your projection and what moves you up use them: ship at least {orders} orders, on-time deliveries above {deliveries}, claims below {claims} and cancelled by you below {cancellations}.',
  'reputation.whatIf.title': 'What moves you up?',
  'reputation.whatIf.benefits': 'Benefits of {level} under this month’s rules:',
  'reputation.whatIf.projected': 'With your figures of this month so far, your level would be {level}.',
  'reputation.whatIf.anyOne': 'Any one of these is enough:',
  'reputation.whatIf.onTimeDeliveries':
    '{count, plural, one {With # more on-time delivery you reach {level}.} other {With # more on-time deliveries you reach {level}.}}',
  'reputation.whatIf.fewerClaims': '{count, plural, one {With # claim fewer you reach {level}.} other {With # claims fewer you reach {level}.}}',
  'reputation.whatIf.fewerCancellations':
    '{count, plural, one {With # cancellation fewer you reach {level}.} other {With # cancellations fewer you reach {level}.}}',
  'reputation.whatIf.top': 'You meet all 3 goals: keep it up and this month you stay Outstanding, the highest level.',
  'reputation.whatIf.notMeasured':
    '{count, plural, one {Ship # more order this month so we can measure your reputation.} other {Ship # more orders this month so we can measure your reputation.}}',
  'reputation.icon.missing': 'Level icon not found',
} satisfies Record<string, string>;
