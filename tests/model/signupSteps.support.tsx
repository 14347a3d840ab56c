/**
 * What the sign-up step tests share: the reference lists built from the project's data files (as the
 * services answer them), the wizard's logic with fake lookups, and a step rendered with a real,
 * running step form inside the app's providers.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { communeOptionsMachine } from '../../machines/communeOptions/communeOptions.machine.ts';
import { createLoadCommunes, type LoadCommunesPort } from '../../machines/communeOptions/communeOptions.actors.ts';
import { signupWizardMachine } from '../../machines/signupWizard/signupWizard.machine.ts';
import { stepFormMachine, type StepFormValues } from '../../machines/signupWizard/stepForm.machine.ts';
import { taxIdLookupMachine } from '../../machines/taxIdLookup/taxIdLookup.machine.ts';
import type { LookUpTaxIdInput, TaxIdLookupResult } from '../../machines/taxIdLookup/taxIdLookup.actors.ts';
import { uniqueCheckMachine } from '../../machines/uniqueCheck/uniqueCheck.machine.ts';
import type { CheckUniqueInput, CheckUniqueResult } from '../../machines/uniqueCheck/uniqueCheck.actors.ts';
import { accountTypes } from '../../shared/onboarding/accountTypes.ts';
import { productCategories } from '../../shared/onboarding/productCategories.ts';
import { productLoadingModes } from '../../shared/onboarding/productLoadingModes.ts';
import { societyTypesOf } from '../../shared/onboarding/societyTypes.ts';
import { emptySignupData, type CompanyValues, type FormStepKey, type SignupData } from '../../shared/onboarding/steps.ts';
import banks from '../../shared/reference/banks-cl.json';
import countries from '../../shared/reference/countries-es.json';
import regions from '../../shared/reference/regions-cl.json';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { createActivityPickerLogic } from '../../src/app/activityCatalogue.ts';
import { catalogs } from '../../src/i18n/locales.ts';
import { SignupLogicProvider, type SignupLogic, type SignupReference } from '../../src/views/signup/SignupLogicContext.tsx';
import type { StepFormRef } from '../../src/views/signup/fields/useStepField.ts';

/** The lists as the geography and onboarding services answer them. */
export const signupReference: SignupReference = {
  regions: regions.map(({ code, name, roman, number, abbreviation, communes }) => ({
    code,
    name,
    roman,
    number,
    abbreviation,
    childGeographies: communes,
  })),
  banks: banks as SignupReference['banks'],
  accountTypes: [...accountTypes],
  countries,
  companySocietyTypes: societyTypesOf('company').map((type) => ({ ...type, scopes: [...type.scopes] })),
  partnerSocietyTypes: societyTypesOf('partner').map((type) => ({ ...type, scopes: [...type.scopes] })),
  productCategories: [...productCategories],
  productLoadingModes: [...productLoadingModes],
};

/** A region's communes as the geography service answers them (from the same data file). */
export const communesOf: LoadCommunesPort = async (region) =>
  signupReference.regions.find((candidate) => candidate.code === region)?.childGeographies ?? [];

/** The wizard's logic with lookups that find nothing registered, and communes from the data file unless told otherwise. */
export function fakeSignupLogic({ loadCommunes = communesOf }: { loadCommunes?: LoadCommunesPort } = {}): SignupLogic {
  return {
    wizard: signupWizardMachine,
    activityPicker: createActivityPickerLogic(),
    taxIdLookup: taxIdLookupMachine.provide({
      actors: { lookUpTaxId: fromPromise<TaxIdLookupResult, LookUpTaxIdInput>(async () => ({ outcome: 'sellerNotExists' })) },
    }),
    uniqueCheck: uniqueCheckMachine.provide({
      actors: { checkUnique: fromPromise<CheckUniqueResult, CheckUniqueInput>(async () => ({ exists: false })) },
    }),
    communeOptions: communeOptionsMachine.provide({ actors: { loadCommunes: createLoadCommunes(loadCommunes) } }),
  };
}

/** A running step form for `step`, with some values given and the company step's values as context. */
export function startStepForm<S extends FormStepKey>(
  step: S,
  { values = {}, company = {} }: { values?: Partial<SignupData[S]>; company?: Partial<CompanyValues> } = {},
): StepFormRef {
  return createActor(stepFormMachine, {
    input: {
      values: { ...emptySignupData[step], ...values } as unknown as StepFormValues,
      facts: { step, context: { company: { ...emptySignupData.company, ...company } } },
    },
  }).start();
}

/** Renders `children` as the wizard renders its steps: the app's providers and the sign-up context. */
export function renderSignup(children: ReactNode, logic: SignupLogic = fakeSignupLogic()) {
  const view = render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <SignupLogicProvider logic={logic} reference={signupReference}>
        {children}
      </SignupLogicProvider>
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup() };
}

const spanish = catalogs['es-CL'];

/** The Spanish text of a message id (the test fails on a missing message rather than matching the id). */
export function spanishText(id: string): string {
  const text = spanish[id];
  if (text === undefined) throw new Error(`No Spanish message ${id}`);
  return text;
}

/** The Spanish text of a sign-up error code, as shown under a field (messages without placeholders). */
export const errorText = (code: string): string => spanishText(`signup.error.${code}`);

/** The value one field of a running step form holds. */
export const formValue = (form: StepFormRef, name: string): unknown =>
  (form.getSnapshot().context.values as unknown as Record<string, unknown>)[name];
