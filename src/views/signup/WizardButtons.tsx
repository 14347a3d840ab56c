import { useId } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { WizardButtonsOffered } from '../../../machines/signupWizard/signupWizard.selectors.ts';
import { Bubble } from './fields/Bubble.tsx';

export interface WizardButtonsProps {
  /** Which buttons the chart takes now (`snapshot.can`): Back, Quit, Next, End. */
  offered: WizardButtonsOffered;
  /** The first Quit press armed the warning. */
  quitArmed: boolean;
  onQuit(): void;
  onBack(): void;
  onNext(): void;
  onEnd(): void;
}

/**
 * The wizard's buttons: Salir or Atrás on the left, Siguiente or Finalizar on the right. The Quit
 * warning is a tooltip the machine opens (`quitArmed`), not one that follows the pointer; it is also
 * announced, since a tooltip alone is easy to miss with a screen reader.
 */
export function WizardButtons({ offered, quitArmed, onQuit, onBack, onNext, onEnd }: WizardButtonsProps) {
  const intl = useIntl();
  const warning = intl.formatMessage({ id: 'signupWizard.quitWarning' });
  const warningId = useId();
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
      <Box>
        {offered.quit && (
          <Box as="span" position="relative" display="inline-block">
            <Button
              type="button"
              variant="outline"
              colorPalette={quitArmed ? 'red' : 'gray'}
              minW="28"
              aria-describedby={quitArmed ? warningId : undefined}
              onClick={onQuit}
            >
              {intl.formatMessage({ id: 'signupWizard.quit' })}
            </Button>
            {quitArmed && (
              <Bubble id={warningId} role="tooltip" left="0">
                {warning}
              </Bubble>
            )}
          </Box>
        )}
        {offered.back && (
          <Button type="button" variant="outline" minW="28" onClick={onBack}>
            {intl.formatMessage({ id: 'signupWizard.back' })}
          </Button>
        )}
        <Box role="status" srOnly>
          {quitArmed ? `${warning}. ${intl.formatMessage({ id: 'signupWizard.quitConfirm' })}` : ''}
        </Box>
      </Box>
      {offered.end && (
        <Button type="button" colorPalette="brand" minW="28" onClick={onEnd}>
          {intl.formatMessage({ id: 'signupWizard.end' })}
        </Button>
      )}
      {offered.next && (
        <Button type="button" colorPalette="brand" minW="28" onClick={onNext}>
          {intl.formatMessage({ id: 'signupWizard.next' })}
        </Button>
      )}
    </Flex>
  );
}
