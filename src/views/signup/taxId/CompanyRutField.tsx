import { useRef } from 'react';
import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { taxIdLookupMachine } from '../../../../machines/taxIdLookup/taxIdLookup.machine.ts';
import { selectIsModalOpen, selectRegisteredCompany } from '../../../../machines/taxIdLookup/taxIdLookup.selectors.ts';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import { rutInputValue } from '../../../../shared/onboarding/rut.ts';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { ONBOARDING_CONTACT_EMAIL } from '../onboardingContact.ts';
import { OnboardingContactLink } from './OnboardingContactLink.tsx';

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
 * (760864285 -> 76.086.428-5) with invalid characters dropped, at most 12 characters (spec
 * section 5). Each change is looked up by the tax-id lookup, which
 * opens the "RUT ya registrado" modal when the RUT already belongs to a seller.
 */
export function CompanyRutField({ value, error, onChange, onBlur, logic }: CompanyRutFieldProps) {
  const intl = useIntl();
  const lookup = useActorRef(logic);
  const open = useSelector(lookup, selectIsModalOpen);
  const company = useSelector(lookup, selectRegisteredCompany, shallowEqual);
  const acknowledgeRef = useRef<HTMLButtonElement>(null);

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
      <Dialog.Root
        role="alertdialog"
        open={open}
        initialFocusEl={() => acknowledgeRef.current}
        onOpenChange={(details) => !details.open && lookup.send({ type: 'modal.acknowledge' })}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage({ id: 'signup.taxId.modal.title' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description>
                    {company && intl.formatMessage({ id: 'signup.taxId.modal.body' }, { rut: company.rut, legalName: company.legalName })}
                  </Dialog.Description>
                  <Text>
                    <FormattedMessage
                      id="signup.taxId.modal.contact"
                      values={{ email: ONBOARDING_CONTACT_EMAIL, link: (chunks) => <OnboardingContactLink>{chunks}</OnboardingContactLink> }}
                    />
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={acknowledgeRef} colorPalette="brand" onClick={() => lookup.send({ type: 'modal.acknowledge' })}>
                  {intl.formatMessage({ id: 'signup.taxId.modal.acknowledge' })}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
