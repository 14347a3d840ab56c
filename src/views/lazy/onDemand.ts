/**
 * A view fetched as a chunk of its own the first time it is needed: an overlay (a list under a
 * button, a modal, a drawer) that most visits never open, kept out of the first load.
 */
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemandView<P> {
  /** The view, to draw inside a Suspense boundary. */
  View: LazyExoticComponent<ComponentType<P>>;
  /** Starts the fetch if it has not started (on idle, or when the person points at what opens it). */
  preload: () => void;
  /**
   * Whether the chunk has arrived. Once it has, the overlay stays mounted while closed, as it was
   * when it came with the first load: closing plays its way out and opening again draws at once.
   */
  useArrived: () => boolean;
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

  return {
    View: lazy(fetchOnce),
    preload: () => void fetchOnce().catch(() => undefined),
    useArrived: () => useSyncExternalStore(subscribe, read, read),
  };
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
