import type { SnapshotFrom } from 'xstate';
import { sectionsOf, type AccountFacts, type AccountSection, type accountFormMachine, type LeaveDestination, type SectionForms } from './accountForm.machine.ts';

type AccountFormSnapshot = SnapshotFrom<typeof accountFormMachine>;

export const selectIsLoadingAccount = (snapshot: AccountFormSnapshot): boolean => snapshot.matches('loading');

/** Why the data could not be read (a code of the common catalogue), while the retry is offered. */
export const selectLoadError = (snapshot: AccountFormSnapshot): string | null =>
  snapshot.matches('loadFailed') ? snapshot.context.loadError : null;

export const selectAccountFacts = (snapshot: AccountFormSnapshot): AccountFacts | null => snapshot.context.facts;

/** The open forms, by section (null for a section this user does not have). */
export const selectForms = (snapshot: AccountFormSnapshot): SectionForms => snapshot.context.forms;

export const selectSections = (snapshot: AccountFormSnapshot): AccountSection[] => (snapshot.matches('ready') ? sectionsOf(snapshot.context.facts) : []);

/** Any form has unsaved changes: leaving asks first. */
export const selectHasUnsavedChanges = (snapshot: AccountFormSnapshot): boolean => snapshot.matches('ready') && snapshot.context.unsaved.length > 0;

/** A section is being saved: leaving waits for its answer. */
export const selectIsSaving = (snapshot: AccountFormSnapshot): boolean =>
  Object.values(snapshot.context.forms).some((form) => form?.getSnapshot().matches('submitting') ?? false);

export const selectLastSaved = (snapshot: AccountFormSnapshot): AccountSection | null => snapshot.context.lastSaved;

/** The leave question on screen: where the person was going and whether bank data would be lost. */
export const selectLeaveQuestion = (snapshot: AccountFormSnapshot): { destination: LeaveDestination; financial: boolean } | null =>
  snapshot.matches({ ready: 'confirmingLeave' })
    ? { destination: snapshot.context.leaveTo ?? 'page', financial: snapshot.context.unsaved.includes('bank') }
    : null;

export const selectHasLeft = (snapshot: AccountFormSnapshot): boolean => snapshot.matches('left');
