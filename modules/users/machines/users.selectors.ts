/**
 * What the users pages show, as pure functions of their charts' snapshots (for `useSelector`); the
 * list's rows, failures and pages are the kit's (machines/list/list.selectors.ts).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { searchFormMachine } from './searchForm.ts';
import type { userEditorMachine } from './userEditor.machine.ts';
import type { userFormMachine } from './userForm.ts';
import type { usersSearchMachine } from './usersSearch.machine.ts';

type SearchSnapshot = SnapshotFrom<typeof usersSearchMachine>;
type EditorSnapshot = SnapshotFrom<typeof userEditorMachine>;

export type SearchFormRef = ActorRefFrom<typeof searchFormMachine>;
export type UserFormRef = ActorRefFrom<typeof userFormMachine>;

/** The sellers the search chooses from (none until they come, or when they could not). */
export const selectSellers = (snapshot: SearchSnapshot) => snapshot.context.sellers;
export const selectSearchForm = (snapshot: SearchSnapshot): SearchFormRef | undefined => snapshot.children.searchForm;

export const selectEditorScreen = (snapshot: EditorSnapshot): 'loading' | 'failed' | 'notFound' | 'notAllowed' | 'editing' => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  return snapshot.matches('loading') ? 'loading' : 'editing';
};
export const selectUserForm = (snapshot: EditorSnapshot): UserFormRef | undefined => snapshot.children.userForm;
export const selectEditorSellers = (snapshot: EditorSnapshot) => snapshot.context.data?.options.sellers ?? [];
