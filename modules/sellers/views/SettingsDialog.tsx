/**
 * The settings dialog: the seller type (direct loading or an integration) and whether the
 * marketplace collects the seller's orders. Its form is the seller chart's child; it sends only a
 * change, stays as sent while the server answers, and comes back with the choice after a failure.
 */

import { Checkbox, Field } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SELLER_TYPES } from '../../../shared/sellers/sellerTypes.ts';
import type { ActorRefFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { SELLER_ACTIONS, type SellerAction, type sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import { settingsFormSelectors, type settingsFormMachine, type SettingsValues } from '../machines/settingsForm.ts';
import { selectRecord } from './PublicationDialog.tsx';
import { OptionSelect } from '../../../src/views/kit/OptionSelect.tsx';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

const settingsDialog = dialogSelectorsOf<SellerAction, SettingsValues, ActorRefFrom<typeof settingsFormMachine>>(SELLER_ACTIONS, 'settings');

const NO_SETTINGS: SettingsValues = { sellerType: '', isCollector: false };

export function SettingsDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const record = useSelector(sellerRef, selectRecord);
  const dialog = useDetailDialog(sellerRef, settingsDialog, settingsFormSelectors, NO_SETTINGS);
  const { form } = dialog;
  return (
    <DetailActionDialog
      dialog={dialog}
      module="sellers"
      failedTitleId="sellers.settings.failed"
      title={<FormattedMessage id="sellers.settings.title" values={{ name: record?.seller.name ?? '' }} />}
      description={<FormattedMessage id="sellers.settings.help" />}
      backLabel={<FormattedMessage id="sellers.dialog.back" />}
      confirmLabel={<FormattedMessage id="sellers.settings.submit" />}
      canConfirm={form.sending || form.canSubmit}
      finalFocus={finalFocus}
    >
      <Field.Root invalid={form.errors.sellerType !== undefined} required disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="sellers.settings.type" />
        </Field.Label>
        <OptionSelect
          value={form.values.sellerType}
          options={SELLER_TYPES}
          optionTextId={(sellerType) => `sellers.type.${sellerType}`}
          noneTextId="sellers.settings.chooseType"
          onChange={(sellerType) => form.change('sellerType', sellerType)}
        />
        {form.errors.sellerType && <Field.ErrorText>{intl.formatMessage({ id: form.errors.sellerType })}</Field.ErrorText>}
      </Field.Root>
      <Checkbox.Root checked={form.values.isCollector} disabled={form.sending} onCheckedChange={(details) => form.change('isCollector', details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="sellers.settings.collector" />
        </Checkbox.Label>
      </Checkbox.Root>
    </DetailActionDialog>
  );
}
