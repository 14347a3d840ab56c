/** What the activity picker shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import {
  ACTIVITY_CODE_LENGTH,
  activityOptionText,
  type Activity,
  type ActivityCategory,
} from '../../shared/onboarding/activitySearch.ts';
import { ACTIVITY_TEXT_MAX_LENGTH, type activityPickerMachine } from './activityPicker.machine.ts';

export type ActivityPickerSnapshot = SnapshotFrom<typeof activityPickerMachine>;

/** What the open suggestions popup holds. */
export type ResultsPanel = 'loading' | 'failed' | 'suggestions' | 'noSuggestions';

/** One suggestion as shown: its display text 'code - label' is what a pick sends. */
export interface ActivityOption extends Activity {
  option: string;
}

export const selectText = (snapshot: ActivityPickerSnapshot): string => snapshot.context.text;

export const selectCategory = (snapshot: ActivityPickerSnapshot): ActivityCategory | null => snapshot.context.category;

/** The box's limit for the current category (the machine enforces it; the view states it). */
export const selectMaxLength = (snapshot: ActivityPickerSnapshot): number =>
  snapshot.context.category === 2 ? ACTIVITY_CODE_LENGTH : ACTIVITY_TEXT_MAX_LENGTH;

export const selectResultsOpen = (snapshot: ActivityPickerSnapshot): boolean => snapshot.matches({ dropdown: 'results' });

export const selectCategoriesOpen = (snapshot: ActivityPickerSnapshot): boolean =>
  snapshot.matches({ dropdown: 'categories' });

/** Whether a popup is open (the view listens for clicks outside only then). */
export const selectAnyPopupOpen = (snapshot: ActivityPickerSnapshot): boolean => !snapshot.matches({ dropdown: 'closed' });

/** What the open suggestions popup holds: the catalogue's state first, then whether anything matched. */
export function selectResultsPanel(snapshot: ActivityPickerSnapshot): ResultsPanel {
  if (snapshot.matches({ catalogue: 'loading' })) return 'loading';
  if (snapshot.matches({ catalogue: 'failed' })) return 'failed';
  return snapshot.context.results.length > 0 ? 'suggestions' : 'noSuggestions';
}

// Memoised per results array so `useSelector` sees the same options until the results change.
const optionsOf = new WeakMap<Activity[], ActivityOption[]>();

/** The suggestions with their display text. */
export function selectOptions(snapshot: ActivityPickerSnapshot): ActivityOption[] {
  const { results } = snapshot.context;
  let options = optionsOf.get(results);
  if (!options) {
    options = results.map((activity) => ({ ...activity, option: activityOptionText(activity) }));
    optionsOf.set(results, options);
  }
  return options;
}

/** The suggestion the arrow keys point at, -1 for none. */
export const selectActiveIndex = (snapshot: ActivityPickerSnapshot): number => snapshot.context.activeIndex;

/** Whether the clear button shows: there is text to clear. */
export const selectCanClear = (snapshot: ActivityPickerSnapshot): boolean => snapshot.context.text !== '';
