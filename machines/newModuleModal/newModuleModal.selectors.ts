import type { SnapshotFrom } from 'xstate';
import type { newModuleModalMachine, OfferedModule } from './newModuleModal.machine.ts';

type NewModuleModalSnapshot = SnapshotFrom<typeof newModuleModalMachine>;

export const selectIsNewModuleModalOpen = (snapshot: NewModuleModalSnapshot): boolean => snapshot.matches('open');

/** The module being offered while the modal is open; null otherwise. */
export const selectOfferedModule = (snapshot: NewModuleModalSnapshot): OfferedModule | null =>
  snapshot.matches('open') ? snapshot.context.offered : null;
