/**
 * The form of a seller's settings: its type (direct loading or one of the integrations) and whether
 * the marketplace collects its orders. It sends only a change, and hands the values to the seller's
 * chart, which stores them on the version it read.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { isSellerType, type SellerType } from '../../../shared/sellers/sellerTypes.ts';

export interface SettingsValues {
  /** '' while the seller has none (a seller created without one) and none is chosen. */
  sellerType: SellerType | '';
  isCollector: boolean;
}

type SettingsErrorId = 'sellers.settings.error.typeRequired';

export const settingsForm: FormDefinition<SettingsValues, null, SettingsErrorId> = {
  id: 'settingsForm',
  fields: ['sellerType', 'isCollector'],
  validate: (values) => ({ sellerType: isSellerType(values.sellerType) ? undefined : 'sellers.settings.error.typeRequired' }),
  touchOn: 'change',
  // Nothing new is nothing to store: the button is plainly disabled until a change, so a press
  // never has anything to reveal.
  revealOnPress: false,
  requires: 'change',
  handsValuesToOwner: true,
};

/** Ends with its values once a valid, changed form is sent. */
export const settingsFormMachine = createFormMachine<SettingsValues, null, SettingsErrorId, SettingsValues>(settingsForm);

export const settingsFormSelectors = createFormSelectors(settingsForm);
