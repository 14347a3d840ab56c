import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Tooltip texts are cut at 250 characters (spec section 5, uploads). */
const TOOLTIP_MAX_CHARS = 250;

export interface InfoTipProps {
  /** What the tip is about, for the button's name ("Más información: Teléfono"). */
  subject: string;
  /** The tip's text, already translated. */
  text: string;
}

/**
 * A small "i" button next to a label whose tooltip explains the field. The button is reachable by
 * keyboard and shows the tip on focus too; its text also describes the button for screen readers.
 */
export function InfoTip({ subject, text }: InfoTipProps) {
  const intl = useIntl();
  const shown = text.length > TOOLTIP_MAX_CHARS ? `${text.slice(0, TOOLTIP_MAX_CHARS - 1)}…` : text;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <IconButton
          type="button"
          variant="ghost"
          size="2xs"
          rounded="full"
          aria-label={intl.formatMessage({ id: 'signupSteps.moreInfo' }, { subject })}
        >
          <InfoIcon />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {shown}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </svg>
  );
}
