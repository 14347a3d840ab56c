import { lazy, Suspense, useEffect } from 'react';
import { Input } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { taxIdLookupMachine } from '../../../../machines/taxIdLookup/taxIdLookup.machine.ts';
import { selectIsChecking, selectIsModalOpen, selectRegisteredCompany } from '../../../../machines/taxIdLookup/taxIdLookup.selectors.ts';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import { rutInputValue } from '../../../../shared/onboarding/rut.ts';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { useFlowActor } from '../../inspection/useFlowActor.ts';

// The modal (Chakra's dialog) is fetched when a lookup starts, so it stays out of the wizard's first load.
const loadRegisteredRutModal = () => import('./RegisteredRutModal.tsx');
const RegisteredRutModal = lazy(() => loadRegisteredRutModal().then((module) => ({ default: module.RegisteredRutModal })));

export interface CompanyRutFieldProps {
  /** The RUT as the field shows it (formatted once longer than 7 characters). */
  value: string;
  /** The failing rule, once the field is touched. */
  error: SignupErrorCode | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The tax-id lookup with its call provided (`useSignupLogic().taxIdLookup` once the wizard's context exists). */
  logic: typeof taxIdLookupMachine;
}

/**
 * The company RUT of the company step (rutNumber): typed without dots or hyphen, shown formatted
 * (760864285 -> 76.086.428-5) with invalid characters dropped, at most 12 characters. Each change
 * is looked up by the tax-id lookup, which opens the "RUT ya registrado" modal when the RUT already
 * belongs to a seller.
 */
export function CompanyRutField({ value, error, onChange, onBlur, logic }: CompanyRutFieldProps) {
  const intl = useIntl();
  const lookup = useFlowActor(logic);
  const open = useSelector(lookup, selectIsModalOpen);
  const company = useSelector(lookup, selectRegisteredCompany, shallowEqual);
  const checking = useSelector(lookup, selectIsChecking);
  useEffect(() => {
    if (checking) void loadRegisteredRutModal();
  }, [checking]);

  const change = (typed: string) => {
    const shown = rutInputValue(typed);
    // A keystroke the filter drops changes nothing.
    if (shown === value) return;
    onChange(shown);
    lookup.send({ type: 'taxId.typed', value: shown });
  };

  return (
    <>
      <FieldFrame label={intl.formatMessage({ id: 'signup.taxId.label' })} error={error} helper={intl.formatMessage({ id: 'signup.taxId.help' })}>
        {(describedBy) => (
          // No maxLength: a pasted RUT with dots, hyphen or spaces may be longer than 12 until cleaned.
          <Input
            name="rutNumber"
            autoComplete="off"
            spellCheck={false}
            value={value}
            aria-describedby={describedBy}
            onChange={(event) => change(event.target.value)}
            onBlur={onBlur}
          />
        )}
      </FieldFrame>
      {open && company && (
        <Suspense fallback={null}>
          <RegisteredRutModal legalName={company.legalName} rut={company.rut} onAcknowledge={() => lookup.send({ type: 'modal.acknowledge' })} />
        </Suspense>
      )}
    </>
  );
}
