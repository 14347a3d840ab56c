/**
 * Tax-id lookup of the sign-up's company step: once the RUT typed in the field is valid and longer
 * than 7 characters, the onboarding service says whether it already belongs to a seller. If it
 * does, the "RUT ya registrado" modal names the registered company; the applicant acknowledges it
 * ("Entendido") and goes on (the new registration is tied to the commercial name they enter). A
 * failed lookup falls back silently: the wizard never blocks on it.
 *
 * Decisions:
 * - Only typing triggers a lookup (`taxId.typed`, the field's value after each keystroke or paste);
 *   a RUT restored from a draft is not looked up until it is edited.
 * - A RUT is asked about once while it stays in the field: the same value again (a filtered keystroke)
 *   asks nothing. Editing it away forgets it, so typing it back asks again.
 * - A RUT whose modal was acknowledged never opens the modal again in this wizard.
 * - Typing another RUT while a lookup runs cancels that lookup (its answer would be about a RUT no
 *   longer in the field).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { cleanRut, isValidRut } from '../../shared/onboarding/rut.ts';
import type { LookUpTaxIdInput, TaxIdLookupResult } from './taxIdLookup.actors.ts';

/** The registered seller the modal names. */
export interface RegisteredSeller {
  legalName: string;
  /** As the service stores it: cleaned, verifier upper-case. */
  documentNumber: string;
}

export interface TaxIdLookupContext {
  /** The cleaned RUT last asked about (while asking, after an answer or a failure); '' when none. */
  askedRut: string;
  /**
   * The seller the last SELLER_EXISTS answer named. Kept once the modal is acknowledged, so the modal
   * still reads right while it closes (animation).
   */
  seller: RegisteredSeller | null;
  /** Cleaned RUTs whose modal the applicant acknowledged. */
  acknowledgedRuts: readonly string[];
}

export type TaxIdLookupEvent =
  /** The RUT field's value after a keystroke or paste, as the field shows it (formatted or not). */
  | { type: 'taxId.typed'; value: string }
  /** "Entendido" in the modal (or closing it another way). */
  | { type: 'modal.acknowledge' };

/** RUTs of at most 7 cleaned characters are never looked up. */
const SHORTEST_RUT_LOOKED_UP = 8;

type Typed = Extract<TaxIdLookupEvent, { type: 'taxId.typed' }>;

export const taxIdLookupMachine = setup({
  types: {
    context: {} as TaxIdLookupContext,
    events: {} as TaxIdLookupEvent,
  },
  actors: {
    /** Placeholder; the composition root provides the call to the onboarding service. */
    lookUpTaxId: fromPromise<TaxIdLookupResult, LookUpTaxIdInput>(async () => {
      throw new Error('lookUpTaxId is provided by src/app/signupFlow.ts');
    }),
  },
  actions: {
    rememberAskedRut: assign(({ event }) => {
      assertEvent(event, 'taxId.typed');
      return { askedRut: cleanRut(event.value) };
    }),
    forgetAskedRut: assign({ askedRut: '' }),
    showSeller: assign((_, { result }: { result: TaxIdLookupResult }) =>
      result.outcome === 'sellerExists' ? { seller: { legalName: result.legalName, documentNumber: result.documentNumber } } : {},
    ),
    acknowledgeRut: assign(({ context }) => ({ acknowledgedRuts: [...context.acknowledgedRuts, context.askedRut] })),
    /** Placeholder; the composition root logs where the portal logs. */
    logLookupFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    /** A valid RUT longer than 7 characters, not the one already asked about, not acknowledged. */
    isNewRutToLookUp: ({ context, event }) => {
      const { value } = event as Typed;
      const rut = cleanRut(value);
      return (
        rut.length >= SHORTEST_RUT_LOOKED_UP &&
        isValidRut(value) &&
        rut !== context.askedRut &&
        !context.acknowledgedRuts.includes(rut)
      );
    },
    leavesAskedRut: ({ context, event }) => cleanRut((event as Typed).value) !== context.askedRut,
    sellerExists: (_, { result }: { result: TaxIdLookupResult }) => result.outcome === 'sellerExists',
  },
}).createMachine({
  id: 'taxIdLookup',
  context: { askedRut: '', seller: null, acknowledgedRuts: [] },
  initial: 'closed',
  states: {
    closed: {
      description:
        'No modal and no lookup running: nothing typed yet, a RUT too short or invalid, a failed lookup, or an acknowledged modal.',
      on: {
        'taxId.typed': [
          { guard: 'isNewRutToLookUp', target: 'checking', actions: 'rememberAskedRut' },
          // A failed RUT edited away may be asked about again once it is typed back.
          { guard: 'leavesAskedRut', actions: 'forgetAskedRut' },
        ],
      },
    },
    checking: {
      description: 'Asking the onboarding service about the RUT in the field; the applicant keeps typing meanwhile.',
      invoke: {
        id: 'lookUpTaxId',
        src: 'lookUpTaxId',
        input: ({ context }) => ({ rut: context.askedRut }),
        onDone: [
          {
            guard: { type: 'sellerExists', params: ({ event }) => ({ result: event.output }) },
            target: 'documentExists',
            actions: { type: 'showSeller', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'documentNotExists' },
        ],
        // Network down, 429, 5xx: the lookup falls back silently, the wizard goes on; only the log knows.
        onError: {
          target: 'closed',
          actions: { type: 'logLookupFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
        },
      },
      on: {
        'taxId.typed': [
          // Another RUT to ask about: the stale lookup is cancelled and a new one starts.
          { guard: 'isNewRutToLookUp', target: 'checking', reenter: true, actions: 'rememberAskedRut' },
          // The RUT asked about left the field: its answer no longer matters.
          { guard: 'leavesAskedRut', target: 'closed', actions: 'forgetAskedRut' },
        ],
      },
    },
    documentExists: {
      description:
        'The RUT belongs to a registered seller: the modal names it until acknowledged. The modal holds the focus, so nothing is typed meanwhile.',
      on: {
        'modal.acknowledge': { target: 'closed', actions: 'acknowledgeRut' },
      },
    },
    documentNotExists: {
      description: 'The RUT in the field belongs to no seller: no modal.',
      on: {
        'taxId.typed': [
          { guard: 'isNewRutToLookUp', target: 'checking', actions: 'rememberAskedRut' },
          // Edited away: what was learnt is about another RUT now.
          { guard: 'leavesAskedRut', target: 'closed', actions: 'forgetAskedRut' },
        ],
      },
    },
  },
});
