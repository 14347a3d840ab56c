/**
 * "Publicar nueva versión" (Configuración > Comunicaciones > Términos > nueva): the published keys are
 * read first (to choose the document), then the form is filled; a chosen PDF is read to base64 by
 * an actor, not by the view. A valid form ends with its values; the page shows what sellers will be
 * asked and publishes only once the admin confirms. A refusal brings the form back with the server's
 * errors under their fields; a failure keeps everything (the file too) and offers to send it again.
 */
import { assign, fromPromise, sendTo, setup, stopChild, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import type { components } from '../../../openapi/generated/documents.ts';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { FieldOf, FormFieldErrors } from '../../../machines/form/form.machine.ts';
import { emptyTermsValues, isReadablePdf, termsFormMachine, type TermsValues } from './termsForm.ts';

export type Terms = components['schemas']['Terms'];

/** The publish's answer: published, or refused with errors under fields and/or a code. */
export type PublishResult = { outcome: 'published'; terms: Terms } | { outcome: 'refused'; code: string | null; fields: FormFieldErrors<TermsValues> };

/** A chosen file as the chart holds it: what it needs to decide whether to read it. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The file itself, read by the `readPdf` actor. */
  blob: Blob;
}

export interface TermsPublishContext {
  keys: string[] | null;
  /** The form on screen (spawned on entering the editing, so the file's reading can speak to it). */
  form: ActorRefFrom<typeof termsFormMachine> | null;
  values: TermsValues;
  touched: Partial<Record<FieldOf<TermsValues>, true>>;
  refused: FormFieldErrors<TermsValues>;
  file: ChosenFile | null;
  /** The code of the last failure, or of a refusal no field explains. */
  problem: string | null;
  published: Terms | null;
}

export type TermsPublishEvent =
  | { type: 'keys.retry' }
  | { type: 'pdf.choose'; file: ChosenFile }
  | { type: 'confirm.back' }
  | { type: 'confirm.send' }
  | { type: 'publish.cancel' }
  | DoneActorEvent<TermsValues, 'form'>;

const EVERY_FIELD = { key: true, newKey: true, title: true, contentKind: true, html: true, pdfName: true, startDate: true, endDate: true, approvalLimitDate: true, acceptance: true } as const;

export const termsPublishMachine = setup({
  types: {
    context: {} as TermsPublishContext,
    events: {} as TermsPublishEvent,
    children: {} as { form: 'termsForm' },
  },
  actors: {
    listKeys: fromPromise<string[]>(async () => {
      throw new Error('listKeys is provided by the module');
    }),
    readPdf: fromPromise<string, { file: Blob }>(async () => {
      throw new Error('readPdf is provided by the module');
    }),
    publishTerms: fromPromise<PublishResult, { values: TermsValues }>(async () => {
      throw new Error('publishTerms is provided by the module');
    }),
    termsForm: termsFormMachine,
  },
  guards: {
    isReadable: (_, { file }: { file: ChosenFile }) => isReadablePdf(file),
    wasPublished: (_, { result }: { result: PublishResult }) => result.outcome === 'published',
  },
  actions: {
    keepKeys: assign({ keys: (_, keys: string[]) => keys, values: (_, keys: string[]) => emptyTermsValues(keys), problem: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    forgetProblem: assign({ problem: null }),
    keepValues: assign({ values: (_, values: TermsValues) => values, touched: EVERY_FIELD, refused: {}, problem: null }),
    keepFile: assign({ file: (_, file: ChosenFile) => file }),
    /** The file's name and size go to the form at once, so its rules speak about a wrong file right away. */
    chooseFile: sendTo(({ context }) => context.form!, (_, file: ChosenFile) => ({ type: 'form.change' as const, values: { pdfName: file.name, pdfSize: file.size, pdfBase64: '', pdfUnreadable: false } })),
    touchFile: sendTo(({ context }) => context.form!, { type: 'form.blur' as const, field: 'pdfName' as const }),
    giveContent: sendTo(({ context }) => context.form!, (_, content: string) => ({ type: 'form.change' as const, values: { pdfBase64: content } })),
    // Said by the form's rules, so it goes when another file is chosen or the content becomes HTML.
    refuseFile: sendTo(({ context }) => context.form!, { type: 'form.change' as const, values: { pdfUnreadable: true } }),
    spawnForm: assign({
      form: ({ context, spawn }) =>
        spawn('termsForm', { id: 'form', input: { values: context.values, facts: { keys: context.keys ?? [] }, touched: context.touched, refused: context.refused } }),
    }),
    stopForm: stopChild('form'),
    forgetForm: assign({ form: null }),
    keepRefusal: assign((_, result: PublishResult) => (result.outcome === 'refused' ? { refused: result.fields, problem: result.code } : {})),
    keepPublished: assign({ published: (_, result: PublishResult) => (result.outcome === 'published' ? result.terms : null) }),
    /** Back to the list, which shows the new version; provided by the module (it navigates). */
    returnToList: (_, _terms: Terms | null) => {},
    /** Back to the list without publishing; provided by the module. */
    leave: () => {},
  },
}).createMachine({
  id: 'termsPublish',
  context: { keys: null, form: null, values: emptyTermsValues([]), touched: {}, refused: {}, file: null, problem: null, published: null },
  initial: 'loading',
  on: { 'publish.cancel': { target: '.cancelled' } },
  states: {
    loading: {
      description: 'The published keys are asked for, to choose the document the version belongs to.',
      invoke: {
        id: 'keys',
        src: 'listKeys',
        onDone: { target: 'editing', actions: { type: 'keepKeys', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The keys could not be loaded: the page says why and offers to try again.',
      on: { 'keys.retry': { target: 'loading', actions: 'forgetProblem' } },
    },
    editing: {
      description: 'The form (a child) is filled; it starts from what was typed before, with the server\'s refusals under their fields.',
      entry: 'spawnForm',
      exit: ['stopForm', 'forgetForm'],
      initial: 'idle',
      on: {
        'xstate.done.actor.form': { target: 'confirming', actions: { type: 'keepValues', params: ({ event }) => event.output } },
        'pdf.choose': [
          {
            guard: { type: 'isReadable', params: ({ event }) => ({ file: event.file }) },
            target: '.reading',
            reenter: true,
            actions: [{ type: 'keepFile', params: ({ event }) => event.file }, { type: 'chooseFile', params: ({ event }) => event.file }, 'touchFile'],
          },
          // Not a PDF by its name, or too large: the form's rules say so; nothing is read.
          { target: '.idle', actions: [{ type: 'keepFile', params: ({ event }) => event.file }, { type: 'chooseFile', params: ({ event }) => event.file }, 'touchFile'] },
        ],
      },
      states: {
        idle: { description: 'No file being read.' },
        reading: {
          description: 'The chosen PDF is read to base64; the form waits for its content.',
          invoke: {
            id: 'read',
            src: 'readPdf',
            input: ({ context }) => ({ file: context.file?.blob ?? new Blob() }),
            onDone: { target: 'idle', actions: { type: 'giveContent', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'refuseFile' },
          },
        },
      },
    },
    confirming: {
      description: 'What sellers will be asked is shown; nothing is sent until the admin confirms.',
      on: {
        'confirm.back': 'editing',
        'confirm.send': 'sending',
      },
    },
    sending: {
      description: 'The version is published; the confirmation waits for the answer.',
      invoke: {
        id: 'publish',
        src: 'publishTerms',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'wasPublished', params: ({ event }) => ({ result: event.output }) },
            target: 'published',
            actions: { type: 'keepPublished', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'keepRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'sendFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendFailed: {
      description: 'The publish reached no answer: everything typed (the file too) is kept; it may be sent again.',
      on: {
        'confirm.send': { target: 'sending', actions: 'forgetProblem' },
        'confirm.back': { target: 'editing', actions: 'forgetProblem' },
      },
    },
    published: {
      description: 'Published: back to the list, which shows the new version.',
      type: 'final',
      entry: { type: 'returnToList', params: ({ context }) => context.published },
    },
    cancelled: {
      description: 'Left without publishing: back to the list.',
      type: 'final',
      entry: 'leave',
    },
  },
});
