/**
 * /user/myAccount: the signed-in user's own data and, for sellers, the seller's contact data and
 * bank account, as three forms saved one at a time. The flow knows which of them differ from what
 * is stored (dirty), keeps the alertAccount storage flag on while anything does (so a logout asks
 * first) and, when the person tries to leave with unsaved changes, asks before
 * letting them go (the financial-data variant when the bank account is among them).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import {
  validateBank,
  validateProfile,
  validateSellerContact,
  type BankValues,
  type FieldErrors,
  type ProfileValues,
  type SellerContactValues,
} from '../../shared/account/accountRules.ts';

export type AccountSection = 'profile' | 'contact' | 'bank';

export interface SectionValues {
  profile: ProfileValues;
  contact: SellerContactValues;
  bank: BankValues;
}

/** Read-only facts the screen shows next to the forms. */
export interface AccountFacts {
  email: string;
  role: string;
  /** null for a user without a seller: only the profile form is shown. */
  seller: { id: number; name: string; legalName: string; documentNumber: string | null } | null;
  /** Institutions a seller may be paid into, by name. */
  banks: ReadonlyArray<{ code: string; name: string }>;
}

export interface LoadedAccount {
  facts: AccountFacts;
  saved: SectionValues;
}

export type SaveSectionInput = { section: AccountSection; values: SectionValues[AccountSection]; sellerId: number | null };

/** A save the server refused for a rule (400 VALIDATION_FAILED) comes back as `refused` with the field ids. */
export type SaveSectionOutput =
  | { outcome: 'saved'; section: AccountSection; values: SectionValues[AccountSection] }
  | { outcome: 'refused'; section: AccountSection; errors: Record<string, string> };

/** Where the person was going when asked: another page, or out of the session. */
export type LeaveDestination = 'page' | 'logout';

export type AccountFormEvent =
  | { type: 'field.change'; section: AccountSection; field: string; value: string }
  | { type: 'section.save'; section: AccountSection }
  | { type: 'section.discard'; section: AccountSection }
  | { type: 'leave.request'; destination: LeaveDestination }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'load.retry' };

export interface AccountFormContext {
  facts: AccountFacts | null;
  saved: SectionValues;
  values: SectionValues;
  /** Fields whose error is shown: changed ones, and every field of a section whose save was refused. */
  touched: Record<AccountSection, string[]>;
  /** Errors the server found that the form's rules did not (an unknown bank code). */
  serverErrors: Record<AccountSection, Record<string, string>>;
  saving: AccountSection | null;
  lastSaved: AccountSection | null;
  saveError: { section: AccountSection; code: string } | null;
  loadError: string | null;
  leaveTo: LeaveDestination | null;
}

export const EMPTY_VALUES: SectionValues = {
  profile: { firstName: '', lastName: '', phone: '' },
  contact: { contactEmail: '', contactPhone: '' },
  bank: { bankCode: '', accountType: '', accountNumber: '' },
};

const VALIDATORS: { [S in AccountSection]: (values: SectionValues[S]) => FieldErrors<SectionValues[S]> } = {
  profile: validateProfile,
  contact: validateSellerContact,
  bank: validateBank,
};

/** The rule errors of a section's values (the server's own refusals added while the value is unchanged). */
export function sectionErrors(context: Pick<AccountFormContext, 'values' | 'serverErrors'>, section: AccountSection): Record<string, string> {
  const errors = (VALIDATORS[section] as (values: SectionValues[AccountSection]) => Record<string, string>)(context.values[section]);
  return { ...context.serverErrors[section], ...errors };
}

/** The sections the person can see and edit: the profile always, the seller's forms for sellers. */
export const sectionsOf = (facts: AccountFacts | null): AccountSection[] => (facts?.seller ? ['profile', 'contact', 'bank'] : ['profile']);

export const isSectionDirty = (context: Pick<AccountFormContext, 'values' | 'saved'>, section: AccountSection): boolean =>
  JSON.stringify(context.values[section]) !== JSON.stringify(context.saved[section]);

export const dirtySections = (context: Pick<AccountFormContext, 'values' | 'saved' | 'facts'>): AccountSection[] =>
  sectionsOf(context.facts).filter((section) => isSectionDirty(context, section));

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the composition root`);
};

const noSectionState = { profile: [], contact: [], bank: [] };

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
  },
  actors: {
    /** GET /auth/me, and for sellers GET /sellers/{id}/account and the banks list. */
    loadAccount: fromPromise<LoadedAccount>(async () => notProvided('loadAccount')()),
    /** PUT /auth/me, /sellers/{id}/account or /sellers/{id}/bank-account. */
    saveSection: fromPromise<SaveSectionOutput, SaveSectionInput>(async () => notProvided('saveSection')()),
  },
  actions: {
    keepLoaded: assign((_, params: LoadedAccount) => ({
      facts: params.facts,
      saved: params.saved,
      values: params.saved,
      loadError: null,
    })),
    keepLoadError: assign({ loadError: (_, params: { code: string }) => params.code }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { section, field, value } = event;
      const serverErrors = { ...context.serverErrors[section] };
      delete serverErrors[field];
      return {
        values: { ...context.values, [section]: { ...context.values[section], [field]: value } },
        touched: { ...context.touched, [section]: context.touched[section].includes(field) ? context.touched[section] : [...context.touched[section], field] },
        serverErrors: { ...context.serverErrors, [section]: serverErrors },
        lastSaved: null,
        saveError: null,
      };
    }),
    /** A refused save shows every error of the section. */
    touchSection: assign(({ context, event }) => {
      assertEvent(event, 'section.save');
      return { touched: { ...context.touched, [event.section]: Object.keys(context.values[event.section]) }, lastSaved: null, saveError: null };
    }),
    discardSection: assign(({ context, event }) => {
      assertEvent(event, 'section.discard');
      return {
        values: { ...context.values, [event.section]: context.saved[event.section] },
        touched: { ...context.touched, [event.section]: [] },
        serverErrors: { ...context.serverErrors, [event.section]: {} },
        saveError: null,
      };
    }),
    startSaving: assign(({ event }) => {
      assertEvent(event, 'section.save');
      return { saving: event.section, lastSaved: null, saveError: null };
    }),
    keepSaveAnswer: assign(({ context }, answer: SaveSectionOutput) =>
      answer.outcome === 'saved'
        ? {
            saved: { ...context.saved, [answer.section]: answer.values },
            // Nothing was typed meanwhile (the form is read-only while saving): the stored values are shown.
            values: { ...context.values, [answer.section]: answer.values },
            touched: { ...context.touched, [answer.section]: [] },
            saving: null,
            lastSaved: answer.section,
          }
        : {
            serverErrors: { ...context.serverErrors, [answer.section]: answer.errors },
            touched: { ...context.touched, [answer.section]: Object.keys(context.values[answer.section]) },
            saving: null,
          },
    ),
    keepSaveError: assign(({ context }, params: { code: string }) => ({
      saveError: context.saving ? { section: context.saving, code: params.code } : null,
      saving: null,
    })),
    keepDestination: assign({
      leaveTo: ({ event }) => {
        assertEvent(event, 'leave.request');
        return event.destination;
      },
    }),
    forgetDestination: assign({ leaveTo: null }),
    /**
     * Writes the alertAccount storage flag: on ('1') while any form has unsaved
     * changes, with the bank account among them or not; off otherwise. Provided by the composition root.
     */
    syncAccountAlert: (_, _params: { dirty: boolean; bankDirty: boolean }) => {},
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    sectionInvalid: ({ context, event }) => {
      assertEvent(event, 'section.save');
      return Object.keys(sectionErrors(context, event.section)).length > 0;
    },
    sectionDirty: ({ context, event }) => {
      assertEvent(event, ['section.save', 'section.discard']);
      return sectionsOf(context.facts).includes(event.section) && isSectionDirty(context, event.section);
    },
    anythingDirty: ({ context }) => dirtySections(context).length > 0,
  },
}).createMachine({
  id: 'accountForm',
  context: {
    facts: null,
    saved: EMPTY_VALUES,
    values: EMPTY_VALUES,
    touched: noSectionState,
    serverErrors: { profile: {}, contact: {}, bank: {} },
    saving: null,
    lastSaved: null,
    saveError: null,
    loadError: null,
    leaveTo: null,
  },
  initial: 'loading',
  states: {
    // Why: the forms show the stored data, so nothing can be typed before it arrives.
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'editing', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'keepLoadError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
            { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    // Why a retry: the data could not be read (offline...), nothing is lost by asking again.
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    editing: {
      // Why on entry: a page opened fresh has nothing unsaved, whatever an earlier visit left behind.
      entry: { type: 'syncAccountAlert', params: ({ context }) => alertOf(context) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'field.change': { actions: ['changeField', { type: 'syncAccountAlert', params: ({ context }) => alertOf(context) }] },
            'section.save': [
              // Why no call: the rules already say what is wrong; every error of the section is shown.
              { guard: 'sectionInvalid', target: 'idle', actions: 'touchSection' },
              { guard: 'sectionDirty', target: 'saving', actions: 'startSaving' },
            ],
            'section.discard': {
              guard: 'sectionDirty',
              actions: ['discardSection', { type: 'syncAccountAlert', params: ({ context }) => alertOf(context) }],
            },
            'leave.request': { guard: 'anythingDirty', target: '#accountForm.confirmingLeave', actions: 'keepDestination' },
          },
        },
        // Why read-only: what is being stored is what was typed; another change would race the answer.
        saving: {
          invoke: {
            id: 'saveSection',
            src: 'saveSection',
            input: ({ context }) => ({
              section: context.saving ?? 'profile',
              values: context.values[context.saving ?? 'profile'],
              sellerId: context.facts?.seller?.id ?? null,
            }),
            // Stored (the section is clean again) or refused for a rule only the server knows (the
            // errors show under their fields); either way the form is editable again.
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepSaveAnswer', params: ({ event }) => event.output },
                { type: 'syncAccountAlert', params: ({ context }) => alertOf(context) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'keepSaveError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
                { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
              ],
            },
          },
        },
      },
    },
    // Why a state of its own: the navigation waits here for the person's answer (the router's blocker).
    confirmingLeave: {
      on: {
        'leave.confirm': 'left',
        'leave.cancel': { target: 'editing', actions: 'forgetDestination' },
      },
    },
    // Why final: the person chose to lose the changes; the flag goes off so nothing asks again.
    left: {
      type: 'final',
      entry: { type: 'syncAccountAlert', params: { dirty: false, bankDirty: false } },
    },
  },
});

function alertOf(context: AccountFormContext): { dirty: boolean; bankDirty: boolean } {
  const dirty = dirtySections(context);
  return { dirty: dirty.length > 0, bankDirty: dirty.includes('bank') };
}
