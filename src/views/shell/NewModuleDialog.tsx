import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { MENU_ITEMS } from '../../../shared/access/menu.ts';
import type { newModuleModalMachine } from '../../../machines/newModuleModal/newModuleModal.machine.ts';
import { selectIsNewModuleModalOpen, selectOfferedModule } from '../../../machines/newModuleModal/newModuleModal.selectors.ts';

/**
 * The offer's dialog (./NewModuleModal.tsx draws it while the offer is open): a chunk of its own,
 * since most visits never choose a module with a new version.
 */
export default function NewModuleDialog({ modal }: { modal: ActorRefFrom<typeof newModuleModalMachine> }) {
  const intl = useIntl();
  const open = useSelector(modal, selectIsNewModuleModalOpen);
  const offered = useSelector(modal, selectOfferedModule);
  const textId = MENU_ITEMS.find((item) => item.id === offered?.moduleId)?.textId;
  const module = textId ? intl.formatMessage({ id: textId }) : '';
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && modal.send({ type: 'newModule.cancel' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content marginX="4">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell.newModule.title" values={{ module }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <FormattedMessage id="shell.newModule.body" values={{ module }} />
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => modal.send({ type: 'newModule.cancel' })}>
                <FormattedMessage id="shell.newModule.cancel" />
              </Button>
              <Button colorPalette="brand" onClick={() => modal.send({ type: 'newModule.go' })}>
                <FormattedMessage id="shell.newModule.go" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
