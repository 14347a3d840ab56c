import type { InspectionEvent } from 'xstate';

type InspectionObserver = (event: InspectionEvent) => void;

/**
 * What watches the actors in development: the offline flow viewer's publisher always (open
 * /dev/flows on the Vite dev server), plus the Stately inspector when asked (`?inspect` in the URL
 * or VITE_INSPECT=true); one observer feeds both. Every import sits behind `import.meta.env.DEV`,
 * so production builds drop them entirely and get no observer.
 */
export async function loadInspector(search: string): Promise<InspectionObserver | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const observers: InspectionObserver[] = [await loadFlowViewerPublisher()];
  const asked = new URLSearchParams(search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
  if (asked) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector({ autoStart: true });
    const stately = inspector.inspect.next?.bind(inspector.inspect);
    if (stately) observers.push(stately);
  }
  return (event) => observers.forEach((observe) => observe(event));
}

async function loadFlowViewerPublisher(): Promise<InspectionObserver> {
  const [{ createFlowPublisher }, { FLOW_CHANNEL }] = await Promise.all([
    import('../dev/flows/publisher.ts'),
    import('../dev/flows/liveActors.ts'),
  ]);
  const channel = new BroadcastChannel(FLOW_CHANNEL);
  const appId = crypto.randomUUID();
  // A reload or a closed tab ends this page's actors; the viewer drops them at once.
  window.addEventListener('pagehide', () => channel.postMessage({ type: 'app.closed', appId }));
  return createFlowPublisher(channel, appId);
}
