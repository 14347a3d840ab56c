import { useRef } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ONBOARDING_CONTACT_EMAIL } from '../onboardingContact.ts';
import { OnboardingContactLink } from './OnboardingContactLink.tsx';

export interface RegisteredRutModalProps {
  legalName: string;
  /** The RUT, formatted. */
  rut: string;
  onAcknowledge(): void;
}

/**
 * "RUT ya registrado": the RUT belongs to a company that already sells in the marketplace; the new
 * registration will be associated with the commercial name typed. Mounted only while the tax-id
 * lookup is in documentExists; "Entendido", Escape or the backdrop acknowledge it.
 */
export function RegisteredRutModal({ legalName, rut, onAcknowledge }: RegisteredRutModalProps) {
  const intl = useIntl();
  const acknowledgeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open
      initialFocusEl={() => acknowledgeRef.current}
      onOpenChange={(details) => !details.open && onAcknowledge()}
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
                  {intl.formatMessage({ id: 'signup.taxId.modal.body' }, { rut, legalName })}
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
              <Button ref={acknowledgeRef} colorPalette="brand" onClick={() => onAcknowledge()}>
                {intl.formatMessage({ id: 'signup.taxId.modal.acknowledge' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
