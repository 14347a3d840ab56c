/**
 * The settings dialog: the seller type (direct loading or an integration) and whether the
 * marketplace collects the seller's orders. Its form is the seller chart's child; it sends only a
 * change, stays as sent while the server answers, and comes back with the choice after a failure.
 */
import { Alert, Button, Checkbox, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { isSellerType, SELLER_TYPES } from '../../../shared/sellers/sellerTypes.ts';
import type { sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import {
  selectIsSavingSettings,
  selectIsSettingsOpen,
  selectRecord,
  selectSettingsDraft,
  selectSettingsForm,
  selectSettingsProblem,
  type SettingsFormRef,
} from '../machines/sellerDetail.selectors.ts';
import { settingsFormSelectors, type SettingsValues } from '../machines/settingsForm.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

export function SettingsDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const open = useSelector(sellerRef, selectIsSettingsOpen);
  const saving = useSelector(sellerRef, selectIsSavingSettings);
  const form = useSelector(sellerRef, selectSettingsForm);
  const draft = useSelector(sellerRef, selectSettingsDraft);
  const record = useSelector(sellerRef, selectRecord);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && sellerRef.send({ type: 'settings.close' })}
      closeOnEscape={!saving}
      closeOnInteractOutside={!saving}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="sellers.settings.title" values={{ name: record?.seller.name ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? (
              <LiveForm form={form} sellerRef={sellerRef} />
            ) : (
              <SettingsFields
                values={draft ?? { sellerType: '', isCollector: false }}
                error={undefined}
                problem={null}
                saving
                canSubmit={false}
                onType={() => {}}
                onCollector={() => {}}
                onSubmit={() => {}}
                onClose={() => {}}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LiveForm({ form, sellerRef }: { form: SettingsFormRef; sellerRef: SellerRef }) {
  const sellerType = useFormField(form, settingsFormSelectors, 'sellerType');
  const isCollector = useFormField(form, settingsFormSelectors, 'isCollector');
  const { canSubmit, onSubmit } = useFormSubmit(form, settingsFormSelectors);
  const problem = useSelector(sellerRef, selectSettingsProblem);
  return (
    <SettingsFields
      values={{ sellerType: sellerType.value, isCollector: isCollector.value }}
      error={sellerType.error}
      problem={problem}
      saving={false}
      canSubmit={canSubmit}
      onType={sellerType.onChange}
      onCollector={isCollector.onChange}
      onSubmit={onSubmit}
      onClose={() => sellerRef.send({ type: 'settings.close' })}
    />
  );
}

interface SettingsFieldsProps {
  values: SettingsValues;
  error: string | undefined;
  problem: string | null;
  saving: boolean;
  canSubmit: boolean;
  onType: (sellerType: SettingsValues['sellerType']) => void;
  onCollector: (isCollector: boolean) => void;
  onSubmit: (event: React.FormEvent) => void;
  onClose: () => void;
}

function SettingsFields({ values, error, problem, saving, canSubmit, onType, onCollector, onSubmit, onClose }: SettingsFieldsProps) {
  const intl = useIntl();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id="sellers.settings.help" />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="sellers.settings.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'sellers', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={error !== undefined} required disabled={saving}>
            <Field.Label>
              <FormattedMessage id="sellers.settings.type" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.sellerType} onChange={(event) => onType(isSellerType(event.currentTarget.value) ? event.currentTarget.value : '')}>
                <option value="">{intl.formatMessage({ id: 'sellers.settings.chooseType' })}</option>
                {SELLER_TYPES.map((sellerType) => (
                  <option key={sellerType} value={sellerType}>
                    {intl.formatMessage({ id: `sellers.type.${sellerType}` })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
          </Field.Root>
          <Checkbox.Root checked={values.isCollector} disabled={saving} onCheckedChange={(details) => onCollector(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage id="sellers.settings.collector" />
            </Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={saving} onClick={onClose}>
          <FormattedMessage id="sellers.dialog.back" />
        </Button>
        <Button type="submit" colorPalette="brand" disabled={!saving && !canSubmit} loading={saving} loadingText={<FormattedMessage id="sellers.settings.submit" />}>
          <FormattedMessage id="sellers.settings.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
