/**
 * A view fetched as a chunk of its own the first time it is needed: an overlay (a list under a
 * button, a modal, a drawer) that most visits never open, kept out of the first load.
 */
import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface OnDemandView<P> {
  /**
   * Draws the view with `view` as its props once `when` holds (its chart opened it), fetching it then
   * if no preload did. Once the chunk has arrived the overlay stays mounted while closed, as it was
   * when it came with the first load: closing plays its way out and opening again draws at once.
   * Nothing is drawn while the chunk comes: what opens it already says so (aria-expanded, a pressed
   * button), and an overlay in a portal has no place on the page to hold.
   */
  Present: (props: { when: boolean; view: P }) => ReactNode;
  /** Starts the fetch if it has not started (on idle, or when the person points at what opens it). */
  preload: () => void;
}

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemandView<P> {
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  let arrived = false;
  const listeners = new Set<() => void>();

  const fetchOnce = () => {
    fetching ??= load().then(
      (module) => {
        arrived = true;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A preload that failed (offline for a moment) is not the last word: drawing the view fetches
        // again. A view that fails to arrive when drawn falls to the route's error, as a lazy page does.
        fetching = null;
        throw error;
      },
    );
    return fetching;
  };

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const read = () => arrived;
  const View = lazy(fetchOnce);

  function Present({ when, view }: { when: boolean; view: P }): ReactNode {
    const hasArrived = useSyncExternalStore(subscribe, read, read);
    if (!when && !hasArrived) return null;
    return createElement(Suspense, { fallback: null }, createElement(View, view));
  }

  return { Present, preload: () => void fetchOnce().catch(() => undefined) };
}

/** Runs `run` once the browser is idle (Safari has no requestIdleCallback: there, the next task). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
