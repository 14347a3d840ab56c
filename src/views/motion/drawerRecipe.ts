import { defineSlotRecipe } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

/** The slide of a drawer's panel (and its backdrop's fade): quick enough not to keep anyone waiting. */
export const DRAWER_ANIMATION = '250ms';

const still = { animationName: 'none' };

/**
 * Chakra's drawer recipe, which the theme does not register (without a recipe a Drawer has no
 * position, panel or animation), with the portal's timing: the panel slides in and out in 250 ms,
 * and not at all, nor does the backdrop fade, when the device asks for reduced motion. The slide
 * itself (which side, which keyframes) stays Chakra's CSS animation. Pass it as the Root's `recipe`.
 */
export const drawerRecipe = defineSlotRecipe({
  ...drawerSlotRecipe,
  base: {
    ...drawerSlotRecipe.base,
    backdrop: {
      ...drawerSlotRecipe.base?.backdrop,
      _open: { animationName: 'fade-in', animationDuration: DRAWER_ANIMATION },
      _closed: { animationName: 'fade-out', animationDuration: DRAWER_ANIMATION },
      _motionReduce: { _open: still, _closed: still },
    },
    content: {
      ...drawerSlotRecipe.base?.content,
      _open: { animationDuration: DRAWER_ANIMATION, animationTimingFunction: 'ease-in-smooth' },
      _closed: { animationDuration: DRAWER_ANIMATION, animationTimingFunction: 'ease-in-smooth' },
      // Later in the style sheet than the placement's slide, with the same specificity: it wins.
      _motionReduce: { _open: still, _closed: still },
    },
  },
});
