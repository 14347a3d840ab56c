import { useSyncExternalStore } from 'react';

/** The lg breakpoint (the design's breakpoints: 360, 768, 992, 1440): from here the side panel is always shown. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

const queryList = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the side panel fits (992 px and wider); below, the menu is a drawer behind a header
 * button. Read synchronously, so the first paint already has the right layout (no shift); where
 * media queries cannot be asked, the phone layout, which works at every width.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => queryList()?.matches ?? false, () => false);
}
