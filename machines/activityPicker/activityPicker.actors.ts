/**
 * The one side effect of the activity picker: getting the SII catalogue. The app fills the port with
 * a lazily loaded chunk (src/app/activityCatalogue.ts); tests with a promise they settle themselves.
 */
import { fromPromise } from 'xstate';
import type { Activity } from '../../shared/onboarding/activitySearch.ts';

/** Resolves with the whole catalogue (674 entries), rejects when the chunk cannot be fetched. */
export type LoadCataloguePort = () => Promise<readonly Activity[]>;

/** The `loadCatalogue` actor for `activityPickerMachine.provide({ actors })`. */
export function createLoadCatalogue(load: LoadCataloguePort) {
  return fromPromise<readonly Activity[]>(() => load());
}
