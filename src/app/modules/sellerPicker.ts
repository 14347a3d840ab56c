/**
 * The seller filter's chart with its one effect, the sellers' names the staff lists look up
 * (openapi/sellers.yaml, findSellerNames), for the modules whose lists staff read across sellers.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients.ts';
import { dataOrThrow } from './apiAnswers.ts';
import { sellerPickerMachine, type SellerChoice, type SellerNamesRequest } from '../../../machines/sellerPicker/sellerPicker.machine.ts';

export function createSellerPicker(api: Pick<ApiClients, 'sellers'>) {
  return sellerPickerMachine.provide({
    actors: {
      sellerNames: fromPromise<SellerChoice[], SellerNamesRequest>(async ({ input, signal }) => {
        return dataOrThrow(await api.sellers.GET('/seller-names', { params: { query: input }, signal })).items;
      }),
    },
  });
}

export type SellerPickerLogic = ReturnType<typeof createSellerPicker>;
