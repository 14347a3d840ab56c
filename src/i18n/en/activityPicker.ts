/** The economic-activity picker of the sign-up wizard. */
export default {
  'activityPicker.label': 'Economic activity code',
  'activityPicker.searchBy': 'Search by',
  'activityPicker.searchByChosen': 'Search by: {category}',
  'activityPicker.category.1': 'Activity',
  'activityPicker.category.2': 'Code',
  'activityPicker.placeholder.any': 'Search by activity or code',
  'activityPicker.placeholder.1': 'Type part of the activity name',
  'activityPicker.placeholder.2': 'Type the code (up to 6 digits)',
  'activityPicker.clear': 'Clear search',
  'activityPicker.suggestions': 'Suggested search',
  'activityPicker.clearSuggestions': 'Clear all',
  'activityPicker.noSuggestions': 'No suggestions for {text}',
  'activityPicker.noSuggestionsHint': 'Check the spelling or try other words.',
  'activityPicker.loading': 'Loading activities…',
  'activityPicker.loadFailed': 'We could not load the list of activities.',
  'activityPicker.retry': 'Retry',
} satisfies Record<string, string>;
