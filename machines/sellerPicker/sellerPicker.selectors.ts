/** What the seller filter's box reads from its chart. */
import type { SnapshotFrom } from 'xstate';
import type { SellerChoice, sellerPickerMachine } from './sellerPicker.machine.ts';

type Snapshot = SnapshotFrom<typeof sellerPickerMachine>;

/** What the box shows. */
export const selectSellerText = (snapshot: Snapshot): string => snapshot.context.text;

/** The sellers offered: only while the list of the last search is open. */
export const selectSellerOptions = (snapshot: Snapshot): SellerChoice[] => (snapshot.matches('open') ? snapshot.context.options : []);

/** Whether the offered list is open (with sellers found, or saying none was). */
export const selectSellerListOpen = (snapshot: Snapshot): boolean => snapshot.matches('open');

/** The id of the seller the list filters by, as a combobox value. */
export const selectChosenValue = (snapshot: Snapshot): string[] => (snapshot.context.chosen ? [String(snapshot.context.chosen.id)] : []);

/** What the box says under it: searching, the search failed, the address's seller has no name. */
export const selectSellerNotice = (snapshot: Snapshot): 'searching' | 'failed' | 'unnamed' | null => {
  if (snapshot.matches({ searching: 'fetching' }) || snapshot.matches('naming')) return 'searching';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unnamed')) return 'unnamed';
  return null;
};

/** Whether a seller is chosen (the clear button is offered). */
export const selectHasSeller = (snapshot: Snapshot): boolean => snapshot.context.chosen !== null;
