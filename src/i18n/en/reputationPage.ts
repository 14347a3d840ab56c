/** The seller's reputation page (/reputation) and the banner of the month in progress, also on the home. */
export default {
  'reputationPage.title': 'Your reputation',
  'reputationPage.inProgress.title': "This month's reputation is still in progress",
  'reputationPage.inProgress.projected': 'With your figures so far, you would close the month at level {level}.',
  'reputationPage.inProgress.notMeasured':
    '{count, plural, one {With your figures so far, this month is not measured yet: # more shipped order gives you a level.} other {With your figures so far, this month is not measured yet: # more shipped orders give you a level.}}',
  'reputationPage.inProgress.loading': 'Adding up your figures for this month…',
  'reputationPage.inProgress.noFigures': "This month's level is decided when the month closes, from the whole month's figures.",
} satisfies Record<string, string>;
