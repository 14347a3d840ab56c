/**
 * The form of a publish or unpublish: why, in words the history will show (the rule the server
 * runs too, shared/sellers/publicationRules.ts). Whether it publishes or unpublishes is the form's
 * fact, chosen by the button that opened it. A valid press hands the reason to the seller's chart,
 * which sends it.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { PUBLICATION_REASON_MAX_LENGTH, PUBLICATION_REASON_MIN_LENGTH, publicationReasonProblemOf } from '../../../shared/sellers/publicationRules.ts';

export { PUBLICATION_REASON_MAX_LENGTH, PUBLICATION_REASON_MIN_LENGTH };

export interface PublicationValues {
  reason: string;
}

/** True: the form publishes the seller; false: it unpublishes it. */
export type PublicationFacts = boolean;

export const EMPTY_PUBLICATION: PublicationValues = { reason: '' };

type PublicationErrorId = 'sellers.publication.error.REASON_REQUIRED' | 'sellers.publication.error.REASON_TOO_SHORT' | 'sellers.publication.error.REASON_TOO_LONG';

export const publicationForm: FormDefinition<PublicationValues, PublicationFacts, PublicationErrorId> = {
  id: 'publicationForm',
  fields: ['reason'],
  validate: (values) => {
    const problem = publicationReasonProblemOf(values.reason);
    return { reason: problem ? `sellers.publication.error.${problem}` : undefined };
  },
  touchOn: 'blur',
  // A press on an incomplete form says what is missing rather than a silent, disabled button.
  revealOnPress: true,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid form is sent. */
export const publicationFormMachine = createFormMachine<PublicationValues, PublicationFacts, PublicationErrorId, PublicationValues>(publicationForm);

export const publicationFormSelectors = createFormSelectors(publicationForm);
