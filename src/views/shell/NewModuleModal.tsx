import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { newModuleModalMachine } from '../../../machines/newModuleModal/newModuleModal.machine.ts';
import { selectIsNewModuleModalOpen } from '../../../machines/newModuleModal/newModuleModal.selectors.ts';
import { onDemand } from '../lazy/onDemand.ts';

const dialog = onDemand(() => import('./NewModuleDialog.tsx'));

/**
 * The offer of a module's new version: go to the new Seller Center (a new window) or cancel. The
 * dialog (./NewModuleDialog.tsx) is fetched the first time an offer opens, and stays mounted after.
 */
export function NewModuleModal({ modal }: { modal: ActorRefFrom<typeof newModuleModalMachine> }) {
  const open = useSelector(modal, selectIsNewModuleModalOpen);
  return <dialog.Present when={open} view={{ modal }} />;
}
