/**
 * The menu as a drawer from the start of the screen, for phones and tablets (below 992 px): a chunk
 * of its own, fetched when the header's menu button is pointed at, focused or pressed
 * (./ShellLayout.tsx draws it while open, and keeps it once fetched).
 */
import { CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PANEL_WIDTH } from './ShellLayout.tsx';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The menu's entries and their handlers, as the side panel gets them (never mini here). */
  menu: Omit<SideMenuProps, 'mini'>;
}

export default function MenuDrawer({ open, onClose, menu }: MenuDrawerProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner justifyContent="flex-start" alignItems="stretch">
          <Dialog.Content margin="0" borderRadius="0" width={PANEL_WIDTH} maxWidth="85vw" minHeight="100dvh" overflowY="auto">
            <Flex align="center" justify="space-between" paddingX="4" paddingY="3" borderBottomWidth="1px">
              <Dialog.Title fontSize="md">
                <FormattedMessage id="shell.drawer.title" />
              </Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'shell.drawer.close' })} />
              </Dialog.CloseTrigger>
            </Flex>
            <SideMenu {...menu} mini={false} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
