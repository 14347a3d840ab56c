import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { loadDomAnimation } from './loadDomAnimation.ts';

/**
 * Wraps the screens that animate with framer-motion. Only the `m` components may be used inside
 * (`strict` refuses `motion.*`, which would bring every feature into the chunk that uses it), and
 * the features come later, on their own. Whoever asked their device for reduced motion gets no
 * movement: `reducedMotion="user"` turns transforms off, and SlideIn turns off its fade too.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadDomAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
