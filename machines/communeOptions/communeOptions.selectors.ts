/** What a commune select shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { CommuneOption } from './communeOptions.actors.ts';
import type { communeOptionsMachine } from './communeOptions.machine.ts';

export type CommuneOptionsSnapshot = SnapshotFrom<typeof communeOptionsMachine>;

/** The region whose communes are (being) offered. */
export const selectOptionsRegion = (snapshot: CommuneOptionsSnapshot): string => snapshot.context.region;

/** The communes to offer; empty until loaded. */
export const selectCommunes = (snapshot: CommuneOptionsSnapshot): readonly CommuneOption[] => snapshot.context.communes;

export const selectLoadingCommunes = (snapshot: CommuneOptionsSnapshot): boolean => snapshot.matches('loading');

/** Loaded and empty (or failed): the select shows its single "no commune exists" option. */
export const selectNoCommunes = (snapshot: CommuneOptionsSnapshot): boolean =>
  snapshot.matches('ready') && snapshot.context.communes.length === 0;

/** No region chosen yet. */
export const selectAwaitingRegion = (snapshot: CommuneOptionsSnapshot): boolean => snapshot.matches('idle');
