/** What the users pages show, as pure functions of their charts' snapshots (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { searchFormMachine } from './searchForm.ts';
import type { userEditorMachine } from './userEditor.machine.ts';
import type { userFormMachine } from './userForm.ts';
import type { usersListMachine } from './usersList.machine.ts';

type ListSnapshot = SnapshotFrom<typeof usersListMachine>;
type EditorSnapshot = SnapshotFrom<typeof userEditorMachine>;

export type SearchFormRef = ActorRefFrom<typeof searchFormMachine>;
export type UserFormRef = ActorRefFrom<typeof userFormMachine>;

/** What the results' place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

/** Whether the rows are in `state` (loading, ready, loadingMore, moreFailed, failed). */
const rowsIn = (snapshot: ListSnapshot, state: 'loading' | 'ready' | 'loadingMore' | 'moreFailed' | 'failed') => snapshot.matches({ list: { searching: state } });

export const selectListScreen = (snapshot: ListSnapshot): ListScreen => {
  if (rowsIn(snapshot, 'failed')) return 'failed';
  if (rowsIn(snapshot, 'loading')) return 'loading';
  return snapshot.context.rows.length === 0 ? 'empty' : 'rows';
};
export const selectRows = (snapshot: ListSnapshot) => snapshot.context.rows;
export const selectSellers = (snapshot: ListSnapshot) => snapshot.context.sellers;
export const selectSearchForm = (snapshot: ListSnapshot): SearchFormRef | undefined => snapshot.children.searchForm;
export const selectHasNextPage = (snapshot: ListSnapshot) => snapshot.context.nextCursor !== null && !rowsIn(snapshot, 'loading');
export const selectIsLoadingMore = (snapshot: ListSnapshot) => rowsIn(snapshot, 'loadingMore');
/** The code the next page failed with, or null. */
export const selectMoreFailed = (snapshot: ListSnapshot): string | null => (rowsIn(snapshot, 'moreFailed') ? snapshot.context.problem : null);
/** The code the search failed with, while the page says so. */
export const selectListProblem = (snapshot: ListSnapshot): string | null => (rowsIn(snapshot, 'failed') ? snapshot.context.problem : null);

export const selectEditorScreen = (snapshot: EditorSnapshot): 'loading' | 'failed' | 'notFound' | 'notAllowed' | 'editing' => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  return snapshot.matches('loading') ? 'loading' : 'editing';
};
export const selectUserForm = (snapshot: EditorSnapshot): UserFormRef | undefined => snapshot.children.userForm;
export const selectEditorSellers = (snapshot: EditorSnapshot) => snapshot.context.data?.options.sellers ?? [];
