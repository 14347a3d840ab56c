/**
 * The three forms of /user/myAccount (the user's own data, the seller's contact data, the seller's
 * bank account), each the portal's form chart with the account rules (shared/account/accountRules.ts,
 * which the server runs too). They share one shape:
 * - an error shows as soon as its field is edited, and every error of the section after a press
 *   on Guardar that could not send;
 * - a section with nothing new cannot be saved, and Descartar brings back what is stored;
 * - a save answers with the stored values (the form ends with them as its output, and the page
 *   opens the section again from them), a refusal of the fields only the server can judge (a bank
 *   code not in the list), or a failure that keeps everything typed.
 * The page hears every edit of each form (whether it differs from what is stored), so it knows what
 * is unsaved.
 */
import {
  validateBank,
  validateProfile,
  validateSellerContact,
  type BankValues,
  type ProfileValues,
  type SellerContactValues,
} from '../../shared/account/accountRules.ts';
import { createFormMachine, type FieldOf, type FormDefinition } from '../form/form.machine.ts';
import { createFormSelectors } from '../form/form.selectors.ts';

export type AccountSection = 'profile' | 'contact' | 'bank';

export interface SectionValues {
  profile: ProfileValues;
  contact: SellerContactValues;
  bank: BankValues;
}

/** What a section's save needs besides its values: the seller whose data it is (null: a user without one). */
export interface SectionFacts {
  sellerId: number | null;
}

/** Every edit of a section, as the page hears it. */
export interface SectionChangedEvent {
  type: 'section.changed';
  section: AccountSection;
  /** The values differ from those stored. */
  changed: boolean;
}

function sectionForm<S extends AccountSection>(
  section: S,
  fields: readonly FieldOf<SectionValues[S]>[],
  validate: (values: SectionValues[S]) => Partial<Record<FieldOf<SectionValues[S]>, string>>,
): FormDefinition<SectionValues[S], SectionFacts, string> {
  return {
    id: `${section}Form`,
    fields,
    validate,
    touchOn: 'change',
    revealOnPress: true,
    requires: 'change',
    resettable: true,
  };
}

export const profileForm = sectionForm('profile', ['firstName', 'lastName', 'phone'], validateProfile);
export const contactForm = sectionForm('contact', ['contactEmail', 'contactPhone'], validateSellerContact);
// The server also checks the bank code against the reference list; here only its shape.
export const bankForm = sectionForm('bank', ['bankCode', 'accountType', 'accountNumber'], (values) => validateBank(values));

/** The charts, whose `submit` (the save) the composition root provides; the page provides the report of every edit. */
export const profileFormMachine = createFormMachine<ProfileValues, SectionFacts, string, ProfileValues>(profileForm);
export const contactFormMachine = createFormMachine<SellerContactValues, SectionFacts, string, SellerContactValues>(contactForm);
export const bankFormMachine = createFormMachine<BankValues, SectionFacts, string, BankValues>(bankForm);

export const sectionSelectors = {
  profile: createFormSelectors(profileForm),
  contact: createFormSelectors(contactForm),
  bank: createFormSelectors(bankForm),
};
