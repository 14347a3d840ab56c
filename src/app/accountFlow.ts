/**
 * /user/myAccount's flow with its calls provided from the typed `auth`, `sellers` and
 * `onboardingLookups` clients, and the alertAccount flag written to storage. flows.ts imports this
 * module with the route.
 */
import type { ApiClients } from '../api/clients.ts';
import { accountFormMachine, reportingForms } from '../../machines/accountForm/accountForm.machine.ts';
import { createAccountFormActors } from '../../machines/accountForm/accountForm.actors.ts';
import { writeAccountAlert } from './accountAlert.ts';

export function createAccountFlow(api: ApiClients, storage: Storage): typeof accountFormMachine {
  const logFailure = (code: string) => console.error('[accountForm] account call failed:', code);
  const { loadAccount, saveProfile, saveContact, saveBank } = createAccountFormActors(
    {
      getProfile: () => api.auth.GET('/auth/me'),
      updateProfile: (body) => api.auth.PUT('/auth/me', { body }),
      getSellerAccount: (sellerId) => api.sellers.GET('/sellers/{sellerId}/account', { params: { path: { sellerId } } }),
      updateSellerContact: (sellerId, body) => api.sellers.PUT('/sellers/{sellerId}/account', { params: { path: { sellerId } }, body }),
      updateBankAccount: (sellerId, body) => api.sellers.PUT('/sellers/{sellerId}/bank-account', { params: { path: { sellerId } }, body }),
      listBanks: () => api.onboardingLookups.GET('/v1/onboarding/banks'),
    },
    logFailure,
  );
  return accountFormMachine.provide({
    actors: {
      loadAccount,
      profileForm: reportingForms.profile.provide({ actors: { submit: saveProfile } }),
      contactForm: reportingForms.contact.provide({ actors: { submit: saveContact } }),
      bankForm: reportingForms.bank.provide({ actors: { submit: saveBank } }),
    },
    actions: {
      syncAccountAlert: (_, alert) => writeAccountAlert(storage, alert),
      logFailure: (_, { code }) => logFailure(code),
    },
  });
}
