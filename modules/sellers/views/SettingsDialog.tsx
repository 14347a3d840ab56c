/**
 * The settings dialog: the seller type (direct loading or an integration) and whether the
 * marketplace collects the seller's orders. Its form is the seller chart's child; it sends only a
 * change, stays as sent while the server answers, and comes back with the choice after a failure.
 */

import { Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { isSellerType, SELLER_TYPES } from '../../../shared/sellers/sellerTypes.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import type { sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import { selectIsSettingsOpen, selectRecord, selectSettingsDraft, selectSettingsForm, selectSettingsProblem } from '../machines/sellerDetail.selectors.ts';
import { settingsFormSelectors, type SettingsValues } from '../machines/settingsForm.ts';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

const NO_SETTINGS: SettingsValues = { sellerType: '', isCollector: false };

export function SettingsDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const open = useSelector(sellerRef, selectIsSettingsOpen);
  const problem = useSelector(sellerRef, selectSettingsProblem);
  const record = useSelector(sellerRef, selectRecord);
  const form = useDialogForm(useSelector(sellerRef, selectSettingsForm), settingsFormSelectors, useSelector(sellerRef, selectSettingsDraft), NO_SETTINGS);
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => sellerRef.send({ type: 'settings.close' })}
      onConfirm={form.submit}
      title={<FormattedMessage id="sellers.settings.title" values={{ name: record?.seller.name ?? '' }} />}
      description={<FormattedMessage id="sellers.settings.help" />}
      problem={problem ? { title: <FormattedMessage id="sellers.settings.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'sellers', problem) }) } : null}
      backLabel={<FormattedMessage id="sellers.dialog.back" />}
      confirmLabel={<FormattedMessage id="sellers.settings.submit" />}
      canConfirm={form.sending || form.canSubmit}
      finalFocus={finalFocus}
    >
      <Field.Root invalid={form.errors.sellerType !== undefined} required disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="sellers.settings.type" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.values.sellerType} onChange={(event) => form.change('sellerType', isSellerType(event.currentTarget.value) ? event.currentTarget.value : '')}>
            <option value="">{intl.formatMessage({ id: 'sellers.settings.chooseType' })}</option>
            {SELLER_TYPES.map((sellerType) => (
              <option key={sellerType} value={sellerType}>
                {intl.formatMessage({ id: `sellers.type.${sellerType}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {form.errors.sellerType && <Field.ErrorText>{intl.formatMessage({ id: form.errors.sellerType })}</Field.ErrorText>}
      </Field.Root>
      <Checkbox.Root checked={form.values.isCollector} disabled={form.sending} onCheckedChange={(details) => form.change('isCollector', details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="sellers.settings.collector" />
        </Checkbox.Label>
      </Checkbox.Root>
    </ActionDialog>
  );
}
