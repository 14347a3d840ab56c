/**
 * The SII activity catalogue (674 codes) is built into the app as a chunk of its own: the sign-up
 * route does not carry it in its first load, and the picker fetches it once, when it first shows.
 */
import type { Activity } from '../../shared/onboarding/activitySearch.ts';
import { activityPickerMachine } from '../../machines/activityPicker/activityPicker.machine.ts';
import { createLoadCatalogue } from '../../machines/activityPicker/activityPicker.actors.ts';

let loading: Promise<readonly Activity[]> | undefined;

/** The catalogue, fetched on the first call and shared by every later one; a failed fetch is tried again. */
export function loadActivityCatalogue(): Promise<readonly Activity[]> {
  loading ??= import('../../shared/reference/activities-cl.json').then(
    (module) => module.default as readonly Activity[],
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The picker's logic with the catalogue chunk provided: what `useSignupLogic().activityPicker` holds. */
export function createActivityPickerLogic(): typeof activityPickerMachine {
  return activityPickerMachine.provide({ actors: { loadCatalogue: createLoadCatalogue(loadActivityCatalogue) } });
}
