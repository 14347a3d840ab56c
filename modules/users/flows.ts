/**
 * The composition root of the users module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation, the breadcrumb, the flash). Views receive the provided
 * logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createUserDetailActors, createUserEditorActors, createUsersListActors, createUsersSearchActors } from './actors.ts';
import { userDetailMachine } from './machines/userDetail.machine.ts';
import { userEditorMachine } from './machines/userEditor.machine.ts';
import { listPathOf } from './machines/searchQuery.ts';
import { userFormMachine } from './machines/userForm.ts';
import { usersListMachine } from './machines/usersList.machine.ts';
import { usersSearchMachine } from './machines/usersSearch.machine.ts';

export interface UsersFlows {
  usersList: typeof usersListMachine;
  usersSearch: typeof usersSearchMachine;
  userDetail: typeof userDetailMachine;
  userEditor: typeof userEditorMachine;
}

export function createUsersFlows(host: ModuleHost): UsersFlows {
  const { submit, ...editorActors } = createUserEditorActors(host.api);
  const announceName = (_: unknown, { userId, name }: { userId: number; name: string }) => {
    if (userId > 0) host.announceName(String(userId), name);
  };
  return {
    usersList: usersListMachine.provide({
      actors: createUsersListActors(host.api),
      // Replacing the entry: a search is no page of its own, and a step back leaves the list.
      actions: { rememberFilters: (_, { filters }) => host.navigate(listPathOf(filters), { replace: true }) },
    }),
    usersSearch: usersSearchMachine.provide({ actors: createUsersSearchActors(host.api) }),
    userDetail: userDetailMachine.provide({
      actors: createUserDetailActors(host.api),
      actions: {
        announce: ({ context: { detail } }) => {
          if (detail) announceName(null, { userId: detail.user.id, name: `${detail.user.firstName} ${detail.user.lastName}` });
        },
      },
    }),
    userEditor: userEditorMachine.provide({
      actors: { ...editorActors, userForm: userFormMachine.provide({ actors: { submit } }) },
      actions: {
        announceName,
        openUser: (_, { userId, created }) => {
          host.flash({ messageId: created ? 'users.flash.created' : 'users.flash.saved', type: 'info' });
          host.navigate(`/users/${userId}`);
        },
      },
    }),
  };
}
