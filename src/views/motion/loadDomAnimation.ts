/**
 * framer-motion's animation features (animate, exit, gestures), fetched as a chunk of their own when
 * the first screen that animates mounts: the `m` components render without them, so nothing of
 * this code is in the way of the first paint.
 */
let loaded = false;

export const loadDomAnimation = () =>
  import('./domAnimation.ts').then((module) => {
    loaded = true;
    return module.domAnimation;
  });

/**
 * Whether the features have arrived. Until then an `m` component only renders its starting style,
 * so content that starts hidden and waits for them would stay hidden if they never came.
 */
export const animationFeaturesLoaded = (): boolean => loaded;
