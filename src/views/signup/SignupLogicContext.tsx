import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SignupLogic } from '../../app/signupFlow.ts';
import type { SignupReference } from '../../app/signupReference.ts';

export type { SignupLogic } from '../../app/signupFlow.ts';
export type { SignupReference } from '../../app/signupReference.ts';

interface SignupContextValue {
  logic: SignupLogic;
  reference: SignupReference;
}

const SignupContext = createContext<SignupContextValue | null>(null);

export interface SignupLogicProviderProps {
  /** The flows of the wizard with their side effects provided (the route's flow; fakes in tests). */
  logic: SignupLogic;
  /** The dropdowns' lists, loaded by the route's loader. */
  reference: SignupReference;
  children: ReactNode;
}

/** Gives the wizard's views their flows and reference lists, so no view ever sees an API client. */
export function SignupLogicProvider({ logic, reference, children }: SignupLogicProviderProps) {
  const value = useMemo(() => ({ logic, reference }), [logic, reference]);
  return <SignupContext.Provider value={value}>{children}</SignupContext.Provider>;
}

function useSignupContext(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('Sign-up views must be rendered inside <SignupLogicProvider>');
  return value;
}

/** The wizard's flows: `{ wizard, activityPicker, taxIdLookup, uniqueCheck, communeOptions }`. */
export const useSignupLogic = (): SignupLogic => useSignupContext().logic;

/** The reference lists (regions, banks, account types, countries, society types, categories, loading modes). */
export const useSignupReference = (): SignupReference => useSignupContext().reference;
