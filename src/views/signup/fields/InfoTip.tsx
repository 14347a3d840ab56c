import { useId } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Bubble } from './Bubble.tsx';

/** Tooltip texts are cut at 250 characters, so a tip never covers the field it explains. */
const TOOLTIP_MAX_CHARS = 250;

export interface InfoTipProps {
  /** What the tip is about, for the button's name ("Más información: Teléfono"). */
  subject: string;
  /** The tip's text, already translated. */
  text: string;
}

/**
 * A small "i" button next to a label whose tooltip explains the field. The tip shows while the
 * button is hovered or focused (so keyboards reach it) and describes the button for screen readers;
 * Escape hides it without moving the pointer or the focus (WCAG 1.4.13).
 */
export function InfoTip({ subject, text }: InfoTipProps) {
  const intl = useIntl();
  const tipId = useId();
  const shown = text.length > TOOLTIP_MAX_CHARS ? `${text.slice(0, TOOLTIP_MAX_CHARS - 1)}…` : text;
  // Dismissal is a presentational detail of this one bubble, kept on the element, not in any flow.
  const setDismissed = (element: HTMLElement, dismissed: boolean) => {
    if (dismissed) element.dataset.dismissed = '';
    else delete element.dataset.dismissed;
  };
  return (
    <Box
      as="span"
      position="relative"
      display="inline-flex"
      css={{ '&:is(:hover, :focus-within):not([data-dismissed]) > [role=tooltip]': { display: 'block' } }}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(event.currentTarget, true)}
      onMouseLeave={(event) => setDismissed(event.currentTarget, false)}
      onBlur={(event) => setDismissed(event.currentTarget, false)}
    >
      <IconButton
        type="button"
        variant="ghost"
        size="2xs"
        rounded="full"
        aria-label={intl.formatMessage({ id: 'signupSteps.moreInfo' }, { subject })}
        aria-describedby={tipId}
      >
        <InfoIcon />
      </IconButton>
      <Bubble id={tipId} role="tooltip" display="none" left="50%" transform="translateX(-50%)">
        {shown}
      </Bubble>
    </Box>
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
