import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { flashMachine, FlashType } from '../../../machines/flash/flash.machine.ts';
import { selectCanDismissFlash, selectFlashMessage } from '../../../machines/flash/flash.selectors.ts';
import type { ModuleCatalogSource } from '../../app/modules/moduleCatalogs.ts';
import { useFlashText } from './useFlashText.ts';

const STATUS: Record<FlashType, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
};

/**
 * The flash message, bottom-centre over every screen, in the shell's words or a module's; danger
 * messages interrupt (role=alert).
 */
export function FlashHost({ flash, moduleCatalogs }: { flash: ActorRefFrom<typeof flashMachine>; moduleCatalogs: ModuleCatalogSource }) {
  const intl = useIntl();
  const message = useSelector(flash, selectFlashMessage);
  const canDismiss = useSelector(flash, selectCanDismissFlash);
  const text = useFlashText(message, moduleCatalogs);
  if (!message) return null;
  return (
    <Box position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="toast" width="min(36rem, calc(100vw - 2rem))">
      <Alert.Root status={STATUS[message.type]} variant="solid" role={message.type === 'danger' ? 'alert' : 'status'} boxShadow="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{text}</Alert.Description>
        </Alert.Content>
        {canDismiss && (
          <CloseButton
            size="sm"
            alignSelf="flex-start"
            aria-label={intl.formatMessage({ id: 'flash.dismiss' })}
            onClick={() => flash.send({ type: 'flash.dismiss' })}
          />
        )}
      </Alert.Root>
    </Box>
  );
}
