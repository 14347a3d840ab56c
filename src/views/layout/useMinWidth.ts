import { useSyncExternalStore } from 'react';

/** One subscription per query, so React keeps the same store between renders. */
const stores = new Map<string, { subscribe: (onChange: () => void) => () => void; matches: () => boolean }>();

function storeOf(query: string) {
  let store = stores.get(query);
  if (!store) {
    const queryList = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);
    store = {
      subscribe: (onChange) => {
        const list = queryList();
        list?.addEventListener('change', onChange);
        return () => list?.removeEventListener('change', onChange);
      },
      matches: () => queryList()?.matches ?? false,
    };
    stores.set(query, store);
  }
  return store;
}

/**
 * Whether the viewport is at least `px` wide. Read synchronously, so the first paint already has the
 * right layout (no shift); where media queries cannot be asked, false: the narrow layout, which
 * works at every width.
 */
export function useMinWidth(px: number): boolean {
  const store = storeOf(`(min-width: ${px}px)`);
  return useSyncExternalStore(store.subscribe, store.matches, () => false);
}
