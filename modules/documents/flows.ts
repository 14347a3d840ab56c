/**
 * The composition root of the documents module: its charts with their effects provided from what
 * the shell lends (the typed documents client). Views receive the provided logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createNotificationsAdminActors, createTermsAdminActors, createTermsPublishActors } from './actors.ts';
import { notificationFormMachine } from './machines/notificationForm.ts';
import { notificationsAdminMachine } from './machines/notificationsAdmin.machine.ts';
import { termsAdminMachine } from './machines/termsAdmin.machine.ts';
import { termsPublishMachine } from './machines/termsPublish.machine.ts';

export interface DocumentsFlows {
  notificationsAdmin: typeof notificationsAdminMachine;
  termsAdmin: typeof termsAdminMachine;
  termsPublish: typeof termsPublishMachine;
}

export function createDocumentsFlows(host: ModuleHost): DocumentsFlows {
  const { listNotifications, withdrawNotification, submitNotification } = createNotificationsAdminActors(host.api);
  return {
    notificationsAdmin: notificationsAdminMachine.provide({
      actors: {
        listNotifications,
        withdrawNotification,
        notificationForm: notificationFormMachine.provide({ actors: { submit: submitNotification } }),
      },
    }),
    termsAdmin: termsAdminMachine.provide({ actors: createTermsAdminActors(host.api) }),
    termsPublish: termsPublishMachine.provide({
      actors: createTermsPublishActors(host.api),
      actions: {
        returnToList: (_, terms) => {
          if (terms) host.flash({ type: 'success', messageId: 'documents.publish.published', values: { title: terms.title, version: terms.version } });
          host.navigate('/documents/terms');
        },
        leave: () => host.navigate('/documents/terms'),
      },
    }),
  };
}
