/** The views of the wizard's steps, by step: the shell shows the current one. */
import type { ComponentType } from 'react';
import type { FormStepKey } from '../../../../shared/onboarding/steps.ts';
import { BankStep } from './BankStep.tsx';
import { CompanyStep } from './CompanyStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { LegalStep } from './LegalStep.tsx';
import { LogisticStep } from './LogisticStep.tsx';
import type { StepViewProps } from './StepSection.tsx';

export { ConfirmationStep, type ConfirmationStepProps } from './ConfirmationStep.tsx';
export type { StepViewProps } from './StepSection.tsx';

/** The form of each step 0-4; step 5 is the read-only `ConfirmationStep`. */
export const stepViews: Record<FormStepKey, ComponentType<StepViewProps>> = {
  company: CompanyStep,
  contact: ContactStep,
  legal: LegalStep,
  bank: BankStep,
  logistic: LogisticStep,
};
