import type { InspectionEvent } from 'xstate';

/**
 * The Stately inspector, in development only and only when asked (`?inspect` in the URL or
 * VITE_INSPECT=true). The dynamic import sits behind `import.meta.env.DEV`, so production builds
 * drop it entirely.
 */
export async function loadInspector(search: string): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const asked = new URLSearchParams(search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
  if (!asked) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ autoStart: true });
  return inspector.inspect.next?.bind(inspector.inspect);
}
