/**
 * The views of the wizard's steps, by step: the shell shows the current one. The company step comes
 * with the wizard; the others are chunks of their own, fetched once the wizard is on screen
 * (`prefetchStepViews`), so the first paint carries one step and moving on waits for nothing.
 */
import { lazy, type ComponentType } from 'react';
import type { FormStepKey } from '../../../../shared/onboarding/steps.ts';
import { CompanyStep } from './CompanyStep.tsx';
import type { ConfirmationStepProps } from './ConfirmationStep.tsx';
import type { StepViewProps } from './StepSection.tsx';

export type { ConfirmationStepProps } from './ConfirmationStep.tsx';
export type { StepViewProps } from './StepSection.tsx';

const loaders = {
  contact: () => import('./ContactStep.tsx').then((module) => ({ default: module.ContactStep })),
  legal: () => import('./LegalStep.tsx').then((module) => ({ default: module.LegalStep })),
  bank: () => import('./BankStep.tsx').then((module) => ({ default: module.BankStep })),
  logistic: () => import('./LogisticStep.tsx').then((module) => ({ default: module.LogisticStep })),
  confirmation: () => import('./ConfirmationStep.tsx').then((module) => ({ default: module.ConfirmationStep })),
};

/** The form of each step 0-4; step 5 is the read-only `ConfirmationStep`. */
export const stepViews: Record<FormStepKey, ComponentType<StepViewProps>> = {
  company: CompanyStep,
  contact: lazy(loaders.contact),
  legal: lazy(loaders.legal),
  bank: lazy(loaders.bank),
  logistic: lazy(loaders.logistic),
};

export const ConfirmationStep: ComponentType<ConfirmationStepProps> = lazy(loaders.confirmation);

/** Fetches every step's chunk (a failed fetch is simply tried again when its step is shown). */
export function prefetchStepViews(): void {
  Object.values(loaders).forEach((load) => void load().catch(() => undefined));
}
