/** What the Módulos screen shows, as pure functions of its chart's snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { closingFormMachine } from './closingForm.ts';
import type { moduleSwitchesMachine } from './moduleSwitches.machine.ts';
import type { ModuleSwitch, SwitchChange } from './moduleSwitches.types.ts';

type Snapshot = SnapshotFrom<typeof moduleSwitchesMachine>;
export type ClosingFormRef = ActorRefFrom<typeof closingFormMachine>;

/** The list's own state: loading, failed, or on screen (with a dialog over it or not). */
export function selectListState(snapshot: Snapshot): 'loading' | 'failed' | 'shown' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'shown';
}

export const selectModules = (snapshot: Snapshot): readonly ModuleSwitch[] => snapshot.context.modules;

/** The module a dialog or the last report is about. */
export const selectTarget = (snapshot: Snapshot): ModuleSwitch | undefined =>
  snapshot.context.modules.find((module) => module.key_module === snapshot.context.target);

/** What the page reports above the list after a switch. */
export function selectReport(snapshot: Snapshot): { kind: 'switched' | 'stale' | 'refused'; problem: string | null } | null {
  if (snapshot.matches({ ready: 'switched' })) return { kind: 'switched', problem: null };
  if (snapshot.matches({ ready: 'staleAfterSwitch' })) return { kind: 'stale', problem: snapshot.context.problem };
  if (snapshot.matches({ ready: 'refused' })) return { kind: 'refused', problem: snapshot.context.problem };
  return null;
}

/** The list's failure code, while the failure is shown. */
export const selectListProblem = (snapshot: Snapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** Which dialog is open. */
export function selectDialog(snapshot: Snapshot): 'closing' | 'opening' | 'history' | null {
  if (snapshot.matches('closing') || (snapshot.matches('switching') && snapshot.context.draft !== null)) return 'closing';
  if (snapshot.matches('confirmingOpen') || snapshot.matches('switching')) return 'opening';
  if (snapshot.matches('history')) return 'history';
  return null;
}

export const selectIsSwitching = (snapshot: Snapshot): boolean => snapshot.matches('switching');

/** The running closing form (null while the closing is being sent). */
export const selectClosingForm = (snapshot: Snapshot): ClosingFormRef | null => (snapshot.children.closingForm as ClosingFormRef | undefined) ?? null;

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;

/** The code a dialog shows after a failed switch. */
export const selectSwitchProblem = (snapshot: Snapshot): string | null =>
  snapshot.matches({ closing: 'failed' }) || snapshot.matches({ confirmingOpen: 'failed' }) ? snapshot.context.problem : null;

/** The history dialog's own state. */
export function selectHistoryState(snapshot: Snapshot): 'loading' | 'failed' | 'shown' {
  if (snapshot.matches({ history: 'failed' })) return 'failed';
  if (snapshot.matches({ history: 'shown' })) return 'shown';
  return 'loading';
}

export const selectHistory = (snapshot: Snapshot): readonly SwitchChange[] => snapshot.context.history;

export const selectHistoryProblem = (snapshot: Snapshot): string | null => (snapshot.matches({ history: 'failed' }) ? snapshot.context.problem : null);

export const selectIsClosingDialogOpen = (snapshot: Snapshot): boolean => selectDialog(snapshot) === 'closing';
export const selectIsOpeningDialogOpen = (snapshot: Snapshot): boolean => selectDialog(snapshot) === 'opening';
export const selectIsHistoryDialogOpen = (snapshot: Snapshot): boolean => selectDialog(snapshot) === 'history';

/** Whether "Cerrar" on the module's row acts now (the chart's own answer: never the switches' module). */
export const selectCanClose =
  (key: string) =>
  (snapshot: Snapshot): boolean =>
    snapshot.can({ type: 'switch.close', key, now: '' });

/** Whether "Abrir" on the module's row acts now. */
export const selectCanOpen =
  (key: string) =>
  (snapshot: Snapshot): boolean =>
    snapshot.can({ type: 'switch.open', key });

/** Whether "Historial" on the module's row acts now. */
export const selectCanShowHistory =
  (key: string) =>
  (snapshot: Snapshot): boolean =>
    snapshot.can({ type: 'history.show', key });
