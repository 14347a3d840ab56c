/**
 * The Centry import landing's flow with its call provided from the typed `import` client and its
 * message shown by the portal's flash actor. flows.ts imports this module with /eiffel/centry-auth.
 */
import type { ActorRefFrom } from 'xstate';
import type { ApiClients } from '../api/clients.ts';
import { centryImportMachine } from '../../machines/centryImport/centryImport.machine.ts';
import { createCentryImportActors } from '../../machines/centryImport/centryImport.actors.ts';
import type { flashMachine } from '../../machines/flash/flash.machine.ts';

export function createCentryImportFlow(api: ApiClients, flash: ActorRefFrom<typeof flashMachine>): typeof centryImportMachine {
  return centryImportMachine.provide({
    actors: createCentryImportActors({
      startImport: ({ sellerId, code }) => api.import.GET('/import-start', { params: { query: { seller_id: sellerId, code } } }),
    }),
    actions: {
      showFlash: (_, message) => flash.send({ type: 'flash.show', message }),
      logFailure: (_, { code }) => console.error('[centryImport] import-start failed:', code),
    },
  });
}
