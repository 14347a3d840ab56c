/**
 * One seller's page in the directory: its record, contacts, bank and warehouses, publish history
 * and terms acceptances (with their receipts), and what an admin does there: publish or unpublish
 * it with a reason, and change its type and collector flag.
 *
 * The kit's detail chart (machines/detail): each action asks with a form of its own and sends what
 * it holds; a failure brings the form back with everything typed, to send again. Each acceptance's
 * receipt is a download. A 409 means the seller moved meanwhile (another admin published it,
 * changed its settings): the page says so while it reads the seller again, and shows it as it now is.
 */
import { createDetailMachine, hasStatus, type DetailActRequest } from '../../../machines/detail/detail.machine.ts';
import { EMPTY_PUBLICATION, publicationFormMachine, type PublicationValues } from './publicationForm.ts';
import { settingsFormMachine, type SettingsValues } from './settingsForm.ts';
import type { SellerRecord, SellerType, TermsAcceptance } from './sellers.types.ts';

export interface SellerDetailInput {
  sellerId: number;
}

/** What the page loads: the record and its terms acceptances. */
export interface SellerPageData {
  record: SellerRecord;
  acceptances: TermsAcceptance[];
}

/** "Publicar" or "Despublicar" (the change the seller's state allows), and "Editar tipo y recolección". */
export type SellerAction = 'publication' | 'settings';

export const SELLER_ACTIONS = { publication: 'form', settings: 'form' } as const satisfies Record<SellerAction, 'form'>;

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The change the seller's state allows: a published seller may be unpublished, and the reverse. */
export const publishesNext = (data: SellerPageData): boolean => !data.record.seller.publish;

/** What a publish or unpublish sends. */
export function publicationBodyOf({ detail, values }: DetailActRequest<SellerDetailInput, SellerPageData, SellerAction, PublicationValues | SettingsValues>) {
  return { publish: publishesNext(detail), reason: values && 'reason' in values ? values.reason.trim() : '' };
}

/** What a settings save sends, on the version the page read. */
export function settingsBodyOf({ detail, values }: DetailActRequest<SellerDetailInput, SellerPageData, SellerAction, PublicationValues | SettingsValues>) {
  const settings = values && 'sellerType' in values ? values : null;
  // The form sends only a valid type, so '' never gets here; pim is the type of a seller without one.
  const sellerType: SellerType = settings?.sellerType || 'pim';
  return { sellerType, isCollector: settings?.isCollector ?? false, version: detail.record.version };
}

export const sellerDetailMachine = createDetailMachine<SellerDetailInput, SellerPageData, SellerAction, typeof publicationFormMachine | typeof settingsFormMachine, DownloadedFile>({
  id: 'sellerDetail',
  actions: SELLER_ACTIONS,
  // An admin may always publish or unpublish a seller and change its settings.
  allows: () => true,
  form: {
    machines: { publication: publicationFormMachine, settings: settingsFormMachine },
    // A refused send brings back everything typed, its errors shown; settings start from the record as stored.
    start: (action, data, draft) => {
      if (action === 'publication') {
        const values = draft && 'reason' in draft ? draft : null;
        const facts = publishesNext(data);
        return values ? { values, facts, touched: { reason: true } as const } : { values: EMPTY_PUBLICATION, facts };
      }
      const values = draft && 'sellerType' in draft ? draft : null;
      const stored: SettingsValues = { sellerType: data.record.seller.sellerType ?? '', isCollector: data.record.seller.isCollector };
      return values ? { values, facts: null, touched: { sellerType: true, isCollector: true } as const } : { values: stored, facts: null };
    },
  },
  isConflict: hasStatus(409),
  // Each acceptance shown has its receipt, named by the acceptance's id.
  downloads: (data, acceptanceId) => data.acceptances.some((acceptance) => acceptance.id === acceptanceId),
});
