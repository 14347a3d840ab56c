/**
 * The sign-up flow of /registrate-ahora with every side effect provided: the wizard (submission,
 * drafts in browser storage, analytics), the lookups its fields make (tax id, unique name and
 * e-mail, communes of a region) and the activity picker's catalogue chunk (the dropdowns' reference
 * lists are a chunk of their own, signupReference.ts). flows.ts imports this module on the first
 * visit, so none of it is in the login screen's first load.
 */
import type { ApiClients } from '../api/clients.ts';
import { dataOrThrow } from '../api/clients.ts';
import { cleanRut } from '../../shared/onboarding/rut.ts';
import { signupWizardMachine } from '../../machines/signupWizard/signupWizard.machine.ts';
import { createNewIdempotencyKey, createSubmitApplication } from '../../machines/signupWizard/signupWizard.actors.ts';
import { createDraftWriter } from '../../machines/signupWizard/draftWriter.ts';
import type { SignupDraft } from '../../machines/signupWizard/signupDraft.ts';
import { taxIdLookupMachine } from '../../machines/taxIdLookup/taxIdLookup.machine.ts';
import { createLookUpTaxId } from '../../machines/taxIdLookup/taxIdLookup.actors.ts';
import { uniqueCheckMachine } from '../../machines/uniqueCheck/uniqueCheck.machine.ts';
import { createCheckUnique } from '../../machines/uniqueCheck/uniqueCheck.actors.ts';
import { communeOptionsMachine } from '../../machines/communeOptions/communeOptions.machine.ts';
import { createLoadCommunes } from '../../machines/communeOptions/communeOptions.actors.ts';
import type { activityPickerMachine } from '../../machines/activityPicker/activityPicker.machine.ts';
import { createActivityPickerLogic } from './activityCatalogue.ts';
import { signupEvent, signupPageView, type Analytics } from './analytics.ts';
import { clearSignupDraft, createSignupDraftWriter, readSignupDraft } from './signupDraftStorage.ts';

/** What SignupLogicContext provides to the wizard's views: each flow's logic, ready to start. */
export interface SignupLogic {
  wizard: typeof signupWizardMachine;
  activityPicker: typeof activityPickerMachine;
  taxIdLookup: typeof taxIdLookupMachine;
  uniqueCheck: typeof uniqueCheckMachine;
  communeOptions: typeof communeOptionsMachine;
}

export interface SignupFlow extends SignupLogic {
  /** The draft kept in browser storage (the wizard's input), or null. */
  readDraft(): SignupDraft | null;
}

/**
 * Builds the flow. `navigate`, when given, is used to leave for /login on Quit; the wizard's view
 * provides its router's navigation otherwise.
 */
export function createSignupFlow(
  api: ApiClients,
  storage: Storage,
  analytics: Analytics,
  navigate?: (to: '/login') => void,
): SignupFlow {
  const writeDraft = createSignupDraftWriter(storage);

  const wizard = signupWizardMachine.provide({
    actors: {
      submitApplication: createSubmitApplication((body, idempotencyKey, signal) =>
        api.onboarding.POST('/web-hooks/register-form', { body, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }),
      ),
      newIdempotencyKey: createNewIdempotencyKey(),
      // Throttled writes of the latest draft, flushed when the tab is hidden (closed, or sent to the background).
      draftWriter: createDraftWriter({
        write: (draft) => void writeDraft(draft),
        clear: () => clearSignupDraft(storage),
        onPageHide: (flush) => {
          globalThis.addEventListener?.('pagehide', flush);
          return () => globalThis.removeEventListener?.('pagehide', flush);
        },
      }),
    },
    actions: {
      trackPageView: (_, { step }) => analytics.pageView?.(signupPageView(step)),
      trackEvent: (_, event) => {
        const cleanedRut = cleanRut(event.companyRut);
        analytics.track(
          event.action === 'stepCompleted'
            ? signupEvent({ action: 'stepCompleted', step: event.step, cleanedRut })
            : event.action === 'fail'
              ? signupEvent({ action: 'fail', cleanedRut, error: event.error })
              : signupEvent({ action: event.action, cleanedRut }),
        );
        if (event.action === 'fail') console.error('[signupWizard] submission failed:', event.error);
      },
      leaveToLogin: () => navigate?.('/login'),
    },
  });

  const taxIdLookup = taxIdLookupMachine.provide({
    actors: {
      lookUpTaxId: createLookUpTaxId((rut, signal) =>
        api.onboardingLookups.GET('/v1/sellers/document-number/{doc}', { params: { path: { doc: rut } }, signal }),
      ),
    },
  });

  const uniqueCheck = uniqueCheckMachine.provide({
    actors: {
      checkUnique: createCheckUnique({
        businessName: (name, signal) => api.onboardingLookups.GET('/v1/sellers/by-name/{name}', { params: { path: { name } }, signal }),
        commercialEmail: (email, signal) =>
          api.onboardingLookups.POST('/v1/sellers/findByAdminEmail/{email}', { params: { path: { email } }, signal }),
      }),
    },
  });

  const communeOptions = communeOptionsMachine.provide({
    actors: {
      loadCommunes: createLoadCommunes(async (regionCode, signal) => {
        const regions = dataOrThrow(await api.geography.GET('/node-giv/{regionCode}/commune', { params: { path: { regionCode } }, signal }));
        return regions[0]?.childGeographies ?? [];
      }),
    },
  });

  return {
    wizard,
    activityPicker: createActivityPickerLogic(),
    taxIdLookup,
    uniqueCheck,
    communeOptions,
    readDraft: () => readSignupDraft(storage),
  };
}
