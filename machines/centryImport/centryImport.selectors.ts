import type { SnapshotFrom } from 'xstate';
import type { centryImportMachine } from './centryImport.machine.ts';

type CentryImportSnapshot = SnapshotFrom<typeof centryImportMachine>;

/** The import is being requested (the landing page shows a spinner). */
export const selectIsStartingImport = (snapshot: CentryImportSnapshot): boolean => snapshot.matches('starting');
