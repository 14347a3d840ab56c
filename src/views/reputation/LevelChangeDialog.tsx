/**
 * The level-change dialog (./LevelChangeModal.tsx draws it while the modal is open): a chunk of its
 * own, since most sign-ins never show it.
 */
import { Alert, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { shownLevelOf, type ShownLevel } from '../../../machines/home/reputation.ts';
import type { reputationMachine } from '../../../machines/reputation/reputation.machine.ts';
import {
  selectCanCloseLevelChange,
  selectIsLevelChangeOpen,
  selectLevelChangeSaveError,
  selectReputationCategory,
} from '../../../machines/reputation/reputation.selectors.ts';
import { LevelIcon } from '../home/LevelIcon.tsx';
import { errorMessageId } from '../layout/errorText.ts';

/** The catalog suffix of a level's title and text: the unmeasured states share one neutral wording. */
const wordingOf = (level: ShownLevel): string => (level === 'Nuevo' || level === 'Bloqueo' ? 'unrated' : level);

export default function LevelChangeDialog({ reputation }: { reputation: ActorRefFrom<typeof reputationMachine> }) {
  const intl = useIntl();
  const open = useSelector(reputation, selectIsLevelChangeOpen);
  const canClose = useSelector(reputation, selectCanCloseLevelChange);
  const saveError = useSelector(reputation, selectLevelChangeSaveError);
  const level = shownLevelOf(useSelector(reputation, selectReputationCategory));
  const wording = wordingOf(level);
  const close = () => reputation.send({ type: 'levelChange.close' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      closeOnEscape={canClose}
      closeOnInteractOutside={canClose}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={!canClose}>
            <Dialog.Header display="flex" alignItems="center" justifyContent="space-between" gap="3">
              <Flex align="center" gap="3">
                <LevelIcon level={level} size="xl" />
                <Dialog.Title>
                  <FormattedMessage id={`levelChange.title.${wording}`} />
                </Dialog.Title>
              </Flex>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" disabled={!canClose} aria-label={intl.formatMessage({ id: 'levelChange.close' })} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  <FormattedMessage id={`levelChange.text.${wording}`} />
                </Dialog.Description>
                <Text fontWeight="semibold">
                  <FormattedMessage id="levelChange.current" values={{ level }} />
                </Text>
                {saveError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="levelChange.saveFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, saveError) }) }} />
                    </Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close} disabled={!canClose} loading={!canClose} loadingText={intl.formatMessage({ id: 'levelChange.saving' })}>
                <FormattedMessage id="levelChange.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
