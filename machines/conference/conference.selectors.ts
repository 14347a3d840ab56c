/** What the conference modal shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { conferenceMachine } from './conference.machine.ts';

export type ConferenceSnapshot = SnapshotFrom<typeof conferenceMachine>;

export const selectIsConferenceOpen = (snapshot: ConferenceSnapshot): boolean => snapshot.matches('open');
