/**
 * /user/myAccount: the signed-in user's own data and, for sellers, the seller's contact data and
 * bank account. The page loads what is stored, then opens one form per section (the portal's form
 * chart, spawned here), each saved on its own. The page keeps what the forms tell it:
 * - which sections have unsaved changes, so the alertAccount storage flag is on while any has
 *   (a logout asks first) and leaving asks before letting the person go (the financial-data
 *   variant when the bank account is among them);
 * - which section was saved last, for its "saved" line;
 * - and, when a form ends (its save was stored), the stored values, from which it opens the
 *   section again.
 */
import { assertEvent, assign, fromPromise, sendParent, setup, stopChild, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import type { FormChangeReport } from '../form/form.machine.ts';
import { errorCodeOf } from '../../shared/api-error.ts';
import {
  bankFormMachine,
  contactFormMachine,
  profileFormMachine,
  type AccountSection,
  type SectionChangedEvent,
  type SectionValues,
} from './accountSectionForms.ts';
import { notProvided } from '../notProvided.ts';

export type { AccountSection, SectionValues } from './accountSectionForms.ts';

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

/** Where the person was going when asked: another page, or out of the session. */
export type LeaveDestination = 'page' | 'logout';

export type AccountFormEvent =
  | SectionChangedEvent
  | { type: 'leave.request'; destination: LeaveDestination }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'load.retry' }
  /** A section's save was stored: its form ends with the stored values. */
  | DoneActorEvent<SectionValues['profile'], 'profileForm'>
  | DoneActorEvent<SectionValues['contact'], 'contactForm'>
  | DoneActorEvent<SectionValues['bank'], 'bankForm'>;

/** The open form of each section (null: not shown to this user, or not loaded yet). */
export interface SectionForms {
  profile: ActorRefFrom<typeof profileFormMachine> | null;
  contact: ActorRefFrom<typeof contactFormMachine> | null;
  bank: ActorRefFrom<typeof bankFormMachine> | null;
}

export interface AccountFormContext {
  facts: AccountFacts | null;
  forms: SectionForms;
  /** Sections whose values differ from those stored, as their forms last said. */
  unsaved: AccountSection[];
  /** The section whose save was stored last, until the next edit anywhere. */
  lastSaved: AccountSection | null;
  loadError: string | null;
  leaveTo: LeaveDestination | null;
}

/** The sections the person can see and edit: the profile always, the seller's forms for sellers. */
export const sectionsOf = (facts: AccountFacts | null): AccountSection[] => (facts?.seller ? ['profile', 'contact', 'bank'] : ['profile']);

const without = (sections: AccountSection[], section: AccountSection) => sections.filter((each) => each !== section);

/** A section's form to open, on the values stored for it. */
type OpenFormParams =
  | { section: 'profile'; values: SectionValues['profile'] }
  | { section: 'contact'; values: SectionValues['contact'] }
  | { section: 'bank'; values: SectionValues['bank'] };

const changedEvent = (section: AccountSection, report: { changed: boolean }): SectionChangedEvent => ({ type: 'section.changed', section, changed: report.changed });

/**
 * The section forms as the page runs them: each tells the page (its parent) every edit, naming its
 * section. The composition root provides each one's `submit` on these.
 */
export const reportingForms = {
  profile: profileFormMachine.provide({
    actions: { reportChange: sendParent((_, report: FormChangeReport<SectionValues['profile']>) => changedEvent('profile', report)) },
  }),
  contact: contactFormMachine.provide({
    actions: { reportChange: sendParent((_, report: FormChangeReport<SectionValues['contact']>) => changedEvent('contact', report)) },
  }),
  bank: bankFormMachine.provide({
    actions: { reportChange: sendParent((_, report: FormChangeReport<SectionValues['bank']>) => changedEvent('bank', report)) },
  }),
};

const syncAlert = { type: 'syncAccountAlert', params: ({ context }: { context: AccountFormContext }) => alertOf(context) } as const;

/** The actions of a stored save: stop the form that ended, open the section again on the stored values, keep the "saved" line. */
function whenStored<S extends AccountSection>(section: S, stopForm: 'stopProfileForm' | 'stopContactForm' | 'stopBankForm') {
  return {
    actions: [
      stopForm,
      { type: 'openForm', params: ({ event }: { event: { output: SectionValues[S] } }) => ({ section, values: event.output }) as OpenFormParams },
      { type: 'keepSaved', params: { section } },
      syncAlert,
    ],
  } as const;
}

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
  },
  actors: {
    /** GET /auth/me, and for sellers GET /sellers/{id}/account and the banks list. */
    loadAccount: fromPromise<LoadedAccount>(async () => notProvided('loadAccount')()),
    /** The section forms; the composition root provides each one's save (PUT /auth/me, /sellers/{id}/account, /sellers/{id}/bank-account). */
    profileForm: reportingForms.profile,
    contactForm: reportingForms.contact,
    bankForm: reportingForms.bank,
  },
  actions: {
    keepLoaded: assign((_, loaded: LoadedAccount) => ({ facts: loaded.facts, unsaved: [], loadError: null })),
    /** Opens a section's form from the stored values (a section this user does not have stays closed). */
    openForm: assign(({ context, spawn }, params: OpenFormParams) => {
      if (!sectionsOf(context.facts).includes(params.section)) return {};
      const facts = { sellerId: context.facts?.seller?.id ?? null };
      switch (params.section) {
        case 'profile':
          return { forms: { ...context.forms, profile: spawn('profileForm', { id: 'profileForm', input: { values: params.values, facts } }) } };
        case 'contact':
          return { forms: { ...context.forms, contact: spawn('contactForm', { id: 'contactForm', input: { values: params.values, facts } }) } };
        case 'bank':
          return { forms: { ...context.forms, bank: spawn('bankForm', { id: 'bankForm', input: { values: params.values, facts } }) } };
      }
    }),
    /** A saved section is stored: nothing of it is unsaved, and its "saved" line shows. */
    keepSaved: assign(({ context }, { section }: { section: AccountSection }) => ({ unsaved: without(context.unsaved, section), lastSaved: section })),
    keepLoadError: assign({ loadError: (_, params: { code: string }) => params.code }),
    keepChange: assign(({ context, event }) => {
      assertEvent(event, 'section.changed');
      return {
        unsaved: event.changed ? [...without(context.unsaved, event.section), event.section] : without(context.unsaved, event.section),
        lastSaved: null,
      };
    }),
    /** Stops a section's form that ended (its id is then free for the form opened again). */
    stopProfileForm: stopChild('profileForm'),
    stopContactForm: stopChild('contactForm'),
    stopBankForm: stopChild('bankForm'),
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
    anythingUnsaved: ({ context }) => context.unsaved.length > 0,
  },
}).createMachine({
  id: 'accountForm',
  context: {
    facts: null,
    forms: { profile: null, contact: null, bank: null },
    unsaved: [],
    lastSaved: null,
    loadError: null,
    leaveTo: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The forms show the stored data, so nothing can be typed before it arrives.',
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepLoaded', params: ({ event }) => event.output },
            { type: 'openForm', params: ({ event }) => ({ section: 'profile' as const, values: event.output.saved.profile }) },
            { type: 'openForm', params: ({ event }) => ({ section: 'contact' as const, values: event.output.saved.contact }) },
            { type: 'openForm', params: ({ event }) => ({ section: 'bank' as const, values: event.output.saved.bank }) },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'keepLoadError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
            { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The data could not be read (offline...): nothing is lost by asking again.',
      on: { 'load.retry': 'loading' },
    },
    ready: {
      description: 'The section forms are open; each is edited and saved on its own, even while the leave question is asked.',
      // A page opened fresh has nothing unsaved, whatever an earlier visit left behind.
      entry: syncAlert,
      on: {
        'section.changed': { actions: ['keepChange', syncAlert] },
        // A form ends when its save was stored: it opens again on the stored values.
        'xstate.done.actor.profileForm': whenStored('profile', 'stopProfileForm'),
        'xstate.done.actor.contactForm': whenStored('contact', 'stopContactForm'),
        'xstate.done.actor.bankForm': whenStored('bank', 'stopBankForm'),
      },
      initial: 'editing',
      states: {
        editing: {
          description: 'Nothing asked: leaving with nothing unsaved simply goes.',
          on: {
            'leave.request': { guard: 'anythingUnsaved', target: 'confirmingLeave', actions: 'keepDestination' },
          },
        },
        confirmingLeave: {
          description: "The navigation waits here for the person's answer (the router's blocker).",
          on: {
            'leave.confirm': '#accountForm.left',
            'leave.cancel': { target: 'editing', actions: 'forgetDestination' },
          },
        },
      },
    },
    left: {
      description: 'The person chose to lose the changes: the flag goes off so nothing asks again, and the forms stop.',
      type: 'final',
      entry: { type: 'syncAccountAlert', params: { dirty: false, bankDirty: false } },
    },
  },
});

function alertOf(context: AccountFormContext): { dirty: boolean; bankDirty: boolean } {
  return { dirty: context.unsaved.length > 0, bankDirty: context.unsaved.includes('bank') };
}
