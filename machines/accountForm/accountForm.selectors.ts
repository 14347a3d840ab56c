import type { SnapshotFrom } from 'xstate';
import {
  dirtySections,
  isSectionDirty,
  sectionErrors,
  sectionsOf,
  type AccountFacts,
  type AccountSection,
  type accountFormMachine,
  type LeaveDestination,
  type SectionValues,
} from './accountForm.machine.ts';

type AccountFormSnapshot = SnapshotFrom<typeof accountFormMachine>;

export const selectIsLoadingAccount = (snapshot: AccountFormSnapshot): boolean => snapshot.matches('loading');

/** Why the data could not be read (a code of the common catalogue), while the retry is offered. */
export const selectLoadError = (snapshot: AccountFormSnapshot): string | null =>
  snapshot.matches('loadFailed') ? snapshot.context.loadError : null;

export const selectAccountFacts = (snapshot: AccountFormSnapshot): AccountFacts | null => snapshot.context.facts;

export const selectSections = (snapshot: AccountFormSnapshot): AccountSection[] =>
  snapshot.matches('loading') || snapshot.matches('loadFailed') ? [] : sectionsOf(snapshot.context.facts);

export const selectValues = (snapshot: AccountFormSnapshot): SectionValues => snapshot.context.values;

/** The errors shown under the fields of a section: only those of touched fields. */
export const selectShownErrors = (snapshot: AccountFormSnapshot, section: AccountSection): Record<string, string> => {
  const errors = sectionErrors(snapshot.context, section);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => snapshot.context.touched[section].includes(field)));
};

export const selectIsSectionDirty = (snapshot: AccountFormSnapshot, section: AccountSection): boolean => isSectionDirty(snapshot.context, section);

/** Any form has unsaved changes: leaving asks first. */
export const selectHasUnsavedChanges = (snapshot: AccountFormSnapshot): boolean =>
  snapshot.matches('editing') || snapshot.matches('confirmingLeave') ? dirtySections(snapshot.context).length > 0 : false;

export const selectSavingSection = (snapshot: AccountFormSnapshot): AccountSection | null =>
  snapshot.matches({ editing: 'saving' }) ? snapshot.context.saving : null;

export const selectLastSaved = (snapshot: AccountFormSnapshot): AccountSection | null => snapshot.context.lastSaved;

export const selectSaveError = (snapshot: AccountFormSnapshot): { section: AccountSection; code: string } | null => snapshot.context.saveError;

/** The leave question on screen: where the person was going and whether bank data would be lost. */
export const selectLeaveQuestion = (snapshot: AccountFormSnapshot): { destination: LeaveDestination; financial: boolean } | null =>
  snapshot.matches('confirmingLeave')
    ? { destination: snapshot.context.leaveTo ?? 'page', financial: dirtySections(snapshot.context).includes('bank') }
    : null;

export const selectHasLeft = (snapshot: AccountFormSnapshot): boolean => snapshot.matches('left');
