/**
 * /user/myAccount's flow with its calls provided from the typed `auth`, `sellers` and
 * `onboardingLookups` clients, and the alertAccount flag written to storage. flows.ts imports this
 * module with the route.
 */
import type { ApiClients } from '../api/clients.ts';
import { accountFormMachine } from '../../machines/accountForm/accountForm.machine.ts';
import { createAccountFormActors } from '../../machines/accountForm/accountForm.actors.ts';
import { writeAccountAlert } from './accountAlert.ts';

export function createAccountFlow(api: ApiClients, storage: Storage): typeof accountFormMachine {
  return accountFormMachine.provide({
    actors: createAccountFormActors({
      getProfile: () => api.auth.GET('/auth/me'),
      updateProfile: (body) => api.auth.PUT('/auth/me', { body }),
      getSellerAccount: (sellerId) => api.sellers.GET('/sellers/{sellerId}/account', { params: { path: { sellerId } } }),
      updateSellerContact: (sellerId, body) => api.sellers.PUT('/sellers/{sellerId}/account', { params: { path: { sellerId } }, body }),
      updateBankAccount: (sellerId, body) => api.sellers.PUT('/sellers/{sellerId}/bank-account', { params: { path: { sellerId } }, body }),
      listBanks: () => api.onboardingLookups.GET('/v1/onboarding/banks'),
    }),
    actions: {
      syncAccountAlert: (_, alert) => writeAccountAlert(storage, alert),
      logFailure: (_, { code }) => console.error('[accountForm] account call failed:', code),
    },
  });
}
