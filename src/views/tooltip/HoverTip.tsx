import { cloneElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Room between the trigger and the bubble, in px. */
const GAP = 8;

export type HoverTipPlacement = 'top' | 'right';

export interface HoverTipProps {
  /** What the bubble says, already translated. */
  label: ReactNode;
  placement: HoverTipPlacement;
  /**
   * Whether the bubble adds to what the trigger says (it then describes the trigger for screen
   * readers), or only repeats the trigger's name for the eyes (the mini menu's hidden texts).
   */
  describes: boolean;
  /** The one element that shows the bubble while it is hovered or focused. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

interface Spot {
  left: number;
  top: number;
}

/** Where the bubble goes for a trigger's box: above and centred, or to its right and centred. */
function spotFor(trigger: DOMRect, placement: HoverTipPlacement): Spot {
  return placement === 'top'
    ? { left: trigger.left + trigger.width / 2, top: trigger.top - GAP }
    : { left: trigger.right + GAP, top: trigger.top + trigger.height / 2 };
}

/**
 * A tooltip placed from its trigger's box when it shows, fixed to the viewport so no scrolling or
 * clipping panel cuts it, without a positioning engine (Chakra's Tooltip brings floating-ui and a
 * state machine, about 13 KB gzip on the signed-in first load). It shows while the trigger is
 * hovered or focused, so keyboards reach it; Escape hides it without moving the pointer or the
 * focus, and a scroll hides it as the trigger moves away (WCAG 1.4.13). Whether it shows is a detail
 * of this one bubble, not a flow, so it lives here. The bubble is in the page (hidden) from the start:
 * when it `describes`, a screen reader reads it with the trigger whether or not it shows.
 */
export function HoverTip({ label, placement, describes, children }: HoverTipProps) {
  const tipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const [spot, setSpot] = useState<Spot | null>(null);

  const show = () => {
    const trigger = wrapper.current?.firstElementChild;
    if (trigger) setSpot(spotFor(trigger.getBoundingClientRect(), placement));
  };
  const hide = () => setSpot(null);

  useEffect(() => {
    if (!spot) return;
    const onScroll = () => setSpot(null);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [spot]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };

  return (
    <Box as="span" ref={wrapper} display="contents" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onKeyDown={onKeyDown}>
      {describes ? cloneElement(children, { 'aria-describedby': tipId }) : children}
      <Box
        as="span"
        id={tipId}
        role={describes ? 'tooltip' : undefined}
        aria-hidden={describes ? undefined : true}
        display={spot ? 'block' : 'none'}
        position="fixed"
        left={spot ? `${spot.left}px` : undefined}
        top={spot ? `${spot.top}px` : undefined}
        transform={placement === 'top' ? 'translate(-50%, -100%)' : 'translateY(-50%)'}
        zIndex="tooltip"
        w="max-content"
        maxW="min(20rem, calc(100vw - 2rem))"
        bg="gray.900"
        color="white"
        px="2.5"
        py="1.5"
        rounded="l2"
        fontSize="xs"
        lineHeight="short"
        boxShadow="md"
        pointerEvents="none"
      >
        {label}
      </Box>
    </Box>
  );
}
