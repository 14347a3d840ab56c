/** What a seller's page shows, as pure functions of its chart's snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { publicationFormMachine, PublicationValues } from './publicationForm.ts';
import type { sellerDetailMachine } from './sellerDetail.machine.ts';
import type { settingsFormMachine, SettingsValues } from './settingsForm.ts';
import type { SellerRecord, TermsAcceptance } from './sellers.types.ts';

export type SellerDetailSnapshot = SnapshotFrom<typeof sellerDetailMachine>;
export type PublicationFormRef = ActorRefFrom<typeof publicationFormMachine>;
export type SettingsFormRef = ActorRefFrom<typeof settingsFormMachine>;

export type DetailScreen = 'loading' | 'failed' | 'notFound' | 'seller';

export const selectDetailScreen = (snapshot: SellerDetailSnapshot): DetailScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'seller';
};

export const selectRecord = (snapshot: SellerDetailSnapshot): SellerRecord | null => snapshot.context.record;
export const selectAcceptances = (snapshot: SellerDetailSnapshot): TermsAcceptance[] => snapshot.context.acceptances;
export const selectLoadProblem = (snapshot: SellerDetailSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** What the page reports after an action. */
export type DetailNotice =
  | { kind: 'published' }
  | { kind: 'unpublished' }
  | { kind: 'settingsSaved' }
  | { kind: 'receiptFailed'; code: string }
  | { kind: 'conflict'; code: string; reloading: boolean };

export function selectNotice(snapshot: SellerDetailSnapshot): DetailNotice | null {
  const { record, problem } = snapshot.context;
  if (snapshot.matches({ loaded: 'publicationSaved' })) return { kind: record?.seller.publish ? 'published' : 'unpublished' };
  if (snapshot.matches({ loaded: 'settingsSaved' })) return { kind: 'settingsSaved' };
  if (snapshot.matches({ loaded: 'receiptFailed' })) return { kind: 'receiptFailed', code: problem ?? 'UNEXPECTED' };
  if (snapshot.matches('conflict')) return { kind: 'conflict', code: problem ?? 'UNEXPECTED', reloading: true };
  if (snapshot.matches({ loaded: 'outdated' })) return { kind: 'conflict', code: problem ?? 'UNEXPECTED', reloading: false };
  return null;
}

/** The buttons of the page: enabled only where the chart takes their event now. */
export const selectCanChangePublication = (snapshot: SellerDetailSnapshot): boolean => snapshot.can({ type: 'publication.open' });
export const selectCanEditSettings = (snapshot: SellerDetailSnapshot): boolean => snapshot.can({ type: 'settings.open' });
export const selectCanDownloadReceipt = (snapshot: SellerDetailSnapshot): boolean => snapshot.matches('loaded');

/** The publish or unpublish dialog. */
export const selectIsPublicationOpen = (snapshot: SellerDetailSnapshot): boolean => snapshot.matches('publication') || snapshot.matches('sendingPublication');
export const selectIsSendingPublication = (snapshot: SellerDetailSnapshot): boolean => snapshot.matches('sendingPublication');
export const selectPublicationForm = (snapshot: SellerDetailSnapshot): PublicationFormRef | undefined => snapshot.children.publicationForm;
export const selectPublicationDraft = (snapshot: SellerDetailSnapshot): PublicationValues | null => snapshot.context.publicationDraft;
export const selectPublicationProblem = (snapshot: SellerDetailSnapshot): string | null =>
  snapshot.matches({ publication: 'failed' }) ? snapshot.context.problem : null;

/** The settings dialog. */
export const selectIsSettingsOpen = (snapshot: SellerDetailSnapshot): boolean => snapshot.matches('settings') || snapshot.matches('savingSettings');
export const selectIsSavingSettings = (snapshot: SellerDetailSnapshot): boolean => snapshot.matches('savingSettings');
export const selectSettingsForm = (snapshot: SellerDetailSnapshot): SettingsFormRef | undefined => snapshot.children.settingsForm;
export const selectSettingsDraft = (snapshot: SellerDetailSnapshot): SettingsValues | null => snapshot.context.settingsDraft;
export const selectSettingsProblem = (snapshot: SellerDetailSnapshot): string | null => (snapshot.matches({ settings: 'failed' }) ? snapshot.context.problem : null);
