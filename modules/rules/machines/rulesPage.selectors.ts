/** What the rules page shows, as pure functions of a snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { rulesFormMachine } from './rulesForm.ts';
import type { rulesPageMachine } from './rulesPage.machine.ts';

export type RulesPageSnapshot = SnapshotFrom<typeof rulesPageMachine>;
export type RulesFormRef = ActorRefFrom<typeof rulesFormMachine>;

/** Which screen the page draws. */
export type RulesScreen = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved' | 'failed' | 'conflict' | 'version';

export function selectScreen(snapshot: RulesPageSnapshot): RulesScreen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saved')) return 'saved';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('conflict')) return 'conflict';
  if (snapshot.matches('openingVersion') || snapshot.matches('showingVersion') || snapshot.matches('versionFailed')) return 'version';
  return 'editing';
}

export const selectRulesForm = (snapshot: RulesPageSnapshot): RulesFormRef | undefined => snapshot.children.rulesForm;
export const selectOverview = (snapshot: RulesPageSnapshot) => snapshot.context.overview;
export const selectDraft = (snapshot: RulesPageSnapshot) => snapshot.context.draft;
export const selectOpened = (snapshot: RulesPageSnapshot) => (snapshot.matches('showingVersion') ? snapshot.context.opened : null);
export const selectVersionLoading = (snapshot: RulesPageSnapshot) => snapshot.matches('openingVersion');
export const selectVersionFailed = (snapshot: RulesPageSnapshot) => snapshot.matches('versionFailed');
export const selectSaved = (snapshot: RulesPageSnapshot) => snapshot.context.saved;
export const selectProblem = (snapshot: RulesPageSnapshot) => snapshot.context.problem;
export const selectTheirsShown = (snapshot: RulesPageSnapshot) => snapshot.matches({ conflict: 'shown' });
export const selectBasedOn = (snapshot: RulesPageSnapshot) => snapshot.context.basedOn;
