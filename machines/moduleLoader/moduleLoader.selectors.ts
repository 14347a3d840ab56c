import type { SnapshotFrom } from 'xstate';
import type { moduleLoaderMachine } from './moduleLoader.machine.ts';

type ModuleLoaderSnapshot = SnapshotFrom<typeof moduleLoaderMachine>;

/** What the module's area shows: nothing yet, the curtain with "Reintentar", or the module. */
export type ModuleAreaView = { kind: 'loading' } | { kind: 'failed' } | { kind: 'mounted'; entry: unknown };

export function selectModuleAreaView(snapshot: ModuleLoaderSnapshot): ModuleAreaView {
  if (snapshot.matches('failed')) return { kind: 'failed' };
  if (snapshot.matches('mounted')) return { kind: 'mounted', entry: snapshot.context.entry };
  return { kind: 'loading' };
}
