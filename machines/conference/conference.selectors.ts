/** What the conference modal shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { conferenceMachine } from './conference.machine.ts';

export type ConferenceSnapshot = SnapshotFrom<typeof conferenceMachine>;

export const selectIsConferenceOpen = (snapshot: ConferenceSnapshot): boolean => snapshot.matches('open');

/** The instant the invitation ends, as the server's rules give it; null until read. */
export const selectConferenceCutoff = (snapshot: ConferenceSnapshot): string | null => snapshot.context.cutoff;
