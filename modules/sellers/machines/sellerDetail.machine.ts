/**
 * One seller's page in the directory: its record, contacts, bank and warehouses, publish history
 * and terms acceptances (with their receipts), and what an admin does there: publish or unpublish
 * it with a reason, and change its type and collector flag.
 *
 * Each action opens a form (the portal's form chart) and sends what it holds; a failure brings the
 * form back with everything typed, to send again. A 409 means the seller moved meanwhile (another
 * admin published it, changed its settings): the page says so while it reads the seller again,
 * and shows it as it now is.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { EMPTY_PUBLICATION, publicationFormMachine, type PublicationValues } from './publicationForm.ts';
import { settingsFormMachine, type SettingsValues } from './settingsForm.ts';
import type { SellerRecord, SellerType, TermsAcceptance } from './sellers.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface SellerDetailInput {
  sellerId: number;
}

/** What the page loads: the record and its terms acceptances. */
export interface SellerPageData {
  record: SellerRecord;
  acceptances: TermsAcceptance[];
}

export interface SellerDetailContext extends SellerDetailInput {
  record: SellerRecord | null;
  acceptances: TermsAcceptance[];
  /** The reason typed in the publish or unpublish form: brought back if the send fails. */
  publicationDraft: PublicationValues | null;
  /** The settings chosen in their form: brought back if the save fails. */
  settingsDraft: SettingsValues | null;
  /** The code of the failure the page shows. */
  problem: string | null;
}

export type SellerDetailEvent =
  | { type: 'seller.retry' }
  /** "Publicar" or "Despublicar": opens the reason form for the change the seller's state allows. */
  | { type: 'publication.open' }
  | { type: 'publication.close' }
  /** "Editar tipo y recolección". */
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  /** "Descargar comprobante" of one acceptance. */
  | { type: 'receipt.download'; acceptanceId: string };

export interface PublicationRequest {
  sellerId: number;
  publish: boolean;
  reason: string;
}

export interface SettingsRequest {
  sellerId: number;
  sellerType: SellerType;
  isCollector: boolean;
  version: number;
}

export interface ReceiptRequest {
  acceptanceId: string;
}

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.statusCode : null);

const keepData = { type: 'keepData', params: ({ event }: { event: { output: SellerPageData } }) => ({ data: event.output }) } as const;
const keepRecord = { type: 'keepRecord', params: ({ event }: { event: { output: SellerRecord } }) => ({ record: event.output }) } as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const isNotFound = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 404 }) } as const;
const isConflict = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 409 }) } as const;

/** The change the seller's state allows: a published seller may be unpublished, and the reverse. */
const publishesNext = (context: SellerDetailContext): boolean => !(context.record?.seller.publish ?? false);

/** What the settings form starts from: the draft of a failed save, or the record as stored. */
function settingsStart(context: SellerDetailContext): SettingsValues {
  if (context.settingsDraft) return context.settingsDraft;
  return { sellerType: context.record?.seller.sellerType ?? '', isCollector: context.record?.seller.isCollector ?? false };
}

/** Reads the seller again, after a 409, and shows it as it now is. */
const reload = {
  id: 'reloadSeller',
  src: 'loadSeller',
  input: ({ context }: { context: SellerDetailContext }) => ({ sellerId: context.sellerId }),
  onDone: { target: '#sellerDetail.loaded.outdated', actions: keepData },
  onError: [
    { guard: isNotFound, target: '#sellerDetail.notFound' },
    { target: '#sellerDetail.failed', actions: keepProblem },
  ],
} as const;

export const sellerDetailMachine = setup({
  types: {
    context: {} as SellerDetailContext,
    input: {} as SellerDetailInput,
    events: {} as SellerDetailEvent,
    children: {} as { publicationForm: 'publicationForm'; settingsForm: 'settingsForm' },
  },
  actors: {
    /** GET /v1/seller-directory/{sellerId} and its terms acceptances (GET /document-seller/acceptances?sellerId=). */
    loadSeller: fromPromise<SellerPageData, SellerDetailInput>(async () => notProvided('loadSeller')()),
    /** POST /v1/seller-directory/{sellerId}/publication: answers the record as it now is. */
    changePublication: fromPromise<SellerRecord, PublicationRequest>(async () => notProvided('changePublication')()),
    /** PATCH /v1/seller-directory/{sellerId}: answers the record as it now is. */
    saveSettings: fromPromise<SellerRecord, SettingsRequest>(async () => notProvided('saveSettings')()),
    /** GET /document-seller/acceptances/{id}/receipt. */
    downloadReceipt: fromPromise<DownloadedFile, ReceiptRequest>(async () => notProvided('downloadReceipt')()),
    publicationForm: publicationFormMachine,
    settingsForm: settingsFormMachine,
  },
  actions: {
    keepData: assign((_, { data }: { data: SellerPageData }) => ({ record: data.record, acceptances: data.acceptances })),
    keepRecord: assign((_, { record }: { record: SellerRecord }) => ({ record })),
    keepPublicationDraft: assign((_, { values }: { values: PublicationValues }) => ({ publicationDraft: values })),
    forgetPublicationDraft: assign({ publicationDraft: null }),
    keepSettingsDraft: assign((_, { values }: { values: SettingsValues }) => ({ settingsDraft: values })),
    forgetSettingsDraft: assign({ settingsDraft: null }),
    forgetProblem: assign({ problem: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    /** Placeholder; the module tells the breadcrumb the seller's name for its id segment. */
    announceName: (_, _params: { sellerId: number; name: string }) => {},
  },
  guards: {
    isStatus: (_, { error, status }: { error: unknown; status: number }) => statusOf(error) === status,
    hasAcceptance: ({ context }, { acceptanceId }: { acceptanceId: string }) => context.acceptances.some((acceptance) => acceptance.id === acceptanceId),
  },
}).createMachine({
  id: 'sellerDetail',
  context: ({ input }) => ({ sellerId: input.sellerId, record: null, acceptances: [], publicationDraft: null, settingsDraft: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The seller is on its way; nothing of it is known yet.',
      invoke: {
        id: 'loadSeller',
        src: 'loadSeller',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: {
          target: 'loaded',
          actions: [keepData, { type: 'announceName', params: ({ event }) => ({ sellerId: event.output.record.seller.id, name: event.output.record.seller.name }) }],
        },
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    failed: {
      description: 'The seller could not be loaded (no network, a server failure); "Reintentar" asks again.',
      on: { 'seller.retry': 'loading' },
    },
    notFound: {
      description: 'No seller has this id: nothing to retry.',
    },
    loaded: {
      description: 'The seller is on screen with what an admin may do to it.',
      on: {
        'publication.open': { target: 'publication', actions: ['forgetPublicationDraft', 'forgetProblem'] },
        'settings.open': { target: 'settings', actions: ['forgetSettingsDraft', 'forgetProblem'] },
        'receipt.download': {
          guard: { type: 'hasAcceptance', params: ({ event }) => ({ acceptanceId: event.acceptanceId }) },
          target: 'downloadingReceipt',
        },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        publicationSaved: { description: 'The publish or unpublish was recorded: the page says which, and the history shows it first.' },
        settingsSaved: { description: 'The type and collector flag were stored: the page says so.' },
        receiptFailed: { description: 'The receipt could not be downloaded; it may be asked for again.' },
        outdated: { description: 'The seller had changed under the page (409): it is shown as it now is, and the page says so.' },
      },
    },
    publication: {
      description: 'The form asks why the seller is published or unpublished; it sends nothing until the reason meets the rules.',
      invoke: {
        id: 'publicationForm',
        src: 'publicationForm',
        input: ({ context }) =>
          context.publicationDraft
            ? { values: context.publicationDraft, facts: publishesNext(context), touched: { reason: true } as const }
            : { values: EMPTY_PUBLICATION, facts: publishesNext(context) },
        onDone: { target: 'sendingPublication', actions: { type: 'keepPublicationDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: { 'publication.close': { target: 'loaded', actions: 'forgetPublicationDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The change reached no verdict; the form is back with the reason typed, to send again.' },
      },
    },
    sendingPublication: {
      description: 'The change is being recorded; the form stays as sent and nothing else can be pressed.',
      invoke: {
        id: 'changePublication',
        src: 'changePublication',
        input: ({ context }) => ({ sellerId: context.sellerId, publish: publishesNext(context), reason: context.publicationDraft?.reason.trim() ?? '' }),
        onDone: { target: 'loaded.publicationSaved', actions: [keepRecord, 'forgetPublicationDraft'] },
        onError: [
          { guard: isConflict, target: 'conflict', actions: [keepProblem, 'forgetPublicationDraft'] },
          { target: 'publication.failed', actions: keepProblem },
        ],
      },
    },
    settings: {
      description: 'The form shows the seller type and collector flag to change; it sends only a change.',
      invoke: {
        id: 'settingsForm',
        src: 'settingsForm',
        input: ({ context }) =>
          context.settingsDraft
            ? { values: settingsStart(context), facts: null, touched: { sellerType: true, isCollector: true } as const }
            : { values: settingsStart(context), facts: null },
        onDone: { target: 'savingSettings', actions: { type: 'keepSettingsDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: { 'settings.close': { target: 'loaded', actions: 'forgetSettingsDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The save reached no verdict; the form is back with what was chosen, to send again.' },
      },
    },
    savingSettings: {
      description: 'The settings are being stored on the version the page read.',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({
          sellerId: context.sellerId,
          // The form sends only a valid type, so '' never gets here; pim is the type of a seller without one.
          sellerType: context.settingsDraft?.sellerType || 'pim',
          isCollector: context.settingsDraft?.isCollector ?? false,
          version: context.record?.version ?? 1,
        }),
        onDone: { target: 'loaded.settingsSaved', actions: [keepRecord, 'forgetSettingsDraft'] },
        onError: [
          { guard: isConflict, target: 'conflict', actions: [keepProblem, 'forgetSettingsDraft'] },
          { target: 'settings.failed', actions: keepProblem },
        ],
      },
    },
    conflict: {
      description: 'The server refused the change (409): the seller moved meanwhile. The page says why while the seller is read again.',
      invoke: reload,
    },
    downloadingReceipt: {
      description: 'An acceptance receipt (PDF) is on its way to be saved.',
      invoke: {
        id: 'downloadReceipt',
        src: 'downloadReceipt',
        input: ({ event }) => ({ acceptanceId: event.type === 'receipt.download' ? event.acceptanceId : '' }),
        onDone: { target: 'loaded.idle', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: { target: 'loaded.receiptFailed', actions: keepProblem },
      },
    },
  },
});
