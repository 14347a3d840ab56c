import type { ReactNode } from 'react';
import { m, useReducedMotionConfig } from 'framer-motion';
import { animationFeaturesLoaded } from './loadDomAnimation.ts';

/** How far the content travels: enough to read as a move, and it stays inside a phone's margins. */
export const SLIDE_PX = 16;
/** Short: the applicant is waiting for the next form, not watching it arrive. */
const SLIDE_SECONDS = 0.22;

export interface SlideInProps {
  /**
   * Where the content comes from: `1` from the end (the person moved forward), `-1` from the start
   * (moved back), `0` from nowhere (it is simply there).
   */
  from: -1 | 0 | 1;
  children: ReactNode;
}

/**
 * Content that slides a little and fades in as it mounts, so a change of screen reads as a step
 * forward or back. Give it a `key` of what it shows: a new key is a new arrival, and what it
 * replaces leaves at once. It appears still, at once, when the device asks for reduced motion, when
 * there is no direction, and before the animation features have arrived (it would stay hidden).
 * Needs a MotionProvider above it.
 */
export function SlideIn({ from, children }: SlideInProps) {
  const reduced = useReducedMotionConfig();
  const still = from === 0 || reduced === true || !animationFeaturesLoaded();
  return (
    <m.div
      initial={still ? false : { opacity: 0, x: from * SLIDE_PX }}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: SLIDE_SECONDS, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
